/**
 * What the assistant knows: every section of every page of the site, per language, and a search
 * index over them. The build writes it (scripts/lib/chat-knowledge-build.ts reads the built pages);
 * the server loads it at start. The index options live here, once, because a search only works
 * when the question is cut into terms exactly as the pages were.
 */
import { readFile } from 'node:fs/promises';
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import type { ChatFacts } from './facts.ts';
import { terms, words, wordTerms } from './terms.ts';

/** What kind of page a passage is on (the manifest key's prefix): booking questions prefer services. */
export type PageKind = 'post' | 'page' | 'services' | 'offers' | 'quiz';

/** One section of one page: a heading and the sentences under it, in the page's language. */
export interface Passage {
  id: number;
  /** The page's path in this language (`/pt/blog/…`). */
  path: string;
  /** The manifest key of the page (`post:tarot-meaning`), the same in every language. */
  key: string;
  kind: PageKind;
  /** The page's title (its h1). */
  title: string;
  /** The page's `<title>`, when it names the page otherwise ("Spiritual Quiz — …" over "Which practice fits you?"). */
  documentTitle?: string;
  /** The section's heading (the page's title for the text before the first heading). */
  heading: string;
  /** The heading's id, when the section can be linked to directly. */
  anchor?: string;
  /** The sentences an answer may quote, whole, in the page's order, each once. */
  sentences: string[];
  /** Words on the section that are not sentences (a label, a byline, an address): searched, never quoted. */
  labels?: string[];
}

/** A passage's text as the search reads it: its sentences and its labels. */
const searchableText = (passage: Passage) => [...passage.sentences, ...(passage.labels ?? [])].join(' ');

export interface LocaleKnowledge {
  passages: Passage[];
  index: AsPlainObject;
}

/** The file the build writes next to the server bundle. */
export interface KnowledgeFile {
  version: 1;
  locales: Record<Locale, LocaleKnowledge>;
  /** What the assistant states as facts (prices, booking, places, languages, payment); absent in old builds. */
  facts?: ChatFacts;
}

export const KNOWLEDGE_FILE = 'chat-knowledge.json';

/** A passage's searchable fields: headings weigh more than body text (see SEARCH_OPTIONS). */
interface IndexedPassage {
  id: number;
  title: string;
  heading: string;
  text: string;
}

/** The index's options for one language: the same at build time and at search time. */
export function indexOptions(locale: Locale): Options<IndexedPassage> {
  return {
    fields: ['title', 'heading', 'text'],
    tokenize: words,
    processTerm: (word) => wordTerms(word, locale),
    searchOptions: {
      boost: { heading: 2.5, title: 1.5 },
      // A typo in a long word still finds it ("meditaton"); short words must match exactly.
      fuzzy: (term) => (term.length >= 6 ? 0.15 : 0),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    },
  };
}

/** Builds the index of one language's passages (at build time). */
export function indexPassages(locale: Locale, passages: Passage[]): AsPlainObject {
  const index = new MiniSearch(indexOptions(locale));
  index.addAll(
    passages.map((passage) => ({
      id: passage.id,
      title: passage.documentTitle ? `${passage.title} ${passage.documentTitle}` : passage.title,
      heading: passage.heading === passage.title ? '' : passage.heading,
      text: searchableText(passage),
    })),
  );
  return index.toJSON();
}

/** A passage found for a question, with its relevance and the question's terms it contains. */
export interface Hit {
  passage: Passage;
  score: number;
  terms: string[];
}

/** A passage's search terms, worked out once at start (answers compare them with the question's). */
export interface PassageTerms {
  /** Every term of the heading, the text and the labels. */
  all: Set<string>;
  /** The terms of the section's heading and its page's titles: what the section is about. */
  headed: Set<string>;
  /** The terms of each sentence, in order. */
  sentences: string[][];
}

/** How a language's pages use a term. */
export interface TermUse {
  /** The passages that hold it anywhere. */
  passages: number;
  /**
   * The passages headed with it: by their section's heading, or by their page's title (counted on
   * the page's first passage only: a title names one subject, not one per section).
   */
  headed: number;
}

/** The knowledge of every language, ready to search. */
export interface Knowledge {
  search(locale: Locale, question: string): Hit[];
  /** Every passage of a page (by manifest key) in a language, first section first. */
  passagesOf(locale: Locale, key: string): Passage[];
  /** A passage's terms (see PassageTerms). */
  termsOf(passage: Passage): PassageTerms;
  /** How the language's pages use a term; undefined when they never do. */
  use(locale: Locale, term: string): TermUse | undefined;
  /** How many passages each language has. */
  size: Record<Locale, number>;
  /** The facts the assistant states, when the build wrote them. */
  facts?: ChatFacts;
}

export function createKnowledge(file: KnowledgeFile): Knowledge {
  const analysed = new Map<number, PassageTerms>();
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => {
      const { passages, index } = file.locales[locale] ?? { passages: [], index: undefined };
      const search = index
        ? MiniSearch.loadJS<IndexedPassage>(index, indexOptions(locale))
        : new MiniSearch(indexOptions(locale));
      const byId = new Map(passages.map((passage) => [passage.id, passage]));
      const vocabulary = new Map<string, TermUse>();
      const titled = new Set<string>();
      for (const passage of passages) {
        const sentences = passage.sentences.map((sentence) => terms(sentence, locale));
        const title = terms(passage.title, locale);
        const heading = terms(passage.heading, locale);
        const headed = new Set([...title, ...terms(passage.documentTitle ?? '', locale), ...heading]);
        const all = new Set([...headed, ...terms((passage.labels ?? []).join(' '), locale), ...sentences.flat()]);
        // A page's title heads each of its sections but names one subject: counted once per page. The
        // `<title>` is left out here: its added words are a template's ("…: your path right now").
        const headings = new Set(titled.has(passage.path) ? heading : [...title, ...heading]);
        titled.add(passage.path);
        for (const term of all) {
          const use = vocabulary.get(term) ?? { passages: 0, headed: 0 };
          use.passages += 1;
          if (headings.has(term)) use.headed += 1;
          vocabulary.set(term, use);
        }
        analysed.set(passage.id, { all, headed, sentences });
      }
      return [locale, { passages, search, byId, vocabulary }];
    }),
  ) as Record<
    Locale,
    {
      passages: Passage[];
      search: MiniSearch<IndexedPassage>;
      byId: Map<number, Passage>;
      vocabulary: Map<string, TermUse>;
    }
  >;

  return {
    search(locale, question) {
      const { search, byId } = byLocale[locale];
      return search.search(question).flatMap((result: SearchResult) => {
        const passage = byId.get(result.id as number);
        return passage ? [{ passage, score: result.score, terms: result.terms }] : [];
      });
    },
    termsOf: (passage) => analysed.get(passage.id) ?? { all: new Set(), headed: new Set(), sentences: [] },
    use: (locale, term) => byLocale[locale].vocabulary.get(term),
    passagesOf: (locale, key) => byLocale[locale].passages.filter((passage) => passage.key === key),
    size: Object.fromEntries(LOCALES.map((locale) => [locale, byLocale[locale].passages.length])) as Record<
      Locale,
      number
    >,
    ...(file.facts && { facts: file.facts }),
  };
}

/** Reads the build's knowledge file; a build without one (an old build) gives an empty assistant. */
export async function loadKnowledge(file: string): Promise<Knowledge> {
  try {
    return createKnowledge(JSON.parse(await readFile(file, 'utf8')) as KnowledgeFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return createKnowledge({ version: 1, locales: {} as KnowledgeFile['locales'] });
  }
}
