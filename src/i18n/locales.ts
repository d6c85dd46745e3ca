/**
 * The one list of languages. Astro's config, the switcher, hreflang, the sitemap,
 * the server's language detection and the tests all read it from here.
 */
export const LOCALES = ['en', 'pt', 'es', 'it'] as const;

/** A language code the site is published in. */
export type Locale = (typeof LOCALES)[number];

/** English lives at `/`; the other languages under `/{code}/`. Also the fallback language. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The value of `<html lang>` and `og:locale` per language (Brazilian Portuguese, not European). */
export const HTML_LANG: Record<Locale, string> = {
  en: 'en',
  pt: 'pt-BR',
  es: 'es',
  it: 'it',
};

/** Open Graph locale tags (`og:locale`). */
export const OG_LOCALE: Record<Locale, string> = {
  en: 'en_US',
  pt: 'pt_BR',
  es: 'es_ES',
  it: 'it_IT',
};

/** Each language's name written in that language, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  it: 'Italiano',
};

/** True when `value` is one of the site's language codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
