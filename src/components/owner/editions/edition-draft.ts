/**
 * What the owner changes on an edition's page, apart from what the server keeps about it (status,
 * revision, figures): its versions, audience, fallback and archive choice, and a welcome step's
 * day. Saved as a whole.
 */
import { LOCALES, type Locale } from '../../../i18n/locales.ts';
import type { EditionAudience, EditionRecord, EditionVersion, EditionVersions } from '../../../lib/edition.ts';
import { EMPTY_DOCUMENT } from '../../../lib/edition-document.ts';

export interface EditionDraft {
  versions: EditionVersions;
  audience: EditionAudience;
  /** The language subscribers without a version of their own get; null: nothing. */
  fallbackLocale: Locale | null;
  public: boolean;
  /** A welcome-series step's day after confirmation; absent for an ordinary edition. */
  welcomeDay?: number;
}

/** The draft part of an edition as the server sent it. */
export function draftOf(record: EditionRecord): EditionDraft {
  return {
    versions: record.versions,
    audience: record.audience,
    fallbackLocale: record.fallbackLocale,
    public: record.public,
    ...(record.welcomeDay === null ? {} : { welcomeDay: record.welcomeDay }),
  };
}

/** The languages that have a version, in the site's order. */
export function writtenLanguages(versions: EditionVersions): Locale[] {
  return LOCALES.filter((code) => versions[code]);
}

/** A new version of `language`: a copy of `from`'s to translate, or an empty one. */
export function withVersion(draft: EditionDraft, language: Locale, from: Locale | null): EditionDraft {
  const source = from ? draft.versions[from] : undefined;
  const version: EditionVersion = source
    ? structuredClone(source)
    : { subject: '', preheader: '', doc: structuredClone(EMPTY_DOCUMENT) };
  return { ...draft, versions: { ...draft.versions, [language]: version } };
}

/** Without `language`'s version; a fallback to it moves to another written language, or to none. */
export function withoutVersion(draft: EditionDraft, language: Locale): EditionDraft {
  const { [language]: _removed, ...versions } = draft.versions;
  const fallbackLocale =
    draft.fallbackLocale === language ? (writtenLanguages(versions)[0] ?? null) : draft.fallbackLocale;
  return { ...draft, versions, fallbackLocale };
}

/** False while the owner has unticked every language or place of signup (the server wants one at least). */
export function audienceIsComplete(audience: EditionAudience): boolean {
  if (audience.kind === 'locales') return audience.locales.length > 0;
  if (audience.kind === 'sources') return audience.sources.length > 0;
  return true;
}
