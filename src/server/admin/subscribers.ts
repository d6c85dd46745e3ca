/**
 * The subscriber list as the owner works with it: search by address, filter by status, language
 * and where they signed up, sort, page through (keyset-free offsets: the owner pages a few at a
 * time, and the indexes keep each page under a few milliseconds at 100,000 rows); one
 * subscriber's record with its consent and mail; the filtered list as CSV, streamed in batches so
 * memory stays flat however long the list; unsubscribing on someone's behalf; and deleting someone
 * with everything held about them.
 */
import { createHmac } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, type SQL, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { csvField } from '../csv.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox, newsletterSubscribers, quizLeads, type SubscriberStatus } from '../db/schema.ts';

export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['subscribed', 'pending', 'unsubscribed'];
export const SUBSCRIBER_SORTS = ['newest', 'oldest', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
export const PAGE_SIZE = 25;

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
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) =>
    allowed.includes(value as T) ? (value as T) : undefined;
  const page = Number(query.page);
  return {
    q: typeof query.q === 'string' ? query.q.slice(0, 254) : undefined,
    status: pick(query.status, SUBSCRIBER_STATUSES),
    locale: pick(query.language, LOCALES),
    source: pick(query.source, SOURCE_GROUPS),
    sort: pick(query.sort, SUBSCRIBER_SORTS),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : undefined,
  };
}

/** The signup sources the owner filters by: the path a form was on, grouped. */
export const SOURCE_GROUPS = ['home', 'quiz', 'blog', 'other'] as const;
export type SourceGroup = (typeof SOURCE_GROUPS)[number];

/** `%` and `_` typed by the owner are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function where(filter: SubscriberFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q?.trim()) conditions.push(ilike(newsletterSubscribers.email, `%${escapeLike(filter.q.trim())}%`));
  if (filter.status) conditions.push(eq(newsletterSubscribers.status, filter.status));
  if (filter.locale) conditions.push(eq(newsletterSubscribers.locale, filter.locale));
  if (filter.source) conditions.push(sql`${sourceGroupSql} = ${filter.source}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The signup's source path without its language prefix ("/pt/blog/aura" → "/blog/aura"). */
const englishSource = sql`regexp_replace(${newsletterSubscribers.source}, ${`^/(${LOCALES.join('|')})(?=/|$)`}, '')`;

/** The group of a signup's source (SOURCE_GROUPS), in SQL, for filtering in the database. */
const sourceGroupSql = sql`CASE
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
const EXPORT_BATCH = 1_000;

/**
 * The filtered list as CSV, in Ghost's columns plus ours (what the import reads back), a batch of
 * rows at a time by id, so a list of any length is written with the memory of one batch.
 */
export async function* subscribersCsvLines(db: Database, filter: SubscriberFilter): AsyncGenerator<string> {
  yield `${CSV_HEADER.join(',')}\n`;
  const condition = where(filter);
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(and(gt(newsletterSubscribers.id, after), condition))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        [
          row.email,
          '',
          row.createdAt.toISOString(),
          row.locale,
          row.status,
          row.source,
          row.consentAt.toISOString(),
          row.consentTextVersion,
        ]
          .map(csvField)
          .join(','),
      )
      .join('\n')
      .concat('\n');
    after = rows.at(-1)?.id ?? after;
  }
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
    await tx
      .update(emailOutbox)
      .set({ status: 'cancelled' })
      .where(and(eq(emailOutbox.subscriberId, id), eq(emailOutbox.status, 'queued')));
    return true;
  });
}

/** A keyed hash of an address: the audit log names a deleted person by it, never by the address. */
export function addressHash(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * Deletes a subscriber and everything held about their address: the subscription, every mail to
 * them (sent or waiting), their quiz requests. Returns the address deleted, or undefined.
 */
export async function deleteSubscriber(db: Database, id: number): Promise<{ email: string } | undefined> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ email: newsletterSubscribers.email });
    if (!gone) return undefined;
    const address = gone.email.toLowerCase();
    await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = ${address}`);
    await tx.delete(quizLeads).where(sql`lower(${quizLeads.email}) = ${address}`);
    return gone;
  });
}
