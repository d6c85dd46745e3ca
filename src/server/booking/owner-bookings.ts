/**
 * The owner's bookings: the list by state, a week as her calendar shows it, and what she does to
 * one — marks it paid (its release stops), marks a missed session no-show, keeps her own notes,
 * cancels it (the visitor is told, with the calendar's cancellation). Every change is one guarded
 * UPDATE: a booking in another state than the action expects is refused, not changed twice.
 */

import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { type BookableService, type BookingStatus, ENDED_STATUSES, HOLDING_STATUSES } from '../../lib/booking.ts';
import type { Database, Transaction } from '../db/client.ts';
import { bookings, emailOutbox } from '../db/schema.ts';
import { cancelWaitingMail } from '../email/waiting-mail.ts';
import { queueBookingCancellation } from './booking-mail.ts';
import type { SessionContext } from './session-details.ts';

/** The lists the owner filters by. */
export const BOOKING_FILTERS = ['upcoming', 'awaiting', 'past', 'cancelled', 'all'] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

/** A booking as the owner's pages show it (instants as ISO strings: they travel to an island). */
export interface OwnerBooking {
  id: number;
  reference: string;
  service: string;
  mode: 'online' | 'in-person';
  status: BookingStatus;
  start: string;
  end: string;
  name: string;
  email: string;
  phone: string | null;
  /** The visitor's note; null when there was none or after it was emptied (`noteDeleted`). */
  note: string | null;
  noteDeleted: boolean;
  ownerNotes: string | null;
  locale: string;
  timeZone: string;
  priceCents: number | null;
  paidAt: string | null;
  cancelledBy: 'visitor' | 'owner' | 'release' | null;
  createdAt: string;
}

/** The bookings of the owner's calendar: those holding their time, and the missed ones. */
const CALENDAR_STATUSES: readonly BookingStatus[] = [...HOLDING_STATUSES, 'no_show'];
/** How many bookings a list shows at most (a busy practice books fewer than this in months). */
const LIST_LIMIT = 200;

function filterCondition(filter: BookingFilter, now: Date): { where?: SQL; newestFirst: boolean } {
  switch (filter) {
    case 'upcoming':
      return {
        where: and(inArray(bookings.status, HOLDING_STATUSES), gte(bookings.endsAt, now)),
        newestFirst: false,
      };
    case 'awaiting':
      return { where: eq(bookings.status, 'awaiting_payment'), newestFirst: false };
    case 'past':
      return {
        where: and(inArray(bookings.status, CALENDAR_STATUSES), lt(bookings.endsAt, now)),
        newestFirst: true,
      };
    case 'cancelled':
      return { where: inArray(bookings.status, ENDED_STATUSES), newestFirst: true };
    case 'all':
      return { newestFirst: true };
  }
}

function asOwnerBooking(row: typeof bookings.$inferSelect): OwnerBooking {
  return {
    id: row.id,
    reference: row.reference,
    service: row.service,
    mode: row.mode,
    status: row.status,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    noteDeleted: row.noteDeletedAt !== null,
    ownerNotes: row.ownerNotes,
    locale: row.locale,
    timeZone: row.timeZone,
    priceCents: row.priceCents,
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The bookings of a list: coming ones soonest first, past and ended ones newest first. */
export async function ownerBookings(db: Database, filter: BookingFilter, now = new Date()): Promise<OwnerBooking[]> {
  const { where, newestFirst } = filterCondition(filter, now);
  const rows = await db
    .select()
    .from(bookings)
    .where(where)
    .orderBy(newestFirst ? desc(bookings.startsAt) : asc(bookings.startsAt))
    .limit(LIST_LIMIT);
  return rows.map(asOwnerBooking);
}

/** The bookings starting in a window (a week of the owner's calendar), cancelled ones left out. */
export async function bookingsBetween(db: Database, start: Date, end: Date): Promise<OwnerBooking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(gte(bookings.startsAt, start), lt(bookings.startsAt, end), inArray(bookings.status, CALENDAR_STATUSES)))
    .orderBy(asc(bookings.startsAt));
  return rows.map(asOwnerBooking);
}

/** What an owner's action did: done, or refused because the booking is not (or no longer) in a state for it. */
export type OwnerBookingChange = 'done' | 'not-found' | 'wrong-state';

async function changeOutcome(db: Database | Transaction, id: number, changed: boolean): Promise<OwnerBookingChange> {
  if (changed) return 'done';
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
  return row ? 'wrong-state' : 'not-found';
}

/**
 * The Pix arrived: an awaiting booking is paid, and no longer released. A reminder or release
 * warning still waiting in the outbox asks for a payment already made: it is cancelled with it.
 */
export async function markBookingPaid(db: Database, id: number, now = new Date()): Promise<OwnerBookingChange> {
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'awaiting_payment')))
      .returning({ id: bookings.id });
    if (rows.length > 0) {
      const reminders = sql`${emailOutbox.bookingId} = ${id} AND ${emailOutbox.kind} = 'booking-reminder'`;
      await cancelWaitingMail(tx, reminders, 'the booking was paid');
    }
    return rows.length > 0;
  });
  return changeOutcome(db, id, changed);
}

/** The visitor did not come: only a session that has started and still holds its time. */
export async function markBookingNoShow(db: Database, id: number, now = new Date()): Promise<OwnerBookingChange> {
  const changed = await db
    .update(bookings)
    .set({ status: 'no_show', updatedAt: now })
    .where(and(eq(bookings.id, id), inArray(bookings.status, HOLDING_STATUSES), lt(bookings.startsAt, now)))
    .returning({ id: bookings.id });
  return changeOutcome(db, id, changed.length > 0);
}

/** The owner's own notes on a booking (never shown to the visitor, never in a mail or the feed). */
export async function saveOwnerNotes(db: Database, id: number, notes: string): Promise<OwnerBookingChange> {
  const changed = await db
    .update(bookings)
    .set({ ownerNotes: notes.trim() === '' ? null : notes, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning({ id: bookings.id });
  return changeOutcome(db, id, changed.length > 0);
}

/**
 * The owner cancels a session still to come: its time frees at once (only holding statuses are
 * in the exclusion constraint), its SEQUENCE rises so calendars take the cancellation as newer,
 * and the visitor's cancellation (with METHOD:CANCEL) and the owner's notice are queued in the
 * same transaction, the booking's waiting mail (a reminder) cancelled.
 */
export async function cancelBookingByOwner(
  db: Database,
  id: number,
  contextOf: (row: typeof bookings.$inferSelect) => SessionContext,
  now = new Date(),
): Promise<OwnerBookingChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledBy: 'owner',
        cancelledAt: now,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, id), inArray(bookings.status, HOLDING_STATUSES), gte(bookings.startsAt, now)))
      .returning();
    if (row) await queueBookingCancellation(tx, row, contextOf(row));
    return changeOutcome(tx, id, row !== undefined);
  });
}

/** A service's title in the owner's language; a service taken off the site since keeps its id. */
export function serviceTitleFor(services: ReadonlyMap<string, BookableService>, id: string, locale: Locale) {
  return services.get(id)?.titles[locale] ?? id;
}
