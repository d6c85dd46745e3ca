/**
 * The owner's own calendar, read from its private ICS address (Google, Apple or Outlook export):
 * its busy times hide free times and refuse a booking. The address is in booking_calendar
 * (calendar-settings.ts); the busy times are kept in memory and read again every few minutes,
 * riding on the requests that ask for them (no timer). A visitor never waits for the calendar:
 * the copy in hand is served and the new one fetched in the background; a failed fetch keeps the
 * last good copy. The address is a secret (whoever has it reads the owner's calendar): it is never
 * logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import { Temporal } from 'temporal-polyfill';
import { type Database, loggableError } from '../db/client.ts';
import { bookingCalendar } from '../db/schema.ts';
import { type BookingRules, dayIn, instantAt, type TimeRange } from './availability.ts';

const MINUTE = 60_000;

export interface BusyCalendarOptions {
  db: Database;
  logger: FastifyBaseLogger;
  /** How often the calendar is fetched again (5 minutes). */
  refreshMs?: number;
  /** How often the address is read again from the database, so a change shows soon (1 minute). */
  checkMs?: number;
  /** A fetch unfinished by then is abandoned (10 s). */
  timeoutMs?: number;
  /** A calendar larger than this is refused (5 MB: years of a busy calendar are well under it). */
  maxBytes?: number;
}

export interface BusyCalendar {
  /**
   * The owner's busy times as known now (`now` in epoch milliseconds). A copy older than the
   * refresh interval is served while a new one is fetched in the background; with `wait`, a
   * process that has never read the calendar waits for its first reading (a booking's check).
   */
  busyTimes(rules: BookingRules, now: number, options?: { wait?: boolean }): Promise<TimeRange[]>;
}

/** Why a calendar could not be read, in words that never hold its address. */
class CalendarReadError extends Error {}

/** The calendar's text: webcal:// read as https://, within the time and size allowed. */
export async function fetchCalendar(address: string, timeoutMs: number, maxBytes: number): Promise<string> {
  const url = address.replace(/^webcal:/i, 'https:');
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'text/calendar, */*;q=0.5' },
  });
  if (!response.ok || !response.body) throw new CalendarReadError(`the calendar answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel();
    throw new CalendarReadError('the calendar is larger than allowed');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new CalendarReadError('the calendar is larger than allowed');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An all-day event's date (node-ical gives it as the server's local midnight) as the owner's midnight. */
function ownersMidnight(date: Date, timeZone: string): number {
  const day = new Temporal.PlainDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
  return instantAt(day, 0, timeZone).epochMilliseconds;
}

/**
 * The busy times of an iCalendar text within `span`: every event that holds time (not
 * TRANSP:TRANSPARENT, not cancelled), recurring ones expanded with their exceptions and moved
 * occurrences, all-day ones as whole days of the owner's zone.
 */
export function busyRanges(text: string, timeZone: string, span: TimeRange): TimeRange[] {
  const ranges: TimeRange[] = [];
  const from = new Date(span.start);
  const to = new Date(span.end);
  for (const component of Object.values(ical.sync.parseICS(text))) {
    if (component?.type !== 'VEVENT' || !component.start) continue;
    const event = component as VEvent;
    for (const instance of ical.expandRecurringEvent(event, { from, to, expandOngoing: true })) {
      const source = instance.event;
      if (source.status === 'CANCELLED' || source.transparency === 'TRANSPARENT') continue;
      const range = instance.isFullDay
        ? { start: ownersMidnight(instance.start, timeZone), end: ownersMidnight(instance.end, timeZone) }
        : { start: instance.start.getTime(), end: instance.end.getTime() };
      if (range.end > range.start && range.end > span.start && range.start < span.end) ranges.push(range);
    }
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/** What a failure says in the log: its kind, never the address. */
function reasonOf(error: unknown): string {
  if (error instanceof CalendarReadError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'the calendar took too long';
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' ? `the calendar could not be reached (${code})` : 'the calendar could not be read';
}

/** The owner's busy times, cached per process. */
export function createBusyCalendar({
  db,
  logger,
  refreshMs = 5 * MINUTE,
  checkMs = MINUTE,
  timeoutMs = 10_000,
  maxBytes = 5 * 1024 * 1024,
}: BusyCalendarOptions): BusyCalendar {
  /** The copy in hand: the address and rules it was read for, when, and its busy times. */
  let copy: { key: string; address: string; fetchedAt: number; busy: TimeRange[] } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let read = false;
  let refreshing: Promise<void> | undefined;

  async function refresh(rules: BookingRules, now: number): Promise<void> {
    checkedAt = now;
    const [row] = await db.select({ address: bookingCalendar.busyIcsUrl }).from(bookingCalendar).limit(1);
    const address = row?.address ?? undefined;
    if (!address) {
      copy = undefined;
      return;
    }
    // Busy times cover the owner's days from yesterday to past the horizon.
    const today = dayIn(Temporal.Instant.fromEpochMilliseconds(now), rules.timeZone);
    const key = `${rules.timeZone} ${rules.horizonDays} ${address}`;
    if (copy?.key === key && now - copy.fetchedAt < refreshMs) return;
    // Another calendar's times are no one's now.
    if (copy && copy.address !== address) copy = undefined;
    const span = {
      start: instantAt(today.subtract({ days: 1 }), 0, rules.timeZone).epochMilliseconds,
      end: instantAt(today.add({ days: rules.horizonDays + 2 }), 0, rules.timeZone).epochMilliseconds,
    };
    try {
      const busy = busyRanges(await fetchCalendar(address, timeoutMs, maxBytes), rules.timeZone, span);
      copy = { key, address, fetchedAt: now, busy };
    } catch (error) {
      // Tried: the next try waits for the next interval, and the last good copy stays.
      if (copy) copy.fetchedAt = now;
      logger.warn({ reason: reasonOf(error) }, 'booking: could not read the owner’s calendar; keeping the last copy');
    }
  }

  function start(rules: BookingRules, now: number): Promise<void> {
    refreshing ??= refresh(rules, now)
      // The fetch's failures are handled in refresh: what reaches here is the database's.
      .catch((error: unknown) => {
        logger.error({ error: loggableError(error) }, 'booking: could not read the owner’s calendar address');
      })
      .finally(() => {
        read = true;
        refreshing = undefined;
      });
    return refreshing;
  }

  return {
    async busyTimes(rules, now, { wait = false } = {}) {
      const due = now - checkedAt >= checkMs || (copy !== undefined && now - copy.fetchedAt >= refreshMs);
      if (due) {
        const started = start(rules, now);
        if (wait && !read) await started;
      } else if (wait && refreshing && !read) {
        await refreshing;
      }
      return copy?.busy ?? [];
    },
  };
}
