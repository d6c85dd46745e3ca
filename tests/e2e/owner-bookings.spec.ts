/**
 * The owner's bookings as she meets them, in Brazilian Portuguese on her own server and database
 * (as owner.spec.ts): two visitors book; she finds both in the list and in the week, marks one
 * paid, cancels the other (its visitor is told and the time frees), keeps a note; then she
 * changes her hours and takes a day off, and the free times follow. Each page is checked with axe
 * at 320 px and at desktop width.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { ownerMessages } from '../../src/i18n/owner/index.ts';
import { dayOf } from '../../src/lib/booking-times.ts';
import { emailOutbox } from '../../src/server/db/schema.ts';
import type { StartedServer } from '../../src/server/start.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { waitForHydration } from './fixtures.ts';
import { startOwnServerOnPostgres } from './own-server.ts';
import { enrollOwner } from './owner-account.ts';

test.describe.configure({ mode: 'serial' });

const t = ownerMessages('pt');
const b = t.bookings;
const s = t.bookingSettings;
const SERVICE = 'energy-reading';
const ZONE = 'America/Sao_Paulo';

let own: Awaited<ReturnType<typeof startOwnServerOnPostgres>> | undefined;
let server: StartedServer;
let SITE = '';
let context: BrowserContext;
let page: Page;

async function checkAxe(what: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(page, `${what} at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

/** The free times of the reading over the next weeks, as a visitor's page asks for them. */
async function freeTimes(): Promise<{ start: string }[]> {
  const from = dayOf(new Date().toISOString(), ZONE);
  const answer = await page.request.get(`${SITE}/api/booking/slots?service=${SERVICE}&from=${from}&days=21`, {
    headers: { origin: SITE },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).slots;
}

async function book(start: string, name: string, email: string) {
  const answer = await page.request.post(`${SITE}/api/booking`, {
    headers: { origin: SITE },
    data: { service: SERVICE, start, name, email, locale: 'pt', timeZone: ZONE, consent: true, note: 'Ansiedade.' },
  });
  expect(answer.status()).toBe(201);
}

test.beforeAll(async ({ browser }) => {
  own = await startOwnServerOnPostgres('owner_bookings', {});
  ({ server, site: SITE } = own);
  context = await browser.newContext({ locale: 'pt-BR', timezoneId: ZONE });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await own?.close();
});

test('she finds the bookings in the list and the week, marks one paid, cancels the other, keeps a note', async () => {
  await enrollOwner(page, own?.env ?? {}, 'luz@vibra.test');
  // Two times on different days: one booking's buffers never touch the other's.
  const times = await freeTimes();
  const first = times[0];
  const second = times.find((slot) => first && dayOf(slot.start, ZONE) !== dayOf(first.start, ZONE));
  if (!first || !second) throw new Error('the default hours offer free times');
  await book(first.start, 'Beatriz Lima', 'beatriz@example.com');
  await book(second.start, 'Caio Souza', 'caio@example.com');

  await page.getByRole('link', { name: t.nav.bookings }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.heading);
  await waitForHydration(page, 'BookingList');
  const cards = page.getByRole('listitem').filter({ hasText: 'beatriz@example.com' });
  await expect(cards).toHaveCount(1);
  const beatriz = cards.first();
  await expect(beatriz).toContainText(b.statuses.awaiting_payment);
  await expect(beatriz).toContainText('Ansiedade.');
  await expect(beatriz).toContainText('R$');
  await checkAxe('the bookings list');

  await beatriz.getByRole('button', { name: b.markPaid }).click();
  await expect(page.getByRole('status')).toHaveText(b.markedPaid);
  await expect(beatriz).toContainText(b.statuses.paid);
  await beatriz.getByLabel(b.yourNotes).fill('Primeira vez; trazer cristais.');
  await beatriz.getByRole('button', { name: b.saveNotes }).click();
  await expect(page.getByRole('status')).toHaveText(b.notesSaved);

  const caio = page.getByRole('listitem').filter({ hasText: 'caio@example.com' }).first();
  // Cancelling asks once more, naming the person and the time.
  await caio.getByRole('button', { name: b.cancel }).click();
  await expect(caio).toContainText(b.confirmCancel.split('{name}')[0] ?? '');
  await caio.getByRole('button', { name: b.cancel }).click();
  await expect(page.getByRole('status')).toHaveText(b.cancelled);

  // What she did holds after a reload, and the visitor was told.
  await page.reload();
  await expect(page.getByText('beatriz@example.com')).toBeVisible();
  await expect(page.getByText('caio@example.com')).toHaveCount(0);
  await expect(page.getByLabel(b.yourNotes).first()).toHaveValue('Primeira vez; trazer cristais.');
  const mail = await server.database.db
    .select({ kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, 'caio@example.com'));
  expect(mail.map((row) => row.kind)).toContain('booking-cancellation');
  // The cancelled time is free again.
  expect((await freeTimes()).map((slot) => slot.start)).toContain(second.start);

  await page.getByRole('link', { name: b.filters.cancelled }).click();
  await expect(page.getByText('caio@example.com')).toBeVisible();
  await expect(page.getByText(`${b.statuses.cancelled} (${b.cancelledBy.owner})`)).toBeVisible();

  // The week of the first booking, in her calendar.
  await page.goto(`${SITE}/pt/admin/bookings?view=week&week=${dayOf(first.start, ZONE)}`);
  await expect(page.getByRole('link', { name: /Beatriz Lima/ })).toBeVisible();
  await expect(page.getByRole('link', { name: b.viewWeek, exact: true })).toHaveAttribute('aria-current', 'page');
  await checkAxe('the week of bookings');
});

test('she changes her hours and takes a day off, and the free times follow', async () => {
  await page.goto(`${SITE}/pt/admin/bookings`);
  await page.getByRole('link', { name: b.settingsLink }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.heading);
  await waitForHydration(page, 'BookingSettingsForm');
  await checkAxe('the booking settings');

  // Saturday's morning closes.
  const saturday = page.getByRole('group', { name: s.weekdays[6] });
  await saturday.getByRole('button', { name: s.removeHours }).click();
  await expect(saturday).toContainText(s.closed);
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByText(s.saved)).toBeVisible();
  const saturdays = (await freeTimes()).filter(
    (slot) => new Date(slot.start).toLocaleDateString('en-US', { weekday: 'long', timeZone: ZONE }) === 'Saturday',
  );
  expect(saturdays).toEqual([]);

  // A day with free times, taken off.
  const [next] = await freeTimes();
  const day = dayOf(next?.start ?? '', ZONE);
  await waitForHydration(page, 'DaysOff');
  await page.getByLabel(s.dayOff, { exact: true }).fill(day);
  await page.getByRole('button', { name: s.addDayOff }).click();
  await expect(page.getByText(s.dayOffAdded)).toBeVisible();
  expect((await freeTimes()).filter((slot) => dayOf(slot.start, ZONE) === day)).toEqual([]);
  await page.getByRole('button', { name: s.removeDayOff }).click();
  await expect(page.getByText(s.dayOffRemoved)).toBeVisible();
  expect((await freeTimes()).some((slot) => dayOf(slot.start, ZONE) === day)).toBe(true);
});
