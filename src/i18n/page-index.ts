import { type CollectionEntry, getCollection } from 'astro:content';
import type { Alternates } from './alternates.ts';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.ts';
import { localizePath } from './paths.ts';
import { type ChangeFrequency, PAGES } from './routes.ts';

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
export async function localizedEntries<C extends 'posts' | 'services' | 'offers'>(collection: C) {
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
export async function pageIndex(): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = PAGES.flatMap((page) => {
    const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, localizePath(page.path, locale)]));
    return LOCALES.map((locale) => ({
      key: `page:${page.id}`,
      locale,
      path: localizePath(page.path, locale),
      alternates,
      translated: true,
      priority: page.priority,
      changeFrequency: page.changeFrequency,
      onDemand: page.onDemand ?? false,
    }));
  });

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
