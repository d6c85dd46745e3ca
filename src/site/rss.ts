/** The blog's RSS feed of each language, as `@astrojs/rss` options (the route only hands them over). */
import type { RSSOptions } from '@astrojs/rss';
import { site } from '../config/site.ts';
import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import { getMessages } from '../i18n/messages/index.ts';
import { localizePath } from '../i18n/paths.ts';
import type { CategoryKey } from '../lib/blog-categories.ts';
import { escapeXml } from '../lib/xml.ts';
import { postsIn } from './posts.ts';
import { absoluteUrl } from './urls.ts';

/** What a feed says of one post. */
export interface FeedPost {
  path: string;
  title: string;
  description: string;
  category: CategoryKey;
  date: Date;
}

/**
 * A feed's channel in a language, every feed of the site alike: the page it lists as the channel's
 * link, its own address (`atom:link`, as feed validators ask) and its language. Paths are English.
 */
export function feedChannel(
  locale: Locale,
  channel: { title: string; description: string; listPath: string; feedPath: string },
): Omit<RSSOptions, 'items'> {
  const self = absoluteUrl(localizePath(channel.feedPath, locale));
  return {
    title: channel.title,
    description: channel.description,
    site: absoluteUrl(localizePath(channel.listPath, locale)),
    // The site's addresses have no trailing slash; the package adds one unless told.
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${HTML_LANG[locale]}</language><atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
  };
}

/** A language's blog feed: one item per post, newest first as given. */
export function feedOptions(locale: Locale, posts: FeedPost[]): RSSOptions {
  const messages = getMessages(locale);
  return {
    ...feedChannel(locale, {
      title: `${site.brandName} — ${messages.blog.heading}`,
      description: messages.pages.blog.description,
      listPath: '/blog',
      feedPath: '/rss.xml',
    }),
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(post.path),
      description: post.description,
      categories: [messages.blog.categories[post.category]],
      pubDate: post.date,
    })),
  };
}

/** The feed of a language: the posts really written in it (none shown in English in its place). */
export async function blogFeed(locale: Locale): Promise<RSSOptions> {
  const posts = (await postsIn(locale)).filter((post) => post.translated);
  return feedOptions(
    locale,
    posts.map(({ entry, page }) => ({
      path: page.path,
      title: entry.data.title,
      description: entry.data.description,
      category: entry.data.category,
      date: entry.data.date,
    })),
  );
}
