/**
 * The content collections, loaded once per build and grouped by language. The only module of the
 * site model that imports `astro:content`; everything else reads what it returns.
 */
import { type CollectionEntry, getCollection } from 'astro:content';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../i18n/locales.ts';
import type { ContentSource, PageCollection } from './page-index.ts';

/** An entry of a localized collection in one language. */
export interface Localized<C extends PageCollection> {
  /** The file name: the same in every language, and the English slug. */
  key: string;
  locale: Locale;
  /** The translation, or the English original when there is none yet. */
  entry: CollectionEntry<C>;
  /** False when `entry` is the English original shown under another language. */
  translated: boolean;
}

/** A localized content entry's language and the item it translates, from its id (`pt/tarot-meaning`). */
export function entryLocale(id: string): { locale: Locale; key: string } {
  const [locale = '', ...rest] = id.split('/');
  if (!isLocale(locale)) throw new Error(`Content entry "${id}" is not under a language folder`);
  return { locale, key: rest.join('/') };
}

const loaded = new Map<PageCollection, Promise<Localized<PageCollection>[]>>();

/**
 * Every item of a localized collection in every language, loaded once: the translation when there
 * is one, otherwise the English entry (the page then says it is not translated yet).
 */
export function localizedEntries<C extends PageCollection>(collection: C): Promise<Localized<C>[]> {
  let entries = loaded.get(collection);
  if (!entries) {
    entries = load(collection);
    loaded.set(collection, entries);
  }
  return entries as Promise<Localized<C>[]>;
}

async function load<C extends PageCollection>(collection: C): Promise<Localized<C>[]> {
  const byKey = new Map<string, Partial<Record<Locale, CollectionEntry<C>>>>();
  for (const entry of (await getCollection(collection)) as CollectionEntry<C>[]) {
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
      translated: locale in translations,
    }));
  });
}

/** One localized item in one language. */
export async function localizedEntry<C extends PageCollection>(collection: C, key: string, locale: Locale) {
  const found = (await localizedEntries(collection)).find((item) => item.key === key && item.locale === locale);
  if (!found) throw new Error(`Missing content ${collection}/${DEFAULT_LOCALE}/${key}.md`);
  return found;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The most recent date an entry declares (revision, update or publication), as YYYY-MM-DD. */
function lastModified(data: Record<string, unknown>): string | undefined {
  const dates = ['revised', 'updated', 'publishDate', 'date']
    .map((field) => data[field])
    .filter((value): value is Date => value instanceof Date);
  return dates.length > 0 ? isoDate(new Date(Math.max(...dates.map((date) => date.getTime())))) : undefined;
}

/** The page's name an entry gives itself. */
function entryTitle(entry: CollectionEntry<PageCollection>): string {
  return entry.collection === 'pages' ? entry.data.hero.title : entry.data.title;
}

/** What the page index needs to know of every localized collection. */
export async function contentSources(): Promise<ContentSource[]> {
  const collections: PageCollection[] = ['posts', 'services', 'offers', 'guides', 'legal', 'pages'];
  const sources: ContentSource[] = [];
  for (const collection of collections) {
    const byKey = new Map<string, ContentSource>();
    for (const { key, locale, entry, translated } of await localizedEntries(collection)) {
      if (!translated) continue;
      const source = byKey.get(key) ?? { collection, key, translations: {} };
      source.translations[locale] = {
        slug: entry.collection === 'posts' ? entry.data.slug : undefined,
        title: entryTitle(entry),
        lastModified: lastModified(entry.data),
      };
      if (entry.collection === 'offers') source.section = entry.data.category === 'course' ? 'courses' : 'products';
      byKey.set(key, source);
    }
    sources.push(...byKey.values());
  }
  return sources;
}
