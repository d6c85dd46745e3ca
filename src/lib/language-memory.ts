import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.ts';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './language-detection.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

function readCookie(name: string): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Keeps the cookie and localStorage copies of the visitor's language in step (the server sets the
 * cookie on `?lng=` and on first-visit detection). When only localStorage remembers a language,
 * the cookie is restored and an English page moves to that language, via the page's own hreflang link.
 */
export function rememberLanguage(): void {
  try {
    const cookie = readCookie(LANGUAGE_COOKIE);
    if (isLocale(cookie)) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, cookie);
      return;
    }
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (!isLocale(stored)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
    document.cookie = `${LANGUAGE_COOKIE}=${stored}; path=/; max-age=${ONE_YEAR}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
    const pageLocale = document.documentElement.dataset.locale;
    if (pageLocale !== DEFAULT_LOCALE || stored === DEFAULT_LOCALE) return;
    const target = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${stored}"]`);
    if (target) location.replace(new URL(target.href).pathname + location.hash);
  } catch {
    // Storage can be blocked (private modes, strict settings): the page still works in its own language.
  }
}
