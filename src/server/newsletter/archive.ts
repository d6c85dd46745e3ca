/**
 * The newsletter's public archive, read from the editions: the list of a language, newest first,
 * and one edition in one language with the sizes of its images. Only reads; the owner marks an
 * edition public in her area (./editions.ts).
 */
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import type { EditionStatus, EditionVersion } from '../../lib/edition.ts';
import {
  type ArchivedEdition,
  type ArchiveEditionVisit,
  type ArchiveEntry,
  excerpt,
} from '../../lib/edition-archive.ts';
import { documentText, type EditionBlock } from '../../lib/edition-document.ts';
import type { Database } from '../db/client.ts';
import { newsletterEditions, newsletterImages } from '../db/schema.ts';
import { readyLocales } from './editions.ts';

/**
 * Sending or paused count as gone out, not only sent: subscribers have the mail from its first
 * minute, and its "read it on the site" link must lead here while the rest is still on its way
 * (a large list at the set rate takes hours). Cancelled stays out: the owner stopped it, even if
 * some mail had gone.
 */
const GONE_OUT: EditionStatus[] = ['sending', 'paused', 'sent'];

/** In the archive: marked public, an edition (not a welcome-series step), and gone out. */
const inArchive: SQL = and(
  eq(newsletterEditions.public, true),
  isNull(newsletterEditions.welcomeDay),
  isNotNull(newsletterEditions.startedAt),
  inArray(newsletterEditions.status, GONE_OUT),
) as SQL;

/** A monthly letter makes a dozen a year: the list needs no pages, only a bound. */
const LIST_MAX = 500;

/** What the list and the feed say of a version besides its subject: its preheader, else its first words. */
function summaryOf(version: EditionVersion): string {
  return version.preheader || excerpt(documentText(version.doc), 200);
}

/**
 * The archive in one language, newest first: the editions with a version in it that went out in
 * it (a subject and some text, as ./editions.ts `readyLocales` decides; an empty version never did).
 */
export async function archiveList(db: Database, locale: Locale): Promise<ArchiveEntry[]> {
  const version = sql<EditionVersion | null>`${newsletterEditions.versions} -> ${locale}::text`;
  const rows = await db
    .select({ id: newsletterEditions.id, version, startedAt: newsletterEditions.startedAt })
    .from(newsletterEditions)
    .where(and(inArchive, sql`${version} IS NOT NULL`))
    .orderBy(desc(newsletterEditions.startedAt), desc(newsletterEditions.id))
    .limit(LIST_MAX);
  return rows.flatMap(({ id, version, startedAt }) =>
    version && startedAt && readyLocales({ [locale]: version }).length > 0
      ? [{ id, subject: version.subject, summary: summaryOf(version), sentAt: startedAt.toISOString() }]
      : [],
  );
}

/** An edition of the archive with its versions, or undefined. */
async function archivedRow(db: Database, id: number) {
  const [row] = await db
    .select({ versions: newsletterEditions.versions, startedAt: newsletterEditions.startedAt })
    .from(newsletterEditions)
    .where(and(eq(newsletterEditions.id, id), inArchive));
  return row?.startedAt ? { versions: row.versions, startedAt: row.startedAt } : undefined;
}

/** Every image a document shows, lists and quotes included. */
function imageSources(blocks: readonly EditionBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === 'image') return [block.attrs.src];
    if (block.type === 'blockquote') return imageSources(block.content);
    if (block.type === 'bulletList' || block.type === 'orderedList') {
      return block.content.flatMap((item) => imageSources(item.content));
    }
    return [];
  });
}

/** The stored sizes of a document's images, by address (./images.ts names each by its hash). */
async function imageSizes(db: Database, blocks: readonly EditionBlock[]): Promise<ArchivedEdition['images']> {
  const byHash = new Map<string, string>();
  for (const src of imageSources(blocks)) {
    const hash = /([a-f0-9]+)\.(?:jpg|png)$/.exec(src)?.[1];
    if (hash) byHash.set(hash, src);
  }
  if (byHash.size === 0) return {};
  const rows = await db
    .select({ hash: newsletterImages.hash, width: newsletterImages.width, height: newsletterImages.height })
    .from(newsletterImages)
    .where(inArray(newsletterImages.hash, [...byHash.keys()]));
  return Object.fromEntries(
    rows.flatMap(({ hash, width, height }) => {
      const src = byHash.get(hash);
      return src ? [[src, { width, height }]] : [];
    }),
  );
}

/**
 * What an edition's page shows, from one read: the edition in this language with the sizes of its
 * images, else the languages it can be read in (none when it is not in the archive: not public,
 * not gone out, a welcome step).
 */
export async function archivedEditionVisit(
  db: Database,
  id: number,
  locale: Locale,
): Promise<Exclude<ArchiveEditionVisit, { kind: 'unavailable' }>> {
  const row = await archivedRow(db, id);
  const locales = row ? readyLocales(row.versions) : [];
  const version = row?.versions[locale];
  if (!row || !version || !locales.includes(locale)) return { kind: 'missing', locales };
  const edition = {
    id,
    locale,
    subject: version.subject,
    summary: summaryOf(version),
    sentAt: row.startedAt.toISOString(),
    doc: version.doc,
    locales,
    images: await imageSizes(db, version.doc.content),
  };
  return { kind: 'edition', edition };
}
