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

let index: Promise<SitePage[]> | undefined;

/** Every page of the site in every language. */
export function pageIndex(): Promise<SitePage[]> {
  index ??= (async () => {
    const giftTitles = new Map<Locale, string>();
    for (const locale of LOCALES) giftTitles.set(locale, (await giftIn(locale)).entry.data.title);
    return buildPageIndex(await contentSources(), (locale) => giftTitles.get(locale) ?? '');
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
 * The "page not found" answer in one language: kept out of search engines, and the language
 * switcher leads to each language's home.
 */
export function notFoundPage(locale: Locale): SitePage {
  const title = getMessages(locale).notFound.title;
  const homes = Object.fromEntries(LOCALES.map((code) => [code, localizePath('/', code)])) as Record<Locale, string>;
  return {
    key: 'page:404',
    locale,
    path: localizePath('/404', locale),
    versions: homes,
    alternates: {},
    canonical: null,
    translated: true,
    indexable: false,
    onDemand: false,
    breadcrumbs: [],
    title,
    priority: 0,
    changeFrequency: 'yearly',
    lastModified: '',
  };
}
