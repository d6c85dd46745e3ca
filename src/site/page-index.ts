/**
 * The page index: every page of the site in every language, computed once from the route list and
 * a summary of the content collections. Pure (no `astro:content`), so unit tests build it from
 * fixtures; `site/index.ts` feeds it the real collections. The pages, BaseLayout, the sitemap, RSS,
 * the language switcher and the server's manifest all read this one index.
 */
import type { Alternates } from '../i18n/alternates.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { getMessages } from '../i18n/messages/index.ts';
import { localizePath } from '../i18n/paths.ts';
import {
  BOOKING_PAGES,
  type BookingPageId,
  type ChangeFrequency,
  NEWSLETTER_ARCHIVE_PATH,
  NEWSLETTER_PAGES,
  type NewsletterPageId,
  PAGES,
  type PageId,
  PRIVACY_REQUEST_PATH,
  pageRoute,
} from '../i18n/routes.ts';
import { QUIZ_PATHS, QUIZ_RESULTS, QUIZ_TIES, type QuizResult, RESULT_SLUGS, tieKey } from '../lib/quiz/results.ts';

/** The content collections whose entries are pages of their own or carry a route-list page's text. */
export type PageCollection = 'posts' | 'services' | 'offers' | 'guides' | 'legal' | 'pages';

/** One content entry in one language, as much as the index needs to know of it. */
export interface SourceVersion {
  /** The URL slug in this language (posts only); the English key otherwise. */
  slug?: string;
  title: string;
  /** Last meaningful change (YYYY-MM-DD), when the entry declares one. */
  lastModified?: string;
}

/** A content entry with every language it is written in (English always). */
export interface ContentSource {
  collection: PageCollection;
  /** The file name, which is also the English slug. */
  key: string;
  translations: Partial<Record<Locale, SourceVersion>>;
  /** Offers only: courses live under /courses, e-books and products under /products. */
  section?: 'courses' | 'products';
}

/** A link of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** One page in one language. */
export interface SitePage {
  /** Same for every language of one page: `page:about`, `post:tarot-meaning`, `services:coaching`. */
  key: string;
  locale: Locale;
  /** Where this language's version is served. */
  path: string;
  /** Where the page lives in every language, translated or not: the language switcher's links. */
  versions: Record<Locale, string>;
  /** The languages the page is really written in: its hreflang links. Empty when it declares none. */
  alternates: Alternates;
  /** The canonical path: its own, or the English original for an untranslated copy; null when noindex. */
  canonical: string | null;
  /** False when this language shows the English text under a "not translated yet" notice. */
  translated: boolean;
  /** False for pages kept out of search engines (newsletter links, the 404). */
  indexable: boolean;
  /** Rendered per request (fresh data) instead of at build time. */
  onDemand: boolean;
  /** From the home page to this page, names in this language. */
  breadcrumbs: Crumb[];
  /** The page's own name in this language (a post's title, a route-list page's name). */
  title: string;
  priority: number;
  changeFrequency: ChangeFrequency;
  /** Last meaningful change (YYYY-MM-DD). */
  lastModified: string;
}

/** Last-modified date of pages that carry no date of their own (the sitemap's `lastmod`). */
export const SITE_LAST_MODIFIED = '2025-05-01';

const everyLocale = (pathOf: (locale: Locale) => string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, pathOf(locale)])) as Record<Locale, string>;

/** The path of a content entry's own page in one language (the translation's slug, else the English one). */
function sourcePath(source: ContentSource, locale: Locale): string {
  const slug = source.translations[locale]?.slug ?? source.key;
  switch (source.collection) {
    case 'posts':
      return localizePath(`/blog/${slug}`, locale);
    case 'services':
      return localizePath(`/services/${source.key}`, locale);
    case 'offers':
      return localizePath(`/${source.section ?? 'products'}/${source.key}`, locale);
    default:
      throw new Error(`${source.collection}/${source.key} has no page of its own`);
  }
}

/** The page key of a content entry with a page of its own. */
export function sourceKey(source: Pick<ContentSource, 'collection' | 'key'>): string {
  return `${source.collection === 'posts' ? 'post' : source.collection}:${source.key}`;
}

/** The parent a content entry's page sits under, for breadcrumbs. */
function parentPage(source: ContentSource): PageId {
  if (source.collection === 'posts') return 'blog';
  if (source.collection === 'services') return 'services';
  return source.section ?? 'products';
}

interface PageDraft {
  key: string;
  versions: Record<Locale, string>;
  /** The languages really written; the rest show English with a notice. */
  written: ReadonlySet<Locale>;
  indexable: boolean;
  onDemand: boolean;
  title: (locale: Locale) => string;
  parents: readonly PageId[];
  priority: number;
  changeFrequency: ChangeFrequency;
  lastModified: (locale: Locale) => string;
}

