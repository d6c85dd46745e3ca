import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { bookedSession, TEST_PIX_RECEIVER, testSessionContext } from '../testing/booked-session.ts';
import { TEST_SITE_URL } from '../testing/fixtures.ts';
import { bookingInvitation, invitationAttachment, invitationUid } from './invitation.ts';
import { bookingPixCode } from './pix.ts';
import type { BookedSession } from './session-details.ts';

const RECEIVER = TEST_PIX_RECEIVER;
const CONTEXT = testSessionContext();

/** A paid session booked from Rome, awaiting its payment. */
const booked = (change: Partial<BookedSession> = {}) =>
  bookedSession({ locale: 'it', timeZone: 'Europe/Rome', ...change });

/** The calendar read back as a calendar program reads it: its method, and its one event. */
function parsed(ics: string) {
  const calendar = nodeIcal.sync.parseICS(ics);
  const events = Object.values(calendar).filter((component): component is VEvent => component?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { method: calendar.vcalendar?.method, event: events[0] as VEvent };
}

/** A moment as iCalendar writes it in UTC: 20261201T130000Z. */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('bookingInvitation', () => {
  it('invites the visitor to one event in UTC, with a stable UID and the booking’s sequence', () => {
    const booking = booked({ sequence: 3 });
    const ics = bookingInvitation(booking, CONTEXT, 'request');
    const { method, event } = parsed(ics);
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(invitationUid(booking.reference, TEST_SITE_URL));
    expect(event.uid).toBe(`${booking.reference}@${new URL(TEST_SITE_URL).host}`);
    expect(event.sequence).toBe(3);
    expect(event.status).toBe('CONFIRMED');
    expect(event.start.getTime()).toBe(booking.startsAt.getTime());
    expect(event.end?.getTime()).toBe(booking.endsAt.getTime());
    expect(ics).toContain(`DTSTART:${utc(booking.startsAt)}`);
    expect(ics).toContain(`DTEND:${utc(booking.endsAt)}`);
  });

  it('names the session in the visitor’s language, where it is, and the owner and the visitor', () => {
    const booking = booked();
    const { event } = parsed(bookingInvitation(booking, CONTEXT, 'request'));
    expect(event.summary).toBe(`${CONTEXT.serviceTitle('it')} — ${site.brandName}`);
    expect(event.location).toBe(site.videoCallUrl);
    const organizer = event.organizer;
    expect(typeof organizer === 'object' && organizer.val.toLowerCase()).toBe(`mailto:${site.contactEmail}`);
    const attendee = [event.attendee].flat()[0];
    if (typeof attendee !== 'object') throw new Error('the attendee has no parameters');
    expect(attendee.val.toLowerCase()).toBe(`mailto:${booking.email}`);
    expect(attendee.params).toMatchObject({ RSVP: false, CN: booking.name, PARTSTAT: 'ACCEPTED' });

    const inPerson = parsed(bookingInvitation(booking, { ...CONTEXT, mode: 'in-person' }, 'request'));
    expect(inPerson.event.location).toBe(site.sessionAddress);
    const forOwner = parsed(bookingInvitation(booking, CONTEXT, 'request', 'pt'));
    expect(forOwner.event.summary).toBe(`${CONTEXT.serviceTitle('pt')} — ${site.brandName}`);
  });

  it('says the reference, how to pay and where to change it', () => {
    const fromBrazil = booked({ timeZone: 'America/Recife' });
    const description = String(parsed(bookingInvitation(fromBrazil, CONTEXT, 'request')).event.description);
    expect(description).toContain(fromBrazil.reference);
    expect(description).toContain(bookingPixCode(fromBrazil, RECEIVER));
    expect(description).toContain(CONTEXT.manageUrl);

    const fromRome = String(parsed(bookingInvitation(booked(), CONTEXT, 'request')).event.description);
    expect(fromRome).not.toContain('br.gov.bcb.pix');
  });

  it('cancels the same event with a higher sequence', () => {
    const booking = booked({ sequence: 1 });
    const first = parsed(bookingInvitation(booking, CONTEXT, 'request'));
    const cancelled = { ...booking, status: 'cancelled' as const, sequence: booking.sequence + 1 };
    const ics = bookingInvitation(cancelled, CONTEXT, 'cancel');
    const cancel = parsed(ics);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.status).toBe('CANCELLED');
    expect(cancel.event.uid).toBe(first.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(first.event.sequence ?? 0);
    expect(cancel.event.start.getTime()).toBe(first.event.start.getTime());
    expect(String(cancel.event.description)).not.toContain(CONTEXT.manageUrl);
  });
});

describe('invitationAttachment', () => {
  it('is a text/calendar file whose type names its method', () => {
    const ics = bookingInvitation(booked(), CONTEXT, 'cancel');
    const file = invitationAttachment(ics, 'cancel');
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(Buffer.from(file.content, 'base64').toString('utf8')).toBe(ics);
    expect(invitationAttachment(ics, 'request').contentType).toMatch(/method=REQUEST$/);
  });
});
