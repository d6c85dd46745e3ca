/**
 * An edition from the owner's keyboard to the subscribers' mailboxes, through a real SMTP server
 * started here. Three visitors subscribe in Portuguese, English and Spanish; the owner writes the
 * edition with the keyboard alone (Tab, the toolbar's arrow keys, the editor's shortcuts, the
 * dialogs), adds the English and Spanish versions, marks it public, sends herself a test and sends
 * it with a fresh code. Each subscriber receives exactly one mail, in their language; one leaves
 * with a mail program's one-click post (RFC 8058), another with the link in the mail, opened in the
 * browser; the owner's figures count both; the edition is in the archive and its feed.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ownerMessages } from '../../src/i18n/owner/index.ts';
import { NEWSLETTER_ARCHIVE_FEED_PATH, NEWSLETTER_ARCHIVE_PATH, NEWSLETTER_PAGES } from '../../src/i18n/routes.ts';
import type { StartedServer } from '../../src/server/start.ts';
import { startSmtp } from '../../src/server/testing/smtp.ts';
import { format, getMessages, HTML_LANG, type Locale, localizePath, waitForHydration } from './fixtures.ts';
import { startOwnServerOnPostgres } from './own-server.ts';
import { ageOwnerCode, enrollOwner, type OwnerAccount } from './owner-account.ts';

test.describe.configure({ mode: 'serial' });

const OWNER = 'luz@vibra.test';
const t = ownerMessages('pt');
const n = t.newsletter;
/** The subscribers, one per language, and the subject each should receive. */
type Reader = { email: string; locale: Locale; subject: string };
const ROSA: Reader = { email: 'rosa@example.com', locale: 'pt', subject: 'Lua nova de abril' };
const SKY: Reader = { email: 'sky@example.com', locale: 'en', subject: 'The April new moon' };
const SOL: Reader = { email: 'sol@example.com', locale: 'es', subject: 'La luna nueva de abril' };
const READERS = [ROSA, SKY, SOL];

let own: Awaited<ReturnType<typeof startOwnServerOnPostgres>> | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let server: StartedServer;
let site = '';
let page: Page;
let owner: OwnerAccount;
let editionUrl = '';

test.beforeAll(async ({ browser }) => {
  smtp = await startSmtp();
  own = await startOwnServerOnPostgres('delivery', { SMTP_URL: smtp.url, MAIL_POLL_MS: '200' });
  ({ server, site } = own);
  page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
});

test.afterAll(async () => {
  await page?.context().close();
  await own?.close();
  await smtp?.close();
});

/** The mails the SMTP server received for `email` whose subject is `subject`. */
const mailsTo = (email: string, subject: string) =>
  (smtp?.received ?? []).filter((entry) => entry.to.includes(email) && entry.mail.subject === subject);

