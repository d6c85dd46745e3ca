import { count, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en.ts';
import { pt } from '../../i18n/messages/pt.ts';
import type { BookableService, FreeSlot, SlotsAnswer } from '../../lib/booking.ts';
import { openDatabase, sqlState } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createDatabase, dropDatabase } from '../db/postgres-admin.ts';
import { bookings, emailOutbox } from '../db/schema.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { testReading } from '../testing/booked-session.ts';
import {
  SAME_ORIGIN_HEADERS as BROWSER,
  fixtureFiles,
  TEST_POSTGRES_URL,
  TEST_SITE_URL,
  type TestDatabaseKind,
  testDatabase,
  testDatabaseKinds,
} from '../testing/fixtures.ts';
import { madeInHook } from '../testing/hooks.ts';
import { DEFAULT_BOOKING_RULES } from './booking-rules.ts';
import { bookingLocals } from './pages.ts';
import { BOOKING_BODY_LIMIT, registerBookingRoutes } from './routes.ts';

const READING = testReading({ modes: ['online', 'in-person'] });
const INTRODUCTION: BookableService = {
  ...READING,
  durationMinutes: 30,
  priceBrl: 0,
  modes: ['online'],
  titles: { en: 'First conversation', pt: 'Primeira conversa', es: 'Primera conversación', it: 'Primo colloquio' },
};
const BOOKING_KEY = 'a key of the test, long enough to sign with';
const SERVICES = new Map([
  ['energy-reading', READING],
  ['coaching', INTRODUCTION],
]);
/** Friday 4 December 2026, 10:00 in São Paulo: the next working day with a day's notice is Saturday morning. */
const NOW = Temporal.Instant.from('2026-12-04T13:00:00Z');
/** Monday 7 December 2026, 09:00 and 10:00 in São Paulo (UTC−3), on the default hours. */
const MONDAY_NINE = '2026-12-07T12:00:00Z';
const MONDAY_TEN = '2026-12-07T13:00:00Z';

/** An app with the booking routes over a database (or two apps over one, as two servers). */
async function bookingApp(db: Parameters<typeof registerBookingRoutes>[1]['db'], limit = 1000) {
  const app = Fastify();
  registerBookingRoutes(app, {
    db,
    siteUrl: TEST_SITE_URL,
    services: SERVICES,
    limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    files: fixtureFiles(),
    key: async () => BOOKING_KEY,
    pageLocals: bookingLocals({
      db,
      services: SERVICES,
      key: async () => BOOKING_KEY,
      logger: pino({ level: 'silent' }),
      now: () => NOW,
    }),
    now: () => NOW,
  });
  await app.ready();
  return app;
}

const visitor = (start: string, change: Record<string, unknown> = {}) => ({
  service: 'energy-reading',
  start,
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+55 48 99999-0000',
  note: 'Primeira sessão.',
  locale: 'pt',
  timeZone: 'America/Sao_Paulo',
  consent: true,
  ...change,
});

const book = (app: FastifyInstance, payload: Record<string, unknown>, headers: Record<string, string> = BROWSER) =>
  app.inject({ method: 'POST', url: '/api/booking', headers, payload });

