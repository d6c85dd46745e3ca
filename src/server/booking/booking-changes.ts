/**
 * A visitor's own changes to a booking, by its signed links (booking-links.ts): moving it to
 * another free time of the same service, or cancelling it, up to the owner's cut-off before the
 * session. Each change is one transaction that locks the booking's row, checks the link against
 * the row as it is then (so a link used once, or two tabs at once, change it once), raises its
 * SEQUENCE and queues the mails with it. A move is one UPDATE that the exclusion constraint
 * `bookings_no_overlap` guards as it guards a new booking: a lost race leaves the booking where it was.
 */

import { and, eq, inArray, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  type BookableService,
  type BookingChangePurpose,
  type ChangeRefusal,
  HOLDING_STATUSES,
  holdsTime,
} from '../../lib/booking.ts';
import { type Database, sqlState, type Transaction } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { type BookingRules, blockedRange, overlaps } from './availability.ts';
import { changeTokenVersion } from './booking-links.ts';
import { queueBookingCancellation, queueBookingChange } from './booking-mail.ts';
import { type BookingPolicy, changeDeadline } from './booking-rules.ts';
import { blockedText, isOfferedTime, lockOwnerDay, OVERLAP, takenTimes } from './bookings.ts';
import type { BusyCalendar } from './busy-calendar.ts';
import { nearestFreeTimes } from './free-times.ts';
import type { BookingRow, ContextOf } from './session-context.ts';

/** A change link opened: the booking it may change, or why it may not (with the booking when it is known). */
export type OpenedChange =
  | { kind: 'open'; row: BookingRow; changeUntil: Date }
  | { kind: ChangeRefusal; row?: BookingRow; changeUntil?: Date };

/** What every change is given: the link, the signing key, the clock. */
export interface ChangeLink {
  key: string;
  reference: string;
  token: string;
  now: Temporal.Instant;
}

/** What a link may do to a booking as it is now (its row as read, or as locked for the change). */
export function judgeChange(
  row: BookingRow | undefined,
  purpose: BookingChangePurpose,
  link: ChangeLink,
  policy: Pick<BookingPolicy, 'changeCutoffHours'>,
): OpenedChange {
  if (!row) return { kind: 'invalid-link' };
  const version = changeTokenVersion(link.key, purpose, row, link.token);
  if (version === 'none') return { kind: 'invalid-link' };
  // Any genuine link of a booking no longer held says so: "this booking is already cancelled".
  if (!holdsTime(row.status)) return { kind: 'already-cancelled', row };
  if (version === 'earlier') return { kind: 'earlier-link', row };
  const now = link.now.epochMilliseconds;
  const changeUntil = changeDeadline(row.startsAt, policy);
  if (now >= row.startsAt.getTime()) return { kind: 'expired', row, changeUntil };
  if (now > changeUntil.getTime()) return { kind: 'too-late', row, changeUntil };
  return { kind: 'open', row, changeUntil };
}

/** Reads the booking a change link names and says what the link may do under the owner's policy (for the change pages). */
export async function openChangeLink(
  db: Database,
  purpose: BookingChangePurpose,
  link: ChangeLink,
  policy: Pick<BookingPolicy, 'changeCutoffHours'>,
): Promise<OpenedChange> {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, link.reference));
  return judgeChange(row, purpose, link, policy);
}

/** The booking's row, locked until the transaction ends: changes to one booking take turns. */
async function lockedRow(tx: Transaction, reference: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.reference, reference)).for('update');
  return row;
}

export type CancelOutcome = { outcome: 'cancelled'; row: BookingRow } | { outcome: ChangeRefusal };

/**
 * Cancels the booking the link names: cancelled by the visitor, its time free, its SEQUENCE raised,
 * the visitor's cancellation (METHOD:CANCEL) and the owner's notice queued and its waiting mail
 * cancelled, all in one transaction. A second use of the link finds it cancelled and sends nothing.
 */
export async function cancelByVisitor(
  db: Database,
  link: ChangeLink,
  policy: Pick<BookingPolicy, 'changeCutoffHours'>,
  contextOf: ContextOf,
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const judged = judgeChange(await lockedRow(tx, link.reference), 'cancel', link, policy);
    if (judged.kind !== 'open') return { outcome: judged.kind };
    const now = new Date(link.now.epochMilliseconds);
    const [row] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledBy: 'visitor',
        cancelledAt: now,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, judged.row.id), inArray(bookings.status, HOLDING_STATUSES)))
      .returning();
    if (!row) throw new Error('the locked booking was not cancelled');
    await queueBookingCancellation(tx, row, contextOf(row));
    return { outcome: 'cancelled', row } as const;
  });
}

