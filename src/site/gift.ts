/** The newsletter's welcome gift per language: its page, audio, length and size (from `src/content/gift/`). */
import { getEntry } from 'astro:content';
import type { Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { NEWSLETTER_PAGES } from '../i18n/routes.ts';
import { giftAudioPath } from '../lib/newsletter.ts';

/** What pages and the welcome e-mail say about the gift in one language. */
export interface GiftFacts {
  pagePath: string;
  audioPath: string;
  /** Rounded, at least one. */
  minutes: number;
  audioBytes: number;
}

/** The gift's transcript entry and facts in one language. */
export async function giftIn(locale: Locale) {
  const entry = await getEntry('gift', locale);
  if (!entry) throw new Error(`The gift transcript src/content/gift/${locale}.md is missing`);
  const facts: GiftFacts = {
    pagePath: localizePath(NEWSLETTER_PAGES.gift, locale),
    audioPath: giftAudioPath(locale),
    minutes: Math.max(1, Math.round(entry.data.durationSeconds / 60)),
    audioBytes: entry.data.audioBytes,
  };
  return { entry, facts };
}
