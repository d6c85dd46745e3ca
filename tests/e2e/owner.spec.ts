/**
 * The owner's area as an owner meets it: the administrator creates the account with
 * `npm run owner -- create` against the server's PostgreSQL, the owner opens the link, chooses a
 * password, adds the site to an authenticator app (the codes computed here with otpauth, from the
 * address the page shows) and keeps the recovery codes; later signs out and in again with the
 * password and the next code. Every owner page is checked with axe at 320 px and at desktop width.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { type TOTP, URI } from 'otpauth';
import { ownerMessages } from '../../src/i18n/owner/index.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { waitForHydration } from './fixtures.ts';
import { startOwnServerOnPostgres } from './own-server.ts';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'the moon over the quiet sea';
/** The server on its own PostgreSQL database, which the owner command reaches too. */
let own: Awaited<ReturnType<typeof startOwnServerOnPostgres>> | undefined;
let SITE = '';
let totp: TOTP;
/** The recovery codes shown at enrollment: a later test signs in with one (the app's next code is spent). */
let recoveryCodes: string[] = [];

test.beforeAll(async () => {
  own = await startOwnServerOnPostgres('owner', {});
  SITE = own.site;
});

test.afterAll(async () => {
  await own?.close();
});

/** Runs `npm run owner -- …` (its script) against the test server's database; its output. */
function ownerCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/owner.ts', ...args], { env: own?.env, encoding: 'utf8' });
}

async function checkAxe(page: Page, what: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(page, `${what} at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test('an owner enrolls from the link the command prints, with a password, an app and recovery codes', async ({
  page,
}) => {
  const t = ownerMessages('pt');
  const output = ownerCommand('create', 'luz@vibra.test', '--name', 'Luz', '--locale', 'pt');
  const link = output.trim().split('\n').at(-1) ?? '';
  expect(link).toMatch(new RegExp(`^${SITE}/pt/admin/enroll\\?token=`));

  await page.goto(link);
  await waitForHydration(page, 'EnrollFlow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.enroll.heading);
  await checkAxe(page, 'the enrollment page');
  await page.getByLabel(t.enroll.newPassword).fill('short');
  await page.getByLabel(t.enroll.repeatPassword).fill('short');
  await page.getByRole('button', { name: t.enroll.savePassword }).click();
  await expect(page.getByRole('alert')).toHaveText(t.errors.password.tooShort);

  await page.getByLabel(t.enroll.newPassword).fill(PASSWORD);
  await page.getByLabel(t.enroll.repeatPassword).fill(PASSWORD);
  await page.getByRole('button', { name: t.enroll.savePassword }).click();
  await expect(page.getByRole('img', { name: t.enroll.qrLabel })).toBeVisible();
  const address = await page.locator('code').textContent();
  totp = URI.parse(address ?? '') as TOTP;
  await checkAxe(page, 'the app step');
  await page.getByLabel(t.enroll.codeCheck).fill(totp.generate());
  await page.getByRole('button', { name: t.enroll.confirm }).click();

  const codes = page.getByRole('list', { name: t.enroll.recoveryList }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  await checkAxe(page, 'the recovery codes');
  await page.getByRole('link', { name: t.enroll.done }).click();
  await expect(page).toHaveURL(`${SITE}/pt/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas, Luz');
  await checkAxe(page, 'the overview');

  // The link worked once.
  await page.goto(link);
  await expect(page.getByText(t.errors.invalidLink)).toBeVisible();
});

