/** The blog's queries: a language's posts, their cards, and the related articles of a post. */

import { site } from '../config/site.ts';
import type { Locale } from '../i18n/locales.ts';
import { format, getMessages } from '../i18n/messages/index.ts';
import { formatDate } from '../lib/format.ts';
import { readingMinutes } from '../lib/reading-time.ts';
import { relatedArticles } from '../lib/related-articles.ts';
import { type Localized, localizedEntries } from './content.ts';
import { postCover } from './images.ts';
import { pageIndex } from './index.ts';
import type { SitePage } from './page-index.ts';
import type { BlogCardData } from './view-models/blog.ts';

/** A post in one language with its page in the index. */
export interface LocalizedPost extends Localized<'posts'> {
  page: SitePage;
}

const newestFirst = (a: LocalizedPost, b: LocalizedPost) => b.entry.data.date.getTime() - a.entry.data.date.getTime();

/** Every post in every language, with its page. */
export async function allPosts(): Promise<LocalizedPost[]> {
  const pages = new Map((await pageIndex()).map((page) => [`${page.key}|${page.locale}`, page]));
  return (await localizedEntries('posts')).map((post) => {
    const page = pages.get(`post:${post.key}|${post.locale}`);
    if (!page) throw new Error(`The post ${post.key} has no page in ${post.locale}`);
    return { ...post, page };
  });
}

/** A language's posts (translated or shown in English), newest first. */
export async function postsIn(locale: Locale): Promise<LocalizedPost[]> {
  return (await allPosts()).filter((post) => post.locale === locale).sort(newestFirst);
}

/** The minutes a post takes to read, from its text (FAQ included). */
export function postMinutes(post: Localized<'posts'>): number {
  const faq = (post.entry.data.faq ?? []).map((item) => `${item.question} ${item.answer}`).join(' ');
  return readingMinutes(`${post.entry.body ?? ''} ${faq}`);
}

/** The translated, formatted card of a post (without its image). */
export function postCard(post: LocalizedPost): BlogCardData {
  const { key, locale, entry, page } = post;
  const messages = getMessages(locale);
  return {
    key,
    href: page.path,
    title: entry.data.title,
    excerpt: entry.data.description,
    category: entry.data.category,
    categoryLabel: messages.blog.categories[entry.data.category],
    readTime: format(messages.common.minutesRead, { minutes: postMinutes(post) }),
    author: entry.data.author ?? site.authorName,
    date: formatDate(entry.data.date, locale),
    dateTime: entry.data.date.toISOString().slice(0, 10),
    lang: post.translated ? undefined : 'en',
  };
}

/** The cards of posts with their cover images. */
export function postCards(posts: readonly LocalizedPost[]): Promise<BlogCardData[]> {
  return Promise.all(
    posts.map(async (post) => {
      const cover = await postCover(post.key);
      return { ...postCard(post), image: cover ? { src: cover.src, srcSet: cover.srcSet, alt: '' } : undefined };
    }),
  );
}

/**
 * Suggestions for a reader (the rules are in `lib/related-articles.ts`): of `posts`, the best matches for a post or for a
 * category and keywords.
 */
export function relatedPosts(
  subject: { key?: string; category: string; keywords: readonly string[] },
  posts: readonly LocalizedPost[],
): LocalizedPost[] {
  const summaries = posts.map((post) => ({
    post,
    key: post.key,
    category: post.entry.data.category,
    keywords: post.entry.data.keywords,
    title: post.entry.data.title,
    date: post.entry.data.date,
  }));
  return relatedArticles(subject, summaries).map((summary) => summary.post);
}
