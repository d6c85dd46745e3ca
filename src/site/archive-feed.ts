/** The newsletter archive's RSS feed of each language, as `@astrojs/rss` options (the route hands them over). */
import type { RSSOptions } from '@astrojs/rss';
import { site } from '../config/site.ts';
import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import { getMessages } from '../i18n/messages/index.ts';
import { localizePath } from '../i18n/paths.ts';
import { NEWSLETTER_ARCHIVE_FEED_PATH, NEWSLETTER_ARCHIVE_PATH, newsletterEditionPath } from '../i18n/routes.ts';
import type { ArchiveEntry } from '../lib/edition-archive.ts';
import { escapeXml } from '../lib/xml.ts';
import { absoluteUrl } from './urls.ts';

/**
 * A language's feed: the archive's list as the channel's link, the feed's own address
 * (`atom:link`, as feed validators ask), the language, and one item per edition, newest first as given.
 */
export function archiveFeed(locale: Locale, entries: readonly ArchiveEntry[]): RSSOptions {
  const t = getMessages(locale).newsletterArchive;
  const self = absoluteUrl(localizePath(NEWSLETTER_ARCHIVE_FEED_PATH, locale));
  return {
    title: `${site.brandName} — ${t.pastEditions}`,
    description: t.feedDescription,
    site: absoluteUrl(localizePath(NEWSLETTER_ARCHIVE_PATH, locale)),
    // The site's addresses have no trailing slash; the package adds one unless told.
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${HTML_LANG[locale]}</language><atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    items: entries.map((entry) => ({
      title: entry.subject,
      link: absoluteUrl(localizePath(newsletterEditionPath(entry.id), locale)),
      description: entry.summary,
      pubDate: new Date(entry.sentAt),
    })),
  };
}
