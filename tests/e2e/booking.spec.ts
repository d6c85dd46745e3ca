/**
 * Booking a session as visitors do, on the spec's own server: in Portuguese with JavaScript off
 * (every step a plain page or form), from the service's invitation to the booking's own page;
 * a second visitor, in English, who chose the same time a moment later gets the "just taken"
 * message with the nearest free times and keeps what they typed, then books one of those. Every
 * step is checked with axe at 320 px and at desktop width; the confirmation reaches a real SMTP
 * server in the visitor's language with an invitation a calendar library reads back.
 */
import { expect, type Page, test } from '@playwright/test';
import { count } from 'drizzle-orm';
import ical from 'node-ical';
import { detectBlockLanguage } from '../../scripts/lib/site-health/language-check.ts';
import { bookings } from '../../src/server/db/schema.ts';
import type { StartedServer } from '../../src/server/start.ts';
import { startSmtp } from '../../src/server/testing/smtp.ts';
import { expectAccessibleAtPhoneAndDesktop } from './axe.ts';
import { format, getMessages } from './fixtures.ts';
import { startOwnServer } from './own-server.ts';

test.describe.configure({ mode: 'serial' });

let server: StartedServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let site = '';

test.beforeAll(async () => {
  smtp = await startSmtp();
  ({ server, site } = await startOwnServer('booking', { SMTP_URL: smtp.url, MAIL_POLL_MS: '200' }));
});

test.afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** The mail `to` received, once it arrives. */
async function mailTo(to: string) {
  await expect.poll(() => smtp?.received.some((mail) => mail.to.includes(to)), { timeout: 15_000 }).toBe(true);
  return smtp?.received.find((mail) => mail.to.includes(to))?.mail;
}

const pt = getMessages('pt');
const en = getMessages('en');

/** The pages the first visitor went through, checked with axe afterwards (axe runs in the page's JavaScript). */
const visited: { what: string; url: string }[] = [];

/** The booking form (the footer's newsletter form has an e-mail field too). */
const bookingForm = (page: Page) => page.locator('form[action="/api/booking"]');

/** The time a details page is about, from its address. */
const chosenStart = (page: Page) => new URL(page.url()).searchParams.get('start');

/** The time the first visitor took, for the second. */
let takenDetailsPath = '';

test('a visitor books an energy reading in Portuguese without JavaScript, and sees the Pix payment', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(`${site}/pt/services/energy-reading`);
  await page.getByRole('link', { name: pt.common.bookReading }).first().click();
  await expect(page).toHaveURL(/\/pt\/book$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.bookingPages.titles.services);
  visited.push({ what: 'the sessions', url: page.url() });
  await page.getByRole('link', { name: new RegExp(`${pt.bookingPages.chooseTime}.*Leitura Energética`) }).click();

  // The time step: the owner's zone first; another zone is chosen with a plain form.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.bookingPages.titles.time);
  await expect(page.getByText(/Horário .*Brasília/).first()).toBeVisible();
  const firstInBrasilia = await page.locator('main section li a').first().textContent();
  await page.getByLabel(pt.bookingPages.zoneLabel).selectOption('Europe/Lisbon');
  await page.getByRole('button', { name: pt.bookingPages.zoneButton }).click();
  await expect(page).toHaveURL(/tz=Europe%2FLisbon/);
  const firstInLisbon = await page.locator('main section li a').first().textContent();
  expect(firstInLisbon).not.toBe(firstInBrasilia);
  await expect(page.getByText(/Meu fuso horário é Horário .*Brasília/)).toBeVisible();
  visited.push({ what: 'the free times', url: page.url() });
  // She is in Brazil after all: back to her own zone, where Pix is how she pays.
  await page.getByLabel(pt.bookingPages.zoneLabel).selectOption('America/Sao_Paulo');
  await page.getByRole('button', { name: pt.bookingPages.zoneButton }).click();
  await expect(page.locator('main section li a').first()).toHaveText(firstInBrasilia ?? '');
  await page.locator('main section li a').first().click();

  // The details step: the time and the form.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.bookingPages.titles.details);
  takenDetailsPath = new URL(page.url()).pathname + new URL(page.url()).search;
  const chosenAt = chosenStart(page);
  visited.push({ what: 'the details form', url: page.url() });
  await page.getByLabel(pt.bookingPages.name).fill('Ana Souza');
  await page.getByLabel(pt.bookingPages.email).fill('ana.booking@example.com');
  await page.getByLabel(pt.bookingPages.phone).fill('+55 48 99999-0000');
  await page.getByLabel(pt.bookingPages.note).fill('Primeira vez que faço uma leitura.');
  await page.getByLabel(/Concordo que meu nome/).check();
  await page.getByRole('button', { name: pt.bookingPages.submit }).click();

  // The booking's own page, by its signed link.
  await expect(page).toHaveURL(/\/pt\/book\/booked\?reference=VB[0-9A-Z]{8}&token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.bookingPages.titles.booked);
  await expect(page.getByText(format(pt.bookingPages.mailSent, { email: 'ana.booking@example.com' }))).toBeVisible();
  await expect(page.getByText('R$ 220')).toBeVisible();
  await expect(page.getByRole('heading', { name: pt.bookingPages.payHeading })).toBeVisible();
  visited.push({ what: 'the booking’s page', url: page.url() });

  // The confirmation arrives in Portuguese, with the invitation a calendar can read.
  const mail = await mailTo('ana.booking@example.com');
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  expect(mail?.subject).toContain('Leitura Energética');
  expect(mail?.text).toContain(reference);
  expect(detectBlockLanguage(mail?.text ?? '', 'pt')).toBe('pt');
  const invitation = mail?.parts.find((part) => part.type.startsWith('text/calendar'));
  const events = Object.values(ical.sync.parseICS(invitation?.bytes.toString('utf8') ?? '')).filter(
    (entry) => entry?.type === 'VEVENT',
  );
  expect(events).toHaveLength(1);
  expect((events[0] as { start: Date }).start.getTime()).toBe(Date.parse(chosenAt ?? ''));

  // A link with another token opens nothing.
  const tampered = new URL(page.url());
  tampered.searchParams.set('token', 'x'.repeat(22));
  const refused = await page.goto(tampered.toString());
  expect(refused?.status()).toBe(404);
  await expect(page.getByText(pt.bookingPages.linkNotValid)).toBeVisible();
  await context.close();
});

