import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import pino from 'pino';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { format } from '../../i18n/messages/index.ts';
import { pt } from '../../i18n/messages/pt.ts';
import type { FreeSlot, SlotsAnswer } from '../../lib/booking.ts';
import { formatPrice } from '../../lib/format.ts';
import type { Database } from '../db/client.ts';
import { bookingCalendar, bookings, emailOutbox } from '../db/schema.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { TEST_BOOKING_KEY, testReading } from '../testing/booked-session.ts';
import {
  SAME_ORIGIN_HEADERS as BROWSER,
  fixtureFiles,
  TEST_SITE_URL,
  type TestDatabaseKind,
  testDatabase,
  testDatabaseKinds,
} from '../testing/fixtures.ts';
import { madeInHook } from '../testing/hooks.ts';
import { serveCalendar } from '../testing/owner-calendar.ts';
import { changeToken } from './booking-links.ts';
import { DEFAULT_BOOKING_RULES } from './booking-rules.ts';
import { createBusyCalendar } from './busy-calendar.ts';
import { calendarFeedPath, calendarSettings, rotateFeedToken, setBusyCalendarUrl } from './calendar-settings.ts';
import { registerChangeRoutes } from './change-routes.ts';
import { invitationUid } from './invitation.ts';
import { bookingLocals } from './pages.ts';
import { registerBookingRoutes } from './routes.ts';

const READING = testReading({ languages: ['pt'], priceAbroad: { amount: 50, currency: 'USD' } });
const SERVICES = new Map([['energy-reading', READING]]);
const KEY = TEST_BOOKING_KEY;
/** Friday 4 December 2026, 10:00 in São Paulo. */
const NOW = Temporal.Instant.from('2026-12-04T13:00:00Z');
const logger = pino({ level: 'silent' });

async function bookingApp(db: Database, busyCalendar?: ReturnType<typeof createBusyCalendar>, limit = 1000) {
  const app = Fastify();
  const options = {
    db,
    siteUrl: TEST_SITE_URL,
    services: SERVICES,
    limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    files: fixtureFiles(),
    key: async () => KEY,
    pageLocals: bookingLocals({ db, services: SERVICES, key: async () => KEY, logger, now: () => NOW }),
    now: () => NOW,
    ...(busyCalendar && { busyCalendar }),
  };
  registerBookingRoutes(app, options);
  registerChangeRoutes(app, options);
  await app.ready();
  return app;
}

