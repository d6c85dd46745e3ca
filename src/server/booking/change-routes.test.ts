import { and, count, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import nodeIcal, { type VEvent } from 'node-ical';
import pino from 'pino';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en.ts';
import { format } from '../../i18n/messages/index.ts';
import { pt } from '../../i18n/messages/pt.ts';
import type { BookingPageLocals, FreeSlot } from '../../lib/booking.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import { bookingSettings, bookings, emailOutbox } from '../db/schema.ts';
import type { PageRender } from '../http/form-endpoint.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { TEST_BOOKING_KEY, testReading } from '../testing/booked-session.ts';
import {
  SAME_ORIGIN_HEADERS as BROWSER,
  fixtureFiles,
  TEST_SITE_URL,
  type TestDatabaseKind,
  testApp,
  testDatabase,
  testDatabaseKinds,
} from '../testing/fixtures.ts';
import { madeInHook } from '../testing/hooks.ts';
import { storeBookingSettings } from '../testing/stored-booking.ts';
import { bookingToken, changeToken } from './booking-links.ts';
import { DEFAULT_BOOKING_POLICY } from './booking-rules.ts';
import { changeLocals } from './change-pages.ts';
import { CHANGE_BODY_LIMIT, registerChangeRoutes } from './change-routes.ts';
import { rulesNow } from './free-times.ts';
import { bookingLocals } from './pages.ts';
import { registerBookingRoutes } from './routes.ts';
import { createBookingSchedule } from './scheduled.ts';

const READING = testReading();
const SERVICES = new Map([['energy-reading', READING]]);
const KEY = TEST_BOOKING_KEY;
/** Friday 4 December 2026, 10:00 in São Paulo. */
const NOW = Temporal.Instant.from('2026-12-04T13:00:00Z');
/** Monday 7 December 2026, 09:00 and 09:30 in São Paulo; Tuesday 09:00. */
const MONDAY_NINE = '2026-12-07T12:00:00Z';
const MONDAY_HALF_PAST_NINE = '2026-12-07T12:30:00Z';
const TUESDAY_NINE = '2026-12-08T12:00:00Z';
const HOUR = 3_600_000;
/** A browser's post from the test app's own origin. */
const SAME_ORIGIN_APP = { origin: TEST_SITE_URL, 'sec-fetch-site': 'same-origin' };

/** The app's booking and change routes over one database, with a clock the test moves and the pages it renders. */
async function changeApp(db: Parameters<typeof registerBookingRoutes>[1]['db']) {
  const clock = { now: NOW };
  const now = () => clock.now;
  const rendered: PageRender[] = [];
  const logger = pino({ level: 'silent' });
  const pageLocals: BookingPageLocals = {
    ...bookingLocals({ db, services: SERVICES, key: async () => KEY, logger, now }),
    ...changeLocals({ db, services: SERVICES, key: async () => KEY, logger, now }),
  };
  const common = {
    db,
    siteUrl: TEST_SITE_URL,
    services: SERVICES,
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    files: fixtureFiles(),
    key: async () => KEY,
    pageLocals,
    now,
    renderPage: async (_request: unknown, reply: import('fastify').FastifyReply, page: PageRender) => {
      rendered.push(page);
      return reply.type('text/html; charset=utf-8').send('<p>rendered</p>');
    },
  };
  const app = Fastify();
  registerBookingRoutes(app, common);
  registerChangeRoutes(app, common);
  await app.ready();
  return { app, clock, rendered, pageLocals };
}

const visitor = (start: string, change: Record<string, unknown> = {}) => ({
  service: 'energy-reading',
  start,
  name: 'Ana Souza',
  email: 'ana@example.com',
  locale: 'pt',
  timeZone: 'America/Sao_Paulo',
  consent: true,
  ...change,
});

const post = (app: FastifyInstance, url: string, payload: Record<string, unknown>, headers = BROWSER) =>
  app.inject({ method: 'POST', url, headers, payload });

/** The calendar invitation a queued mail carries, read back as a calendar program reads it. */
function invitationOf(attachments: { contentType: string; content: string }[]) {
  const file = attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  const calendar = nodeIcal.sync.parseICS(Buffer.from(file?.content ?? '', 'base64').toString('utf8'));
  const event = Object.values(calendar).find((component) => component?.type === 'VEVENT') as VEvent;
  return { method: calendar.vcalendar?.method, uid: event.uid, sequence: Number(event.sequence), start: event.start };
}

/** The link of a purpose in a mail's text: its reference and token. */
function linkIn(text: string, page: 'change' | 'cancel') {
  const [, reference = '', token = ''] =
    new RegExp(`/book/${page}\\?reference=(\\w+)&token=([\\w-]+)`).exec(text) ?? [];
  return { reference, token };
}

describe.each(await testDatabaseKinds())('moving and cancelling a booking on %s', (kind: TestDatabaseKind) => {
  const fixture = madeInHook(async () => {
    const database = await testDatabase(kind);
    const booking = await changeApp(database.db);
    const close = async () => {
      await booking.app.close();
      await database.close();
    };
    return { ...database, ...booking, close };
  });
  beforeEach(async () => {
    fixture.clock.now = NOW;
    fixture.rendered.length = 0;
    await fixture.db.delete(emailOutbox);
    await fixture.db.delete(bookings);
    await fixture.db.delete(bookingSettings);
  });

  /** Books a time and returns its row, its confirmation mail and the links that mail carries. */
  async function booked(start = MONDAY_NINE, change: Record<string, unknown> = {}) {
    const response = await post(fixture.app, '/api/booking', visitor(start, change));
    expect(response.statusCode).toBe(201);
    const [row] = await fixture.db.select().from(bookings).where(eq(bookings.reference, response.json().reference));
    if (!row) throw new Error('not booked');
    const [confirmation] = await fixture.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, row.id), eq(emailOutbox.kind, 'booking-confirmation')));
    if (!confirmation) throw new Error('no confirmation');
    return {
      row,
      confirmation,
      reschedule: linkIn(confirmation.textBody, 'change'),
      cancel: linkIn(confirmation.textBody, 'cancel'),
    };
  }

  const mailsOf = (id: number) =>
    fixture.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, id)).orderBy(emailOutbox.id);

  it('cancels by the mail’s link in one go: the booking, its time, the mails with METHOD:CANCEL; a second use sends nothing', async () => {
    const { row, confirmation, cancel } = await booked();
    expect(cancel.reference).toBe(row.reference);
    // The confirmation offers both links and until when (a day before, the default cut-off).
    expect(confirmation.textBody).toContain(pt.bookingMail.rescheduleLink);
    expect(confirmation.textBody).toContain(pt.bookingMail.cancelLink);

    const response = await post(fixture.app, '/api/booking/cancel', { ...cancel, locale: 'pt' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'cancelled', reference: row.reference, status: 'cancelled' });
    const [after] = await fixture.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(after).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor', sequence: 1 });
    expect(after?.cancelledAt?.getTime()).toBe(NOW.epochMilliseconds);

    const mails = await mailsOf(row.id);
    // The confirmation not yet sent is cancelled with the booking; the cancellations are queued.
    expect(mails.map(({ kind, status, locale }) => ({ kind, status, locale }))).toEqual([
      { kind: 'booking-confirmation', status: 'cancelled', locale: 'pt' },
      { kind: 'booking-owner-notice', status: 'cancelled', locale: 'pt' },
      { kind: 'booking-cancellation', status: 'queued', locale: 'pt' },
      { kind: 'booking-owner-notice', status: 'queued', locale: 'pt' },
    ]);
    const before = invitationOf(confirmation.attachments);
    const cancelled = invitationOf(mails[2]?.attachments ?? []);
    expect(before).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: before.uid, sequence: 1 });
    expect(invitationOf(mails[3]?.attachments ?? [])).toMatchObject({ method: 'CANCEL', uid: before.uid, sequence: 1 });
    expect(mails[2]?.subject).toContain(pt.bookingMail.cancellationSubject.split(':')[0]);

    // Its time is free again.
    expect(
      (await post(fixture.app, '/api/booking', visitor(MONDAY_NINE, { email: 'bia@example.com' }))).statusCode,
    ).toBe(201);
    // The same link again: already cancelled, in the visitor's language, and no mail.
    const again = await post(fixture.app, '/api/booking/cancel', { ...cancel, locale: 'pt' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ outcome: 'already-cancelled', message: pt.booking.changeRefusals.cancelled });
    expect(await mailsOf(row.id)).toHaveLength(4);
    // Its page says so too, and the reschedule link of the cancelled booking as well.
    const page = await fixture.pageLocals.change?.({ purpose: 'cancel', ...cancel });
    expect(page?.kind).toBe('already-cancelled');
  });

  it('refuses a tampered link, a link of another purpose or booking, with 404 and nothing changed', async () => {
    const first = await booked();
    const second = await booked(TUESDAY_NINE, { email: 'bia@example.com' });
    const tampered = `${first.cancel.token.slice(0, -1)}${first.cancel.token.endsWith('A') ? 'B' : 'A'}`;
    for (const payload of [
      { reference: first.row.reference, token: tampered },
      // The reschedule link does not cancel, nor the view link.
      { reference: first.row.reference, token: first.reschedule.token },
      { reference: first.row.reference, token: bookingToken(KEY, 'view', first.row.reference) },
      // One booking's link does not open another.
      { reference: second.row.reference, token: first.cancel.token },
      // Signed with another key.
      { reference: first.row.reference, token: changeToken('another key', 'cancel', first.row) },
      { reference: 'VBNOTHERE0', token: first.cancel.token },
    ]) {
      const response = await post(fixture.app, '/api/booking/cancel', { ...payload, locale: 'en' });
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json()).toEqual({ outcome: 'invalid-link', message: en.booking.changeRefusals.invalidLink });
    }
    const moved = await post(fixture.app, '/api/booking/reschedule', {
      reference: first.row.reference,
      token: first.cancel.token,
      start: '2026-12-09T12:00:00Z',
      locale: 'en',
    });
    expect(moved.statusCode).toBe(404);
    const rows = await fixture.db.select().from(bookings).orderBy(bookings.id);
    expect(rows.map(({ status, sequence }) => ({ status, sequence }))).toEqual([
      { status: 'awaiting_payment', sequence: 0 },
      { status: 'awaiting_payment', sequence: 0 },
    ]);
  });

  it('closes the links at the owner’s cut-off (too late, with her cut-off named) and at the session’s start (expired)', async () => {
    const { row, cancel, reschedule } = await booked();
    // 23 hours before: inside the default cut-off of 24.
    fixture.clock.now = Temporal.Instant.fromEpochMilliseconds(row.startsAt.getTime() - 23 * HOUR);
    const late = await post(fixture.app, '/api/booking/cancel', { ...cancel, locale: 'pt' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      outcome: 'too-late',
      message: format(pt.booking.changeRefusals.tooLate, { hours: 24 }),
    });
    expect((await fixture.pageLocals.change?.({ purpose: 'reschedule', ...reschedule }))?.kind).toBe('too-late');
    // The owner's own cut-off, from her settings: 12 hours, so 23 hours before is still in time.
    await storeBookingSettings(fixture.db, { changeCutoffHours: 12 });
    expect((await rulesNow(fixture.db, NOW)).policy).toEqual({ ...DEFAULT_BOOKING_POLICY, changeCutoffHours: 12 });
    expect((await fixture.pageLocals.change?.({ purpose: 'cancel', ...cancel }))?.kind).toBe('open');
    // From the session's start the link has expired, whatever the cut-off.
    fixture.clock.now = Temporal.Instant.fromEpochMilliseconds(row.startsAt.getTime());
    const expired = await post(fixture.app, '/api/booking/reschedule', {
      ...reschedule,
      start: TUESDAY_NINE,
      locale: 'en',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ outcome: 'expired', message: en.booking.changeRefusals.expired });
    const [after] = await fixture.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(after).toMatchObject({ status: 'awaiting_payment', sequence: 0 });
    expect(await mailsOf(row.id)).toHaveLength(2);
  });

  it('moves a booking to a free time, its own time not in the way: one update, a new invitation with the same UID; the used link is spent', async () => {
    const { row, confirmation, reschedule } = await booked();
    // The week to choose from offers 09:30, which overlaps only the booking's own time.
    const week = await fixture.pageLocals.change?.({
      purpose: 'reschedule',
      ...reschedule,
      days: { from: '2026-12-07', days: 1, timeZone: undefined },
    });
    expect(week?.kind).toBe('open');
    const offered = week?.kind === 'open' && week.freeTimes?.kind === 'times' ? week.freeTimes.slots : [];
    expect(offered.map((slot) => slot.start)).toContain(MONDAY_HALF_PAST_NINE);
    // Its own time is not offered, and moving to it moves nothing.
    expect(offered.map((slot) => slot.start)).not.toContain(MONDAY_NINE);
    const same = await post(fixture.app, '/api/booking/reschedule', {
      ...reschedule,
      start: MONDAY_NINE,
      locale: 'pt',
    });
    expect(same.json()).toMatchObject({ outcome: 'unavailable-time', message: pt.booking.unavailableTime });
    expect(week?.kind === 'open' && week.week).toEqual({ from: '2026-12-07', timeZone: 'America/Sao_Paulo' });

    const response = await post(fixture.app, '/api/booking/reschedule', {
      ...reschedule,
      start: MONDAY_HALF_PAST_NINE,
      locale: 'pt',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'rescheduled', start: '2026-12-07T12:30:00.000Z' });
    const [after] = await fixture.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(after).toMatchObject({ status: 'awaiting_payment', sequence: 1, reference: row.reference });
    expect(after?.startsAt.toISOString()).toBe('2026-12-07T12:30:00.000Z');
    expect(after?.endsAt.toISOString()).toBe('2026-12-07T13:30:00.000Z');

    const mails = await mailsOf(row.id);
    expect(mails.map(({ kind, status }) => ({ kind, status }))).toEqual([
      { kind: 'booking-confirmation', status: 'cancelled' },
      { kind: 'booking-owner-notice', status: 'cancelled' },
      { kind: 'booking-confirmation', status: 'queued' },
      { kind: 'booking-owner-notice', status: 'queued' },
    ]);
    const before = invitationOf(confirmation.attachments);
    const moved = invitationOf(mails[2]?.attachments ?? []);
    expect(moved).toMatchObject({ method: 'REQUEST', uid: before.uid, sequence: 1 });
    expect(moved.start.toISOString()).toBe('2026-12-07T12:30:00.000Z');
    expect(invitationOf(mails[3]?.attachments ?? [])).toMatchObject({
      method: 'REQUEST',
      uid: before.uid,
      sequence: 1,
    });
    expect(mails[2]?.subject).toBe(
      format(pt.bookingMail.changeSubject, { service: READING.titles.pt, date: 'segunda-feira, 7 de dezembro' }),
    );
    expect(mails[3]?.subject).toContain('Agendamento remarcado');

    // The link used is spent: the booking's version moved on.
    const reused = await post(fixture.app, '/api/booking/reschedule', {
      ...reschedule,
      start: TUESDAY_NINE,
      locale: 'en',
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ outcome: 'earlier-link', message: en.booking.changeRefusals.earlierLink });
    // The new mail's link works, and so does its cancel link.
    const next = linkIn(mails[2]?.textBody ?? '', 'change');
    expect(next.token).toBe(changeToken(KEY, 'reschedule', { id: row.id, sequence: 1 }));
    const again = await post(fixture.app, '/api/booking/reschedule', { ...next, start: TUESDAY_NINE, locale: 'pt' });
    expect(again.statusCode).toBe(200);
    // Monday 09:00 and 09:30 are free again.
    const monday = await fixture.pageLocals.freeTimes({
      service: 'energy-reading',
      from: '2026-12-07',
      days: 1,
      timeZone: undefined,
    });
    const starts = monday.kind === 'times' ? monday.slots.map((slot) => slot.start) : [];
    expect(starts).toContain(MONDAY_NINE);
    expect(starts).toContain(MONDAY_HALF_PAST_NINE);
  });

  it('refuses a move onto a taken time with the nearest free times, the booking left where it was', async () => {
    await booked(MONDAY_NINE);
    const other = await booked(TUESDAY_NINE, { email: 'bia@example.com' });
    const response = await post(fixture.app, '/api/booking/reschedule', {
      ...other.reschedule,
      start: MONDAY_HALF_PAST_NINE,
      locale: 'en',
    });
    expect(response.statusCode).toBe(409);
    const body = response.json() as { outcome: string; message: string; nearest: FreeSlot[] };
    expect(body).toMatchObject({ outcome: 'taken', message: en.booking.taken });
    expect(body.nearest.length).toBeGreaterThan(0);
    expect(body.nearest.map((slot) => slot.start)).not.toContain(MONDAY_HALF_PAST_NINE);
    const [after] = await fixture.db.select().from(bookings).where(eq(bookings.id, other.row.id));
    expect(after).toMatchObject({ sequence: 0, status: 'awaiting_payment' });
    expect(after?.startsAt.toISOString()).toBe('2026-12-08T12:00:00.000Z');
    expect(await mailsOf(other.row.id)).toHaveLength(2);
    // Not a time the owner offers at all (Sunday): refused as such.
    const sunday = await post(fixture.app, '/api/booking/reschedule', {
      ...other.reschedule,
      start: '2026-12-06T12:00:00Z',
      locale: 'en',
    });
    expect(sunday.json()).toMatchObject({ outcome: 'unavailable-time', message: en.booking.unavailableTime });
  });

  it('gives two bookings racing to move onto one free time exactly one move', async () => {
    const first = await booked(MONDAY_NINE);
    const second = await booked(TUESDAY_NINE, { email: 'bia@example.com' });
    const wanted = '2026-12-09T12:00:00Z';
    const answers = await Promise.all(
      [first, second].map(({ reschedule }) =>
        post(fixture.app, '/api/booking/reschedule', { ...reschedule, start: wanted, locale: 'pt' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await fixture.db
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, new Date(wanted)));
    expect(rows).toHaveLength(1);
    // The loser kept its time and its version; only the winner's two mails were added.
    expect(await fixture.db.select({ n: count() }).from(emailOutbox)).toEqual([{ n: 6 }]);
    // The same link twice at once moves the booking once.
    const third = await booked('2026-12-10T12:00:00Z', { email: 'cris@example.com' });
    const twice = await Promise.all(
      ['2026-12-10T17:00:00Z', '2026-12-10T19:00:00Z'].map((start) =>
        post(fixture.app, '/api/booking/reschedule', { ...third.reschedule, start, locale: 'pt' }),
      ),
    );
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const [moved] = await fixture.db.select().from(bookings).where(eq(bookings.id, third.row.id));
    expect(moved?.sequence).toBe(1);
  });

  it('answers a plain form: a change goes on to the booking’s page, a refused move comes back as its page with the reason', async () => {
    const form = { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' };
    const first = await booked(MONDAY_NINE);
    const second = await booked(TUESDAY_NINE, { email: 'bia@example.com' });
    const taken = await fixture.app.inject({
      method: 'POST',
      url: '/api/booking/reschedule',
      headers: form,
      payload: new URLSearchParams({
        ...second.reschedule,
        start: MONDAY_NINE,
        locale: 'pt',
        timeZone: 'America/Sao_Paulo',
      }).toString(),
    });
    expect(taken.statusCode).toBe(409);
    const [page] = fixture.rendered;
    expect(page?.path).toBe(
      `/pt/book/change?${new URLSearchParams({ ...second.reschedule, start: MONDAY_NINE, tz: 'America/Sao_Paulo' })}`,
    );
    expect(page?.locals.booking?.refusedChange).toMatchObject({ status: 409, message: pt.booking.taken });
    expect(page?.locals.booking?.refusedChange?.nearest.length).toBeGreaterThan(0);

    const cancelled = await fixture.app.inject({
      method: 'POST',
      url: '/api/booking/cancel',
      headers: form,
      payload: new URLSearchParams({ ...first.cancel, locale: 'pt' }).toString(),
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `/pt/book/booked?${new URLSearchParams({ reference: first.row.reference, token: bookingToken(KEY, 'view', first.row.reference) })}`,
    );
    // The booking's page no longer offers to change it; before, it offered both links.
    const gone = await fixture.pageLocals.booking(first.row.reference, bookingToken(KEY, 'view', first.row.reference));
    expect(gone.kind === 'booking' && gone.booking.status).toBe('cancelled');
    expect(gone.kind === 'booking' && gone.booking.change).toBeUndefined();
    const held = await fixture.pageLocals.booking(
      second.row.reference,
      bookingToken(KEY, 'view', second.row.reference),
    );
    expect(held.kind === 'booking' && held.booking.change).toEqual({
      rescheduleToken: second.reschedule.token,
      cancelToken: second.cancel.token,
      until: new Date(Date.parse(TUESDAY_NINE) - 24 * HOUR).toISOString(),
    });
  });

  it('offers the links in a reminder sent before the cut-off, and not in one sent after it', async () => {
    // A reminder two days before, the cut-off one day before.
    await storeBookingSettings(fixture.db, { reminderHours: 48, changeCutoffHours: 24 });
    const early = await booked(TUESDAY_NINE);
    const late = await booked('2026-12-08T17:00:00Z', { email: 'bia@example.com' });
    // Both paid: no release of an unpaid booking comes in the way of the reminders.
    await fixture.db.update(bookings).set({ status: 'paid', paidAt: new Date(NOW.epochMilliseconds) });
    const schedule = createBookingSchedule({
      db: fixture.db,
      siteUrl: TEST_SITE_URL,
      services: SERVICES,
      key: async () => KEY,
    });
    // 47 hours before the first: its reminder is due, well before its cut-off.
    expect((await schedule.run(new Date(Date.parse(TUESDAY_NINE) - 47 * HOUR))).reminders).toBe(1);
    const [reminder] = await fixture.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, early.row.id), eq(emailOutbox.kind, 'booking-reminder')));
    // The heading is written in capitals in the plain text.
    expect(reminder?.textBody).toContain(pt.bookingMail.changeHeading.toUpperCase());
    expect(linkIn(reminder?.textBody ?? '', 'cancel')).toEqual(early.cancel);
    // The second's reminder goes out late (the servers were down), past its cut-off: no links.
    expect((await schedule.run(new Date(Date.parse('2026-12-08T17:00:00Z') - 20 * HOUR))).reminders).toBe(1);
    const [lateReminder] = await fixture.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, late.row.id), eq(emailOutbox.kind, 'booking-reminder')));
    expect(lateReminder?.textBody).toContain(pt.bookingMail.reminderIntro.slice(0, 20));
    expect(lateReminder?.textBody).not.toContain(pt.bookingMail.changeHeading.toUpperCase());
    expect(lateReminder?.textBody).not.toContain('/book/cancel?');
  });

  it('refuses another site, a large body and a bad body; never a 5xx', async () => {
    const { cancel } = await booked();
    const crossSite = await post(fixture.app, '/api/booking/cancel', { ...cancel, locale: 'pt' }, {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    } as typeof BROWSER);
    expect(crossSite.statusCode).toBe(403);
    const large = await post(fixture.app, '/api/booking/cancel', {
      ...cancel,
      locale: 'pt',
      padding: 'a'.repeat(CHANGE_BODY_LIMIT),
    });
    expect(large.statusCode).toBe(413);
    for (const payload of [
      { ...cancel, locale: 'fr' },
      { reference: cancel.reference, locale: 'pt' },
      { ...cancel, locale: 'pt', start: 'monday morning' },
    ]) {
      const response = await post(fixture.app, '/api/booking/reschedule', payload);
      expect(response.statusCode).toBe(400);
    }
    const [row] = await fixture.db.select().from(bookings);
    expect(row?.status).toBe('awaiting_payment');
  });
});

describe('the change endpoints in the whole app', () => {
  const fixture = madeInHook(() => testApp({ bookingRequestsPerMinute: 2 }));

  it('answers them under BOOKING_RATE_LIMIT, in the visitor’s language', async () => {
    const payload = { reference: 'VB12345678', token: 'x'.repeat(22), locale: 'pt' };
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++)
      answers.push(await post(fixture.app, '/api/booking/cancel', payload, SAME_ORIGIN_APP));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 429]);
    expect(answers[0]?.json()).toEqual({ outcome: 'invalid-link', message: pt.booking.changeRefusals.invalidLink });
    expect(answers[2]?.json()).toEqual({ outcome: 'rateLimited', message: refusalMessage('pt', 'rateLimited') });
  });
});
