/**
 * The subscriber list as the owner works with it: search by address, filter by status, language
 * and where they signed up, sort, page through (keyset-free offsets: the owner pages a few at a
 * time, and the indexes keep each page under a few milliseconds at 100,000 rows); one
 * subscriber's record with its consent and mail; the filtered list as CSV, streamed in batches so
 * memory stays flat however long the list; unsubscribing on someone's behalf. Deleting someone is
 * ../privacy/forget.ts.
 */
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { AUDIENCE_SOURCES, type AudienceSource } from '../../lib/edition.ts';
import { CSV_BATCH, csvInBatches } from '../csv.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox, newsletterSubscribers, type SubscriberStatus } from '../db/schema.ts';
import { cancelWaitingMail } from '../email/waiting-mail.ts';
import { IMPORT_SOURCE } from './import.ts';
import { containsText, PAGE_SIZE, pageOf, pickOne, searchOf } from './list-query.ts';

export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['subscribed', 'pending', 'unsubscribed', 'bounced'];
export const SUBSCRIBER_SORTS = ['newest', 'oldest', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

export interface SubscriberFilter {
  /** A part of the address. */
  q?: string;
  status?: SubscriberStatus;
  locale?: Locale;
  /** Where they signed up: the home page, the quiz, an article or another page. */
  source?: SourceGroup;
  sort?: SubscriberSort;
  page?: number;
}

/**
 * The filter an address's query names (`q`, `status`, `language`, `source`, `sort`, `page`; `locale`
 * is the answer's language); anything unknown or malformed is left out rather than refused.
 */
export function subscriberFilterOf(query: Record<string, unknown>): SubscriberFilter {
  return {
    q: searchOf(query.q),
    status: pickOne(query.status, SUBSCRIBER_STATUSES),
    locale: pickOne(query.language, LOCALES),
    source: pickOne(query.source, SOURCE_GROUPS),
    sort: pickOne(query.sort, SUBSCRIBER_SORTS),
    page: pageOf(query.page),
  };
}

/** The signup sources the owner filters by (and sends editions to): the path a form was on, grouped. */
export const SOURCE_GROUPS = AUDIENCE_SOURCES;
export type SourceGroup = AudienceSource;

function where(filter: SubscriberFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q?.trim()) conditions.push(containsText(newsletterSubscribers.email, filter.q.trim()));
  if (filter.status) conditions.push(eq(newsletterSubscribers.status, filter.status));
  if (filter.locale) conditions.push(eq(newsletterSubscribers.locale, filter.locale));
  if (filter.source) conditions.push(sql`${sourceGroupSql} = ${filter.source}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The signup's source path without its language prefix ("/pt/blog/aura" → "/blog/aura"). */
const englishSource = sql`regexp_replace(${newsletterSubscribers.source}, ${`^/(${LOCALES.join('|')})(?=/|$)`}, '')`;

/** The group of a signup's source (SOURCE_GROUPS), in SQL, for filtering in the database. */
export const sourceGroupSql = sql`CASE
  WHEN ${newsletterSubscribers.source} = ${IMPORT_SOURCE} THEN 'imported'
  WHEN ${englishSource} IN ('', '/') THEN 'home'
  WHEN ${englishSource} LIKE '/quiz%' THEN 'quiz'
  WHEN ${englishSource} LIKE '/blog%' THEN 'blog'
  ELSE 'other' END`;

function orderOf(sort: SubscriberSort = 'newest') {
  if (sort === 'oldest') return [asc(newsletterSubscribers.id)];
  if (sort === 'email') return [asc(sql`lower(${newsletterSubscribers.email})`), asc(newsletterSubscribers.id)];
  return [desc(newsletterSubscribers.id)];
}

export interface SubscriberRow {
  id: number;
  email: string;
  locale: Locale;
  status: SubscriberStatus;
  source: string;
  createdAt: Date;
}

/** The columns the list shows; a record shows these and more. */
const LISTED_COLUMNS = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  status: newsletterSubscribers.status,
  source: newsletterSubscribers.source,
  createdAt: newsletterSubscribers.createdAt,
};

/** One page of the filtered list, and how many match in all. */
export async function findSubscribers(db: Database, filter: SubscriberFilter) {
  const page = Math.max(1, filter.page ?? 1);
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(LISTED_COLUMNS)
      .from(newsletterSubscribers)
      .where(condition)
      .orderBy(...orderOf(filter.sort))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(newsletterSubscribers).where(condition),
  ]);
  return { rows: rows as SubscriberRow[], total: Number(total?.total ?? 0), page, pageSize: PAGE_SIZE };
}

/** One subscriber's whole record: the row with its consent, and the mail sent or waiting for them. */
export async function subscriberRecord(db: Database, id: number) {
  const [subscriber] = await db
    .select({
      ...LISTED_COLUMNS,
      consentAt: newsletterSubscribers.consentAt,
      consentTextVersion: newsletterSubscribers.consentTextVersion,
      consentPurpose: newsletterSubscribers.consentPurpose,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      bouncedAt: newsletterSubscribers.bouncedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  if (!subscriber) return undefined;
  const mail = await db
    .select({
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.subscriberId, id))
    .orderBy(desc(emailOutbox.id));
  return { subscriber, mail };
}

const CSV_HEADER = [
  'email',
  'name',
  'created_at',
  'language',
  'status',
  'source',
  'consent_at',
  'consent_text_version',
];

/**
 * The filtered list as CSV, in Ghost's columns plus ours (what the import reads back), streamed
 * a batch at a time.
 */
export function subscribersCsvLines(db: Database, filter: SubscriberFilter): AsyncGenerator<string> {
  const condition = where(filter);
  return csvInBatches(
    CSV_HEADER,
    (after) =>
      db
        .select()
        .from(newsletterSubscribers)
        .where(and(gt(newsletterSubscribers.id, after), condition))
        .orderBy(asc(newsletterSubscribers.id))
        .limit(CSV_BATCH),
    (row) => [
      row.email,
      row.name ?? '',
      row.createdAt.toISOString(),
      row.locale,
      row.status,
      row.source,
      row.consentAt.toISOString(),
      row.consentTextVersion,
    ],
  );
}

/** Unsubscribes on someone's behalf (they asked by mail, say): their waiting mail is cancelled too. */
export async function unsubscribeOnBehalf(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(newsletterSubscribers.id, id), sql`${newsletterSubscribers.status} <> 'unsubscribed'`))
      .returning({ id: newsletterSubscribers.id });
    if (changed.length === 0) return false;
    await cancelWaitingMail(tx, eq(emailOutbox.subscriberId, id), 'unsubscribed by the owner');
    return true;
  });
}

/**
 * Brings back an address its mail server had refused for good (the owner knows the mailbox works
 * again): subscribed once more, with its consent as it was. False when it is not bounced.
 */
export async function reactivateBounced(db: Database, id: number): Promise<boolean> {
  const changed = await db
    .update(newsletterSubscribers)
    .set({ status: 'subscribed', bouncedAt: null, updatedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, 'bounced')))
    .returning({ id: newsletterSubscribers.id });
  return changed.length > 0;
}

/** A subscriber's address, to forget them by (../privacy/forget.ts); undefined when there is none. */
export async function subscriberEmail(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row?.email;
}