async function slots(app: FastifyInstance, query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/booking/slots?${query}` });
  return { response, answer: response.json() as SlotsAnswer & { message?: string } };
}

describe.each(await testDatabaseKinds())('booking on %s', (kind: TestDatabaseKind) => {
  const fixture = madeInHook(async () => {
    const database = await testDatabase(kind);
    const app = await bookingApp(database.db);
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { ...database, app, close };
  });
  // One database for the describe (a fresh one each takes seconds); each test starts with no bookings.
  beforeEach(async () => {
    await fixture.db.delete(emailOutbox);
    await fixture.db.delete(bookings);
  });

  it('answers the free times of a service in the owner’s zone, from a day in the visitor’s', async () => {
    const { response, answer } = await slots(fixture.app, 'service=energy-reading&from=2026-12-07&days=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(answer.timeZone).toBe(DEFAULT_BOOKING_RULES.timeZone);
    // Monday 09:00–12:00 and 14:00–18:00 in São Paulo, every half hour, an hour long.
    expect(answer.slots[0]).toEqual({ start: MONDAY_NINE, end: '2026-12-07T13:00:00Z' });
    expect(answer.slots.at(-1)).toEqual({ start: '2026-12-07T20:00:00Z', end: '2026-12-07T21:00:00Z' });
    expect(answer.slots).toHaveLength(5 + 7);
    // Monday in Tokyo runs from Sunday noon to Monday noon in São Paulo: Sunday is closed, so it
    // holds the São Paulo Monday morning only.
    const tokyo = await slots(fixture.app, 'service=energy-reading&from=2026-12-07&days=1&timeZone=Asia/Tokyo');
    expect(tokyo.answer.slots.map((slot) => slot.start)).toEqual(
      answer.slots.map((slot) => slot.start).filter((start) => start < '2026-12-07T15:00:00Z'),
    );
  });

  it('refuses a bad question with a translated message, and a service it does not book with its own', async () => {
    for (const query of [
      'service=energy-reading&from=7-12-2026',
      'service=energy-reading&from=2026-12-07&days=400',
      'service=energy-reading&from=2026-12-07&timeZone=Mars/Olympus',
    ]) {
      const { response, answer } = await slots(fixture.app, `${query}&locale=pt`);
      expect(response.statusCode).toBe(400);
      expect(answer.message).toBe(pt.newsletter.reasons.invalidRequest);
    }
    const unknown = await slots(fixture.app, 'service=group-workshops&from=2026-12-07&locale=pt');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.answer.message).toBe(pt.booking.unknownService);
  });

  it('books a free time: 201 with the reference, awaiting payment when paid, confirmed when free; the time is gone', async () => {
    const paid = await book(fixture.app, visitor(MONDAY_NINE));
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ outcome: 'booked', status: 'awaiting_payment', start: MONDAY_NINE });
    expect(paid.json().reference).toMatch(/^VB[0-9A-Z]{8}$/);
    const free = await book(fixture.app, visitor('2026-12-07T17:00:00Z', { service: 'coaching', phone: '', note: '' }));
    expect(free.json()).toMatchObject({ outcome: 'booked', status: 'confirmed' });

    const [row] = await fixture.db.select().from(bookings).where(eq(bookings.reference, paid.json().reference));
    expect(row).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      locale: 'pt',
      priceCents: 22_000,
      currency: 'BRL',
    });
    expect(row?.consentedAt.toISOString()).toBe(NOW.toString().replace('Z', '.000Z'));
    const [freeRow] = await fixture.db.select().from(bookings).where(eq(bookings.service, 'coaching'));
    expect(freeRow).toMatchObject({ phone: null, note: null, priceCents: null, currency: null });

    // The visitor's confirmation (in Portuguese, with the invitation) and the owner's notice, with the booking.
    const mails = await fixture.db
      .select({
        kind: emailOutbox.kind,
        to: emailOutbox.toAddress,
        locale: emailOutbox.locale,
        attachments: emailOutbox.attachments,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, row?.id ?? 0));
    expect(
      mails.map(({ kind, to, locale }) => ({ kind, to, locale })).sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'booking-confirmation', to: 'ana@example.com', locale: 'pt' },
      { kind: 'booking-owner-notice', to: expect.any(String), locale: 'pt' },
    ]);
    expect(
      mails.find((mail) => mail.kind === 'booking-confirmation')?.attachments.map((file) => file.contentType),
    ).toContain('text/calendar; charset=utf-8; method=REQUEST');
    // Where: the visitor's choice of the two the reading offers, and online for a session held online only.
    expect(row?.mode).toBe('online');
    const inPerson = await book(
      fixture.app,
      visitor('2026-12-08T12:00:00Z', { mode: 'in-person', email: 'c@example.com' }),
    );
    const [inPersonRow] = await fixture.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, inPerson.json().reference));
    expect(inPersonRow?.mode).toBe('in-person');

    // 09:00 is taken, and with 15 minutes kept after it and before the next, so are 09:30 and 10:00.
    const { answer } = await slots(fixture.app, 'service=energy-reading&from=2026-12-07&days=1');
    const starts = answer.slots.map((slot) => slot.start);
    expect(starts).not.toContain(MONDAY_NINE);
    expect(starts).not.toContain('2026-12-07T12:30:00Z');
    expect(starts).not.toContain(MONDAY_TEN);
    expect(starts).toContain('2026-12-07T13:30:00Z');
  });

  it('answers a time taken a moment before with 409, the translated message and the nearest free times', async () => {
    expect((await book(fixture.app, visitor(MONDAY_NINE))).statusCode).toBe(201);
    const late = await book(fixture.app, visitor(MONDAY_NINE, { email: 'bia@example.com', locale: 'en' }));
    expect(late.statusCode).toBe(409);
    const body = late.json() as { outcome: string; message: string; nearest: FreeSlot[] };
    expect(body).toMatchObject({ outcome: 'taken', message: en.booking.taken });
    expect(body.nearest.length).toBeGreaterThan(0);
    const distances = body.nearest.map((slot) => Math.abs(Date.parse(slot.start) - Date.parse(MONDAY_NINE)));
    // The nearest: within the day, and every one actually free.
    expect(Math.max(...distances)).toBeLessThan(24 * 3_600_000);
    const { answer } = await slots(fixture.app, 'service=energy-reading&from=2026-12-01&days=14');
    for (const slot of body.nearest) expect(answer.slots).toContainEqual(slot);
  });

  it('refuses a time the owner does not offer: off the grid, too soon, on a closed day, past the horizon', async () => {
    for (const start of [
      '2026-12-07T12:10:00Z',
      '2026-12-04T17:00:00Z',
      '2026-12-06T12:00:00Z',
      '2027-03-01T12:00:00Z',
    ]) {
      const response = await book(fixture.app, visitor(start));
      expect(response.statusCode, start).toBe(409);
      expect(response.json()).toMatchObject({ outcome: 'unavailable-time', message: pt.booking.unavailableTime });
    }
    expect(await fixture.db.select({ n: count() }).from(bookings)).toEqual([{ n: 0 }]);
  });

  it('refuses bad input, another site, a large body and a service it does not book; never a 5xx', async () => {
    const bad = [
      visitor(MONDAY_NINE, { email: 'ana@gmail' }),
      visitor(MONDAY_NINE, { name: '' }),
      visitor(MONDAY_NINE, { consent: false }),
      visitor(MONDAY_NINE, { phone: 'call me' }),
      visitor(MONDAY_NINE, { start: 'monday morning' }),
    ];
    for (const payload of bad) {
      const response = await book(fixture.app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(pt.newsletter.reasons.invalidRequest);
    }
    // A language the site does not have: the refusal is in English.
    const french = await book(fixture.app, visitor(MONDAY_NINE, { locale: 'fr' }));
    expect(french.json()).toMatchObject({ outcome: 'invalidRequest', message: en.newsletter.reasons.invalidRequest });
    const unknown = await book(fixture.app, visitor(MONDAY_NINE, { service: 'group-workshops' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(pt.booking.unknownService);
    const crossSite = await book(fixture.app, visitor(MONDAY_NINE), {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const large = await book(fixture.app, visitor(MONDAY_NINE, { note: 'a'.repeat(BOOKING_BODY_LIMIT) }));
    expect(large.statusCode).toBe(413);
    expect(await fixture.db.select({ n: count() }).from(bookings)).toEqual([{ n: 0 }]);
  });

  it('gives 50 visitors racing for one time exactly one booking and 49 clear refusals', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(fixture.app, visitor(MONDAY_TEN, { email: `v${index}@example.com` })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(49).fill(409)]);
    expect(
      answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().outcome === 'taken'),
    ).toBe(true);
    expect(await fixture.db.select({ n: count() }).from(bookings)).toEqual([{ n: 1 }]);
    // The losers' mails were never written: two mails, the winner's.
    expect(await fixture.db.select({ n: count() }).from(emailOutbox)).toEqual([{ n: 2 }]);
  });

  it('keeps overlapping bookings apart in the database itself, buffers included', async () => {
    await book(fixture.app, visitor(MONDAY_NINE));
    // Written around the service, as a second server with a bug might: the constraint refuses it.
    const overlapping = fixture.db.insert(bookings).values({
      reference: 'VBOVERLAP1',
      service: 'energy-reading',
      status: 'confirmed',
      startsAt: new Date('2026-12-07T13:00:00Z'),
      endsAt: new Date('2026-12-07T14:00:00Z'),
      blocked: '[2026-12-07 12:55:00+00,2026-12-07 14:15:00+00)',
      name: 'B',
      email: 'b@example.com',
      locale: 'en',
      timeZone: 'UTC',
      consentedAt: new Date(),
    });
    const error = await overlapping.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(sqlState(error)).toBe('23P01');
    // A cancelled booking frees its time.
    await fixture.db.execute(sql`UPDATE bookings SET status = 'cancelled'`);
    expect((await book(fixture.app, visitor(MONDAY_NINE))).statusCode).toBe(201);
  });
});

describe.runIf((await testDatabaseKinds()).includes('postgres'))('booking across two servers on one PostgreSQL', () => {
  const servers = madeInHook(async () => {
    const created = await createDatabase(TEST_POSTGRES_URL, 'vibra_booking');
    const [first, second] = await Promise.all([openDatabase({ url: created.url }), openDatabase({ url: created.url })]);
    await migrate(first.db);
    const apps = await Promise.all([bookingApp(first.db), bookingApp(second.db)]);
    return {
      apps,
      db: first.db,
      close: async () => {
        await Promise.all(apps.map((app) => app.close()));
        await Promise.all([first.close(), second.close()]);
        await dropDatabase(TEST_POSTGRES_URL, created.name);
      },
    };
  });

  it('gives 50 visitors racing through two servers exactly one booking', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(servers.apps[index % 2] as FastifyInstance, visitor(MONDAY_TEN, { email: `v${index}@example.com` })),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(49);
    expect(await servers.db.select({ n: count() }).from(bookings)).toEqual([{ n: 1 }]);
  });
});
