/**
 * The free times of a session: the owner's weekly hours, in her time zone, less dates off,
 * minimum notice, the booking horizon, the daily maximum and whatever is already taken (bookings
 * with their buffers, the owner's own calendar). Pure: the caller reads the rules, the taken times
 * and the clock; the database's exclusion constraint is what finally keeps two bookings apart.
 *
 * Wall times become instants through Temporal (temporal-polyfill), so daylight-saving changes in
 * the owner's zone (Brazil has none since 2019, but the rules allow any zone) and the visitor's
 * are handled by the time-zone database, not by arithmetic on offsets.
 */
import { Temporal } from 'temporal-polyfill';

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A stretch of working time on a day, as the owner's clock reads it ("09:00" to "12:30"). */
export interface WorkingHours {
  start: string;
  end: string;
}

/** How the owner takes bookings (stored in booking_settings; defaults in booking-rules.ts). */
export interface BookingRules {
  /** The owner's IANA time zone, e.g. America/Sao_Paulo. */
  timeZone: string;
  /** Working hours per weekday; a day missing or empty is closed. */
  weeklyHours: Partial<Record<Weekday, WorkingHours[]>>;
  /** Whole days off in the owner's zone, YYYY-MM-DD. */
  datesOff: string[];
  /** Free time kept before and after every session (preparation, notes, a breath). */
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** The earliest a session can start, counted from now. */
  minimumNoticeHours: number;
  /** How many days ahead (counting today in the owner's zone) a session can be booked. */
  horizonDays: number;
  /** The most sessions on one of the owner's days. */
  dailyMaximum: number;
  /** Start times fall on this grid inside each stretch of working hours. */
  slotStepMinutes: number;
}

/** A stretch of time as instants (epoch milliseconds), end excluded. */
export interface TimeRange {
  start: number;
  end: number;
}

/** A free time to offer. */
export interface Slot {
  start: Temporal.Instant;
  end: Temporal.Instant;
}

export interface AvailabilityQuestion {
  rules: BookingRules;
  durationMinutes: number;
  /** Times already taken, buffers included (the bookings' `blocked` ranges). */
  booked: TimeRange[];
  /** The owner's own busy times (her calendar); kept clear with the buffers too. */
  busy: TimeRange[];
  /** Sessions already booked per owner's day (YYYY-MM-DD), for the daily maximum. */
  bookedPerDay: Map<string, number>;
  now: Temporal.Instant;
  /** The window asked for, as instants (the caller turns the visitor's dates into these). */
  window: TimeRange;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** "09:30" → minutes after midnight. */
function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The instant a wall-clock time (under 24:00) of `date` has in `timeZone`; a time a clock change
 * skips moves later, as people expect.
 */
export function instantAt(date: Temporal.PlainDate, minutesAfterMidnight: number, timeZone: string): Temporal.Instant {
  const plainTime = new Temporal.PlainTime(Math.floor(minutesAfterMidnight / 60), minutesAfterMidnight % 60);
  return date.toZonedDateTime({ timeZone, plainTime }).toInstant();
}

/** The day `instant` falls on in `timeZone`. */
export function dayIn(instant: Temporal.Instant, timeZone: string): Temporal.PlainDate {
  return instant.toZonedDateTimeISO(timeZone).toPlainDate();
}

/** The range a session starting at `start` keeps from others: itself and its buffers. */
export function blockedRange(rules: BookingRules, start: number, durationMinutes: number): TimeRange {
  return {
    start: start - rules.bufferBeforeMinutes * MINUTE,
    end: start + (durationMinutes + rules.bufferAfterMinutes) * MINUTE,
  };
}

/** Do two ranges share a moment? */
export const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/** `ranges` sorted and merged where they overlap or touch: disjoint, their ends rising too. */
function merged(ranges: TimeRange[]): TimeRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: TimeRange[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else out.push({ ...range });
  }
  return out;
}

/** Does `range` overlap any of `disjoint` (sorted, merged)? A binary search for the first that ends after it starts. */
function overlapsAny(disjoint: TimeRange[], range: TimeRange): boolean {
  let low = 0;
  let high = disjoint.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((disjoint[middle] as TimeRange).end <= range.start) low = middle + 1;
    else high = middle;
  }
  const first = disjoint[low];
  return first !== undefined && first.start < range.end;
}

/** One of the owner's days: its date, its first instant, its number of the week, and how to find its wall times' instants. */
interface OwnerDay {
  date: string;
  start: number;
  dayOfWeek: Weekday;
  /** The instant of a wall time of the day, in minutes after midnight. */
  at: (minutesAfterMidnight: number) => number;
}

/** A day's start in a zone, and its offset when the clock keeps one until the next day's start. */
interface DayStart {
  start: number;
  steadyOffset: number | undefined;
}

/** Days' starts by zone and date: the time-zone database is asked once a day per process. */
const dayStarts = new Map<string, DayStart>();
const DAY_STARTS_KEPT = 20_000;

