import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import { dateTimeFormat } from './intl.ts';

/** The owner's time zone: where the practice is (Brazil). */
export const OWNER_TIME_ZONE = 'America/Sao_Paulo';

/** A moment as the owner reads it: date and time in their language and time zone. */
export function ownerDateTime(date: Date, locale: Locale): string {
  return dateTimeFormat(HTML_LANG[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: OWNER_TIME_ZONE,
  }).format(date);
}

/** A calendar day ("2026-11-27") as a short label in the owner's language ("27 nov"). */
export function ownerDayLabel(day: string, locale: Locale): string {
  return dateTimeFormat(HTML_LANG[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
