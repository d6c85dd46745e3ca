/**
 * Newsletter editions as the owner writes them: a draft per language, saved as she types (each
 * save names the revision it was made from, so a stale window is told, not obeyed), the audience
 * and what it counts, and the figures of an edition's mail. Sending is ./edition-sending.ts.
 */
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import {
  EDITABLE_STATUSES,
  type EditionAudience,
  type EditionFigures,
  type EditionRecord,
  type EditionVersions,
  type ListedEdition,
  WELCOME_SERIES_MAX,
} from '../../lib/edition.ts';
import { documentText, EMPTY_DOCUMENT } from '../../lib/edition-document.ts';
import { sourceGroupSql } from '../admin/subscribers.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox, newsletterEditions, newsletterSubscribers } from '../db/schema.ts';

export type EditionRow = typeof newsletterEditions.$inferSelect;

/** An edition's row as stored (no figures: those are editionRecord's); undefined when there is none. */
export async function editionRow(db: Database, id: number): Promise<EditionRow | undefined> {
  const [row] = await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id));
  return row;
}

/** The languages whose version has a subject and some text: only those are sent. */
export function readyLocales(versions: EditionVersions): Locale[] {
  return LOCALES.filter((locale) => {
    const version = versions[locale];
    return Boolean(version?.subject.trim() && documentText(version.doc));
  });
}

/**
 * A new draft with an empty version in the owner's language; with `welcomeDay`, a step of the
 * welcome series ('seriesFull' once it has WELCOME_SERIES_MAX steps).
 */
export async function createEdition(db: Database, locale: Locale, welcomeDay?: number): Promise<number | 'seriesFull'> {
  if (welcomeDay !== undefined) {
    const [steps] = await db
      .select({ steps: count() })
      .from(newsletterEditions)
      .where(isNotNull(newsletterEditions.welcomeDay));
    if ((steps?.steps ?? 0) >= WELCOME_SERIES_MAX) return 'seriesFull';
  }
  const [row] = await db
    .insert(newsletterEditions)
    .values({
      versions: { [locale]: { subject: '', preheader: '', doc: EMPTY_DOCUMENT } },
      fallbackLocale: locale,
      welcomeDay: welcomeDay ?? null,
    })
    .returning({ id: newsletterEditions.id });
  if (!row) throw new Error('a new edition was not stored');
  return row.id;
}

export interface EditionDraft {
  revision: number;
  /** A welcome step's day (ignored for an ordinary edition). */
  welcomeDay?: number;
  versions: EditionVersions;
  audience: EditionAudience;
  fallbackLocale: Locale | null;
  public: boolean;
}

export type SaveOutcome =
  | { outcome: 'saved'; revision: number; updatedAt: string }
  | { outcome: 'notFound' | 'editedElsewhere' | 'editionLocked' };

/** Why a change guarded by state (and revision) matched no row. */
async function whyUnchanged(db: Database, id: number, revision: number) {
  // Only the two columns that say why: not the versions and the rendered mail.
  const [row] = await db
    .select({ status: newsletterEditions.status, revision: newsletterEditions.revision })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.id, id));
  if (!row) return 'notFound' as const;
  return EDITABLE_STATUSES.includes(row.status) && row.revision !== revision
    ? ('editedElsewhere' as const)
    : ('editionLocked' as const);
}

