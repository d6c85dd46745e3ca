/**
 * The free times of a service as the database and the owner's rules have them now: for the
 * slots endpoint, the booking pages and the nearest times offered after a lost race.
 */
import { Temporal } from 'temporal-polyfill';
import type { BookableServiceFacts, FreeSlot } from '../../lib/booking.ts';
import type { Database } from '../db/client.ts';
import { type BookingRules, dayIn, freeSlots, instantAt, type Slot, type TimeRange } from './availability.ts';
import { readBookingRules } from './booking-rules.ts';
import { takenTimes } from './bookings.ts';
import type { BusyCalendar } from './busy-calendar.ts';

const DAY = 86_400_000;
/** How many nearest free times a refused visitor is offered, and how far around the lost one they are looked for. */
const NEAREST_COUNT = 4;
const NEAREST_SEARCH_DAYS = 7;

/** An instant as ISO 8601 in UTC, as Temporal writes it ("2026-12-07T12:00:00Z"), without its cost per call. */
function isoInstant(instant: Temporal.Instant): string {
  const milliseconds = instant.epochMilliseconds;
  if (milliseconds % 1000 !== 0) return instant.toString();
  return new Date(milliseconds).toISOString().replace('.000Z', 'Z');
}

export const asFreeSlot = (slot: Slot): FreeSlot => ({ start: isoInstant(slot.start), end: isoInstant(slot.end) });

/** The rules and policy in force now (days off from yesterday in UTC, which covers today in any zone). */
export function rulesNow(db: Database, now: Temporal.Instant) {
  return readBookingRules(db, dayIn(now, 'UTC').subtract({ days: 1 }).toString());
}

/** What a free-times question may add to what the database holds. */
export interface FreeTimesOptions {
  /** The owner's own calendar: its busy times are not free. */
  calendar?: BusyCalendar;
  /** A booking whose time does not count as taken (the one being moved). */
  except?: number;
  /** The rules in force, when the caller has read them already. */
  rules?: BookingRules;
}

/** The free times in a window the owner's zone may decide, clear of the owner's calendar when it is given. */
export async function freeTimesIn(
  db: Database,
  facts: BookableServiceFacts,
  now: Temporal.Instant,
  window: (ownerTimeZone: string) => TimeRange,
  { calendar, except, rules: given }: FreeTimesOptions = {},
) {
  const rules = given ?? (await rulesNow(db, now)).rules;
  const range = window(rules.timeZone);
  const [taken, busy] = await Promise.all([
    takenTimes(db, rules, range, except),
    calendar ? calendar.busyTimes(rules, now.epochMilliseconds) : [],
  ]);
  return {
    ownerTimeZone: rules.timeZone,
    slots: freeSlots({ rules, durationMinutes: facts.durationMinutes, ...taken, busy, now, window: range }),
  };
}

/** The free times of `days` days from `from`, days as the visitor's zone (or the owner's) counts them. */
export function freeTimesOnDays(
  db: Database,
  facts: BookableServiceFacts,
  now: Temporal.Instant,
  question: { from: string; days: number; timeZone: string | undefined },
  options?: FreeTimesOptions,
) {
  const first = Temporal.PlainDate.from(question.from);
  return freeTimesIn(
    db,
    facts,
    now,
    (ownerTimeZone) => ({
      start: instantAt(first, 0, question.timeZone ?? ownerTimeZone).epochMilliseconds,
      end: instantAt(first.add({ days: question.days }), 0, question.timeZone ?? ownerTimeZone).epochMilliseconds,
    }),
    options,
  );
}

/** The free times nearest to a lost one, in order of time. */
export async function nearestFreeTimes(
  db: Database,
  facts: BookableServiceFacts,
  now: Temporal.Instant,
  lost: number,
  options?: FreeTimesOptions,
): Promise<FreeSlot[]> {
  const { slots } = await freeTimesIn(
    db,
    facts,
    now,
    () => ({ start: lost - NEAREST_SEARCH_DAYS * DAY, end: lost + NEAREST_SEARCH_DAYS * DAY }),
    options,
  );
  return slots
    .sort((a, b) => Math.abs(a.start.epochMilliseconds - lost) - Math.abs(b.start.epochMilliseconds - lost))
    .slice(0, NEAREST_COUNT)
    .sort((a, b) => a.start.epochMilliseconds - b.start.epochMilliseconds)
    .map(asFreeSlot);
}
