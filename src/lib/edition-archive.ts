/**
 * The newsletter's public archive as the server hands it to the pages (`Astro.locals.archive`,
 * made by src/server/newsletter/archive-pages.ts): the editions the owner marked public, once
 * they went out, each in the languages it was written in.
 */
import type { Locale } from '../i18n/locales.ts';
import type { EditionDocument } from './edition-document.ts';

/**
 * The list, the editions and the feed: a visitor sees a change within five minutes (the owner
 * marks an edition public, or takes it back), and a cache may answer with a day-old copy while it
 * asks for a fresh one.
 */
export const ARCHIVE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/** An edition as the archive's list and feed show it, in one language. */
export interface ArchiveEntry {
  id: number;
  subject: string;
  /** The preheader, or the beginning of the text when it has none. */
  summary: string;
  /** When sending began (ISO 8601): the edition's date. */
  sentAt: string;
}

/** An edition as its page in the archive shows it. */
export interface ArchivedEdition extends ArchiveEntry {
  locale: Locale;
  doc: EditionDocument;
  /** Every language it can be read in, this one included (its hreflang and "also in"). */
  locales: Locale[];
  /** Each image's size by its address, so the page reserves its place before it loads. */
  images: Record<string, { width: number; height: number }>;
}

/** What the archive's list page shows. */
export type ArchiveListVisit = { kind: 'list'; entries: ArchiveEntry[] } | { kind: 'unavailable' };

/** What an edition's page shows. */
export type ArchiveEditionVisit =
  | { kind: 'edition'; edition: ArchivedEdition }
  /** Not in the archive in this language: the languages it is in (none when it is not in it at all). */
  | { kind: 'missing'; locales: Locale[] }
  /** The database did not answer. */
  | { kind: 'unavailable' };

/** What the server hands the archive's pages (`Astro.locals.archive`); it never throws. */
export interface ArchiveLocals {
  list(locale: Locale): Promise<ArchiveListVisit>;
  edition(id: number, locale: Locale): Promise<ArchiveEditionVisit>;
}

/** An edition's id as its address writes it (`42`, never `042` or `4.2`); undefined otherwise. */
export function editionIdOf(segment: string | undefined): number | undefined {
  if (!segment || !/^[1-9]\d{0,15}$/.test(segment)) return undefined;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The first words of a text, at most `max` characters, cut between words. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