/** Expands one page into its four languages. */
function expand(draft: PageDraft): SitePage[] {
  const writtenAlternates: Alternates = Object.fromEntries(
    LOCALES.filter((locale) => draft.written.has(locale)).map((locale) => [locale, draft.versions[locale]]),
  );
  return LOCALES.map((locale) => {
    const translated = draft.written.has(locale);
    const original = draft.versions[DEFAULT_LOCALE];
    const names = getMessages(locale).pageNames;
    const home = localizePath('/', locale);
    const trail = draft.parents.map((id) => ({ name: names[id], path: localizePath(pageRoute(id).path, locale) }));
    const self = { name: draft.title(locale), path: draft.versions[locale] };
    return {
      key: draft.key,
      locale,
      path: draft.versions[locale],
      versions: draft.versions,
      // An untranslated copy, or a page kept out of search engines, declares no alternates of its own.
      alternates: draft.indexable && translated ? writtenAlternates : {},
      canonical: draft.indexable ? (translated ? draft.versions[locale] : original) : null,
      translated,
      indexable: draft.indexable,
      onDemand: draft.onDemand,
      breadcrumbs: self.path === home ? [self] : [{ name: names.home, path: home }, ...trail, self],
      title: self.name,
      priority: draft.priority,
      changeFrequency: draft.changeFrequency,
      lastModified: draft.lastModified(locale),
    };
  });
}

/** The heading of a newsletter page other than the gift, from the messages. */
function newsletterPageTitle(id: Exclude<NewsletterPageId, 'gift'>, locale: Locale): string {
  const messages = getMessages(locale).newsletterPages;
  return messages[`${id}Title`];
}

function writtenLocales(source: ContentSource | undefined): ReadonlySet<Locale> {
  return new Set(source ? LOCALES.filter((locale) => source.translations[locale]) : LOCALES);
}

/** The version a language shows: its translation, or the English original. */
function shownVersion(source: ContentSource, locale: Locale): SourceVersion {
  const version = source.translations[locale] ?? source.translations[DEFAULT_LOCALE];
  if (!version) throw new Error(`${source.collection}/${source.key} has no English original`);
  return version;
}

/** Names of pages whose text lives in a collection the index does not summarise. */
export interface ContentTitles {
  /** The welcome gift's title per language (its page's name comes from the gift's content entry). */
  gift: (locale: Locale) => string;
  /** A quiz result's name and its guide's title per language (from the quiz content). */
  quizResult: (locale: Locale, result: QuizResult) => { name: string; guideTitle: string };
}

/**
 * Every page in every language: the route list (with the translations of the content entry that
 * holds a page's text), each post, service and offer, the newsletter pages and archive, and the privacy
 * request page.
 */
