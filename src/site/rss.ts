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
 * A language's feed: the blog page as the channel's link, the feed's own address (`atom:link`,
 * as feed validators ask), the language, and one item per post, newest first as given.
 */
export function feedOptions(locale: Locale, posts: FeedPost[]): RSSOptions {
  const messages = getMessages(locale);
  const self = absoluteUrl(localizePath('/rss.xml', locale));
  return {
    title: `${site.brandName} — ${messages.blog.heading}`,
    description: messages.pages.blog.description,
    site: absoluteUrl(localizePath('/blog', locale)),
    // The site's addresses have no trailing slash; the package adds one unless told.
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${HTML_LANG[locale]}</language><atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
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
