/** The newsletter archive's RSS feed of each language, as `@astrojs/rss` options (the route hands them over). */
import type { RSSOptions } from '@astrojs/rss';
import { site } from '../config/site.ts';
import type { Locale } from '../i18n/locales.ts';
import { getMessages } from '../i18n/messages/index.ts';
import { localizePath } from '../i18n/paths.ts';
import { NEWSLETTER_ARCHIVE_FEED_PATH, NEWSLETTER_ARCHIVE_PATH, newsletterEditionPath } from '../i18n/routes.ts';
import type { ArchiveEntry } from '../lib/edition-archive.ts';
import { feedChannel } from './rss.ts';
import { absoluteUrl } from './urls.ts';

/** A language's feed's name, as feed readers show it and the list's page names it in its head. */
export function archiveFeedTitle(locale: Locale): string {
  return `${site.brandName} — ${getMessages(locale).newsletterArchive.pastEditions}`;
}

/**
 * A language's feed: the archive's list as the channel's link, the feed's own address
 * (`atom:link`, as feed validators ask), the language, and one item per edition, newest first as given.
 */
export function archiveFeed(locale: Locale, entries: readonly ArchiveEntry[]): RSSOptions {
  return {
    ...feedChannel(locale, {
      title: archiveFeedTitle(locale),
      description: getMessages(locale).newsletterArchive.feedDescription,
      listPath: NEWSLETTER_ARCHIVE_PATH,
      feedPath: NEWSLETTER_ARCHIVE_FEED_PATH,
    }),
    items: entries.map((entry) => ({
      title: entry.subject,
      link: absoluteUrl(localizePath(newsletterEditionPath(entry.id), locale)),
      description: entry.summary,
      pubDate: new Date(entry.sentAt),
    })),
  };
}
