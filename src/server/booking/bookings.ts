/**
 * Bookings in the database: what is taken in a window, and a new booking made safely. The time a
 * visitor chose is checked against the rules and what is taken inside one transaction per owner's
 * day (the daily maximum), and the exclusion constraint `bookings_no_overlap` refuses a second
 * booking of overlapping time whichever server, process or day-lock it came through.
 */

import { randomInt } from 'node:crypto';
import { and, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  type BookableServiceFacts,
  type BookingRequest,
  type BookingStatus,
  HOLDING_STATUSES,
} from '../../lib/booking.ts';
import { type Database, isUniqueViolation, sqlState, type Transaction } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import {
  type BookingRules,
  blockedRange,
  dayIn,
  freeSlots,
  ownerDayFinder,
  type Slot,
  type TimeRange,
} from './availability.ts';

const DAY = 86_400_000;
/** Any constant: bookings of one owner's day take turns through this advisory lock (with the day's number). */
const BOOKING_DAY_LOCK = 7_310_221;
/** exclusion_violation: the time overlaps a booking that holds it. */
export const OVERLAP = '23P01';

/** The times taken around a window: blocked ranges, and sessions per owner's day. */
export interface TakenTimes {
  booked: TimeRange[];
  bookedPerDay: Map<string, number>;
}

/** Bookings holding their time from a day before `window` to a day after (owner's days can straddle zones). */
export async function takenTimes(
  db: Database | Transaction,
  rules: BookingRules,
  window: TimeRange,
  /** A booking that does not count (the one being moved: its own time never blocks it). */
  except?: number,
): Promise<TakenTimes> {
  const rows = await db
    .select({
      // As epoch milliseconds: the same number from both drivers.
      start: sql<number>`(extract(epoch from lower(${bookings.blocked})) * 1000)::float8`,
      end: sql<number>`(extract(epoch from upper(${bookings.blocked})) * 1000)::float8`,
      startsAt: bookings.startsAt,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, HOLDING_STATUSES),
        except === undefined ? undefined : ne(bookings.id, except),
        gt(bookings.startsAt, new Date(window.start - DAY)),
        lt(bookings.startsAt, new Date(window.end + DAY)),
      ),
    );
  const bookedPerDay = new Map<string, number>();
  const dayOf = ownerDayFinder(rules.timeZone, { start: window.start - DAY, end: window.end + DAY });
  for (const { startsAt } of rows) {
    const day = dayOf(startsAt.getTime());
    bookedPerDay.set(day, (bookedPerDay.get(day) ?? 0) + 1);
  }
  return { booked: rows.map(({ start, end }) => ({ start: Number(start), end: Number(end) })), bookedPerDay };
}

