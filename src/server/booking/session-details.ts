/**
 * A booked session as its mails and its calendar invitation say it, in a reader's language: what,
 * when (in the reader's time zone and the other one), where, the price and how to pay.
 */
import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import type { SessionMode } from '../../lib/booking.ts';
import { timeZoneName } from '../../lib/booking-times.ts';
import { formatPrice } from '../../lib/format.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import type { bookings } from '../db/schema.ts';
import { bookingPixCode, type PixReceiver, siteReceiver } from './pix.ts';

/** What the mails read from a booking's row. */
export type BookedSession = Pick<
  typeof bookings.$inferSelect,
  | 'id'
  | 'reference'
  | 'status'
  | 'startsAt'
  | 'endsAt'
  | 'name'
  | 'email'
  | 'phone'
  | 'note'
  | 'locale'
  | 'timeZone'
  | 'priceCents'
  | 'currency'
  | 'sequence'
>;

/** What the caller knows of a booking that its row does not hold. */
export interface SessionContext {
  /** The site's public address, for links and the invitation's UID. */
  siteUrl: string;
  /** The service's title in a language (the caller reads the services' content). */
  serviceTitle: (locale: Locale) => string;
  /** Online (the video-call address) or in person (the address in the owner's city). */
  mode: SessionMode;
  /** The owner's time zone, as her booking rules have it. */
  ownerTimeZone: string;
  /** Where the visitor changes or cancels the booking; without it the mails offer no link. */
  manageUrl?: string;
  /**
   * The visitor's signed links to move or cancel the session themselves, and until when they may
   * (the owner's cut-off); the confirmation, the reminder and a move's mail offer them.
   */
  changeLinks?: { reschedule: string; cancel: string; until: Date };
  /** The booking page, offered in a cancellation's mail to book another time. */
  rebookUrl?: string;
  /** What a visitor outside Brazil was shown instead of the price in reais. */
  priceAbroad?: { amount: number; currency: string };
  /** Who Pix payments go to; src/config/site.ts's owner unless a test says otherwise. */
  pixReceiver?: PixReceiver | null;
}

/**
 * Brazil's time zones (IANA, with the old names browsers may still report). A visitor whose own is
 * one of them is taken to have a Brazilian bank and pay by Pix; anyone else pays at the session or
 * by a link the owner sends, since Pix needs a Brazilian account.
 */
const BRAZIL_TIME_ZONES = new Set([
  'America/Araguaina',
  'America/Bahia',
  'America/Belem',
  'America/Boa_Vista',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Eirunepe',
  'America/Fortaleza',
  'America/Maceio',
  'America/Manaus',
  'America/Noronha',
  'America/Porto_Acre',
  'America/Porto_Velho',
  'America/Recife',
  'America/Rio_Branco',
  'America/Santarem',
  'America/Sao_Paulo',
  'Brazil/Acre',
  'Brazil/DeNoronha',
  'Brazil/East',
  'Brazil/West',
]);

/** True for a time zone in Brazil. */
export function isBrazilianTimeZone(timeZone: string): boolean {
  return BRAZIL_TIME_ZONES.has(timeZone);
}

/** How a session is paid, as its mails say it. */
export type SessionPayment =
  | { kind: 'free' }
  | { kind: 'paid'; price: string }
  /** Awaiting payment by the Pix code (its "copia e cola" text). */
  | { kind: 'pix'; price: string; code: string }
  /** Awaiting payment at the session or by a link the owner sends: abroad, or no Pix key. */
  | { kind: 'later'; price: string };

/** The session's price and how it is paid, for a reader in `locale`. */
export function sessionPayment(booking: BookedSession, context: SessionContext, locale: Locale): SessionPayment {
  if (!booking.priceCents || !booking.currency) return { kind: 'free' };
  const inBrazil = isBrazilianTimeZone(booking.timeZone);
  const price =
    !inBrazil && context.priceAbroad
      ? formatPrice(context.priceAbroad.amount, context.priceAbroad.currency, locale)
      : formatPrice(booking.priceCents / 100, booking.currency, locale);
  if (booking.status === 'paid') return { kind: 'paid', price };
  // null is an owner without a Pix key; only a receiver not given at all falls back to site.ts's.
  const receiver = context.pixReceiver === undefined ? siteReceiver() : context.pixReceiver;
  const code = inBrazil ? bookingPixCode(booking, receiver) : null;
  return code ? { kind: 'pix', price, code } : { kind: 'later', price };
}

/** The session's day in a zone, short enough for a subject ("Tuesday, 1 December"). */
export function sessionDay(booking: BookedSession, locale: Locale, timeZone: string): string {
  return dateTimeFormat(HTML_LANG[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
    booking.startsAt,
  );
}

/** When the session is in a zone, with the zone's name: "Tuesday, 1 December 2026, 14:00–15:00 (…)". */
export function whenIn(booking: BookedSession, locale: Locale, timeZone: string): string {
  const range = dateTimeFormat(HTML_LANG[locale], { dateStyle: 'full', timeStyle: 'short', timeZone }).formatRange(
    booking.startsAt,
    booking.endsAt,
  );
  return format(getMessages(locale).bookingMail.timeInZone, {
    time: range,
    zone: timeZoneName(timeZone, locale, booking.startsAt),
  });
}

/**
 * When the session is for a reader in `zone`, and in `otherZone`, unless the clocks of both read
 * the same then (a visitor in São Paulo is told the time once).
 */
export function sessionWhen(booking: BookedSession, locale: Locale, zone: string, otherZone: string) {
  const clock = (timeZone: string) =>
    dateTimeFormat(HTML_LANG[locale], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(booking.startsAt);
  return {
    here: whenIn(booking, locale, zone),
    there: clock(zone) === clock(otherZone) ? null : whenIn(booking, locale, otherZone),
  };
}

/** Where the session happens, in words, and the address to open for an online one. */
export function sessionPlace(mode: SessionMode, locale: Locale): { text: string; url?: string } {
  const t = getMessages(locale).bookingMail;
  if (mode === 'online') {
    return { text: format(t.whereOnline, { url: site.videoCallUrl }), url: site.videoCallUrl };
  }
  return { text: format(t.whereInPerson, { city: site.city, address: site.sessionAddress }) };
}

/** The invitation's LOCATION: the call's address, or the street address. */
export function sessionLocation(mode: SessionMode): string {
  return mode === 'online' ? site.videoCallUrl : site.sessionAddress;
}
