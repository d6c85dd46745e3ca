/**
 * Unpaid bookings released, their visitor told first. A paid session still awaiting its payment
 * `unpaidReleaseHours` after it was booked is released: its time is free again (only bookings
 * that hold their time are kept apart), the visitor gets the calendar's cancellation, the owner a
 * notice. The rule, in full:
 *
 * - Its deadline is `unpaidReleaseHours` after booking, or `changeCutoffHours` before the session
 *   when that comes first: a session booked shortly before it is settled by the cut-off, when a
 *   visitor could no longer cancel it, while someone else can still take the time.
 * - `releaseNoticeHours` before the deadline the visitor is warned, once (release_notice_sent_at),
 *   with the deadline and how to pay. A booking is never released less than `releaseNoticeHours`
 *   after its warning: a warning sent late (a deadline that came soon after booking, or a server
 *   that was down) pushes the release later, and the warning names that later time.
 * - Never at or after the session's start: a booking whose warning could not come
 *   `releaseNoticeHours` before the start is neither warned nor released; the owner settles it
 *   (she may be paid at the session, or cancel it herself).
 * - A booking paid (or cancelled) in between is no longer awaiting payment: nothing happens to it.
 */
import { and, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { queueBookingRelease, queueReleaseNotice } from './booking-mail.ts';
import type { BookingPolicy } from './booking-rules.ts';
import { claimDue, hours, inBatches, instant } from './scheduled-sql.ts';
import type { BookingRow, ContextOf } from './session-context.ts';

type ReleasePolicy = Pick<BookingPolicy, 'unpaidReleaseHours' | 'releaseNoticeHours' | 'changeCutoffHours'>;

const HOUR = 3_600_000;

/** The booking's deadline as SQL: hours after booking, or the cut-off before the session if sooner. */
function deadline(policy: ReleasePolicy): SQL {
  return sql`least(${bookings.createdAt} + ${hours(policy.unpaidReleaseHours)}, ${bookings.startsAt} - ${hours(policy.changeCutoffHours)})`;
}

/** When a booking warned at `noticeAt` is released: its deadline, or a full notice after the warning. */
export function releaseTime(row: Pick<BookingRow, 'createdAt' | 'startsAt'>, noticeAt: Date, policy: ReleasePolicy) {
  const due = Math.min(
    row.createdAt.getTime() + policy.unpaidReleaseHours * HOUR,
    row.startsAt.getTime() - policy.changeCutoffHours * HOUR,
  );
  return new Date(Math.max(due, noticeAt.getTime() + policy.releaseNoticeHours * HOUR));
}

/** Unpaid bookings whose warning is due at `now` (and could still come a full notice before the session). */
export function releaseNoticeDue(now: Date, policy: ReleasePolicy): SQL | undefined {
  return and(
    eq(bookings.status, 'awaiting_payment'),
    isNull(bookings.releaseNoticeSentAt),
    lte(sql`${deadline(policy)} - ${hours(policy.releaseNoticeHours)}`, instant(now)),
    gt(bookings.startsAt, sql`${instant(now)} + ${hours(policy.releaseNoticeHours)}`),
  );
}

/** Unpaid bookings to release at `now`: warned a full notice ago, past their deadline, not yet begun. */
export function releaseDue(now: Date, policy: ReleasePolicy): SQL | undefined {
  return and(
    eq(bookings.status, 'awaiting_payment'),
    isNotNull(bookings.releaseNoticeSentAt),
    lte(sql`${bookings.releaseNoticeSentAt} + ${hours(policy.releaseNoticeHours)}`, instant(now)),
    lte(deadline(policy), instant(now)),
    gt(bookings.startsAt, instant(now)),
  );
}

/** Queues every release warning due at `now`; returns how many. */
export function sendDueReleaseNotices(
  db: Database,
  now: Date,
  policy: ReleasePolicy,
  contextOf: ContextOf,
): Promise<number> {
  return inBatches(db, async (tx) => {
    const claimed = await claimDue(tx, releaseNoticeDue(now, policy), { releaseNoticeSentAt: now });
    for (const row of claimed) await queueReleaseNotice(tx, row, contextOf(row), releaseTime(row, now, policy));
    return claimed.length;
  });
}

/** Releases every unpaid booking due at `now`, with its mails; returns how many. */
export function releaseDueBookings(
  db: Database,
  now: Date,
  policy: ReleasePolicy,
  contextOf: ContextOf,
): Promise<number> {
  return inBatches(db, async (tx) => {
    const claimed = await claimDue(tx, releaseDue(now, policy), {
      status: 'released',
      cancelledBy: 'release',
      cancelledAt: now,
      updatedAt: now,
      // A newer version of the calendar's event: its cancellation.
      sequence: sql`${bookings.sequence} + 1`,
    });
    for (const row of claimed) await queueBookingRelease(tx, row, contextOf(row));
    return claimed.length;
  });
}
