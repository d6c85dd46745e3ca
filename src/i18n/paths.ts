import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.ts';

/**
 * Splits a URL path into its language and the path as English would have it.
 * `/pt/blog` → `{ locale: 'pt', path: '/blog' }`; `/blog` → `{ locale: 'en', path: '/blog' }`.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/**
 * The address the server answers a page at: no trailing slash, except a language's home
 * (`/about/` → `/about`, `/pt/about/` → `/pt/about`, `/pt` → `/pt/`). Astro's build gives
 * `Astro.url.pathname` with the slash of its folder output.
 */
export function canonicalPagePath(pathname: string): string {
  const { locale, path } = splitLocale(pathname);
  const trimmed = path.replace(/\/+$/, '');
  return localizePath(trimmed || '/', locale);
}

/**
 * The path of an unprefixed page in a language: `localizePath('/blog', 'pt')` → `/pt/blog`,
 * `localizePath('/', 'pt')` → `/pt/`. Hashes and queries are kept.
 */
export function localizePath(path: string, locale: Locale): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return locale === DEFAULT_LOCALE ? normalized : `/${locale}${normalized}`;
}

/** The same page in another language, for pages whose slug is the same in every language. */
export function switchLocale(pathname: string, target: Locale): string {
  return localizePath(splitLocale(pathname).path, target);
}

/** The `[...lang]` route parameter for a language: undefined for English (no prefix). */
export function langParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** The language from a `[...lang]` route parameter; unknown values fall back to English. */
export function localeFromParam(param: string | undefined): Locale {
  return isLocale(param) ? param : DEFAULT_LOCALE;
}

/** `getStaticPaths` entries for a page that exists once per language under `[...lang]`. */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { lang: langParam(locale) }, props: { locale } }));
}
