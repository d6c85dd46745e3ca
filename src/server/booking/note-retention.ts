/**
 * How long what a booking holds is kept. A visitor's note is for their session only (it may
 * speak of health or belief: LGPD art. 5 II). NOTE_RETENTION_DAYS after the session's end (the
 * end it was booked for, whether it took place, was cancelled or released) the note is emptied
 * and note_deleted_at says when. The owner's notice of the booking, the one mail that carries the
 * note, has its copy in the outbox emptied in the same transaction (and, should it still be
 * waiting, cancelled): the note outlives the booking nowhere. The booking itself is deleted
 * BOOKING_RETENTION_YEARS after its session, with its mails: a paid one is the record of money
 * received, which the owner's accounts need that long (the tax authorities may look back five
 * years); the privacy policy says both.
 */
import { and, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { NOTE_RETENTION_DAYS } from '../../lib/booking.ts';
import type { Database, Transaction } from '../db/client.ts';
import { bookings, emailOutbox } from '../db/schema.ts';
import { instant } from './scheduled-sql.ts';

/** Years after its session a booking is deleted (Brazil's tax records: five years). */
export const BOOKING_RETENTION_YEARS = 5;

/** Deletes the bookings whose session ended BOOKING_RETENTION_YEARS before `now`, mails and all; returns how many. */
export async function deleteOldBookings(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(bookings)
    .where(lte(bookings.endsAt, sql`${instant(now)} - make_interval(years => ${BOOKING_RETENTION_YEARS})`))
    .returning({ id: bookings.id });
  return deleted.length;
}

/** Empties the notes of sessions ended NOTE_RETENTION_DAYS before `now`, and their mails' copies; returns how many. */
export async function emptyOldNotes(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const emptied = await tx
      .update(bookings)
      .set({ note: null, noteDeletedAt: now })
      .where(
        and(
          isNotNull(bookings.note),
          lte(bookings.endsAt, sql`${instant(now)} - make_interval(days => ${NOTE_RETENTION_DAYS})`),
        ),
      )
      .returning({ id: bookings.id });
    if (emptied.length > 0)
      await emptyNoteMail(
        tx,
        emptied.map(({ id }) => id),
      );
    return emptied.length;
  });
}

/**
 * Empties the outbox's copies of the owner's notices about these bookings, whose notes were just
 * emptied, keeping the record that a mail went: kind, subject, dates, status.
 */
function emptyNoteMail(tx: Transaction, bookingIds: number[]) {
  return tx
    .update(emailOutbox)
    .set({
      textBody: '',
      htmlBody: '',
      attachments: [],
      status: sql`CASE WHEN ${emailOutbox.status} = 'queued' THEN 'cancelled' ELSE ${emailOutbox.status} END`,
      lastError: sql`CASE WHEN ${emailOutbox.status} = 'queued' THEN ${'the visitor’s note was deleted'} ELSE ${emailOutbox.lastError} END`,
    })
    .where(
      and(
        eq(emailOutbox.kind, 'booking-owner-notice'),
        inArray(emailOutbox.bookingId, bookingIds),
        or(ne(emailOutbox.textBody, ''), ne(emailOutbox.htmlBody, '')),
      ),
    );
}
