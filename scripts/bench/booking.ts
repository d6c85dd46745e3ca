/**
 * `npm run bench:booking` (also part of `npm run bench`): booking a session, on PGlite and on a
 * PostgreSQL server of the benchmark's own (throwaway-postgres.ts, removed at the end).
 *
 * 1. Free times for 60 days (the default horizon) of the default hours, with 150 bookings already
 *    taken across them, read from the database and computed (freeTimesOnDays), 200 times: p50, p99.
 * 2. The race: 50 visitors posting the same time at once through the HTTP routes (inject, no
 *    network) — and, on PostgreSQL, through two servers with their own connections — must leave
 *    exactly one booking (201) and 49 refusals (409).
 * 3. Bookings per second at capacity: 300 different free times booked 10 at a time, mails included.
 *
 * Targets (issue 30): free times for 60 days p99 < 20 ms; exactly one booking of a raced time.
 * Writes bench-results/booking-<date>.json. Exits 1 when a target is missed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { Temporal } from 'temporal-polyfill';
import type { BookableService, FreeSlot } from '../../src/lib/booking.ts';
import type { BookingInput } from '../../src/server/booking/bookings.ts';
import { percentile, ROOT, stamp } from '../lib/bench-setup.ts';
import { startThrowawayPostgres } from '../lib/throwaway-postgres.ts';

const TARGET = { slotsP99Ms: 20 };
const READING: BookableService = {
  sample: false,
  durationMinutes: 60,
  priceBrl: 220,
  modes: ['online'],
  languages: ['pt'],
  titles: { en: 'Energy Reading', pt: 'Leitura Energética', es: 'Lectura Energética', it: 'Lettura Energetica' },
};
const KEY = 'the benchmark’s key, long enough to sign booking links';

const postgres = await startThrowawayPostgres();
process.env.TEST_DATABASE_URL = postgres.url;
const { openDatabase } = await import('../../src/server/db/client.ts');
const { migrate } = await import('../../src/server/db/migrate.ts');
const { createDatabase } = await import('../../src/server/db/postgres-admin.ts');
const { registerBookingRoutes } = await import('../../src/server/booking/routes.ts');
const { bookingLocals } = await import('../../src/server/booking/pages.ts');
const { asFreeSlot, freeTimesOnDays } = await import('../../src/server/booking/free-times.ts');
const { createBooking } = await import('../../src/server/booking/bookings.ts');
const { DEFAULT_BOOKING_RULES } = await import('../../src/server/booking/booking-rules.ts');
const { createRateLimiter } = await import('../../src/server/http/rate-limit.ts');
const { bookingSettings } = await import('../../src/server/db/schema.ts');

type Database = Awaited<ReturnType<typeof openDatabase>>['db'];

/** A fresh database with the migrations applied, and its address for a second server (PostgreSQL). */
async function freshDatabase(kind: 'pglite' | 'postgres') {
  const location =
    kind === 'pglite'
      ? { dataDir: 'memory://' }
      : { url: (await createDatabase(postgres.url, 'vibra_booking_bench')).url };
  const connection = await openDatabase(location);
  await migrate(connection.db);
  return { ...connection, url: 'url' in location ? location.url : undefined };
}
const services = new Map([['energy-reading', READING]]);

async function app(db: Database): Promise<FastifyInstance> {
  const server = Fastify();
  const logger = pino({ level: 'silent' });
  registerBookingRoutes(server, {
    db,
    siteUrl: 'http://127.0.0.1',
    services,
    limiter: createRateLimiter({ limit: 1_000_000, windowMs: 60_000 }),
    files: new Map(),
    key: async () => KEY,
    pageLocals: bookingLocals({ db, services, key: async () => KEY, logger }),
  });
  await server.ready();
  return server;
}

const post = (server: FastifyInstance, start: string, index: number) =>
  server.inject({
    method: 'POST',
    url: '/api/booking',
    headers: { origin: 'http://127.0.0.1', 'sec-fetch-site': 'same-origin' },
    payload: {
      service: 'energy-reading',
      start,
      name: `Visitor ${index}`,
      email: `visitor${index}@example.com`,
      locale: 'pt',
      timeZone: 'America/Sao_Paulo',
      consent: true,
    },
  });

async function freeTimes(db: Database, days = 60): Promise<FreeSlot[]> {
  const from = Temporal.Now.plainDateISO('America/Sao_Paulo').toString();
  const { slots } = await freeTimesOnDays(db, READING, Temporal.Now.instant(), { from, days, timeZone: undefined });
  // As the slots endpoint and the pages answer them.
  return slots.map(asFreeSlot);
}

/** 150 bookings spread over the 60 days, written directly (no mails): what the free-times question reads past. */
async function seed(db: Database) {
  const slots = await freeTimes(db);
  const input = (start: string): BookingInput => ({
    request: { service: 'energy-reading', start, name: 'Seed', email: 'seed@example.com', locale: 'pt', consent: true },
    facts: READING,
    rules: { ...DEFAULT_BOOKING_RULES, dailyMaximum: 24 },
    timeZone: 'America/Sao_Paulo',
    now: Temporal.Now.instant(),
  });
  let made = 0;
  for (let index = 0; index < slots.length && made < 150; index += 3) {
    const attempt = await createBooking(db, input(slots[index]?.start ?? ''));
    if (attempt.outcome === 'booked') made++;
  }
  return made;
}

