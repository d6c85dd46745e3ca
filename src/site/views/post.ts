/** A blog post's view model in one language (its slug may differ per language). */
import { render } from 'astro:content';
import { site } from '../../config/site.ts';
import { HTML_LANG } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { countWords } from '../../lib/reading-time.ts';
import type { PageHead } from '../head.ts';
import { postCover } from '../images.ts';
import { blogPostingLd, faqPageLd } from '../json-ld.ts';
import { type LocalizedPost, postCards, postMinutes, postsIn, relatedPosts } from '../posts.ts';
import { translationOf } from '../translation.ts';
import { absoluteUrl } from '../urls.ts';
import type { PostPageProps } from '../view-models/blog.ts';
import { authorBio, bookingCta, quizInvite } from './shared.ts';

/** The cover fills the article column: the whole phone width, at most 70rem on wide screens. */
const COVER_SIZES = '(min-width: 1152px) 70rem, 100vw';

export async function postView(post: LocalizedPost) {
  const { key, locale, entry, page } = post;
  const messages = getMessages(locale);
  const { Content, headings } = await render(entry);
  const minutes = postMinutes(post);
  const author = entry.data.author ?? site.authorName;
  const textLocale = post.translated ? locale : 'en';
  const categoryLabel = messages.blog.categories[entry.data.category];
  const ogImage = `/og/${locale}/${key}.jpg`;
  const cover = await postCover(key, [480, 800, 1200, 1600]);
  const faq = entry.data.faq ?? [];
  const related = relatedPosts(
    { key, category: entry.data.category, keywords: entry.data.keywords },
    await postsIn(locale),
  );

  const head: PageHead = {
    page,
    title: entry.data.title,
    description: entry.data.description,
    ogType: 'article',
    ogImage,
    preloadImage: cover && { src: cover.src, srcSet: cover.srcSet, sizes: COVER_SIZES },
    jsonLd: [
      blogPostingLd({
        headline: entry.data.title,
        description: entry.data.description,
        url: absoluteUrl(page.canonical ?? page.path),
        image: absoluteUrl(ogImage),
        inLanguage: HTML_LANG[textLocale],
        datePublished: entry.data.date,
        dateModified: entry.data.updated,
        wordCount: countWords(entry.body ?? ''),
        minutes,
        authorName: author,
        authorUrl: absoluteUrl(localizePath('/about', locale)),
        publisherName: site.brandName,
        keywords: entry.data.keywords,
        section: categoryLabel,
      }),
      ...(faq.length > 0 ? [faqPageLd(faq, HTML_LANG[textLocale])] : []),
    ],
  };
  const props: PostPageProps = {
    breadcrumb: {
      label: messages.blog.breadcrumb,
      trail: page.breadcrumbs.slice(0, -1).map((crumb) => ({ name: crumb.name, href: crumb.path })),
      current: categoryLabel,
    },
    category: categoryLabel,
    title: entry.data.title,
    description: entry.data.description,
    byline: format(messages.blog.by, { author }),
    published: {
      dateTime: entry.data.date.toISOString().slice(0, 10),
      text: format(messages.blog.published, { date: formatDate(entry.data.date, locale) }),
    },
    updated: entry.data.updated && format(messages.blog.updated, { date: formatDate(entry.data.updated, locale) }),
    readTime: format(messages.common.minutesRead, { minutes }),
    cover: cover && { ...cover, sizes: COVER_SIZES },
    translation: translationOf(page),
    toc: { label: messages.blog.toc, headings },
    careNote: messages.blog.careNote,
    booking: bookingCta(messages, locale),
    quiz: quizInvite(messages, locale),
    share: {
      url: absoluteUrl(page.path),
      title: entry.data.title,
      heading: messages.blog.share,
      shareOn: messages.blog.shareOn,
      byEmail: messages.blog.shareByEmail,
    },
    author: authorBio(messages, locale, author),
    faq: faq.length > 0 ? { heading: messages.blog.faqHeading, items: faq } : undefined,
    related: { heading: messages.blog.related, posts: await postCards(related) },
  };
  return { head, props, Content, newsletterHeading: messages.blog.newsletterHeading };
}
