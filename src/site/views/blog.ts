/** The blog index's view model: every post, newest first. */

import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import { postCards, postsIn } from '../posts.ts';
import { absoluteUrl } from '../urls.ts';
import type { BlogPageProps } from '../view-models/blog.ts';
import { quizInvite } from './shared.ts';

export async function blogView(locale: Locale): Promise<{ head: PageHead; props: BlogPageProps }> {
  const messages = getMessages(locale);
  const page = await sitePage('page:blog', locale);
  const blog = {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.brandName} — ${messages.blog.heading}`,
    url: absoluteUrl(page.path),
    inLanguage: HTML_LANG[locale],
  };
  return {
    head: { page, title: messages.pages.blog.title, description: messages.pages.blog.description, jsonLd: [blog] },
    props: {
      title: messages.blog.heading,
      intro: messages.blog.intro,
      posts: await postCards(await postsIn(locale)),
      quiz: quizInvite(messages, locale),
    },
  };
}
