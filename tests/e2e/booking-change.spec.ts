/**
 * Changing a booking as visitors do, by the links in their mails, on the spec's own server with a
 * real SMTP server: in English with JavaScript, a visitor moves her session to another day (the
 * new invitation has the same UID and a higher SEQUENCE, the used link is spent) and then cancels
 * it (METHOD:CANCEL); in Portuguese without JavaScript, a visitor cancels with the plain form, and
 * the same link again says the booking is already cancelled, with no second mail. The change
 * pages are checked with axe at 320 px and at desktop width.
 */
import { expect, type Page, test } from '@playwright/test';
import { count, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { detectBlockLanguage } from '../../scripts/lib/site-health/language-check.ts';
import { site as siteConfig } from '../../src/config/site.ts';
import { bookings, emailOutbox } from '../../src/server/db/schema.ts';
import type { StartedServer } from '../../src/server/start.ts';
import type { ParsedMail } from '../../src/server/testing/mime.ts';
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
  ({ server, site } = await startOwnServer('booking-change', { SMTP_URL: smtp.url, MAIL_POLL_MS: '200' }));
});

test.afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const pt = getMessages('pt');
const en = getMessages('en');

/** The mails `to` received, once there are `atLeast` of them, oldest first. */
async function mailsTo(to: string, atLeast: number): Promise<ParsedMail[]> {
  const of = () => smtp?.received.filter((mail) => mail.to.includes(to)) ?? [];
  await expect.poll(() => of().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(atLeast);
  return of()
    .sort((a, b) => a.at - b.at)
    .map((mail) => mail.mail);
}

/** The calendar invitation a mail carries, read back by a calendar library. */
function invitationOf(mail: ParsedMail | undefined) {
  const file = mail?.parts.find((part) => part.type.startsWith('text/calendar'));
  const calendar = ical.sync.parseICS(file?.bytes.toString('utf8') ?? '');
  const events = Object.values(calendar).filter((entry) => entry?.type === 'VEVENT') as VEvent[];
  expect(events).toHaveLength(1);
  const [event] = events as [VEvent];
  return { method: calendar.vcalendar?.method, uid: event.uid, sequence: Number(event.sequence), start: event.start };
}

/** A link of the site in a mail's text (its path and query, on this server). */
function linkIn(mail: ParsedMail | undefined, page: 'change' | 'cancel'): string {
  const found = new RegExp(`https?://\\S+?(/(?:[a-z]{2}/)?book/${page}\\?reference=\\w+&token=[\\w-]+)`).exec(
    mail?.text ?? '',
  );
  expect(found, `a ${page} link in the mail`).not.toBeNull();
  return `${site}${found?.[1]}`;
}

/** The free times of the reading over the next weeks, from the slots endpoint. */
async function freeTimes(page: Page): Promise<string[]> {
  const from = new Date().toISOString().slice(0, 10);
  const answer = await page.request.get(`${site}/api/booking/slots?service=energy-reading&from=${from}&days=21`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
}

/** The booking form (the footer's newsletter form has an e-mail field too). */
const bookingForm = (page: Page) => page.locator('form[action="/api/booking"]');

test('a visitor in English, with JavaScript, moves her session by the mail’s link and then cancels it', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  // Days ahead, well before the owner's cut-off (a day before the session).
  const start = (await freeTimes(page)).find((time) => Date.parse(time) > Date.now() + 3 * 86_400_000);
  expect(start).toBeDefined();
  await page.goto(
    `${site}/book/details?service=energy-reading&start=${encodeURIComponent(start ?? '')}&tz=Europe%2FLondon`,
  );
  await bookingForm(page).getByLabel(en.bookingPages.name).fill('Bea Smith');
  await bookingForm(page).getByLabel(en.bookingPages.email).fill('bea.change@example.com');
  await bookingForm(page)
    .getByLabel(/I agree that my name/)
    .check();
  await page.getByRole('button', { name: en.bookingPages.submit }).click();
  await expect(page).toHaveURL(/\/book\/booked\?reference=VB/);
  // The booking's own page offers both changes too.
  await expect(page.getByRole('link', { name: en.bookingPages.rescheduleLink })).toBeVisible();
  await expect(page.getByRole('link', { name: en.bookingPages.cancelLink })).toBeVisible();

  const [confirmation] = await mailsTo('bea.change@example.com', 1);
  const booked = invitationOf(confirmation);
  expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0 });

  // The mail's link: a week of free times in her zone, her own time not in the way.
  const moveLink = linkIn(confirmation, 'change');
  await page.goto(moveLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.bookingPages.titles.change);
  await expect(page.getByText(/^Times are shown in /)).toBeVisible();
  await expectAccessibleAtPhoneAndDesktop(page, 'the move’s free times');
  await page.getByRole('link', { name: `${en.bookingPages.later} →` }).click();
  await page.locator('main section li a').first().click();

  // The confirm step: the session now, the new time, one button.
  await expect(page.getByRole('button', { name: en.bookingPages.moveSubmit })).toBeVisible();
  const newStart = new URL(page.url()).searchParams.get('start') ?? '';
  expect(newStart).not.toBe('');
  await expectAccessibleAtPhoneAndDesktop(page, 'the move’s confirmation');
  await page.getByRole('button', { name: en.bookingPages.moveSubmit }).click();
  await expect(page).toHaveURL(/\/book\/booked\?reference=VB/);

  // The new invitation: same UID, a higher SEQUENCE, the new time; in English.
  const [, moved] = await mailsTo('bea.change@example.com', 2);
  expect(moved?.subject).toContain('Your session has moved');
  expect(detectBlockLanguage(moved?.text ?? '', 'en')).toBe('en');
  const movedInvitation = invitationOf(moved);
  expect(movedInvitation).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1 });
  expect(movedInvitation.start.getTime()).toBe(Date.parse(newStart));

  // The link used is spent.
  const spent = await page.goto(moveLink);
  expect(spent?.status()).toBe(410);
  await expect(page.getByText(en.booking.changeRefusals.earlierLink)).toBeVisible();

  // The new mail's cancel link: the question, then the cancellation.
  await page.goto(linkIn(moved, 'cancel'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.bookingPages.titles.cancel);
  await expectAccessibleAtPhoneAndDesktop(page, 'the cancellation');
  await page.getByRole('button', { name: en.bookingPages.cancelSubmit }).click();
  await expect(page).toHaveURL(/\/book\/booked\?reference=VB/);
  await expect(page.getByText(en.bookingPages.cancelledStatus)).toBeVisible();
  const [, , cancelled] = await mailsTo('bea.change@example.com', 3);
  expect(invitationOf(cancelled)).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 2 });
  await context.close();
});