const visitor = (start: string, change: Record<string, unknown> = {}) => ({
  service: 'energy-reading',
  start,
  name: 'Ana Souza Lima',
  email: 'ana@example.com',
  note: 'Ando com insônia e ansiedade.',
  locale: 'pt',
  timeZone: 'America/Sao_Paulo',
  consent: true,
  ...change,
});
const book = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/booking', headers: BROWSER, payload });
async function starts(app: FastifyInstance, query: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/booking/slots?${query}` });
  return (response.json() as SlotsAnswer).slots.map((slot) => slot.start);
}

describe.each(await testDatabaseKinds())('the owner’s calendars on %s', (kind: TestDatabaseKind) => {
  const fixture = madeInHook(async () => {
    const [database, server] = await Promise.all([testDatabase(kind), serveCalendar()]);
    const busyCalendar = createBusyCalendar({ db: database.db, logger });
    const [plain, withCalendar] = await Promise.all([bookingApp(database.db), bookingApp(database.db, busyCalendar)]);
    return {
      ...database,
      server,
      busyCalendar,
      plain,
      withCalendar,
      close: async () => {
        await Promise.all([plain.close(), withCalendar.close(), server.close()]);
        await database.close();
      },
    };
  });
  beforeEach(async () => {
    await fixture.db.delete(emailOutbox);
    await fixture.db.delete(bookings);
    await fixture.db.delete(bookingCalendar);
  });

  it('hides exactly the owner’s busy times from the free times, and refuses to book one with “taken”', async () => {
    expect(await setBusyCalendarUrl(fixture.db, fixture.server.url)).toBe('saved');
    // The first reading, as a booking's check would wait for it (a page never does).
    await fixture.busyCalendar.busyTimes(DEFAULT_BOOKING_RULES, NOW.epochMilliseconds, { wait: true });
    const query = 'service=energy-reading&from=2026-12-07&days=21';
    const all = await starts(fixture.plain, query);
    const free = await starts(fixture.withCalendar, query);
    const lost = all.filter((start) => !free.includes(start));
    // Every busy start is one of the owner's free times; nothing else is lost.
    expect(free.every((start) => all.includes(start))).toBe(true);
    // An hour's session keeps 15 minutes clear on both sides: Monday 7th's supervision (14:00–15:00)
    // takes 14:00, 14:30 and 15:00; the retreat all of Tuesday 8th; the supervision moved to 16:00
    // on the 21st takes 15:00 to 17:00; the 14th's was cancelled (EXDATE), and the free or
    // cancelled events on the 7th and 9th take nothing.
    const tuesday = all.filter((start) => start.startsWith('2026-12-08'));
    expect(tuesday).toHaveLength(12);
    expect(lost).toEqual([
      '2026-12-07T17:00:00Z',
      '2026-12-07T17:30:00Z',
      '2026-12-07T18:00:00Z',
      ...tuesday,
      '2026-12-21T18:00:00Z',
      '2026-12-21T18:30:00Z',
      '2026-12-21T19:00:00Z',
      '2026-12-21T19:30:00Z',
      '2026-12-21T20:00:00Z',
    ]);

    const refused = await book(fixture.withCalendar, visitor('2026-12-07T17:30:00Z'));
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as { outcome: string; message: string; nearest: FreeSlot[] };
    expect(body).toMatchObject({ outcome: 'taken', message: pt.booking.taken });
    expect(body.nearest.length).toBeGreaterThan(0);
    for (const slot of body.nearest) expect(free).toContain(slot.start);
    expect(await fixture.db.select().from(bookings)).toEqual([]);
    // Without her calendar the same time is free: it was the calendar that refused it.
    expect((await book(fixture.plain, visitor('2026-12-07T17:30:00Z'))).statusCode).toBe(201);
  });

  it('offers a move refused for her busy time only times clear of her calendar', async () => {
    expect(await setBusyCalendarUrl(fixture.db, fixture.server.url)).toBe('saved');
    await fixture.busyCalendar.busyTimes(DEFAULT_BOOKING_RULES, NOW.epochMilliseconds, { wait: true });
    const query = 'service=energy-reading&from=2026-12-07&days=14';
    const free = await starts(fixture.withCalendar, query);
    const booked = await book(fixture.withCalendar, visitor('2026-12-07T12:00:00Z'));
    expect(booked.statusCode).toBe(201);
    const [row] = await fixture.db.select().from(bookings);
    if (!row) throw new Error('the booking was not stored');
    // Monday 7th, 14:30 in São Paulo: her supervision (14:00–15:00) holds it.
    const refused = await fixture.withCalendar.inject({
      method: 'POST',
      url: '/api/booking/reschedule',
      headers: BROWSER,
      payload: {
        reference: row.reference,
        token: changeToken(KEY, 'reschedule', row),
        start: '2026-12-07T17:30:00Z',
        locale: 'pt',
      },
    });
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as { outcome: string; nearest: FreeSlot[] };
    expect(body.outcome).toBe('taken');
    expect(body.nearest.length).toBeGreaterThan(0);
    for (const slot of body.nearest) expect(free).toContain(slot.start);
  });

  it('serves her bookings as a private, revocable feed: one event per booking under its invitation’s UID, without notes', async () => {
    expect(await calendarSettings(fixture.db)).toEqual({ hasFeed: false });
    const first = await rotateFeedToken(fixture.db);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await fixture.db.select().from(bookingCalendar);
    // Only the hash is kept.
    expect(row?.feedTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(first);

    const kept = await book(fixture.plain, visitor('2026-12-07T12:00:00Z'));
    const cancelled = await book(fixture.plain, visitor('2026-12-08T12:00:00Z', { email: 'bia@example.com' }));
    await fixture.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.reference, cancelled.json().reference));
    // A session of two months ago is past the feed's 30 days.
    await fixture.db.execute(
      sql`INSERT INTO bookings (reference, service, status, starts_at, ends_at, blocked, name, email, locale, time_zone, consented_at)
          VALUES ('VBOLD00001', 'energy-reading', 'paid', '2026-10-05 12:00+00', '2026-10-05 13:00+00',
                  '[2026-10-05 11:45+00,2026-10-05 13:15+00)', 'Caio', 'caio@example.com', 'pt', 'America/Sao_Paulo', now())`,
    );

    const response = await fixture.plain.inject({ method: 'GET', url: calendarFeedPath(first) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).not.toContain('insônia');
    const events = Object.values(ical.sync.parseICS(response.body)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    const reference = kept.json().reference as string;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: invitationUid(reference, TEST_SITE_URL),
      summary: 'Leitura Energética — Ana',
      status: 'TENTATIVE',
    });
    expect(events[0]?.start.toISOString()).toBe('2026-12-07T12:00:00.000Z');
    expect(String(events[0]?.description)).toContain(`${pt.bookingMail.labelReference}: ${reference}`);
    expect(String(events[0]?.description)).toContain(`${pt.bookingMail.labelWhere}: Online`);

    // A new address revokes the old one; an address that was never one is not there either.
    const second = await rotateFeedToken(fixture.db);
    expect(second).not.toBe(first);
    for (const path of [calendarFeedPath(first), calendarFeedPath('x'.repeat(43)), '/api/booking/calendar/nothing'])
      expect((await fixture.plain.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await fixture.plain.inject({ method: 'GET', url: calendarFeedPath(second) })).statusCode).toBe(200);
    expect(await calendarSettings(fixture.db)).toEqual({ hasFeed: true });
    await setBusyCalendarUrl(fixture.db, 'webcal://p01-caldav.icloud.com/published/2/MTIz');
    expect(await calendarSettings(fixture.db)).toEqual({
      hasFeed: true,
      busyIcsUrl: 'webcal://p01-caldav.icloud.com/published/2/MTIz',
    });
  });

  it('shows a visitor abroad’s session at the price abroad in the feed, as her notice does', async () => {
    const token = await rotateFeedToken(fixture.db);
    const abroad = await book(fixture.plain, visitor('2026-12-07T12:00:00Z', { timeZone: 'Europe/Lisbon' }));
    expect(abroad.statusCode).toBe(201);
    const response = await fixture.plain.inject({ method: 'GET', url: calendarFeedPath(token) });
    const [event] = Object.values(ical.sync.parseICS(response.body)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(String(event?.description)).toContain(
      format(pt.bookingMail.ownerPayLater, { price: formatPrice(50, 'USD', 'pt') }),
    );
  });

  it('limits how often one client reads the feed', async () => {
    const token = await rotateFeedToken(fixture.db);
    const limited = await bookingApp(fixture.db, undefined, 2);
    try {
      const codes = [];
      for (let index = 0; index < 3; index++)
        codes.push((await limited.inject({ method: 'GET', url: calendarFeedPath(token) })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
