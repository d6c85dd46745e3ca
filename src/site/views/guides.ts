/** View models of the spiritual guidance hub and the chakra guide. */
import { getEntry, render } from 'astro:content';
import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { collectText, countWords, readingMinutes } from '../../lib/reading-time.ts';
import { localizedEntry } from '../content.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import { blogPostingLd, faqPageLd } from '../json-ld.ts';
import { postCards, postsIn } from '../posts.ts';
import { translationOf } from '../translation.ts';
import { absoluteUrl, defaultShareImage } from '../urls.ts';
import type { ChakraPageProps, HubPageProps } from '../view-models/guides.ts';
import { authorBio, bookingCta } from './shared.ts';

/** The hub: every guide and post, grouped by theme. */
export async function hubView(locale: Locale) {
  const messages = getMessages(locale);
  const page = await sitePage('page:spiritualGuidance', locale);
  const { entry } = await localizedEntry('guides', 'spiritual-guidance', locale);
  if (entry.data.type !== 'hub') throw new Error('guides/*/spiritual-guidance.md must be of type hub');
  const hub = entry.data;
  const chakraGuide = await localizedEntry('guides', 'chakra-alignment', locale);
  const posts = await postsIn(locale);
  const head: PageHead = { page, title: hub.title, description: hub.description };
  const props: HubPageProps = {
    title: hub.title,
    intro: hub.description,
    translation: translationOf(page),
    themes: await Promise.all(
      hub.themes.map(async (theme) => ({
        title: theme.title,
        intro: theme.intro,
        guide: theme.items.includes('chakra')
          ? {
              label: messages.hub.guideLabel,
              title: chakraGuide.entry.data.title,
              linkText: messages.chakraGuide.guideLink,
              href: localizePath('/chakra', locale),
            }
          : undefined,
        posts: await postCards(theme.items.flatMap((item) => posts.filter((post) => post.key === item))),
      })),
    ),
  };
  return { head, props, Content: (await render(entry)).Content };
}

/** The chakra hub and the complete chakra alignment guide . */
export async function chakraView(locale: Locale) {
  const messages = getMessages(locale);
  const page = await sitePage('page:chakra', locale);
  const { entry, translated } = await localizedEntry('guides', 'chakra-alignment', locale);
  if (entry.data.type !== 'chakra-guide') throw new Error('guides/*/chakra-alignment.md must be of type chakra-guide');
  const guide = entry.data;
  const textLocale = translated ? locale : 'en';
  const hubFaq = await getEntry('faq', `${locale}/chakra-hub`);
  const guideFaq = await getEntry('faq', `${locale}/chakra-guide`);
  if (!hubFaq || !guideFaq) throw new Error(`Missing chakra FAQ sets for ${locale}`);
  const allText = `${entry.body ?? ''} ${collectText(guide)}`;
  const minutes = readingMinutes(allText);
  const head: PageHead = {
    page,
    title: guide.title,
    description: guide.description,
    ogType: 'article',
    jsonLd: [
      blogPostingLd({
        headline: guide.title,
        description: guide.description,
        url: absoluteUrl(page.canonical ?? page.path),
        image: absoluteUrl(defaultShareImage(locale)),
        inLanguage: HTML_LANG[textLocale],
        datePublished: guide.publishDate,
        dateModified: guide.updated,
        wordCount: countWords(allText),
        minutes,
        authorName: site.authorName,
        authorUrl: absoluteUrl(localizePath('/about', locale)),
        publisherName: site.brandName,
        keywords: guide.keywords,
        section: guide.category,
      }),
      faqPageLd([...hubFaq.data.items, ...guideFaq.data.items], HTML_LANG[locale]),
    ],
  };
  const props: ChakraPageProps = {
    guide,
    translation: translationOf(page),
    byline: [
      format(messages.blog.by, { author: site.authorName }),
      format(messages.blog.published, { date: formatDate(guide.publishDate, locale) }),
      format(messages.common.minutesRead, { minutes }),
    ].join(' · '),
    labels: messages.chakraGuide,
    faqMessages: messages.faq,
    hubFaq: hubFaq.data.items,
    guideFaq: guideFaq.data.items,
    contactHref: localizePath('/contact', locale),
    careNote: messages.blog.careNote,
    booking: bookingCta(messages, locale),
    author: authorBio(messages, locale),
  };
  return { head, props, Content: (await render(entry)).Content };
}
