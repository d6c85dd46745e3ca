import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import { dateTimeFormat, numberFormat } from './intl.ts';

/** A price as the page's language writes it (`$97`, `US$ 97`). */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return numberFormat(HTML_LANG[locale], {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** Items joined as the language writes a list: "a, b and c", "a, b e c". */
export function formatList(items: string[], locale: Locale): string {
  return new Intl.ListFormat(HTML_LANG[locale], { type: 'conjunction' }).format(items);
}

/** Languages by their codes, named and listed in `locale`: "Portuguese, English and Spanish". */
export function formatLanguages(codes: readonly string[], locale: Locale): string {
  const names = new Intl.DisplayNames([HTML_LANG[locale]], { type: 'language' });
  return formatList(
    codes.map((code) => names.of(code) ?? code),
    locale,
  );
}

/** A date as the page's language writes it (`May 5, 2025`, `5 de maio de 2025`). */
export function formatDate(date: Date, locale: Locale): string {
  return dateTimeFormat(HTML_LANG[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Cuts a title to `max` characters plus an ellipsis (the sitemap page cuts post titles at 40). */
export function truncateTitle(title: string, max = 40): string {
  return title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;
}
