/**
 * The languages an answer may come in, and each one's `lang` tag. The same values as `HTML_LANG`
 * in i18n/locales.ts (a unit test keeps them equal), copied because an island that imports
 * locales.ts at run time shares that module with the page's start-up script, which then becomes a
 * separate file instead of inline script and delays every page's first paint.
 */
import type { Locale } from '../../i18n/locales.ts';

/** The `lang` attribute of an answer in each language (Brazilian Portuguese, not European). */
export const ANSWER_LANG: Readonly<Record<Locale, string>> = { en: 'en', pt: 'pt-BR', es: 'es', it: 'it' };

/** True when `value` is a language code of the site (an answer's `meta`, a stored entry). */
export function isAnswerLanguage(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(ANSWER_LANG, value);
}
