/**
 * A booked session's mails written to the outbox, which email/outbox-sender.ts sends: for a new
 * booking, a reminder, a cancellation, and an unpaid booking's warning and release. Composed by
 * booking-mail-compose.ts; each row names its booking, so the booking's waiting mail can be
 * cancelled when it changes.
 */
import { eq } from 'drizzle-orm';
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Database, Transaction } from '../db/client.ts';
import { emailOutbox, type MailKind } from '../db/schema.ts';
import type { ComposedMail } from '../email/compose.ts';
import { cancelWaitingMail } from '../email/waiting-mail.ts';
import {
  composeOwnerNotice,
  composeVisitorMail,
  OWNER_MAIL_LOCALE,
  type OwnerNoticeEvent,
  type VisitorMailKind,
} from './booking-mail-compose.ts';
import type { BookedSession, SessionContext } from './session-details.ts';

/** A composed mail and where it goes. */
interface OutgoingMail {
  kind: MailKind;
  to: string;
  locale: Locale;
  mail: ComposedMail;
}

/** Writes the booking's mails to the outbox in one statement (inside the caller's transaction, if given one). */
async function enqueue(db: Database | Transaction, booking: BookedSession, mails: OutgoingMail[]) {
  await db.insert(emailOutbox).values(
    mails.map(({ kind, to, locale, mail }) => ({
      kind,
      bookingId: booking.id,
      toAddress: to,
      locale,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers,
      attachments: mail.attachments ?? [],
    })),
  );
}

/** The visitor's mail of a kind and the owner's notice of an event, composed. */
async function visitorAndOwner(
  kind: VisitorMailKind,
  event: OwnerNoticeEvent,
  booking: BookedSession,
  context: SessionContext,
): Promise<OutgoingMail[]> {
  return [
    {
      // The outbox's kinds (migration 0015) have no 'released': a release is the booking's cancellation.
      kind: kind === 'released' ? 'booking-cancellation' : `booking-${kind as 'confirmation' | 'cancellation'}`,
      to: booking.email,
      locale: booking.locale,
      mail: await composeVisitorMail(kind, booking, context),
    },
    {
      kind: 'booking-owner-notice',
      to: site.contactEmail,
      locale: OWNER_MAIL_LOCALE,
      mail: composeOwnerNotice(event, booking, context),
    },
  ];
}

/**
 * Queues a new booking's mails: the visitor's confirmation and the owner's notice. Give it the
 * booking's transaction, and the mails commit with the booking or not at all.
 */
export async function queueBookingConfirmation(
  db: Database | Transaction,
  booking: BookedSession,
  context: SessionContext,
): Promise<void> {
  await enqueue(db, booking, await visitorAndOwner('confirmation', 'booked', booking, context));
}

/** Queues the visitor's reminder of a session (the caller chooses when: about a day before). */
export async function queueBookingReminder(
  db: Database | Transaction,
  booking: BookedSession,
  context: SessionContext,
): Promise<void> {
  const mail = await composeVisitorMail('reminder', booking, context);
  await enqueue(db, booking, [{ kind: 'booking-reminder', to: booking.email, locale: booking.locale, mail }]);
}

/**
 * Queues a moved booking's mails: the visitor's new confirmation (METHOD:REQUEST with the same
 * UID, so calendars move the event) and the owner's notice, after cancelling the booking's mail
 * still waiting (a reminder of the old time). `booking` has its new times and raised sequence.
 * The outbox's kinds (migration 0015) have no 'change': the visitor's is a confirmation.
 */
export async function queueBookingChange(
  db: Database | Transaction,
  booking: BookedSession,
  context: SessionContext,
): Promise<void> {
  const mails: OutgoingMail[] = [
    {
      kind: 'booking-confirmation',
      to: booking.email,
      locale: booking.locale,
      mail: await composeVisitorMail('change', booking, context),
    },
    {
      kind: 'booking-owner-notice',
      to: site.contactEmail,
      locale: OWNER_MAIL_LOCALE,
      mail: composeOwnerNotice('moved', booking, context),
    },
  ];
  await db.transaction(async (tx) => {
    await cancelWaitingMail(tx, eq(emailOutbox.bookingId, booking.id), 'the booking was moved');
    await enqueue(tx, booking, mails);
  });
}

/**
 * Queues a cancelled booking's mails (the visitor's, the owner's notice), after cancelling the
 * booking's mail still waiting: a reminder or a confirmation that has not gone out yet no longer
 * should. `booking.sequence` must already be raised, so calendars take the cancellation as newer.
 */
export async function queueBookingCancellation(
  db: Database | Transaction,
  booking: BookedSession,
  context: SessionContext,
): Promise<void> {
  const mails = await visitorAndOwner('cancellation', 'cancelled', booking, context);
  await db.transaction(async (tx) => {
    await cancelWaitingMail(tx, eq(emailOutbox.bookingId, booking.id), 'the booking was cancelled');
    await enqueue(tx, booking, mails);
  });
}

/**
 * Queues the visitor's warning that their unpaid booking is released at `deadline` unless the
 * payment arrives first, with how to pay. The outbox's kinds (migration 0015) name it a reminder.
 */
export async function queueReleaseNotice(
  db: Database | Transaction,
  booking: BookedSession,
  context: SessionContext,
  deadline: Date,
): Promise<void> {
  const mail = await composeVisitorMail('release-notice', booking, context, deadline);
  await enqueue(db, booking, [{ kind: 'booking-reminder', to: booking.email, locale: booking.locale, mail }]);
}

/**
 * Queues a released booking's mails (the visitor's, with the calendar's cancellation, and the
 * owner's notice) after cancelling its mail still waiting, as a cancellation does. `booking.sequence`
 * must already be raised.
 */
export async function queueBookingRelease(
  db: Database | Transaction,
  booking: BookedSession,
  context: SessionContext,
): Promise<void> {
  const mails = await visitorAndOwner('released', 'released', booking, context);
  await db.transaction(async (tx) => {
    await cancelWaitingMail(tx, eq(emailOutbox.bookingId, booking.id), 'the booking was released');
    await enqueue(tx, booking, mails);
  });
}