test('every step passes axe at 320 px and at desktop width', async ({ page }) => {
  test.slow();
  expect(visited).toHaveLength(4);
  for (const { what, url } of visited) {
    await page.goto(url);
    await expectAccessibleAtPhoneAndDesktop(page, what);
  }
});

test('a second visitor who chose the same time hears it was just taken, keeps what they typed, and books the nearest', async ({
  browser,
}) => {
  expect(takenDetailsPath).not.toBe('');
  // With JavaScript this time: the form is the same plain form, and axe can look at the refusal.
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  // The same service and time, in English.
  // A visitor in London: the time shows in hers and in the owner's zone.
  await page.goto(
    `${site}${takenDetailsPath.replace('/pt/book/', '/book/').replace('America%2FSao_Paulo', 'Europe%2FLondon')}`,
  );
  await expect(page.getByText(/in my time zone/)).toBeVisible();
  const start = chosenStart(page);
  await bookingForm(page).getByLabel(en.bookingPages.name).fill('Bea Smith');
  await bookingForm(page).getByLabel(en.bookingPages.email).fill('bea.booking@example.com');
  await bookingForm(page).getByLabel(en.bookingPages.note).fill('Looking forward to it.');
  await bookingForm(page)
    .getByLabel(/I agree that my name/)
    .check();
  await page.getByRole('button', { name: en.bookingPages.submit }).click();

  const refusal = page.getByRole('alert').filter({ hasText: en.booking.taken });
  await expect(refusal).toBeVisible();
  await expect(bookingForm(page).getByLabel(en.bookingPages.name)).toHaveValue('Bea Smith');
  await expect(bookingForm(page).getByLabel(en.bookingPages.email)).toHaveValue('bea.booking@example.com');
  await expect(bookingForm(page).getByLabel(en.bookingPages.note)).toHaveValue('Looking forward to it.');
  await expect(bookingForm(page).getByLabel(/I agree that my name/)).toBeChecked();
  await expectAccessibleAtPhoneAndDesktop(page, 'the refused booking');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('heading', { name: en.bookingPages.nearestHeading }).waitFor();
  await refusal.getByRole('link').first().click();
  expect(chosenStart(page)).not.toBe(start);
  await bookingForm(page).getByLabel(en.bookingPages.name).fill('Bea Smith');
  await bookingForm(page).getByLabel(en.bookingPages.email).fill('bea.booking@example.com');
  await bookingForm(page)
    .getByLabel(/I agree that my name/)
    .check();
  await page.getByRole('button', { name: en.bookingPages.submit }).click();
  await expect(page).toHaveURL(/\/book\/booked\?reference=VB/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.bookingPages.titles.booked);
  // From abroad: no Pix (it needs a Brazilian bank), the price abroad and how to pay instead.
  await expect(page.getByText(en.bookingPages.payAbroad)).toBeVisible();
  await expect(page.getByText('R$220 (outside Brazil: $50)')).toBeVisible();
  await expect(page.getByRole('heading', { name: en.bookingPages.payHeading })).toHaveCount(0);
  await context.close();

  expect(await server?.database.db.select({ n: count() }).from(bookings)).toEqual([{ n: 2 }]);
});
