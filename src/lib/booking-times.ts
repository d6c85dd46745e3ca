/**
 * Booking times as people read them: in their language and their time zone, grouped by their
 * days. Shared by the booking pages (server) and the calendar island (browser), so both agree.
 */
import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import type { FreeSlot } from './booking.ts';
import { dateTimeFormat } from './intl.ts';

/**
 * Time zones offered when the browser does not tell its own (no JavaScript): Brazil's, and those
 * of the countries most visitors abroad come from. Any other valid zone works in the address.
 */
export const COMMON_TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Rio_Branco',
  'America/Noronha',
  'America/Argentina/Buenos_Aires',
  'America/Santiago',
  'America/Bogota',
  'America/Mexico_City',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
] as const;

/**
 * True for a zone the time-zone database knows: a browser may report one the server does not, and
 * an address or a form may name any.
 */
export function isKnownTimeZone(timeZone: string | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A zone's name in the visitor's language ("Brasília Standard Time", "Horário de Brasília"), as it is called `at`. */
export function timeZoneName(timeZone: string, locale: Locale, at: Date = new Date()): string {
  const parts = dateTimeFormat(HTML_LANG[locale], { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Monday, 7 December 2026 at 09:00" in the visitor's language and zone. */
export function sessionTime(instant: string, locale: Locale, timeZone: string): string {
  return dateTimeFormat(HTML_LANG[locale], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

/** "09:00" in the visitor's language and zone. */
export function clockTime(instant: string, locale: Locale, timeZone: string): string {
  return dateTimeFormat(HTML_LANG[locale], { timeStyle: 'short', timeZone }).format(new Date(instant));
}

/** The day an instant falls on in a zone, YYYY-MM-DD. */
export function dayOf(instant: string, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    new Date(instant),
  );
}

/** A day (YYYY-MM-DD) at noon UTC: formatted in UTC it is the day itself, and sums of days never cross a clock change. */
export const noonOf = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** Today in a zone, YYYY-MM-DD. */
export const todayIn = (timeZone: string): string => dayOf(new Date().toISOString(), timeZone);

/** "Monday, 7 December" in the visitor's language. */
export function dayHeading(day: string, locale: Locale): string {
  return dateTimeFormat(HTML_LANG[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    noonOf(day),
  );
}

/** Free times grouped by the visitor's days, in order. */
export function slotsByDay(slots: readonly FreeSlot[], timeZone: string): { day: string; slots: FreeSlot[] }[] {
  const days = new Map<string, FreeSlot[]>();
  for (const slot of slots) {
    const day = dayOf(slot.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** A day some days after another, YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = noonOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
