/**
 * The newsletter's editions as the owner meets them, in Brazilian Portuguese on her own server
 * and database (as owner.spec.ts): she writes an edition in two languages with a link, a button
 * and an image, sees it save itself, loses her connection without losing a word, previews it,
 * sends herself a test, picks the audience, sends it with a fresh code and pauses, resumes and
 * stops it; then schedules another, takes it back and deletes it. Each page is checked with axe
 * at 320 px and at desktop width. Without SMTP the mail stays in the outbox, so the sending waits.
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { isoToZonedLocal } from '../../src/components/owner/editions/zoned-time.ts';
import { ownerMessages } from '../../src/i18n/owner/index.ts';
import { OWNER_TIME_ZONE } from '../../src/lib/owner-format.ts';
import type { StartedServer } from '../../src/server/start.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { format, waitForHydration } from './fixtures.ts';
import { startOwnServerOnPostgres } from './own-server.ts';
import { ageOwnerCode, enrollOwner, type OwnerAccount } from './owner-account.ts';

test.describe.configure({ mode: 'serial' });

const OWNER = 'luz@vibra.test';
const t = ownerMessages('pt');
const n = t.newsletter;
// A 1×1 PNG: the smallest image the server's upload takes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let own: Awaited<ReturnType<typeof startOwnServerOnPostgres>> | undefined;
let server: StartedServer;
let SITE = '';
let context: BrowserContext;
let page: Page;
let owner: OwnerAccount;
/** The first edition's page, which the tests after the first come back to. */
let editionUrl = '';