export type RescheduleOutcome =
  | { outcome: 'rescheduled'; row: BookingRow }
  | { outcome: ChangeRefusal | 'unavailable-time' | 'unknown-service' }
  /** Someone else holds the new time: the booking stays where it was; the nearest free times instead. */
  | { outcome: 'taken'; nearest: { start: string; end: string }[] };

export interface RescheduleInput {
  link: ChangeLink;
  /** The new start (ISO 8601). */
  start: string;
  services: ReadonlyMap<string, BookableService>;
  /** The owner's rules and policy in force (free-times.ts rulesNow). */
  rules: BookingRules;
  policy: Pick<BookingPolicy, 'changeCutoffHours'>;
  contextOf: ContextOf;
  /** The owner's own calendar (not in the database): a move never lands on its busy times. */
  busyCalendar?: BusyCalendar;
}

/**
 * Moves the booking the link names to `start`, a free time of the same service (its own current
 * time does not count as taken): new times and blocked range in one UPDATE, SEQUENCE raised, its
 * reminder due again, the waiting mail cancelled and the visitor's new invitation (METHOD:REQUEST,
 * same UID) and the owner's notice queued with it.
 */
export async function rescheduleByVisitor(db: Database, input: RescheduleInput): Promise<RescheduleOutcome> {
  const { link, services, rules, policy } = input;
  const judged = await openChangeLink(db, 'reschedule', link, policy);
  if (judged.kind !== 'open') return { outcome: judged.kind };
  const facts = services.get(judged.row.service);
  if (!facts) return { outcome: 'unknown-service' };
  const start = Temporal.Instant.from(input.start).epochMilliseconds;
  const offer = { rules, now: link.now, durationMinutes: facts.durationMinutes };
  // Not a time the owner offers, or the time it already has (nothing to move).
  if (start === judged.row.startsAt.getTime() || !isOfferedTime(offer, start)) return { outcome: 'unavailable-time' };
  const end = start + facts.durationMinutes * 60_000;
  const taken = async () => ({
    outcome: 'taken' as const,
    // Clear of her calendar too: a refused move is never offered one of her busy times.
    nearest: await nearestFreeTimes(db, facts, link.now, start, { calendar: input.busyCalendar, rules }),
  });
  // Her calendar is read (its first reading waited for) only for a link that may move the booking.
  const busy = (await input.busyCalendar?.busyTimes(rules, link.now.epochMilliseconds, { wait: true })) ?? [];
  const blocked = blockedRange(rules, start, facts.durationMinutes);
  if (busy.some((range) => overlaps(range, blocked))) return await taken();
  try {
    const moved = await db.transaction(async (tx) => {
      await lockOwnerDay(tx, rules, start);
      const locked = judgeChange(await lockedRow(tx, link.reference), 'reschedule', link, policy);
      if (locked.kind !== 'open') return { outcome: locked.kind };
      const others = await takenTimes(tx, rules, { start, end }, locked.row.id);
      if (!isOfferedTime(offer, start, others)) return { outcome: 'taken' as const };
      const now = new Date(link.now.epochMilliseconds);
      const [row] = await tx
        .update(bookings)
        .set({
          startsAt: new Date(start),
          endsAt: new Date(end),
          blocked: blockedText(rules, start, facts.durationMinutes),
          sequence: sql`${bookings.sequence} + 1`,
          // A reminder sent for the old time says nothing of the new one.
          reminderSentAt: null,
          updatedAt: now,
        })
        .where(eq(bookings.id, locked.row.id))
        .returning();
      if (!row) throw new Error('the locked booking was not moved');
      await queueBookingChange(tx, row, input.contextOf(row));
      return { outcome: 'rescheduled' as const, row };
    });
    return moved.outcome === 'taken' ? await taken() : moved;
  } catch (error) {
    // Another booking took the time between our check and the UPDATE (another server, another day's lock).
    if (sqlState(error) === OVERLAP) return await taken();
    throw error;
  }
}