/** Saves a draft made from `revision`; refused once sending began, or when another window saved since. */
export async function saveEdition(db: Database, id: number, draft: EditionDraft): Promise<SaveOutcome> {
  const [saved] = await db
    .update(newsletterEditions)
    .set({
      versions: draft.versions,
      audience: draft.audience,
      fallbackLocale: draft.fallbackLocale,
      public: draft.public,
      // Only a welcome step has a day; an edition stays an edition.
      ...(draft.welcomeDay === undefined
        ? {}
        : {
            welcomeDay: sql`CASE WHEN ${newsletterEditions.welcomeDay} IS NULL THEN NULL ELSE ${draft.welcomeDay}::smallint END`,
          }),
      revision: sql`${newsletterEditions.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(newsletterEditions.id, id),
        eq(newsletterEditions.revision, draft.revision),
        inArray(newsletterEditions.status, EDITABLE_STATUSES),
      ),
    )
    .returning({ revision: newsletterEditions.revision, updatedAt: newsletterEditions.updatedAt });
  if (saved) return { outcome: 'saved', revision: saved.revision, updatedAt: saved.updatedAt.toISOString() };
  return { outcome: await whyUnchanged(db, id, draft.revision) };
}

/** Deletes a draft (nothing was sent from it); false when there is no such draft. */
export async function deleteDraft(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(newsletterEditions)
    .where(and(eq(newsletterEditions.id, id), eq(newsletterEditions.status, 'draft')))
    .returning({ id: newsletterEditions.id });
  return deleted.length > 0;
}

const NO_MAIL: EditionFigures = {
  total: 0,
  remaining: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  cancelled: 0,
  unsubscribed: 0,
};

/** Each edition's figures from its mail in the outbox (one grouped read for all of them). */
async function liveFigures(db: Database, ids: number[]): Promise<Map<number, EditionFigures>> {
  const figures = new Map<number, EditionFigures>();
  if (ids.length === 0) return figures;
  const rows = await db
    .select({
      editionId: emailOutbox.editionId,
      status: emailOutbox.status,
      mails: count(),
      // Recipients who left after the edition began (their mail may be sent or cancelled).
      unsubscribed:
        sql<number>`count(*) FILTER (WHERE ${newsletterSubscribers.unsubscribedAt} >= ${newsletterEditions.startedAt})`.mapWith(
          Number,
        ),
    })
    .from(emailOutbox)
    .innerJoin(newsletterEditions, eq(newsletterEditions.id, emailOutbox.editionId))
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, emailOutbox.subscriberId))
    .where(inArray(emailOutbox.editionId, ids))
    .groupBy(emailOutbox.editionId, emailOutbox.status);
  for (const row of rows) {
    if (row.editionId === null) continue;
    const entry = figures.get(row.editionId) ?? { ...NO_MAIL };
    entry.total += row.mails;
    entry.unsubscribed += row.unsubscribed;
    if (row.status === 'queued') entry.remaining += row.mails;
    else entry[row.status] += row.mails;
    figures.set(row.editionId, entry);
  }
  return figures;
}

/** The outbox's figures while its copies last, else those kept when sending ended. */
function figuresOf(row: EditionRow, live: Map<number, EditionFigures>): EditionFigures {
  return live.get(row.id) ?? row.finalFigures ?? NO_MAIL;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One edition with its figures; undefined when there is none. */
export async function editionRecord(db: Database, id: number): Promise<EditionRecord | undefined> {
  const row = await editionRow(db, id);
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    welcomeDay: row.welcomeDay,
    versions: row.versions,
    audience: row.audience,
    fallbackLocale: row.fallbackLocale,
    public: row.public,
    sendAt: iso(row.sendAt),
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    figures: figuresOf(row, await liveFigures(db, [row.id])),
  };
}

/** Every edition, newest first, with a subject in the owner's language where there is one. */
export async function listEditions(db: Database, ownerLocale: Locale): Promise<ListedEdition[]> {
  const rows = await db.select().from(newsletterEditions).orderBy(desc(newsletterEditions.id)).limit(500);
  const live = await liveFigures(
    db,
    rows.filter((row) => row.startedAt).map((row) => row.id),
  );
  return rows.map((row) => {
    const locales = LOCALES.filter((locale) => row.versions[locale]);
    const subject =
      row.versions[ownerLocale]?.subject || locales.map((locale) => row.versions[locale]?.subject).find(Boolean) || '';
    return {
      id: row.id,
      status: row.status,
      welcomeDay: row.welcomeDay,
      subject,
      locales,
      sendAt: iso(row.sendAt),
      updatedAt: row.updatedAt.toISOString(),
      startedAt: iso(row.startedAt),
      figures: figuresOf(row, live),
    };
  });
}

/** The subscribers an audience names, in SQL (confirmed ones only: never pending, unsubscribed or bounced). */
export function audienceCondition(audience: EditionAudience): SQL {
  const subscribed = eq(newsletterSubscribers.status, 'subscribed');
  if (audience.kind === 'locales')
    return and(subscribed, inArray(newsletterSubscribers.locale, audience.locales)) as SQL;
  if (audience.kind === 'sources') return and(subscribed, inArray(sourceGroupSql, audience.sources)) as SQL;
  return subscribed;
}

/**
 * The language each subscriber of the audience gets, in SQL: their own when it has a ready
 * version, else the fallback, else NULL (nothing).
 */
export function mailLocaleSql(ready: Locale[], fallback: Locale | null): SQL {
  const fallbackValue = fallback && ready.includes(fallback) ? sql`${fallback}` : sql`NULL`;
  if (ready.length === 0) return sql`NULL`;
  return sql`CASE WHEN ${inArray(newsletterSubscribers.locale, ready)} THEN ${newsletterSubscribers.locale} ELSE ${fallbackValue} END`;
}

export interface AudienceCount {
  /** Subscribers who will get a mail. */
  recipients: number;
  /** Subscribers of the audience by their own language. */
  byLanguage: Record<Locale, number>;
  /** Subscribers of the audience whose language has no ready version (they get the fallback, or nothing). */
  withoutVersion: number;
}

/** How many subscribers an edition would reach now, as saved. */
export async function countAudience(
  db: Database,
  edition: Pick<EditionRow, 'versions' | 'audience' | 'fallbackLocale'>,
): Promise<AudienceCount> {
  const ready = readyLocales(edition.versions);
  const rows = await db
    .select({ locale: newsletterSubscribers.locale, subscribers: count() })
    .from(newsletterSubscribers)
    .where(audienceCondition(edition.audience))
    .groupBy(newsletterSubscribers.locale);
  const byLanguage = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const row of rows) byLanguage[row.locale] = row.subscribers;
  const withoutVersion = LOCALES.filter((locale) => !ready.includes(locale)).reduce(
    (sum, locale) => sum + byLanguage[locale],
    0,
  );
  const fallbackReady = edition.fallbackLocale !== null && ready.includes(edition.fallbackLocale);
  const all = LOCALES.reduce((sum, locale) => sum + byLanguage[locale], 0);
  return {
    recipients: ready.length === 0 ? 0 : fallbackReady ? all : all - withoutVersion,
    byLanguage,
    withoutVersion,
  };
}