interface KindFigures {
  seeded: number;
  slots60Days: { count: number; p50Ms: number; p99Ms: number };
  race: { created: number; refused: number; other: number };
  raceTwoServers?: { created: number; refused: number; other: number };
  capacity: { bookings: number; seconds: number; perSecond: number };
}

async function race(servers: FastifyInstance[], start: string) {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) => post(servers[index % servers.length] as FastifyInstance, start, index)),
  );
  const codes = answers.map((answer) => answer.statusCode);
  return {
    created: codes.filter((code) => code === 201).length,
    refused: codes.filter((code) => code === 409).length,
    other: codes.filter((code) => code !== 201 && code !== 409).length,
  };
}

async function measure(kind: 'pglite' | 'postgres'): Promise<KindFigures> {
  const database = await freshDatabase(kind);
  const { db } = database;
  try {
    const seeded = await seed(db);
    const times: number[] = [];
    let count = 0;
    for (let round = 0; round < 220; round++) {
      const started = performance.now();
      count = (await freeTimes(db)).length;
      if (round >= 20) times.push(performance.now() - started);
    }
    const server = await app(db);
    const free = await freeTimes(db);
    const raced = await race([server], free[0]?.start ?? '');
    // PostgreSQL: a second server with its own connections to the same database.
    let raceTwoServers: KindFigures['raceTwoServers'];
    if (database.url) {
      const sameDatabase = await openDatabase({ url: database.url });
      const other = await app(sameDatabase.db);
      // A time far from the first race's, whose buffers do not touch it.
      raceTwoServers = await race([server, other], free.at(-1)?.start ?? '');
      await other.close();
      await sameDatabase.close();
    }
    // Capacity: as many bookings a day as the day holds, 300 different times, 10 at a time.
    await db.insert(bookingSettings).values({
      timeZone: DEFAULT_BOOKING_RULES.timeZone,
      weeklyHours: DEFAULT_BOOKING_RULES.weeklyHours,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeHours: 24,
      horizonDays: 60,
      dailyMaximum: 24,
    });
    // Every other start of the half-hour grid: hour-long sessions that do not overlap each other.
    const open = (await freeTimes(db)).filter((_, index) => index % 2 === 0).slice(0, 300);
    const started = performance.now();
    let booked = 0;
    for (let index = 0; index < open.length; index += 10) {
      const batch = open.slice(index, index + 10);
      const answers = await Promise.all(batch.map((slot, offset) => post(server, slot.start, 1000 + index + offset)));
      booked += answers.filter((answer) => answer.statusCode === 201).length;
    }
    const seconds = (performance.now() - started) / 1000;
    await server.close();
    return {
      seeded,
      slots60Days: { count, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) },
      race: raced,
      ...(raceTwoServers && { raceTwoServers }),
      capacity: { bookings: booked, seconds: Number(seconds.toFixed(2)), perSecond: Math.round(booked / seconds) },
    };
  } finally {
    await database.close();
  }
}

let failed = false;
try {
  const figures = { pglite: await measure('pglite'), postgres: await measure('postgres') };
  console.log('bench: booking (60 days of the default hours; 150 bookings taken)');
  for (const [kind, run] of Object.entries(figures) as [string, KindFigures][]) {
    const fast = run.slots60Days.p99Ms < TARGET.slotsP99Ms;
    const one = run.race.created === 1 && run.race.refused === 49;
    const oneOfTwo = !run.raceTwoServers || (run.raceTwoServers.created === 1 && run.raceTwoServers.refused === 49);
    failed ||= !fast || !one || !oneOfTwo;
    console.log(
      `  ${kind}: free times ${run.slots60Days.count} over 60 days in p50 ${run.slots60Days.p50Ms.toFixed(1)} ms, p99 ${run.slots60Days.p99Ms.toFixed(1)} ms ${fast ? '(target < 20: PASS)' : '✗ MISS'}`,
    );
    console.log(
      `    50 racing for one time: ${run.race.created} booked, ${run.race.refused} refused, ${run.race.other} other ${one ? 'PASS' : '✗ MISS'}`,
    );
    if (run.raceTwoServers) {
      console.log(
        `    50 racing through two servers: ${run.raceTwoServers.created} booked, ${run.raceTwoServers.refused} refused ${oneOfTwo ? 'PASS' : '✗ MISS'}`,
      );
    }
    console.log(
      `    capacity: ${run.capacity.bookings} bookings with their mails in ${run.capacity.seconds} s = ${run.capacity.perSecond}/s`,
    );
  }
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  const file = join('bench-results', `booking-${stamp(new Date())}.json`);
  await writeFile(
    join(ROOT, file),
    `${JSON.stringify({ target: TARGET, date: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
  console.log(`bench: wrote ${file}`);
} finally {
  await postgres.remove();
}
process.exit(failed ? 1 : 0);