test('the owner signs out, then in with the password and the next code, and sees the session and the activity', async ({
  page,
}) => {
  // Seven pages checked by axe: 40 s on a quiet machine, over a minute on a busy one.
  test.slow();
  const t = ownerMessages('en');
  await page.goto(`${SITE}/admin/sessions`);
  await expect(page).toHaveURL(`${SITE}/admin/sign-in`);
  await waitForHydration(page, 'SignInForm');
  await checkAxe(page, 'the sign-in page');
  await page.getByLabel(t.signIn.email).fill('luz@vibra.test');
  await page.getByLabel(t.signIn.password).fill('not the right password');
  await page.getByRole('button', { name: t.signIn.continue }).click();
  await expect(page.getByRole('alert')).toHaveText(t.errors.wrongCredentials);
  await page.getByLabel(t.signIn.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn.continue }).click();
  await expect(page.getByRole('heading', { name: t.signIn.codeHeading })).toBeVisible();
  await checkAxe(page, 'the code step');
  // The enrollment used this step's code; the app's next one signs in.
  await page.getByLabel(t.signIn.code).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: t.signIn.signIn }).click();
  await expect(page).toHaveURL(`${SITE}/admin`);

  await page.getByRole('link', { name: t.nav.sessions }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sessions.heading);
  await expect(page.getByText(t.sessions.thisDevice)).toBeVisible();
  await checkAxe(page, 'the sessions page');
  await page.getByRole('link', { name: t.nav.activity }).click();
  await expect(page.getByText(t.activity.actions['sign-in'], { exact: true }).first()).toBeVisible();
  await expect(page.getByText(t.activity.actions['sign-in-failed'], { exact: true }).first()).toBeVisible();
  await checkAxe(page, 'the activity page');

  // Subscribers: three signups through the site itself, then search, record, export and deletion.
  for (const [email, locale] of [
    ['rosa@example.com', 'pt'],
    ['rio@example.com', 'pt'],
    ['sky@example.com', 'en'],
  ]) {
    const signup = await page.request.post(`${SITE}/api/newsletter`, {
      headers: { origin: SITE },
      data: { email, locale, source: locale === 'pt' ? '/pt/' : '/blog/aura-reading' },
    });
    expect(signup.status()).toBe(201);
  }
  const s = t.subscribers;
  await page.getByRole('link', { name: t.nav.subscribers }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.heading);
  await checkAxe(page, 'the subscribers page');
  await page.getByLabel(s.search).fill('ri');
  await page.getByRole('combobox', { name: s.language, exact: true }).selectOption('pt');
  await page.getByRole('button', { name: s.apply }).click();
  await expect(page.getByRole('heading', { name: '1 found' })).toBeVisible();
  await page.getByLabel(s.search).fill('');
  await page.getByRole('combobox', { name: s.language, exact: true }).selectOption('');
  await page.getByRole('button', { name: s.apply }).click();
  await expect(page.getByRole('heading', { name: '3 found' })).toBeVisible();

  await waitForHydration(page, 'ExportButton');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: s.export }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\n')[0]).toBe('email,name,created_at,language,status,source,consent_at,consent_text_version');
  for (const email of ['rosa@example.com', 'rio@example.com', 'sky@example.com']) expect(csv).toContain(`"${email}"`);

  await page.getByRole('link', { name: 'rio@example.com' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('rio@example.com');
  await checkAxe(page, 'a subscriber’s record');
  await waitForHydration(page, 'PersonActions');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: s.delete }).click();
  await expect(page.getByText(s.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'rio@example.com' })).toHaveCount(0);

  // The server has no SMTP here: the welcome mails wait in the outbox, and one can be cancelled.
  await page.getByRole('link', { name: t.nav.mail }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.mail.heading);
  await checkAxe(page, 'the mail page');
  await waitForHydration(page, 'MailList');
  await page.getByRole('button', { name: 'Cancel the mail to sky@example.com' }).click();
  await expect(page.getByText(t.mail.cancelled)).toBeVisible();
  await expect(page.getByText('sky@example.com')).toHaveCount(0);

  const answer = await page.request.get(`${SITE}/admin`);
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');

  await waitForHydration(page, 'SignOutButton');
  await page.getByRole('button', { name: t.nav.signOut }).click();
  await expect(page).toHaveURL(`${SITE}/admin/sign-in`);
  await page.goto(`${SITE}/admin`);
  await expect(page).toHaveURL(`${SITE}/admin/sign-in`);
  // The browser that enrolled is still signed in; this one is not.
  expect(ownerCommand('list')).toMatch(/luz@vibra\.test \(Luz, pt\): set up, 1 open session,/);
});

