/**
 * A booked session's calendar invitation (iCalendar, RFC 5545, sent as iTIP, RFC 5546): one event
 * whose UID stays the booking's for its whole life, so a change or a cancellation updates the
 * event a calendar already holds instead of adding another; its SEQUENCE (bookings.sequence,
 * raised on every change) tells calendars which version is newer.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import type { MailAttachment } from '../db/schema.ts';
import { type BookedSession, type SessionContext, sessionLocation, sessionPayment } from './session-details.ts';

/** REQUEST: a new or changed session; CANCEL: a cancelled one. */
export type InvitationMethod = 'request' | 'cancel';

/** The event's UID: the booking's reference at the site's host, the same in every version. */
export function invitationUid(reference: string, siteUrl: string): string {
  return `${reference}@${new URL(siteUrl).host}`;
}

/** One version of a session's event, its texts already in the visitor's language. */
export interface SessionInvitation {
  uid: string;
  sequence: number;
  method: InvitationMethod;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** The invitation as an iCalendar file: one VEVENT, its times in UTC. */
export function calendarInvitation(invitation: SessionInvitation): string {
  const cancel = invitation.method === 'cancel';
  const calendar = ical({
    prodId: { company: site.brandName, product: 'Booking', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: invitation.start,
    end: invitation.end,
    summary: invitation.summary,
    location: invitation.location,
    description: invitation.description,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invitation.organizer,
    // The visitor chose the time: nothing to answer (RSVP false), and already accepted.
    attendees: [
      {
        ...invitation.attendee,
        rsvp: false,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}

/**
 * What the invitation's description says: the reference, how to pay (while that is still to do)
 * and where to change or cancel; a cancellation only names the reference.
 */
function invitationDescription(
  booking: BookedSession,
  context: SessionContext,
  method: InvitationMethod,
  locale: Locale,
): string {
  const t = getMessages(locale).bookingMail;
  const lines = [`${t.labelReference}: ${booking.reference}`];
  if (method === 'cancel') return lines.join('\n');
  const payment = sessionPayment(booking, context, locale);
  if (payment.kind === 'pix')
    lines.push(format(t.payPix, { price: payment.price }), `${t.pixCodeLabel}: ${payment.code}`);
  if (payment.kind === 'later') lines.push(format(t.payLater, { price: payment.price }));
  if (context.manageUrl) lines.push(`${t.manageButton}: ${context.manageUrl}`);
  return lines.join('\n\n');
}

/**
 * A booking's invitation, in its visitor's language unless told (the owner's copy is in hers): the
 * owner organizes, the visitor attends.
 */
export function bookingInvitation(
  booking: BookedSession,
  context: SessionContext,
  method: InvitationMethod,
  locale: Locale = booking.locale,
): string {
  return calendarInvitation({
    uid: invitationUid(booking.reference, context.siteUrl),
    sequence: booking.sequence,
    method,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `${context.serviceTitle(locale)} — ${site.brandName}`,
    location: sessionLocation(context.mode),
    description: invitationDescription(booking, context, method, locale),
    organizer: { name: site.authorName, email: site.contactEmail },
    attendee: { name: booking.name, email: booking.email },
  });
}

/**
 * The invitation as a mail's file. Attached rather than given as the message's text/calendar
 * alternative (nodemailer's icalEvent): with an inline image beside it some mail programs show a
 * blank message (nodemailer's own warning); an attached .ics is opened by every calendar, and
 * the method in its type lets mail programs that read it offer to add or remove the event.
 */
export function invitationAttachment(ics: string, method: InvitationMethod): MailAttachment {
  return {
    filename: method === 'cancel' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
    content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}
