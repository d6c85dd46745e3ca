/**
 * The links a booking's visitor holds: its own page (and, later, reschedule and cancel), signed
 * with the server's key so nobody reaches a booking by guessing its reference. A link names one
 * purpose; a token for one never opens another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { BOOKING_PAGES } from '../../i18n/routes.ts';

export type BookingLinkPurpose = 'view';

/** The token of one purpose for one booking: 128 bits of HMAC-SHA256, in base64url. */
export function bookingToken(key: string, purpose: BookingLinkPurpose, reference: string): string {
  return createHmac('sha256', key).update(`booking:${purpose}:${reference}`).digest('base64url').slice(0, 22);
}

/** True when `token` is the one of this purpose for this booking (compared in constant time). */
export function isBookingToken(key: string, purpose: BookingLinkPurpose, reference: string, token: string): boolean {
  const expected = Buffer.from(bookingToken(key, purpose, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The booking's own page, in the visitor's language (a path; the mails make it absolute). */
export function bookedPagePath(key: string, reference: string, locale: Locale): string {
  const query = new URLSearchParams({ reference, token: bookingToken(key, 'view', reference) });
  return `${localizePath(BOOKING_PAGES.booked, locale)}?${query}`;
}
