import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/client.ts';
import { testDatabase } from '../testing/fixtures.ts';
import { type CalendarAnswer, GOOGLE_EXPORT, serveCalendar } from '../testing/owner-calendar.ts';
import { instantAt } from './availability.ts';
import { DEFAULT_BOOKING_RULES } from './booking-rules.ts';
import { busyRanges, createBusyCalendar, fetchCalendar } from './busy-calendar.ts';
import { setBusyCalendarUrl } from './calendar-settings.ts';

const ZONE = 'America/Sao_Paulo';
const MINUTE = 60_000;
/** Friday 4 December 2026, 10:00 in São Paulo. */
const NOW = Date.parse('2026-12-04T13:00:00Z');
const utc = (iso: string) => Date.parse(iso);
const range = (start: string, end: string) => ({ start: utc(start), end: utc(end) });
const DECEMBER = range('2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z');

describe('the busy times of a calendar export', () => {
  it('are the events that hold time: recurrences expanded with their exceptions, all-day ones as the owner’s whole day', () => {
    expect(busyRanges(GOOGLE_EXPORT, ZONE, DECEMBER)).toEqual([
      // Supervision on Mondays 14:00–15:00 (17:00 UTC), not on the 14th, moved to 16:00 on the 21st.
      range('2026-12-07T17:00:00Z', '2026-12-07T18:00:00Z'),
      // The retreat: all of Tuesday 8 December in São Paulo, from its midnight (03:00 UTC).
      range('2026-12-08T03:00:00Z', '2026-12-09T03:00:00Z'),
      range('2026-12-21T19:00:00Z', '2026-12-21T20:00:00Z'),
      range('2026-12-28T17:00:00Z', '2026-12-28T18:00:00Z'),
    ]);
  });

  it('put an all-day event on the owner’s own day, whatever zone the server runs in', () => {
    const [, retreat] = busyRanges(GOOGLE_EXPORT, 'Europe/Rome', DECEMBER);
    expect(retreat).toEqual(range('2026-12-07T23:00:00Z', '2026-12-08T23:00:00Z'));
  });

  it('keep to the span asked for', () => {
    expect(busyRanges(GOOGLE_EXPORT, ZONE, range('2026-12-14T00:00:00Z', '2026-12-21T00:00:00Z'))).toEqual([]);
  });
});

