import { isLocale, LOCALES, type Locale } from '../i18n/locales.ts';

/** The name of the cookie and of the localStorage key that remember a visitor's language. */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** What a request or a browser can tell about the visitor's language. */
export interface LanguageSignals {
  /** `?lng=` of the URL. */
  query?: string | null;
  /** The `i18next` cookie. */
  cookie?: string | null;
  /** localStorage `i18nextLng` (browser only). */
  stored?: string | null;
  /** `Accept-Language` header, or `navigator.languages` joined by commas. */
  browser?: string | null;
}

/** Where a detected language came from; `query` and `cookie` are explicit choices. */
export type LanguageSource = 'query' | 'cookie' | 'stored' | 'browser';

/**
 * The detection order: query `lng`, cookie `i18next`, localStorage `i18nextLng`, then the
 * browser's languages by prefix (`pt-BR` → `pt`); the first that names a site language wins.
 * Null when nothing matches. Which part runs on the server and which in the browser:
 * docs/decisions.md, "Language detection split between server and browser".
 */
export function detectLanguage(signals: LanguageSignals): { locale: Locale; source: LanguageSource } | null {
  const ordered: [LanguageSource, string | null | undefined][] = [
    ['query', signals.query],
    ['cookie', signals.cookie],
    ['stored', signals.stored],
  ];
  for (const [source, value] of ordered) {
    const locale = value?.trim().toLowerCase();
    if (isLocale(locale)) return { locale, source };
  }
  const fromBrowser = preferredBrowserLocale(signals.browser);
  return fromBrowser ? { locale: fromBrowser, source: 'browser' } : null;
}

/**
 * The site language the browser prefers most, from an Accept-Language value
 * (`pt-BR,pt;q=0.9,en;q=0.8`): highest q first, compared by language prefix.
 */
export function preferredBrowserLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { prefix: tag.split('-')[0]?.toLowerCase() ?? '', weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.prefix));
  return match && isLocale(match.prefix) ? match.prefix : null;
}

/** Common crawlers: they always get the URL's own language, never a redirect. */
const CRAWLER = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview|chrome-lighthouse/i;

/** True for search engines, link previewers and audit tools. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