/** Presses `key` (Tab by default) until `target` has the focus, as a keyboard user reaches it. */
async function pressUntilFocused(target: Locator, key = 'Tab') {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Replaces the focused field's text with `text`, from the keyboard. */
async function retype(text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The edition's one mail to `reader`. */
function editionMailTo(reader: Reader) {
  const [received, ...more] = mailsTo(reader.email, reader.subject);
  if (!received || more.length > 0) throw new Error(`not exactly one mail to ${reader.email}`);
  return received.mail;
}

const subjectField = () => page.getByLabel(n.subject, { exact: true });
const editor = () => page.getByRole('textbox', { name: n.body, exact: true });
const saved = () => page.getByText(new RegExp(`^${n.savedAt.replace('{time}', '')}`));
const tab = (language: Locale) => page.getByRole('tab', { name: new RegExp(n.languages[language]) });

test('three visitors subscribe, in Portuguese, English and Spanish, and are welcomed', async () => {
  for (const reader of READERS) {
    const signup = await page.request.post(`${site}/api/newsletter`, {
      headers: { origin: site },
      data: { email: reader.email, locale: reader.locale },
    });
    expect(signup.status()).toBe(201);
  }
  for (const reader of READERS) {
    const welcome = getMessages(reader.locale).email.welcomeSubject;
    await expect.poll(() => mailsTo(reader.email, welcome).length, { timeout: 15_000 }).toBe(1);
  }
});

test('the owner writes the edition with the keyboard alone, in three languages, and marks it public', async () => {
  owner = await enrollOwner(page, own?.env ?? {}, OWNER);
  await page.goto(`${site}/pt/admin/newsletter`);
  await waitForHydration(page, 'NewEditionButton');
  await pressUntilFocused(page.getByRole('button', { name: n.newEdition }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${site}/pt/admin/newsletter/edition\\?id=\\d+$`));
  editionUrl = page.url();
  await waitForHydration(page, 'EditionPage');

  await pressUntilFocused(subjectField());
  await page.keyboard.type('Lua nova de abril');
  await pressUntilFocused(editor());
  await page.keyboard.type('Querida comunidade, ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('respire fundo');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' antes de começar.');
  await expect(editor().locator('strong')).toHaveText('respire fundo');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Horários de abril');

  // Back to the toolbar (one tab stop), along it with the arrow keys, and into the editor again.
  const toolbar = page.getByRole('toolbar', { name: n.toolbar.label });
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: n.toolbar.heading, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor().getByRole('heading', { level: 2 })).toHaveText('Horários de abril');
  // The button gives the focus back to the text, where the next line starts.
  await expect(editor()).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Agende aqui: ');
  await page.keyboard.press('Shift+Tab');
  await pressUntilFocused(toolbar.getByRole('button', { name: n.toolbar.link }), 'ArrowRight');
  await page.keyboard.press('Enter');
  const linkDialog = page.getByRole('dialog', { name: n.linkDialog.heading });
  await expect(linkDialog.getByLabel(n.linkDialog.address)).toBeFocused();
  await page.keyboard.type('vibra.test/pt/agenda');
  await page.keyboard.press('Enter');
  await expect(linkDialog).toBeHidden();
  await expect(editor().getByRole('link', { name: 'https://vibra.test/pt/agenda' })).toBeVisible();

  await pressUntilFocused(page.getByRole('checkbox', { name: n.public }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: n.public })).toBeChecked();
  await expect(saved()).toBeVisible();

  // The other languages: the tabs move with the arrow keys; each version starts as a copy.
  for (const reader of READERS.filter(({ locale }) => locale !== 'pt')) {
    await pressUntilFocused(page.getByRole('tab', { selected: true }), 'Shift+Tab');
    await pressUntilFocused(tab(reader.locale), 'ArrowRight');
    await expect(tab(reader.locale)).toHaveAttribute('aria-selected', 'true');
    await pressUntilFocused(
      page.getByRole('button', { name: format(n.addVersion, { language: n.languages[reader.locale] }) }),
    );
    await page.keyboard.press('Enter');
    await expect(subjectField()).toHaveValue('Lua nova de abril');
    await pressUntilFocused(subjectField());
    await retype(reader.subject);
    await expect(saved()).toBeVisible();
    await expect(tab(reader.locale)).toContainText(n.hasVersion);
  }
  await expect(page.getByText('Esta edição vai para 3 inscritos.')).toBeVisible();
});

test('a test reaches the owner with [TEST] before the subject', async () => {
  await page.goto(editionUrl);
  await waitForHydration(page, 'EditionPage');
  await pressUntilFocused(page.getByRole('button', { name: n.testSend }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(format(n.testSent, { addresses: OWNER }))).toBeVisible();
  await expect.poll(() => mailsTo(OWNER, '[TEST] Lua nova de abril').length, { timeout: 15_000 }).toBe(1);
});

test('sent with a fresh code, each subscriber receives exactly one mail, in their language', async () => {
  // The code given at enrollment is made older than a send allows, so the send asks for one.
  await ageOwnerCode(server);
  await page.goto(editionUrl);
  await waitForHydration(page, 'EditionPage');
  await pressUntilFocused(page.getByRole('button', { name: n.sendButton }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: n.confirmHeading });
  await expect(confirm).toContainText('3 inscritos');
  await pressUntilFocused(confirm.getByRole('button', { name: n.confirmSend }));
  await page.keyboard.press('Enter');
  const code = page.getByRole('dialog', { name: t.freshCode.heading });
  await pressUntilFocused(code.getByLabel(t.signIn.code));
  await page.keyboard.type(owner.nextCode());
  await page.keyboard.press('Enter');

  // Said on the page, and to a screen reader.
  await expect(page.getByText(n.finished)).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText(format(n.progress, { done: 3, total: 3 }))).toBeVisible();
  for (const reader of READERS) {
    await expect.poll(() => mailsTo(reader.email, reader.subject).length, { timeout: 15_000 }).toBe(1);
    // Nobody gets another language's version.
    const others = READERS.filter(({ subject }) => subject !== reader.subject);
    expect(others.flatMap(({ subject }) => mailsTo(reader.email, subject))).toHaveLength(0);
    const mail = editionMailTo(reader);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The mail around the text is in the reader's language too.
    expect(mail.html).toContain(`lang="${HTML_LANG[reader.locale]}"`);
    expect(mail.text).toContain(getMessages(reader.locale).email.unsubscribe);
  }
});

test('one subscriber leaves by a mail program’s one-click post, another by the link in the mail', async () => {
  // A mail program posts to the List-Unsubscribe address, without a page or an Origin.
  const oneClick = /<([^>]+)>/.exec(editionMailTo(ROSA).header('List-Unsubscribe') ?? '')?.[1] ?? '';
  expect(oneClick).toContain(`${site}/pt/`);
  const posted = await page.request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status()).toBe(200);
  expect(await posted.text()).toBe(getMessages('pt').newsletterPages.unsubscribedTitle);

  // The English reader opens the mail and follows its visible link, then confirms on the page.
  const reader = await page.context().browser()?.newPage({ locale: 'en-GB' });
  if (!reader) throw new Error('no browser');
  await reader.setContent(editionMailTo(SKY).html);
  const messages = getMessages('en');
  // The mail's links open in a new window (target="_blank"), as from a mail program: followed here.
  const link = await reader.getByRole('link', { name: messages.email.unsubscribe }).getAttribute('href');
  await reader.goto(link ?? '');
  await expect(reader).toHaveURL(new RegExp(`^${site}${localizePath(NEWSLETTER_PAGES.unsubscribe, 'en')}\\?token=`));
  await reader.getByRole('button', { name: messages.newsletterPages.unsubscribeButton }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(messages.newsletterPages.unsubscribedTitle);
  await reader.close();

  await page.goto(editionUrl);
  const departures = page.getByRole('term').filter({ hasText: n.unsubscribed });
  await expect(departures.locator('xpath=following-sibling::dd[1]')).toHaveText('2');
});

test('the public edition is in the Portuguese archive, its page and its feed', async () => {
  await page.goto(`${site}${localizePath(NEWSLETTER_ARCHIVE_PATH, 'pt')}`);
  await page.getByRole('link', { name: ROSA.subject }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROSA.subject);
  await expect(page.getByText('respire fundo')).toBeVisible();
  const feed = await page.request.get(`${site}${localizePath(NEWSLETTER_ARCHIVE_FEED_PATH, 'es')}`);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`<title>${SOL.subject}</title>`);
});
