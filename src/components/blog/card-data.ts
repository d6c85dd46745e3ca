import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { type localizedEntries, postPath } from '../../i18n/page-index.ts';
import { formatDate } from '../../lib/format.ts';
import { readingMinutes } from '../../lib/reading-time.ts';
import type { BlogCardData } from './BlogCard.tsx';
import { postCover } from './post-images.ts';

/** A post in one language, as `localizedEntries('posts')` returns it. */
export type LocalizedPost = Awaited<ReturnType<typeof localizedEntries<'posts'>>>[number];

/** The translated, formatted cards of posts, with their cover images. */
export async function blogCards(posts: readonly LocalizedPost[]): Promise<BlogCardData[]> {
  return Promise.all(
    posts.map(async (post) => {
      const cover = await postCover(post.key);
      return { ...blogCard(post), image: cover ? { src: cover.src, srcSet: cover.srcSet, alt: '' } : undefined };
    }),
  );
}

/** The translated, formatted card of a post for its language (without its image). */
export function blogCard(post: LocalizedPost): BlogCardData {
  const { key, locale, entry, translated } = post;
  const messages = getMessages(locale as Locale);
  return {
    key,
    href: postPath(key, locale, translated ? entry.data.slug : undefined),
    title: entry.data.title,
    excerpt: entry.data.description,
    category: entry.data.category,
    categoryLabel: messages.blog.categories[entry.data.category],
    readTime: format(messages.common.minutesRead, { minutes: readingMinutes(entry.body ?? '') }),
    author: entry.data.author ?? site.authorName,
    date: formatDate(entry.data.date, locale),
    dateTime: entry.data.date.toISOString().slice(0, 10),
  };
}
