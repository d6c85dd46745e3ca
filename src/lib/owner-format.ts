import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import { dateTimeFormat, numberFormat } from './intl.ts';

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

/** A day as the owner reads it ("27 de novembro de 2026"): where she is, whoever reads it. */
export function ownerDate(date: Date, locale: Locale): string {
  return dateTimeFormat(HTML_LANG[locale], { dateStyle: 'long', timeZone: OWNER_TIME_ZONE }).format(date);
}

/** A count in the owner's language ("1.234" in Portuguese). */
export function ownerNumber(count: number, locale: Locale): string {
  return numberFormat(HTML_LANG[locale]).format(count);
}

/** A share from 0 to 1 as the owner's language writes it ("50 %" in Spanish, "50%" in English). */
export function ownerPercent(share: number, locale: Locale): string {
  return numberFormat(HTML_LANG[locale], { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A calendar day ("2026-11-27") as a short label in the owner's language ("27 nov"). */
export function ownerDayLabel(day: string, locale: Locale): string {
  return dateTimeFormat(HTML_LANG[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
