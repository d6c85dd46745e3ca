/**
 * The privacy request as a visitor makes it, in Portuguese and English: someone who subscribed
 * and asked for the quiz's guide asks for a link on the request page, receives it through a real
 * SMTP server, opens it with the page's button, downloads their data as JSON and CSV, deletes it
 * after the confirmation step, and finds the link used up. Once more in Portuguese with
 * JavaScript off: every step is a plain form or link. Every visitor page is checked with axe at
 * 320 px. The test runs its own server (its own database and SMTP server, mail polled often).
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { count, sql } from 'drizzle-orm';
import { PRIVACY_REQUEST_PATH } from '../../src/i18n/routes.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { emailOutbox, newsletterSubscribers, ownerAuditLog, quizLeads } from '../../src/server/db/schema.ts';
import type { StartedServer } from '../../src/server/start.ts';
import { startSmtp } from '../../src/server/testing/smtp.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { format, getMessages, type Locale, localizePath, waitForHydration } from './fixtures.ts';
import { startOwnServer } from './own-server.ts';

test.describe.configure({ mode: 'serial' });

let server: StartedServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let site = '';

test.beforeAll(async () => {
  smtp = await startSmtp();
  ({ server, site } = await startOwnServer('privacy', { SMTP_URL: smtp.url, MAIL_POLL_MS: '200' }));
});

test.afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A fresh address for each run. */
function freshAddress(label: string): string {
  return `e2e.privacy.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The visitor page is readable at 320 px: no serious axe violation, nothing wider than the screen. */
async function checkAxe(page: Page, what: string) {
  await expectNoSeriousViolations(page, `${what} at 320 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** Someone the site knows: a newsletter subscription and a quiz guide request, made through the site. */
async function knownPerson(page: Page, email: string, locale: Locale) {
  const headers = { origin: site };
  const signup = await page.request.post(`${site}/api/newsletter`, { headers, data: { email, locale } });
  expect(signup.status()).toBe(201);
  const guide = await page.request.post(`${site}/api/quiz/lead`, {
    headers,
    data: { email, locale, result: 'auraExpansion', answers: { q1: 'auraExpansion' } },
  });
  expect(guide.status()).toBe(201);
}

/** The privacy link the SMTP server received for `email`, as the page path the reader opens. */
async function deliveredLink(email: string, locale: Locale): Promise<string> {
  const t = getMessages(locale).email;
  let text = '';
  await expect
    .poll(
      () => {
        const mail = smtp?.received.find(
          (entry) => entry.to.includes(email) && entry.mail.subject === t.privacySubject,
        )?.mail;
        text = mail?.text ?? '';
        return text.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // Every mail's footer leads to the request page, in the mail's language.
  expect(text).toContain(`${t.privacyLink}: ${site}${localizePath(PRIVACY_REQUEST_PATH, locale)}`);
  const link = new RegExp(`${site}(${localizePath(PRIVACY_REQUEST_PATH, locale)}\\?token=[\\w-]{43})`).exec(text)?.[1];
  expect(link, 'the link in the mail').toBeDefined();
  return link ?? '';
}

/** The test server's database (to check what a deletion left). */
function database() {
  if (!server) throw new Error('the server did not start');
  return server.database.db;
}

/** Rows that still hold `email`, in every table that had it (open privacy requests included). */
async function rowsAbout(email: string): Promise<number> {
  let total = 0;
  for (const [table, column] of [
    [newsletterSubscribers, newsletterSubscribers.email],
    [quizLeads, quizLeads.email],
    [emailOutbox, emailOutbox.toAddress],
  ] as const) {
    const [row] = await database().select({ n: count() }).from(table).where(sql`lower(${column}) = ${email}`);
    total += row?.n ?? 0;
  }
  const open = await database().execute(sql`SELECT 1 FROM privacy_requests WHERE lower(email) = ${email}`);
  return total + rowsOf(open).length;
}

for (const locale of ['pt', 'en'] as const) {
  test(`a visitor downloads and deletes their data in ${locale}`, async ({ page }) => {
    const t = getMessages(locale).privacyRequest;
    const email = freshAddress(locale);
    await knownPerson(page, email, locale);
    await page.setViewportSize({ width: 320, height: 720 });

    // 1. The address, and the same answer any address gets.
    await page.goto(`${site}${localizePath(PRIVACY_REQUEST_PATH, locale)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await waitForHydration(page, 'PrivacyRequestForm');
    await checkAxe(page, `the ${locale} request page`);
    await page.getByRole('main').getByLabel(t.emailLabel).fill(email);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sentTitle })).toContainText(format(t.sent, { email }));

    // 2. The link from the mail: a button, which the link itself does not press.
    const link = await deliveredLink(email, locale);
    await page.goto(`${site}${link}`);
    await expect(page.getByRole('button', { name: t.openButton })).toBeVisible();
    await checkAxe(page, `the ${locale} link page`);
    await page.getByRole('button', { name: t.openButton }).click();
    await expect(page).toHaveURL(`${site}${localizePath(PRIVACY_REQUEST_PATH, locale)}`);
    await expect(page.getByRole('heading', { level: 2, name: format(t.dataHeading, { email }) })).toBeVisible();
    await expect(page.getByText(format(t.subscription, { status: t.statuses.subscribed }))).toBeVisible();
    await checkAxe(page, `the ${locale} data page`);

    // 3. The downloads.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.downloadJson }).click(),
    ]);
    const data = JSON.parse(await readFile((await json.path()) ?? '', 'utf8'));
    expect(data.email).toBe(email);
    expect(data.subscription).toMatchObject({ email, language: locale, status: 'subscribed' });
    expect(data.quizRequests).toEqual([expect.objectContaining({ result: 'auraExpansion' })]);
    expect(data.mails.map((mail: { kind: string }) => mail.kind)).toEqual(
      expect.arrayContaining(['welcome', 'quiz-guide', 'privacy-link']),
    );
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.downloadCsv }).click(),
    ]);
    const lines = (await readFile((await csv.path()) ?? '', 'utf8')).split('\n');
    expect(lines[0]).toBe('"record","number","field","value"');
    expect(lines).toContain('"subscription","1","status","subscribed"');

    // 4. The deletion, after its confirmation step.
    await page.getByRole('link', { name: t.deleteLink }).click();
    await expect(page.getByRole('heading', { level: 2, name: format(t.confirmHeading, { email }) })).toBeVisible();
    await checkAxe(page, `the ${locale} confirmation`);
    await page.getByRole('button', { name: t.confirmButton }).click();
    await expect(page.getByRole('status').filter({ hasText: t.deleted })).toBeVisible();
    await checkAxe(page, `the ${locale} page after the deletion`);
    expect(await rowsAbout(email)).toBe(0);
    const [audit] = await database()
      .select({ n: count() })
      .from(ownerAuditLog)
      .where(sql`${ownerAuditLog.action} = 'privacy-deletion'`);
    expect(audit?.n).toBeGreaterThan(0);

    // 5. The link is used up.
    await page.goto(`${site}${link}`);
    await expect(page.getByRole('alert').filter({ hasText: t.invalidLink })).toBeVisible();
    await expect(page.getByRole('main').getByLabel(t.emailLabel)).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // axe needs scripts in the page; the steps' markup is the same as with JavaScript, checked above.
  test('every step is a plain form or link (pt)', async ({ page }) => {
    const t = getMessages('pt').privacyRequest;
    const email = freshAddress('nojs');
    await knownPerson(page, email, 'pt');
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${site}/pt/privacy/request`);
    await page.getByRole('main').getByLabel(t.emailLabel).fill(email);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/pt\/privacy\/request\?notice=sent#privacy-request-notice$/);
    await expect(page.getByRole('status').filter({ hasText: t.sentPlain })).toBeVisible();

    await page.goto(`${site}${await deliveredLink(email, 'pt')}`);
    await page.getByRole('button', { name: t.openButton }).click();
    await expect(page.getByRole('heading', { level: 2, name: format(t.dataHeading, { email }) })).toBeVisible();
    await page.getByRole('link', { name: t.deleteLink }).click();
    await page.getByRole('button', { name: t.confirmButton }).click();
    await expect(page.getByRole('status').filter({ hasText: t.deleted })).toBeVisible();
    expect(await rowsAbout(email)).toBe(0);
  });
});