test('a visitor in Portuguese, without JavaScript, cancels with the plain form; the link again sends nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(`${site}/pt/book/time?service=energy-reading`);
  // A week ahead, well before the owner's cut-off (a day before the session).
  await page.getByRole('link', { name: `${pt.bookingPages.later} →` }).click();
  await page.locator('main section li a').first().click();
  await page.getByLabel(pt.bookingPages.name).fill('Ana Souza');
  await page.getByLabel(pt.bookingPages.email).fill('ana.change@example.com');
  await page.getByLabel(/Concordo que meu nome/).check();
  await page.getByRole('button', { name: pt.bookingPages.submit }).click();
  await expect(page).toHaveURL(/\/pt\/book\/booked\?reference=VB/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';

  const [confirmation] = await mailsTo('ana.change@example.com', 1);
  expect(confirmation?.text).toContain(pt.bookingMail.cancelLink);
  const cancelLink = linkIn(confirmation, 'cancel');
  expect(cancelLink).toContain('/pt/book/cancel?');
  await page.goto(cancelLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.bookingPages.titles.cancel);
  await expect(page.getByText(pt.bookingPages.cancelQuestion)).toBeVisible();
  await page.getByRole('button', { name: pt.bookingPages.cancelSubmit }).click();
  await expect(page).toHaveURL(/\/pt\/book\/booked\?reference=VB/);
  await expect(page.getByText(pt.bookingPages.cancelledStatus)).toBeVisible();

  // Her cancellation in Portuguese, with the calendar's cancellation of the same event.
  const [, cancelled] = await mailsTo('ana.change@example.com', 2);
  expect(cancelled?.subject.startsWith(pt.bookingMail.cancellationSubject.split(':')[0] ?? '')).toBe(true);
  expect(detectBlockLanguage(cancelled?.text ?? '', 'pt')).toBe('pt');
  expect(invitationOf(cancelled)).toMatchObject({
    method: 'CANCEL',
    uid: invitationOf(confirmation).uid,
    sequence: 1,
  });

  // The same link again: already cancelled, and no second cancellation written.
  await page.goto(cancelLink);
  await expect(page.getByText(pt.booking.changeRefusals.cancelled)).toBeVisible();
  const db = server?.database.db;
  const [row] = (await db?.select().from(bookings).where(eq(bookings.reference, reference))) ?? [];
  expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor', sequence: 1 });
  expect(
    await db
      ?.select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, row?.id ?? 0)),
  ).toEqual([{ n: 4 }]);
  await context.close();

  // The owner is told in Portuguese, with the same event's cancellation for her calendar.
  const isNotice = (mail: ParsedMail) =>
    mail.subject.startsWith(pt.bookingMail.ownerCancelledSubject.split(':')[0] ?? '') &&
    mail.subject.includes('Ana Souza');
  const ownerMails = () =>
    (smtp?.received ?? []).filter((mail) => mail.to.includes(siteConfig.contactEmail)).map((mail) => mail.mail);
  await expect.poll(() => ownerMails().some(isNotice), { timeout: 15_000 }).toBe(true);
  const notice = ownerMails().find(isNotice);
  expect(notice?.text).toContain(format(pt.bookingMail.ownerCancelledIntro, { name: 'Ana Souza' }));
  expect(invitationOf(notice)).toMatchObject({ method: 'CANCEL', uid: invitationOf(confirmation).uid, sequence: 1 });
});