function dayStart(timeZone: string, date: string): DayStart {
  const key = `${timeZone} ${date}`;
  let known = dayStarts.get(key);
  if (!known) {
    const day = Temporal.PlainDate.from(date);
    const begins = day.toZonedDateTime({ timeZone });
    const next = day.add({ days: 1 }).toZonedDateTime({ timeZone });
    const steady = begins.offsetNanoseconds === next.offsetNanoseconds && begins.hour === 0 && begins.minute === 0;
    known = { start: begins.epochMilliseconds, steadyOffset: steady ? begins.offsetNanoseconds / 1e6 : undefined };
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    dayStarts.set(key, known);
  }
  return known;
}

/**
 * The owner's days from `first` to `last`. Each day's start is resolved in her zone once; on a
 * day whose clock keeps one offset from its midnight to the next, a wall time is that midnight
 * plus its minutes (plain arithmetic, the costly zone lookup saved for every candidate time);
 * on a day the clock changes, each wall time is resolved through the time-zone database.
 */
function* ownerDays(timeZone: string, first: Temporal.PlainDate, last: Temporal.PlainDate): Generator<OwnerDay> {
  const lastMidnight = Date.UTC(last.year, last.month - 1, last.day);
  // Dates counted as UTC midnights: a UTC day is always 24 hours.
  for (
    let wallMidnight = Date.UTC(first.year, first.month - 1, first.day);
    wallMidnight <= lastMidnight;
    wallMidnight += DAY
  ) {
    const midnight = new Date(wallMidnight);
    const date = midnight.toISOString().slice(0, 10);
    const { start, steadyOffset } = dayStart(timeZone, date);
    yield {
      date,
      start,
      // getUTCDay: 0 Sunday … 6 Saturday.
      dayOfWeek: (((midnight.getUTCDay() + 6) % 7) + 1) as Weekday,
      at:
        steadyOffset === undefined
          ? (minutes) => instantAt(Temporal.PlainDate.from(date), minutes, timeZone).epochMilliseconds
          : (minutes) => wallMidnight + minutes * MINUTE - steadyOffset,
    };
  }
}

/**
 * Finds the owner's day (YYYY-MM-DD) of instants around `range`: her days' starts are resolved
 * once, and each instant is looked up among them (a zone conversion per instant costs more).
 */
export function ownerDayFinder(timeZone: string, range: TimeRange): (instant: number) => string {
  const days = [
    ...ownerDays(
      timeZone,
      dayIn(Temporal.Instant.fromEpochMilliseconds(range.start), timeZone),
      dayIn(Temporal.Instant.fromEpochMilliseconds(range.end), timeZone).add({ days: 1 }),
    ),
  ];
  return (instant) => {
    let low = 0;
    let high = days.length - 1;
    if (days.length < 2 || instant < (days[0] as OwnerDay).start || instant >= (days[high] as OwnerDay).start)
      return dayIn(Temporal.Instant.fromEpochMilliseconds(instant), timeZone).toString();
    // The last day that starts at or before the instant.
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((days[middle] as OwnerDay).start <= instant) low = middle;
      else high = middle - 1;
    }
    return (days[low] as OwnerDay).date;
  };
}

/**
 * The free start times in `window`, earliest first: on the owner's working hours, after the
 * minimum notice, within the horizon, on a day that is not off nor full, clear (with buffers) of
 * every booking and of the owner's busy times.
 */
export function freeSlots(question: AvailabilityQuestion): Slot[] {
  const { rules, durationMinutes, now, window } = question;
  const earliest = Math.max(window.start, now.epochMilliseconds + rules.minimumNoticeHours * 60 * MINUTE);
  const today = dayIn(now, rules.timeZone);
  const horizonEnd = instantAt(today.add({ days: rules.horizonDays }), 0, rules.timeZone).epochMilliseconds;
  const latest = Math.min(window.end, horizonEnd);
  if (earliest >= latest) return [];

  const taken = merged([...question.booked, ...question.busy]);
  const datesOff = new Set(rules.datesOff);
  const slots: Slot[] = [];
  // Owner's days overlapping the window: from the day before its start to its end's (zones apart).
  const firstDay = dayIn(Temporal.Instant.fromEpochMilliseconds(earliest), rules.timeZone);
  const lastDay = dayIn(Temporal.Instant.fromEpochMilliseconds(latest), rules.timeZone);
  for (const day of ownerDays(rules.timeZone, firstDay, lastDay)) {
    if (datesOff.has(day.date)) continue;
    // The maximum caps what is booked; while a day has room, each of its free times can be taken.
    if ((question.bookedPerDay.get(day.date) ?? 0) >= rules.dailyMaximum) continue;
    for (const hours of rules.weeklyHours[day.dayOfWeek] ?? []) {
      const closes = minutesOf(hours.end);
      for (let opens = minutesOf(hours.start); opens + durationMinutes <= closes; opens += rules.slotStepMinutes) {
        const start = day.at(opens);
        const end = start + durationMinutes * MINUTE;
        if (start < earliest || start >= latest) continue;
        if (overlapsAny(taken, blockedRange(rules, start, durationMinutes))) continue;
        // A clock change can give two openings one instant (a skipped 01:30 is 02:30): offer it once.
        if (slots.at(-1)?.start.epochMilliseconds === start) continue;
        slots.push({
          start: Temporal.Instant.fromEpochMilliseconds(start),
          end: Temporal.Instant.fromEpochMilliseconds(end),
        });
      }
    }
  }
  return slots;
}
