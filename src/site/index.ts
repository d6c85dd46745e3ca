/**
 * The site model's page index, built once per build (or per server process for on-demand pages)
 * from the real content, with look-ups by key and by language.
 */
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { getMessages } from '../i18n/messages/index.ts';
import { localizePath } from '../i18n/paths.ts';
import { contentSources } from './content.ts';
import { giftIn } from './gift.ts';
import { buildPageIndex, type SitePage } from './page-index.ts';
import { type QuizContent, quizContent } from './quiz.ts';

let index: Promise<SitePage[]> | undefined;

/** Every page of the site in every language. */
export function pageIndex(): Promise<SitePage[]> {
  index ??= (async () => {
    const giftTitles = new Map<Locale, string>();
    const quizzes = new Map<Locale, QuizContent>();
    for (const locale of LOCALES) {
      giftTitles.set(locale, (await giftIn(locale)).entry.data.title);
      quizzes.set(locale, await quizContent(locale));
    }
    return buildPageIndex(await contentSources(), {
      gift: (locale) => giftTitles.get(locale) ?? '',
      quizResult: (locale, result) => ({
        name: quizzes.get(locale)?.results[result].name ?? '',
        guideTitle: quizzes.get(locale)?.guides[result].title ?? '',
      }),
    });
  })();
  return index;
}

/** One page in one language (`sitePage('page:about', 'pt')`, `sitePage('post:tarot-meaning', 'en')`). */
export async function sitePage(key: string, locale: Locale): Promise<SitePage> {
  const page = (await pageIndex()).find((candidate) => candidate.key === key && candidate.locale === locale);
  if (!page) throw new Error(`No page ${key} in ${locale}`);
  return page;
}

/**
 * Pages that exist in every language but are not part of the site's content: "page not found"
 * and "you're offline". Kept out of search engines and the sitemap; the language switcher leads to
 * each language's home.
 */
export function utilityPage(id: '404' | 'offline', locale: Locale): SitePage {
  const messages = getMessages(locale);
  const homes = Object.fromEntries(LOCALES.map((code) => [code, localizePath('/', code)])) as Record<Locale, string>;
  return {
    key: `page:${id}`,
    locale,
    path: localizePath(`/${id}`, locale),
    versions: homes,
    alternates: {},
    canonical: null,
    translated: true,
    indexable: false,
    onDemand: false,
    breadcrumbs: [],
    title: id === '404' ? messages.notFound.title : messages.offline.title,
    priority: 0,
    changeFrequency: 'yearly',
    lastModified: '',
  };
}