test('the owner imports a list, and works with the quiz leads, the chat’s questions and the missing pages', async ({
  page,
}) => {
  // Six pages, each checked by axe at two widths: on a busy machine that takes longer than a minute.
  test.slow();
  const t = ownerMessages('es');
  // What visitors left behind: a guide request through the site, the rest straight into the database.
  const lead = await page.request.post(`${SITE}/api/quiz/lead`, {
    headers: { origin: SITE },
    data: { email: 'lua@example.com', result: 'auraExpansion', locale: 'es', newsletter: false },
  });
  expect(lead.ok()).toBe(true);
  const db = own?.server.database.db;
  if (!db) throw new Error('no server');
  await db.execute(sql`INSERT INTO quiz_funnel (day, locale, step, count) VALUES
    ((now() AT TIME ZONE 'UTC')::date, 'es', 'started', 12), ((now() AT TIME ZONE 'UTC')::date, 'es', 'result', 5)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO chat_unanswered (locale, question) VALUES ('es', '¿Atienden en Rosario?')`);
  await db.execute(
    sql`INSERT INTO not_found_daily (day, path, hits) VALUES ((now() AT TIME ZONE 'UTC')::date, '/es/cursos-viejos', 7)`,
  );

  await page.goto(`${SITE}/es/admin/reset-password`);
  await waitForHydration(page, 'PasswordResetFlow');
  await checkAxe(page, 'the password reset page');
  await page.goto(`${SITE}/es/admin/sign-in`);
  await waitForHydration(page, 'SignInForm');
  await page.getByLabel(t.signIn.email).fill('luz@vibra.test');
  await page.getByLabel(t.signIn.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn.continue }).click();
  await page.getByRole('button', { name: t.signIn.useRecovery }).click();
  await page.getByLabel(t.signIn.recoveryCode).fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: t.signIn.signIn }).click();
  await expect(page).toHaveURL(`${SITE}/es/admin`);

  // An import with a good row, a repeated one, one already on the list and one that is not an address.
  await page.getByRole('link', { name: t.nav.subscribers }).click();
  // The form loads as it comes into view (client:visible).
  await page.getByRole('heading', { name: t.subscribers.importHeading }).scrollIntoViewIfNeeded();
  await waitForHydration(page, 'ImportForm');
  const file = [
    'email,name,language',
    'nube@example.com,Nube,es',
    'NUBE@example.com,,es',
    'sky@example.com,,',
    'no-es-correo,,',
  ];
  await page.getByLabel(t.subscribers.importFile).setInputFiles({
    name: 'lista.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file.join('\n')),
  });
  await page.getByRole('button', { name: t.subscribers.importButton }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 añadidos, 3 omitidos.' })).toBeVisible();
  const skipped = page.getByRole('table', { name: t.subscribers.importSkipped });
  for (const reason of ['repeated', 'alreadyThere', 'invalidEmail'] as const) {
    await expect(skipped.getByText(t.subscribers.reasons[reason])).toBeVisible();
  }
  await checkAxe(page, 'the import report');
  await page.getByRole('combobox', { name: t.subscribers.source }).selectOption('imported');
  await page.getByRole('button', { name: t.subscribers.apply }).click();
  await expect(page.getByRole('link', { name: 'nube@example.com' })).toBeVisible();

  await page.getByRole('link', { name: t.nav.leads }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.leads.heading);
  await expect(page.getByRole('table', { name: 'Español' })).toBeVisible();
  await checkAxe(page, 'the quiz leads page');
  await page.getByRole('link', { name: 'lua@example.com' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('lua@example.com');
  await checkAxe(page, 'a quiz lead’s record');

  await page.getByRole('link', { name: t.nav.chat }).click();
  const questions = page.getByRole('region', { name: t.chat.questionsHeading });
  await expect(questions.getByText('¿Atienden en Rosario?')).toBeVisible();
  await checkAxe(page, 'the chat page');
  // The same question as a group, ignored and brought back by plain form posts (no script involved).
  const groups = page.getByRole('region', { name: t.chatGroups.heading });
  const subject = '“atienden, rosario”';
  await expect(groups.getByText(`1 persona preguntó por ${subject}`)).toBeVisible();
  await groups.getByRole('button', { name: `${t.chatGroups.ignore}: ${subject}` }).click();
  await expect(groups.getByRole('status')).toHaveText(t.chatGroups.done.ignore);
  await expect(groups.getByText(`1 persona preguntó por ${subject}`)).toHaveCount(0);
  await groups.getByRole('link', { name: 'Ver los grupos ignorados (1)' }).click();
  await groups.getByRole('button', { name: `${t.chatGroups.clearIgnore}: ${subject}` }).click();
  await expect(groups.getByRole('status')).toHaveText(t.chatGroups.done.clear);
  await groups.getByRole('link', { name: t.chatGroups.showOpen }).click();
  await expect(groups.getByText(`1 persona preguntó por ${subject}`)).toBeVisible();
  await questions.getByText('¿Atienden en Rosario?').scrollIntoViewIfNeeded();
  await waitForHydration(page, 'QuestionList');
  await questions.getByRole('button', { name: `${t.chat.markHandled}: ¿Atienden en Rosario?` }).click();
  await expect(questions.getByText(t.chat.handled)).toBeVisible();
  await expect(questions.getByText('¿Atienden en Rosario?')).toHaveCount(0);

  await page.getByRole('link', { name: t.nav.missing }).click();
  await expect(page.getByRole('cell', { name: '/es/cursos-viejos' })).toBeVisible();
  await checkAxe(page, 'the missing pages');
  await page.getByRole('link', { name: t.nav.privacy }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.privacy.heading);
  await checkAxe(page, 'the privacy requests');
});

test('no code of the owner’s area is in a public page or the scripts it loads', async ({ page }) => {
  for (const path of ['/', '/pt/blog/tarot-meaning', '/quiz', '/performance']) {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(`${SITE}${path}`);
    await page.waitForLoadState('networkidle');
    // Islands below the first screen load as they come near: bring them all in.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    const html = await page.content();
    expect(html).not.toMatch(
      /\/_astro\/(SignInForm|EnrollFlow|SessionList|SignOutButton|OverviewPage|ImportForm|QuestionList|AccountSecurity|PasswordResetFlow|fields)\./,
    );
    expect(scripts.size).toBeGreaterThan(0);
    for (const url of scripts) {
      const code = await (await page.request.get(url)).text();
      expect(code, url).not.toContain('/api/admin/');
    }
  }
});