export function buildPageIndex(sources: readonly ContentSource[], titles: ContentTitles): SitePage[] {
  const find = (collection: PageCollection, key: string) =>
    sources.find((source) => source.collection === collection && source.key === key);
  const drafts: PageDraft[] = [];

  for (const route of PAGES) {
    const source = route.content ? find(route.content.collection, route.content.key) : undefined;
    if (route.content && !source) {
      throw new Error(`Missing content ${route.content.collection}/en/${route.content.key}.md for page ${route.id}`);
    }
    drafts.push({
      key: `page:${route.id}`,
      versions: everyLocale((locale) => localizePath(route.path, locale)),
      written: writtenLocales(source),
      indexable: true,
      onDemand: route.onDemand ?? false,
      title: (locale) => getMessages(locale).pageNames[route.id],
      parents: [],
      priority: route.priority,
      changeFrequency: route.changeFrequency,
      lastModified: (locale) => (source && shownVersion(source, locale).lastModified) || SITE_LAST_MODIFIED,
    });
  }

  for (const source of sources.filter((candidate) => ['posts', 'services', 'offers'].includes(candidate.collection))) {
    const isPost = source.collection === 'posts';
    drafts.push({
      key: sourceKey(source),
      versions: everyLocale((locale) => sourcePath(source, locale)),
      written: writtenLocales(source),
      indexable: true,
      onDemand: false,
      title: (locale) => shownVersion(source, locale).title,
      parents: [parentPage(source)],
      priority: 0.8,
      changeFrequency: 'monthly',
      lastModified: (locale) => shownVersion(source, locale).lastModified ?? SITE_LAST_MODIFIED,
    });
    if (!isPost && source.translations[DEFAULT_LOCALE]?.slug) {
      throw new Error(`${source.collection}/${source.key}: only posts have localized slugs`);
    }
  }

  for (const [id, path] of Object.entries(NEWSLETTER_PAGES)) {
    drafts.push({
      key: `newsletter:${id}`,
      versions: everyLocale((locale) => localizePath(path, locale)),
      written: new Set(LOCALES),
      indexable: false,
      onDemand: false,
      title: (locale) =>
        id === 'gift' ? titles.gift(locale) : newsletterPageTitle(id as Exclude<NewsletterPageId, 'gift'>, locale),
      parents: [],
      priority: 0,
      changeFrequency: 'yearly',
      lastModified: () => SITE_LAST_MODIFIED,
    });
  }

  // The privacy request page: under the privacy policy, rendered per request, kept out of search.
  drafts.push({
    key: 'privacy:request',
    versions: everyLocale((locale) => localizePath(PRIVACY_REQUEST_PATH, locale)),
    written: new Set(LOCALES),
    indexable: false,
    onDemand: true,
    title: (locale) => getMessages(locale).privacyRequest.title,
    parents: ['privacy'],
    priority: 0,
    changeFrequency: 'yearly',
    lastModified: () => SITE_LAST_MODIFIED,
  });

  // Booking: the sessions to choose from (built, in search), then the steps rendered per request.
  for (const [id, path] of Object.entries(BOOKING_PAGES) as [BookingPageId, string][]) {
    const first = id === 'services';
    drafts.push({
      key: `booking:${id}`,
      versions: everyLocale((locale) => localizePath(path, locale)),
      written: new Set(LOCALES),
      indexable: first,
      onDemand: !first,
      title: (locale) => getMessages(locale).bookingPages.titles[id],
      parents: [],
      priority: first ? 0.7 : 0,
      changeFrequency: first ? 'monthly' : 'yearly',
      lastModified: () => SITE_LAST_MODIFIED,
    });
  }

  // The newsletter's public archive: its list in each language, rendered per request (the owner
  // publishes and unpublishes editions) and meant for search engines, so in sitemap.xml as
  // /performance is. Its editions are not pages of the index: the build cannot know them; the
  // list and the feed lead to them, and each names its own languages (hreflang).
  drafts.push({
    key: 'newsletter:archive',
    versions: everyLocale((locale) => localizePath(NEWSLETTER_ARCHIVE_PATH, locale)),
    written: new Set(LOCALES),
    indexable: true,
    onDemand: true,
    title: (locale) => getMessages(locale).newsletterArchive.pastEditions,
    parents: [],
    priority: 0.5,
    changeFrequency: 'monthly',
    lastModified: () => SITE_LAST_MODIFIED,
  });

  // The quiz's result pages (shareable, under the quiz) and its tiebreakers (kept out of search).
  for (const result of QUIZ_RESULTS) {
    drafts.push({
      key: `quiz:${RESULT_SLUGS[result]}`,
      versions: everyLocale((locale) => localizePath(QUIZ_PATHS.result(result), locale)),
      written: new Set(LOCALES),
      indexable: true,
      onDemand: false,
      title: (locale) => titles.quizResult(locale, result).name,
      parents: ['quiz'],
      priority: 0.6,
      changeFrequency: 'monthly',
      lastModified: () => SITE_LAST_MODIFIED,
    });
    // The free guide: sent by e-mail, readable as a page, kept out of search (it is the gift).
    drafts.push({
      key: `quiz-guide:${RESULT_SLUGS[result]}`,
      versions: everyLocale((locale) => localizePath(QUIZ_PATHS.guide(result), locale)),
      written: new Set(LOCALES),
      indexable: false,
      onDemand: false,
      title: (locale) => titles.quizResult(locale, result).guideTitle,
      parents: ['quiz'],
      priority: 0,
      changeFrequency: 'yearly',
      lastModified: () => SITE_LAST_MODIFIED,
    });
  }
  for (const tied of QUIZ_TIES) {
    drafts.push({
      key: `quiz-tiebreaker:${tieKey(tied)}`,
      versions: everyLocale((locale) => localizePath(QUIZ_PATHS.tiebreaker(tied), locale)),
      written: new Set(LOCALES),
      indexable: false,
      onDemand: false,
      title: (locale) => getMessages(locale).quiz.tiebreakerTitle,
      parents: ['quiz'],
      priority: 0,
      changeFrequency: 'yearly',
      lastModified: () => SITE_LAST_MODIFIED,
    });
  }

  const pages = drafts.flatMap(expand);
  const seen = new Map<string, string>();
  for (const page of pages) {
    const other = seen.get(page.path);
    if (other) throw new Error(`Two pages share the address ${page.path}: ${other} and ${page.key}`);
    seen.set(page.path, page.key);
  }
  return pages;
}

/**
 * Permanent redirects that keep old and published addresses working: a post's English slug under
 * another language's prefix (`/pt/blog/tarot-meaning`) leads to its localized slug, and the
 * original site's Portuguese root routes (`/como-ler-sua-aura`) lead to the Portuguese post, or
 * under another prefix (`/es/como-ler-sua-aura`) to that language's version.
 */
export function redirectsOf(pages: readonly SitePage[]): Record<string, string> {
  const redirects: Record<string, string> = {};
  for (const page of pages) {
    if (!page.key.startsWith('post:') || !page.translated) continue;
    const englishSlug = page.key.slice('post:'.length);
    const slug = page.path.split('/').at(-1) ?? englishSlug;
    if (slug === englishSlug) continue;
    redirects[localizePath(`/blog/${englishSlug}`, page.locale)] = page.path;
    if (page.locale !== 'pt') continue;
    redirects[`/${slug}`] = page.path;
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      redirects[localizePath(`/${slug}`, locale)] = page.versions[locale];
    }
  }
  return redirects;
}