async function checkAxe(what: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The preview is the mail in a sandboxed frame (no scripts), which axe cannot enter: the mail is
    // checked by its own tests (server/newsletter/edition-mail.test.ts), the page around it here.
    await expectNoSeriousViolations(page, `${what} at ${width} px`, ['iframe[sandbox]']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

/** The edition's text field (TipTap's editable area, named by its label). */
const editor = (): Locator => page.getByRole('textbox', { name: n.body, exact: true });
/** The line at the bottom of the screen once the last change is saved. */
const saved = (): Locator => page.getByText(new RegExp(`^${n.savedAt.replace('{time}', '')}`));

test.beforeAll(async ({ browser }) => {
  own = await startOwnServerOnPostgres('editions', {});
  ({ server, site: SITE } = own);
  // One browser for the whole file: the owner stays signed in from one test to the next.
  context = await browser.newContext({ locale: 'pt-BR' });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await own?.close();
});

test('the owner writes an edition in two languages, with a link, a button and an image, and it saves itself', async () => {
  owner = await enrollOwner(page, own?.env ?? {}, OWNER);

  // Three subscribers: two read Portuguese, one English.
  const csv = 'email,language\nrosa@example.com,pt\nrio@example.com,pt\nsky@example.com,en';
  const imported = await page.request.post(`${SITE}/api/admin/subscribers/import`, {
    headers: { origin: SITE },
    data: { csv, language: 'pt', locale: 'pt' },
  });
  expect(imported.ok()).toBe(true);

  await page.getByRole('link', { name: t.nav.newsletter }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(n.heading);
  await expect(page.getByText(n.empty)).toBeVisible();
  await checkAxe('the editions list, empty');
  await waitForHydration(page, 'NewEditionButton');
  await page.getByRole('button', { name: n.newEdition }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE}/pt/admin/newsletter/edition\\?id=\\d+$`));
  editionUrl = page.url();
  await waitForHydration(page, 'EditionPage');
  await expect(page.getByRole('link', { name: t.nav.newsletter })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('tab', { name: new RegExp(n.languages.pt) })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel(n.subject, { exact: true }).fill('Lua cheia de março');
  await editor().click();
  await page.keyboard.type('Querida comunidade, ');
  const toolbar = page.getByRole('toolbar', { name: n.toolbar.label });
  await toolbar.getByRole('button', { name: n.toolbar.bold }).click();
  await expect(toolbar.getByRole('button', { name: n.toolbar.bold })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('esta lua pede calma.');
  await toolbar.getByRole('button', { name: n.toolbar.bold }).click();
  await page.keyboard.press('Enter');

  // A link with nothing chosen writes its address as its text; "www." gains https://.
  await toolbar.getByRole('button', { name: n.toolbar.link }).click();
  const linkDialog = page.getByRole('dialog', { name: n.linkDialog.heading });
  await linkDialog.getByLabel(n.linkDialog.address).fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: n.linkDialog.save }).click();
  await expect(linkDialog.getByRole('alert')).toHaveText(n.invalidAddress);
  await linkDialog.getByLabel(n.linkDialog.address).fill('www.vibra.test/agenda');
  await linkDialog.getByRole('button', { name: n.linkDialog.save }).click();
  await expect(editor().getByRole('link', { name: 'https://www.vibra.test/agenda' })).toBeVisible();

  await toolbar.getByRole('button', { name: n.toolbar.button }).click();
  const buttonDialog = page.getByRole('dialog', { name: n.buttonDialog.heading });
  await buttonDialog.getByLabel(n.buttonDialog.label).fill('Agende sua sessão');
  await buttonDialog.getByLabel(n.buttonDialog.address).fill('https://vibra.test/pt/agenda');
  await buttonDialog.getByRole('button', { name: n.buttonDialog.save }).click();
  await expect(editor().locator('a[data-email-button]')).toHaveText('Agende sua sessão');

  // An image: a text file is refused in the browser; a PNG is described, then uploaded.
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: t.errors.imageRejected })).toBeVisible();
  await picker.setInputFiles({ name: 'velas.png', mimeType: 'image/png', buffer: PNG });
  const imageDialog = page.getByRole('dialog', { name: n.imageDialog.heading });
  await imageDialog.getByRole('button', { name: n.imageDialog.save }).click();
  await expect(imageDialog.getByRole('alert')).toHaveText(n.imageDialog.altMissing);
  await imageDialog.getByLabel(n.imageDialog.alt).fill('Velas acesas sobre uma mesa de madeira');
  await imageDialog.getByRole('button', { name: n.imageDialog.save }).click();
  await expect(editor().locator('img[src^="/newsletter/images/"]')).toHaveAttribute(
    'alt',
    'Velas acesas sobre uma mesa de madeira',
  );
  await expect(saved()).toBeVisible();
  await checkAxe('an edition being written');

  // What was saved is what the page shows again.
  await page.reload();
  await waitForHydration(page, 'EditionPage');
  await expect(page.getByLabel(n.subject, { exact: true })).toHaveValue('Lua cheia de março');
  await expect(editor().locator('a[data-email-button]')).toHaveText('Agende sua sessão');

  // English starts as a copy of the Portuguese version, to translate.
  await page.getByRole('tab', { name: new RegExp(n.languages.en) }).click();
  await expect(page.getByText(format(n.missingVersion, { language: n.languages.en }))).toBeVisible();
  await page.getByRole('button', { name: format(n.addVersion, { language: n.languages.en }) }).click();
  await expect(page.getByLabel(n.subject, { exact: true })).toHaveValue('Lua cheia de março');
  await page.getByLabel(n.subject, { exact: true }).fill('March full moon');
  await expect(saved()).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(n.languages.en) })).toContainText(n.hasVersion);
});

test('nothing typed without a connection is lost: the browser keeps it and offers it back', async () => {
  await page.goto(editionUrl);
  await waitForHydration(page, 'EditionPage');
  await context.setOffline(true);
  await page.getByLabel(n.subject, { exact: true }).fill('Lua cheia de março — escrito no ônibus');
  await expect(page.getByRole('alert').filter({ hasText: n.offline })).toBeVisible();
  await page.close({ runBeforeUnload: false });
  await context.setOffline(false);

  page = await context.newPage();
  await page.goto(editionUrl);
  await waitForHydration(page, 'EditionPage');
  await expect(page.getByLabel(n.subject, { exact: true })).toHaveValue('Lua cheia de março');
  await page.getByRole('button', { name: n.restore }).click();
  await expect(page.getByLabel(n.subject, { exact: true })).toHaveValue('Lua cheia de março — escrito no ônibus');
  await expect(saved()).toBeVisible();
  await page.reload();
  await waitForHydration(page, 'EditionPage');
  await expect(page.getByRole('button', { name: n.restore })).toHaveCount(0);
});

test('the owner previews the edition, sends herself a test and chooses who receives it', async () => {
  await page.goto(editionUrl);
  await waitForHydration(page, 'EditionPage');

  await page.getByRole('button', { name: n.preview }).click();
  const frame = page.getByTitle(format(n.previewFrame, { language: n.languages.pt }));
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe').getByText('Agende sua sessão')).toBeVisible();
  await page.getByRole('button', { name: n.desktop }).click();
  await expect(page.getByRole('button', { name: n.desktop })).toHaveAttribute('aria-pressed', 'true');
  await page.getByText(n.plainText).click();
  await expect(page.locator('pre')).toContainText('esta lua pede calma.');
  await checkAxe('the preview');

  await expect(page.getByLabel(n.testAddresses)).toHaveValue(OWNER);
  await page.getByLabel(n.testAddresses).fill('not an address');
  await page.getByRole('button', { name: n.testSend }).click();
  await expect(page.getByText(n.testInvalid)).toBeVisible();
  await page.getByLabel(n.testAddresses).fill(OWNER);
  await page.getByRole('button', { name: n.testSend }).click();
  await expect(page.getByText(format(n.testSent, { addresses: OWNER }))).toBeVisible();

  await expect(page.getByText('Esta edição vai para 3 inscritos.')).toBeVisible();
  await page.getByRole('radio', { name: n.audienceLocales }).check();
  const languages = page.getByRole('group', { name: n.audienceHeading });
  await languages.getByRole('checkbox', { name: n.languages.en }).uncheck();
  await languages.getByRole('checkbox', { name: n.languages.it }).uncheck();
  await languages.getByRole('checkbox', { name: n.languages.es }).uncheck();
  await expect(page.getByText('Esta edição vai para 2 inscritos.')).toBeVisible();
  // With no language ticked nothing is saved, and the page says why.
  await languages.getByRole('checkbox', { name: n.languages.pt }).uncheck();
  await expect(page.getByText(n.chooseOne)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: n.blocked })).toBeVisible();
  await page.getByRole('radio', { name: n.audienceAll }).check();
  await expect(saved()).toBeVisible();
  await expect(page.getByText('Esta edição vai para 3 inscritos.')).toBeVisible();
});

test('sending asks first and wants a fresh code; then it can be paused, resumed and stopped', async () => {
  // The code given at sign-in is older than the server allows for a send.
  await ageOwnerCode(server);

  await page.goto(editionUrl);
  await waitForHydration(page, 'EditionPage');
  await page.getByRole('button', { name: n.sendButton }).click();
  const confirm = page.getByRole('dialog', { name: n.confirmHeading });
  await expect(confirm).toContainText('3 inscritos');
  await confirm.getByRole('button', { name: n.confirmSend }).click();
  const code = page.getByRole('dialog', { name: t.freshCode.heading });
  await code.getByLabel(t.signIn.code).fill(owner.nextCode());
  await code.getByRole('button', { name: t.freshCode.confirm }).click();

  await expect(page.getByRole('heading', { name: n.progressHeading })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: n.progressLabel })).toBeVisible();
  await expect(page.getByText(format(n.progress, { done: 0, total: 3 }))).toBeVisible();
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await expect(editor()).toHaveAttribute('aria-readonly', 'true');
  await checkAxe('an edition being sent');

  await page.getByRole('button', { name: n.pause }).click();
  await expect(page.getByText(n.pausedNotice)).toBeVisible();
  await page.getByRole('button', { name: n.resume }).click();
  await expect(page.getByText(n.resumed)).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: n.stop }).click();
  await expect(page.getByText(n.stopped)).toBeVisible();
  await expect(page.getByText(format(n.status, { status: n.statuses.cancelled }))).toBeVisible();
});

test('another edition is scheduled, taken back to a draft and deleted', async () => {
  await page.goto(`${SITE}/pt/admin/newsletter`);
  await expect(page.getByRole('link', { name: 'Lua cheia de março — escrito no ônibus' })).toBeVisible();
  await expect(page.getByText(n.statuses.cancelled)).toBeVisible();
  await checkAxe('the editions list');
  await waitForHydration(page, 'NewEditionButton');
  await page.getByRole('button', { name: n.newEdition }).click();
  await waitForHydration(page, 'EditionPage');
  await page.getByLabel(n.subject, { exact: true }).fill('Equinócio');
  await editor().click();
  await page.keyboard.type('Um convite para desacelerar.');
  await expect(saved()).toBeVisible();

  await page.getByRole('radio', { name: n.sendLater }).check();
  await expect(page.getByText(n.timeZone)).toBeVisible();
  const when = page.getByLabel(n.sendAt, { exact: true });
  await when.fill(isoToZonedLocal(new Date(Date.now() - 3_600_000), OWNER_TIME_ZONE));
  await page.getByRole('button', { name: n.scheduleButton }).click();
  await expect(page.getByText(t.errors.sendTimePast)).toBeVisible();
  await when.fill(isoToZonedLocal(new Date(Date.now() + 86_400_000), OWNER_TIME_ZONE));
  await page.getByRole('button', { name: n.scheduleButton }).click();
  const confirm = page.getByRole('dialog', { name: n.confirmHeading });
  await confirm.getByRole('button', { name: n.confirmSchedule }).click();
  await expect(page.getByText(format(n.status, { status: n.statuses.scheduled }))).toBeVisible();
  await expect(page.getByRole('button', { name: n.cancelSchedule })).toBeVisible();

  await page.getByRole('button', { name: n.cancelSchedule }).click();
  await expect(page.getByText(n.scheduleCancelled)).toBeVisible();
  await expect(page.getByText(format(n.status, { status: n.statuses.draft }))).toBeVisible();

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: n.deleteDraft }).click();
  await expect(page).toHaveURL(`${SITE}/pt/admin/newsletter?deleted=1`);
  await expect(page.getByText(n.deleted)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Equinócio' })).toHaveCount(0);

  const missing = await page.goto(`${SITE}/pt/admin/newsletter/edition?id=999999`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByText(t.errors.notFound)).toBeVisible();
});

test('a welcome mail for day 3 is written, turned on with a fresh code, listed as on, and turned off', async () => {
  const s = n.series;
  // As for a send, turning it on wants a code given in the last minutes: the earlier one is made old.
  await ageOwnerCode(server);

  await page.goto(`${SITE}/pt/admin/newsletter`);
  const series = page.getByRole('region', { name: s.heading, exact: true });
  await expect(series.getByText(s.empty)).toBeVisible();
  await waitForHydration(page, 'NewWelcomeStep');
  await series.getByRole('button', { name: s.create }).click();
  await expect(series.getByText(s.dayInvalid)).toBeVisible();
  await series.getByLabel(s.day, { exact: true }).fill('3');
  await series.getByRole('button', { name: s.create }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE}/pt/admin/newsletter/edition\\?id=\\d+$`));
  const stepUrl = page.url();
  await waitForHydration(page, 'EditionPage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.stepHeading);
  await expect(page.getByText(format(n.status, { status: s.statuses.draft }))).toBeVisible();
  await expect(page.getByLabel(s.day, { exact: true })).toHaveValue('3');
  // A welcome mail is neither scheduled nor put in the public archive.
  await expect(page.getByRole('button', { name: n.sendButton })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: n.public })).toHaveCount(0);

  await page.getByLabel(n.subject, { exact: true }).fill('Por onde começar a ler');
  await editor().click();
  await page.keyboard.type('Três textos para começar, com calma.');
  await expect(saved()).toBeVisible();
  await checkAxe('a welcome mail being written');

  await page.getByRole('button', { name: s.turnOn }).click();
  const confirm = page.getByRole('dialog', { name: s.confirmOnHeading });
  await expect(confirm).toContainText(format(s.confirmOn, { day: 3 }));
  await confirm.getByRole('button', { name: s.confirmOnYes }).click();
  const code = page.getByRole('dialog', { name: t.freshCode.heading });
  await code.getByLabel(t.signIn.code).fill(owner.nextCode());
  await code.getByRole('button', { name: t.freshCode.confirm }).click();
  await expect(page.getByText(s.turnedOn)).toBeVisible();
  await expect(page.getByText(format(n.status, { status: s.statuses.sending }))).toBeVisible();
  await expect(editor()).toHaveAttribute('aria-readonly', 'true');

  // Listed in the series as on, on day 3, and not among the editions.
  await page.goto(`${SITE}/pt/admin/newsletter`);
  const title = format(s.stepTitle, { day: 3, subject: 'Por onde começar a ler' });
  await expect(series.getByRole('listitem').filter({ hasText: title })).toContainText(s.statuses.sending);
  await expect(page.getByRole('list', { name: n.listCaption }).getByText('Por onde começar a ler')).toHaveCount(0);
  await checkAxe('the newsletter page with its welcome series');

  await page.goto(stepUrl);
  await waitForHydration(page, 'EditionPage');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: s.turnOff }).click();
  await expect(page.getByText(s.turnedOff)).toBeVisible();
  await expect(page.getByText(format(n.status, { status: s.statuses.draft }))).toBeVisible();
  await expect(page.getByLabel(s.day, { exact: true })).toHaveValue('3');
});
