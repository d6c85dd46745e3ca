import { readFileSync } from 'node:fs';
import type { Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { NEWSLETTER_PAGES } from '../../i18n/routes.ts';
import { giftAudioPath } from '../../lib/newsletter.ts';

/** The welcome gift in one language: its page, its audio and how long it lasts. */
export interface Gift {
  pagePath: string;
  audioPath: string;
  minutes: number;
}

const CONTENT = new URL('../../content/gift/', import.meta.url);

const cache = new Map<Locale, Gift>();

/** The gift for a language; its length comes from the transcript's `durationSeconds`. */
export function giftFor(locale: Locale): Gift {
  const cached = cache.get(locale);
  if (cached) return cached;
  const transcript = readFileSync(new URL(`${locale}.md`, CONTENT), 'utf8');
  const seconds = Number(/^durationSeconds:\s*(\d+)\s*$/m.exec(transcript)?.[1] ?? 0);
  const gift = {
    pagePath: localizePath(NEWSLETTER_PAGES.gift, locale),
    audioPath: giftAudioPath(locale),
    minutes: Math.max(1, Math.round(seconds / 60)),
  };
  cache.set(locale, gift);
  return gift;
}