/** Letters and digits people read aloud without confusion (Crockford's: no I, L, O or U). */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A booking's reference: "VB" and eight characters (10¹² of them), also the Pix transaction id. */
export function newReference(): string {
  let reference = 'VB';
  for (let index = 0; index < 8; index++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** A booking as made. */
export interface NewBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  start: Temporal.Instant;
  end: Temporal.Instant;
}

export type BookingAttempt =
  | { outcome: 'booked'; booking: NewBooking }
  /** Someone else holds the time (or the day is full). */
  | { outcome: 'taken' }
  /** Not a time the owner offers at all: outside her hours, too soon, too far, a day off. */
  | { outcome: 'unavailable-time' };

export interface BookingInput {
  request: BookingRequest;
  facts: BookableServiceFacts;
  /** Work that commits with the booking or not at all (its mails), given the new row. */
  withBooking?: (tx: Transaction, row: typeof bookings.$inferSelect) => Promise<void>;
  rules: BookingRules;
  /** The visitor's time zone as known (the request's, or the owner's). */
  timeZone: string;
  now: Temporal.Instant;
}

/** Nothing taken: the times the rules offer at all (her hours, notice, horizon, days off). */
const NOTHING_TAKEN: TakenTimes = { booked: [], bookedPerDay: new Map() };

/** Is `start` one of the times the rules offer a session of this length, given what is taken (by default nothing)? */
export function isOfferedTime(
  input: Pick<BookingInput, 'rules' | 'now'> & { durationMinutes: number },
  start: number,
  taken: TakenTimes = NOTHING_TAKEN,
): boolean {
  const slots: Slot[] = freeSlots({
    rules: input.rules,
    durationMinutes: input.durationMinutes,
    ...taken,
    busy: [],
    now: input.now,
    window: { start, end: start + 1 },
  });
  return slots.some((slot) => slot.start.epochMilliseconds === start);
}

const offered = (input: BookingInput, start: number, taken?: TakenTimes) =>
  isOfferedTime({ ...input, durationMinutes: input.facts.durationMinutes }, start, taken);

/** Waits in the transaction for the owner's day of `start`: bookings of one day take turns (its daily maximum). */
export async function lockOwnerDay(tx: Transaction, rules: BookingRules, start: number): Promise<void> {
  const ownerDay = dayIn(Temporal.Instant.fromEpochMilliseconds(start), rules.timeZone);
  const dayNumber = Math.floor(ownerDay.toZonedDateTime('UTC').epochMilliseconds / DAY);
  // Raw SQL: an advisory lock, a function call with no table.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_DAY_LOCK}, ${dayNumber})`);
}

/** The blocked range of a session from `start` (buffers included), as the tstzrange column takes it. */
export function blockedText(rules: BookingRules, start: number, durationMinutes: number): string {
  const blocked = blockedRange(rules, start, durationMinutes);
  return `[${new Date(blocked.start).toISOString()},${new Date(blocked.end).toISOString()})`;
}

/** Books the visitor's time if it is free, in one transaction; a race for one time leaves one winner. */
export async function createBooking(db: Database, input: BookingInput): Promise<BookingAttempt> {
  const start = Temporal.Instant.from(input.request.start).epochMilliseconds;
  if (!offered(input, start)) return { outcome: 'unavailable-time' };
  const end = start + input.facts.durationMinutes * 60_000;
  const { request } = input;
  const priceCents = Math.round(input.facts.priceBrl * 100);
  const status: BookingStatus = priceCents > 0 ? 'awaiting_payment' : 'confirmed';

  for (let attempt = 0; ; attempt++) {
    const reference = newReference();
    try {
      return await db.transaction(async (tx) => {
        await lockOwnerDay(tx, input.rules, start);
        if (!offered(input, start, await takenTimes(tx, input.rules, { start, end })))
          return { outcome: 'taken' } as const;
        const [row] = await tx
          .insert(bookings)
          .values({
            reference,
            service: request.service,
            // The visitor's choice when the service offers it, else where it is held.
            mode: request.mode && input.facts.modes.includes(request.mode) ? request.mode : input.facts.modes[0],
            status,
            startsAt: new Date(start),
            endsAt: new Date(end),
            blocked: blockedText(input.rules, start, input.facts.durationMinutes),
            name: request.name,
            email: request.email,
            phone: request.phone ?? null,
            note: request.note ?? null,
            locale: request.locale,
            timeZone: input.timeZone,
            priceCents: priceCents > 0 ? priceCents : null,
            currency: priceCents > 0 ? 'BRL' : null,
            consentedAt: new Date(input.now.epochMilliseconds),
          })
          .returning();
        if (!row) throw new Error('the booking was not written');
        await input.withBooking?.(tx, row);
        const booking: NewBooking = {
          id: row.id,
          reference,
          status,
          start: Temporal.Instant.fromEpochMilliseconds(start),
          end: Temporal.Instant.fromEpochMilliseconds(end),
        };
        return { outcome: 'booked', booking } as const;
      });
    } catch (error) {
      if (sqlState(error) === OVERLAP) return { outcome: 'taken' };
      // Two references alike (one in 10¹² per pair): draw again.
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}
