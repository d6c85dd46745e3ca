import { type CollectionEntry, getCollection } from 'astro:content';
import type { Alternates } from './alternates.ts';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.ts';
import { localizePath } from './paths.ts';
import { type ChangeFrequency, PAGES, type PageRoute } from './routes.ts';

/** One page in one language, as the sitemap, the switcher and the server see it. */
export interface IndexedPage {
  /** Same for every language of one page (`page:about`, `post:tarot-meaning`). */
  key: string;
  locale: Locale;
  path: string;
  /** hreflang alternates: the languages this page is really translated into. */
  alternates: Alternates;
  /** False when this language shows the English text with a "not translated yet" notice. */
  translated: boolean;
  priority: number;
  changeFrequency: ChangeFrequency;
  onDemand: boolean;
  /** Last meaningful change (YYYY-MM-DD): the content's own date, else the spec's site date. */
  lastModified: string;
}

/** Last-modified date of pages that carry no date of their own (spec section 9). */
const SITE_LAST_MODIFIED = '2025-05-01';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The most recent date a content entry declares (revision, update or publication). */
function contentDate(data: Record<string, unknown> | undefined): string | undefined {
  const dates = ['revised', 'updated', 'publishDate', 'date']
    .map((field) => data?.[field])
    .filter((value) => value instanceof Date);
  return dates.length > 0 ? isoDate(new Date(Math.max(...dates.map((date) => date.getTime())))) : undefined;
}

/** A localized content entry: which language it is in and which item it translates. */
export function entryLocale(id: string): { locale: Locale; key: string } {
  const [locale = '', ...rest] = id.split('/');
  if (!isLocale(locale)) throw new Error(`Content entry "${id}" is not under a language folder`);
  return { locale, key: rest.join('/') };
}

/**
 * Every item of a localized collection in every language: the translation when there is one,
 * otherwise the English entry (the page then says it is not translated yet).
 */
export async function localizedEntries<C extends 'posts' | 'services' | 'offers' | 'guides' | 'legal' | 'pages'>(
  collection: C,
) {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  const byKey = new Map<string, Partial<Record<Locale, CollectionEntry<C>>>>();
  for (const entry of entries) {
    const { locale, key } = entryLocale(entry.id);
    byKey.set(key, { ...byKey.get(key), [locale]: entry });
  }
  return [...byKey.entries()].flatMap(([key, translations]) => {
    const original = translations[DEFAULT_LOCALE];
    if (!original) throw new Error(`${collection}/${key} has no English original`);
    return LOCALES.map((locale) => ({
      key,
      locale,
      entry: translations[locale] ?? original,
      translated: locale === DEFAULT_LOCALE || locale in translations,
      translations,
    }));
  });
}

/** The path of a post in a language: the translation's own slug, or the English one. */
export function postPath(key: string, locale: Locale, slug: string | undefined): string {
  return localizePath(`/blog/${slug ?? key}`, locale);
}

/** Every page the site publishes, in every language. */
/** The content entry behind a route-list page; `entry.collection` tells the kinds apart. */
type ContentPageEntry = CollectionEntry<'guides'> | CollectionEntry<'legal'> | CollectionEntry<'pages'>;

/**
 * A route-list page whose text is a content entry: the entry in this language (or English), whether
 * it is translated, and hreflang alternates limited to the real translations.
 */
export async function contentPage(page: PageRoute, locale: Locale) {
  if (!page.content) throw new Error(`Page ${page.id} has no content entry`);
  const { collection, key } = page.content;
  const versions = (await localizedEntries(collection)).filter((candidate) => candidate.key === key);
  const current = versions.find((candidate) => candidate.locale === locale);
  if (!current) throw new Error(`Missing content ${collection}/en/${key}.md for page ${page.id}`);
  const alternates: Alternates = Object.fromEntries(
    versions
      .filter((version) => version.translated)
      .map((version) => [version.locale, localizePath(page.path, version.locale)]),
  );
  return { entry: current.entry as ContentPageEntry, translated: current.translated, alternates };
}

/** Every page the site publishes, in every language. */
export async function pageIndex(): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  for (const page of PAGES) {
    for (const locale of LOCALES) {
      const content = page.content ? await contentPage(page, locale) : null;
      pages.push({
        key: `page:${page.id}`,
        locale,
        path: localizePath(page.path, locale),
        alternates:
          content?.alternates ?? Object.fromEntries(LOCALES.map((code) => [code, localizePath(page.path, code)])),
        translated: content?.translated ?? true,
        priority: page.priority,
        changeFrequency: page.changeFrequency,
        onDemand: page.onDemand ?? false,
        lastModified: contentDate(content?.entry.data) ?? SITE_LAST_MODIFIED,
      });
    }
  }

  const posts = await localizedEntries('posts');
  for (const { key, locale, entry, translations, translated } of posts) {
    // Only real translations are alternates; an untranslated copy points its canonical at English.
    const alternates: Alternates = Object.fromEntries(
      LOCALES.filter((code) => translations[code]).map((code) => [
        code,
        postPath(key, code, translations[code]?.data.slug),
      ]),
    );
    pages.push({
      key: `post:${key}`,
      locale,
      path: postPath(key, locale, translations[locale] ? entry.data.slug : undefined),
      alternates,
      translated,
      priority: 0.8,
      changeFrequency: 'monthly',
      onDemand: false,
      lastModified: isoDate(entry.data.updated ?? entry.data.date),
    });
  }

  for (const [collection, section] of [
    ['services', 'services'],
    ['offers', null],
  ] as const) {
    for (const { key, locale, entry, translated } of await localizedEntries(collection)) {
      const base = section ?? offerSection(entry.data as { category: string });
      const path = `/${base}/${key}`;
      pages.push({
        key: `${collection}:${key}`,
        locale,
        path: localizePath(path, locale),
        alternates: Object.fromEntries(LOCALES.map((code) => [code, localizePath(path, code)])),
        translated,
        priority: 0.8,
        changeFrequency: 'monthly',
        onDemand: false,
        lastModified: SITE_LAST_MODIFIED,
      });
    }
  }
  return pages;
}

/** Courses live under /courses, e-books and products under /products. */
export function offerSection(data: { category: string }): 'courses' | 'products' {
  return data.category === 'course' ? 'courses' : 'products';
}

/** The path of one page in every language it exists in (translated or not), keyed by page key. */
export function versionsByKey(pages: readonly IndexedPage[]): Map<string, Alternates> {
  const versions = new Map<string, Alternates>();
  for (const page of pages) versions.set(page.key, { ...versions.get(page.key), [page.locale]: page.path });
  return versions;
}
