/**
 * The visitor's reminder, `reminderHours` before a session that holds its time (awaiting payment,
 * confirmed or paid), in their language, with where and when in both zones and, while unpaid, how
 * to pay. Sent once: the booking is claimed (reminder_sent_at set where it was empty) in the
 * transaction that queues the mail, so two servers, a retry or a restart never send a second one.
 *
 * A booking made inside the reminder window gets none: its confirmation, minutes old, says the
 * same. The window is counted from when it was booked (created_at), so a session moved to a time
 * within the window by its visitor is still reminded (the move clears reminder_sent_at).
 */

import { and, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { HOLDING_STATUSES } from '../../lib/booking.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { queueBookingReminder } from './booking-mail.ts';
import type { BookingPolicy } from './booking-rules.ts';
import { claimDue, hours, inBatches, instant } from './scheduled-sql.ts';
import type { ContextOf } from './session-context.ts';

/** The bookings whose reminder is due at `now`. */
export function reminderDue(now: Date, policy: Pick<BookingPolicy, 'reminderHours'>): SQL | undefined {
  const window = hours(policy.reminderHours);
  return and(
    inArray(bookings.status, HOLDING_STATUSES),
    isNull(bookings.reminderSentAt),
    gt(bookings.startsAt, instant(now)),
    lte(bookings.startsAt, sql`${instant(now)} + ${window}`),
    lte(bookings.createdAt, sql`${bookings.startsAt} - ${window}`),
  );
}

/** Queues every reminder due at `now`, a batch per transaction; returns how many. */
export function sendDueReminders(
  db: Database,
  now: Date,
  policy: Pick<BookingPolicy, 'reminderHours'>,
  contextOf: ContextOf,
): Promise<number> {
  return inBatches(db, async (tx) => {
    const claimed = await claimDue(tx, reminderDue(now, policy), { reminderSentAt: now });
    for (const row of claimed) await queueBookingReminder(tx, row, contextOf(row));
    return claimed.length;
  });
}