describe('the owner’s calendar, cached', () => {
  let server: Awaited<ReturnType<typeof serveCalendar>>;
  let database: DatabaseConnection;
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) as FastifyBaseLogger;
  const rules = DEFAULT_BOOKING_RULES;

  beforeAll(async () => {
    server = await serveCalendar();
    database = await testDatabase('pglite');
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  beforeEach(async () => {
    server.answer = { status: 200, body: GOOGLE_EXPORT };
    server.requests = 0;
    lines.length = 0;
    expect(await setBusyCalendarUrl(database.db, server.url)).toBe('saved');
  });

  const calendar = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
    createBusyCalendar({ db: database.db, logger, refreshMs: 5 * MINUTE, checkMs: MINUTE, ...options });

  it('is read once, then served from memory until the refresh is due', async () => {
    const busy = calendar();
    const first = await busy.busyTimes(rules, NOW, { wait: true });
    expect(first).toContainEqual(range('2026-12-07T17:00:00Z', '2026-12-07T18:00:00Z'));
    expect(await busy.busyTimes(rules, NOW + 4 * MINUTE)).toBe(first);
    expect(server.requests).toBe(1);
  });

  it('keeps the last good copy when the calendar answers 500, and says so in the log without its address', async () => {
    const busy = calendar();
    const good = await busy.busyTimes(rules, NOW, { wait: true });
    server.answer = { status: 500, body: 'Internal Server Error' };
    // Due: the copy in hand is served at once, the new one fetched behind it.
    expect(await busy.busyTimes(rules, NOW + 6 * MINUTE)).toBe(good);
    await expect.poll(() => lines.length).toBe(1);
    expect(await busy.busyTimes(rules, NOW + 6 * MINUTE)).toEqual(good);
    expect(server.requests).toBe(2);
    expect(lines[0]).toContain('the calendar answered 500');
    expect(lines[0]).not.toContain('127.0.0.1');
    expect(lines[0]).not.toContain('private-abc123');
    // The next try waits for the next interval, then a good answer (the retreat moved to Thursday) replaces the copy.
    server.answer = {
      status: 200,
      body: GOOGLE_EXPORT.replace(
        'DATE:20261208\r\nDTEND;VALUE=DATE:20261209',
        'DATE:20261210\r\nDTEND;VALUE=DATE:20261211',
      ),
    };
    await busy.busyTimes(rules, NOW + 7 * MINUTE);
    expect(server.requests).toBe(2);
    // (Asked until the background reading in flight, if any, has made way for the due one.)
    await expect
      .poll(async () => {
        await busy.busyTimes(rules, NOW + 12 * MINUTE);
        return server.requests;
      })
      .toBe(3);
    await expect
      .poll(() => busy.busyTimes(rules, NOW + 12 * MINUTE))
      .toContainEqual(range('2026-12-10T03:00:00Z', '2026-12-11T03:00:00Z'));
  });

  it('never waits for a slow calendar on a visitor’s page; gives up on it after the timeout', async () => {
    server.answer = 'hang' satisfies CalendarAnswer;
    const busy = calendar({ timeoutMs: 200 });
    // A page: nothing read yet, nothing waited for.
    expect(await busy.busyTimes(rules, NOW)).toEqual([]);
    // A booking's check waits for the first reading, which the timeout ends.
    expect(await busy.busyTimes(rules, NOW, { wait: true })).toEqual([]);
    expect(lines.some((line) => line.includes('the calendar took too long'))).toBe(true);
  });

  it('refuses a calendar larger than allowed', async () => {
    await expect(fetchCalendar(server.url, 5_000, 1_000)).rejects.toThrow('larger than allowed');
    expect(await calendar({ maxBytes: 1_000 }).busyTimes(rules, NOW, { wait: true })).toEqual([]);
  });

  it('follows the address the owner sets: another address is read afresh, none clears the busy times', async () => {
    const busy = calendar();
    expect(await busy.busyTimes(rules, NOW, { wait: true })).not.toEqual([]);
    await setBusyCalendarUrl(database.db, null);
    await busy.busyTimes(rules, NOW + MINUTE);
    await expect.poll(() => busy.busyTimes(rules, NOW + MINUTE)).toEqual([]);
    expect(server.requests).toBe(1);
  });

  it('is set only as an http(s) or webcal URL', async () => {
    for (const good of ['webcal://p01-caldav.icloud.com/published/2/MTIz', 'https://calendar.google.com/x/basic.ics'])
      expect(await setBusyCalendarUrl(database.db, good)).toBe('saved');
    for (const bad of [
      'ftp://example.com/cal.ics',
      'javascript:alert(1)',
      'calendar',
      `https://${'a'.repeat(2_000)}.com`,
    ])
      expect(await setBusyCalendarUrl(database.db, bad)).toBe('invalid');
  });
});

describe('an all-day event', () => {
  it('all-day dates land on the owner’s midnight even through a clock change', () => {
    const day = Temporal.PlainDate.from('2026-03-29');
    const text = GOOGLE_EXPORT.replace('DTSTART;VALUE=DATE:20261208', 'DTSTART;VALUE=DATE:20260329').replace(
      'DTEND;VALUE=DATE:20261209',
      'DTEND;VALUE=DATE:20260330',
    );
    const [retreat] = busyRanges(text, 'Europe/Lisbon', range('2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z'));
    // 29 March in Lisbon is 23 hours long: 00:00 WET to 00:00 WEST.
    expect(retreat).toEqual({
      start: instantAt(day, 0, 'Europe/Lisbon').epochMilliseconds,
      end: instantAt(day.add({ days: 1 }), 0, 'Europe/Lisbon').epochMilliseconds,
    });
    expect((retreat?.end ?? 0) - (retreat?.start ?? 0)).toBe(23 * 60 * MINUTE);
  });
});
