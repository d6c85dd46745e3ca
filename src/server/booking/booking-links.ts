/**
 * The links a booking's visitor holds: its own page, and the pages to move or cancel it, signed
 * with the server's key so nobody reaches a booking by guessing its reference. A link names one
 * purpose; a token for one never opens another. A change link is also bound to the booking's
 * version (its id and SEQUENCE): once the booking moves or is cancelled, the sequence is raised
 * and the links of the earlier version open nothing; the pages also refuse them from the
 * session's start (bookings.ts's booking row holds it), so they expire with the session.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { BOOKING_PAGES } from '../../i18n/routes.ts';
import type { BookingChangePurpose } from '../../lib/booking.ts';

export type BookingLinkPurpose = 'view';

/** 128 bits of HMAC-SHA256 over a purpose and what it is bound to, in base64url. */
function sign(key: string, purpose: BookingLinkPurpose | BookingChangePurpose, subject: string): string {
  return createHmac('sha256', key).update(`booking:${purpose}:${subject}`).digest('base64url').slice(0, 22);
}

/** True when `given` is `expected` (compared in constant time). */
function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of one purpose for one booking. */
export function bookingToken(key: string, purpose: BookingLinkPurpose, reference: string): string {
  return sign(key, purpose, reference);
}

/** True when `token` is the one of this purpose for this booking (compared in constant time). */
export function isBookingToken(key: string, purpose: BookingLinkPurpose, reference: string, token: string): boolean {
  return same(bookingToken(key, purpose, reference), token);
}

/** The version of a booking a change link is bound to. */
export interface BookingVersion {
  id: number;
  sequence: number;
}

/** The token to move or cancel one version of a booking. */
export function changeToken(key: string, purpose: BookingChangePurpose, version: BookingVersion): string {
  return sign(key, purpose, `${version.id}:${version.sequence}`);
}

/**
 * Which version of the booking `token` was made for: its current one, an earlier one (a link used
 * already, or from an older mail), or none (not a token of ours for this purpose and booking).
 */
export function changeTokenVersion(
  key: string,
  purpose: BookingChangePurpose,
  current: BookingVersion,
  token: string,
): 'current' | 'earlier' | 'none' {
  if (same(changeToken(key, purpose, current), token)) return 'current';
  for (let sequence = current.sequence - 1; sequence >= 0; sequence--)
    if (same(changeToken(key, purpose, { id: current.id, sequence }), token)) return 'earlier';
  return 'none';
}

/** The booking's own page, in the visitor's language (a path; the mails make it absolute). */
export function bookedPagePath(key: string, reference: string, locale: Locale): string {
  const query = new URLSearchParams({ reference, token: bookingToken(key, 'view', reference) });
  return `${localizePath(BOOKING_PAGES.booked, locale)}?${query}`;
}

/** The page that moves (`change`) or cancels the current version of a booking, in the visitor's language. */
export function changePagePath(
  key: string,
  purpose: BookingChangePurpose,
  booking: BookingVersion & { reference: string },
  locale: Locale,
): string {
  const query = new URLSearchParams({ reference: booking.reference, token: changeToken(key, purpose, booking) });
  const page = purpose === 'reschedule' ? BOOKING_PAGES.change : BOOKING_PAGES.cancel;
  return `${localizePath(page, locale)}?${query}`;
}

/**
 * What a mail offers to move or cancel the booking's current version, as absolute addresses in
 * the visitor's language, and `until` when the visitor may (the owner's cut-off).
 */
export function mailChangeLinks(
  key: string,
  booking: BookingVersion & { reference: string; locale: Locale },
  siteUrl: string,
  until: Date,
): { reschedule: string; cancel: string; until: Date } {
  const link = (purpose: BookingChangePurpose) =>
    new URL(changePagePath(key, purpose, booking, booking.locale), siteUrl).href;
  return { reschedule: link('reschedule'), cancel: link('cancel'), until };
}
