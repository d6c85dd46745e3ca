import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales.ts';
import { splitLocale } from '../../i18n/paths.ts';
import { detectLanguage, isCrawler, LANGUAGE_COOKIE } from '../../lib/language-detection.ts';
import type { SiteIndex } from './site-manifest.ts';

/** What the language step decided for one request. */
export type LanguageDecision = { action: 'none' } | { action: 'redirect'; location: string; remember?: Locale };

/** The request facts the decision needs. */
export interface LanguageRequest {
  path: string;
  search: URLSearchParams;
  cookieHeader?: string;
  acceptLanguage?: string;
  userAgent?: string;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/**
 * Whether a visit to `path` may be sent to another language by its browser's languages or cookie:
 * an English (unprefixed) page of the site, nothing else. Such an answer varies on those headers.
 */
export function followsBrowserLanguage(path: string, site: SiteIndex): boolean {
  return splitLocale(path).locale === DEFAULT_LOCALE && site.isPage(path);
}

/**
 * `?lng=xx` moves to the same page in that language and remembers the choice; a first visit to an
 * English (unprefixed) page follows the cookie, then the browser's languages. Crawlers always get
 * the URL's own language, and prefixed URLs are never redirected (they are an explicit language).
 */
export function decideLanguage(request: LanguageRequest, site: SiteIndex): LanguageDecision {
  const chosen = request.search.get('lng');
  if (chosen !== null) {
    const rest = new URLSearchParams(request.search);
    rest.delete('lng');
    const query = rest.size > 0 ? `?${rest}` : '';
    if (!isLocale(chosen)) return { action: 'redirect', location: `${request.path}${query}` };
    return { action: 'redirect', location: `${site.pageIn(request.path, chosen)}${query}`, remember: chosen };
  }
  if (!followsBrowserLanguage(request.path, site)) return { action: 'none' };
  if (isCrawler(request.userAgent)) return { action: 'none' };
  const detected = detectLanguage({
    cookie: readCookie(request.cookieHeader, LANGUAGE_COOKIE),
    browser: request.acceptLanguage,
  });
  if (!detected || detected.locale === DEFAULT_LOCALE) return { action: 'none' };
  return {
    action: 'redirect',
    location: `${site.pageIn(request.path, detected.locale)}${request.search.size > 0 ? `?${request.search}` : ''}`,
    remember: detected.source === 'browser' ? detected.locale : undefined,
  };
}

/** The cookie that remembers a language for a year (readable by the page, like i18next's). */
export function languageCookie(locale: Locale, { secure = false } = {}): string {
  // Not HttpOnly: the page's script reads and writes it too (src/lib/language-memory.ts).
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
