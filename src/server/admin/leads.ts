/**
 * The quiz's guide requests as the owner works with them, in the subscriber list's pattern:
 * search by address, filter by language, result and whether they also joined the newsletter,
 * sort, page through; one request's record with its answers; the filtered list as CSV, streamed
 * (the CLI's `npm run quiz -- export` reads the same lines). The funnel per language is
 * ../quiz/owner-report.ts's.
 */
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { QUIZ_RESULTS, type QuizResult } from '../../lib/quiz/results.ts';
import { CSV_BATCH, csvInBatches } from '../csv.ts';
import type { Database } from '../db/client.ts';
import { quizLeads } from '../db/schema.ts';
import { containsText, PAGE_SIZE, pageOf, pickOne, searchOf } from './list-query.ts';

export const LEAD_SORTS = ['newest', 'oldest', 'email'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export interface LeadFilter {
  q?: string;
  locale?: Locale;
  result?: QuizResult;
  /** 'yes': they also asked for the newsletter; 'no': the guide only. */
  newsletter?: 'yes' | 'no';
  sort?: LeadSort;
  page?: number;
}

/** The filter an address's query names (`q`, `language`, `result`, `newsletter`, `sort`, `page`). */
export function leadFilterOf(query: Record<string, unknown>): LeadFilter {
  return {
    q: searchOf(query.q),
    locale: pickOne(query.language, LOCALES),
    result: pickOne(query.result, QUIZ_RESULTS),
    newsletter: pickOne(query.newsletter, ['yes', 'no'] as const),
    sort: pickOne(query.sort, LEAD_SORTS),
    page: pageOf(query.page),
  };
}

function where(filter: LeadFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q?.trim()) conditions.push(containsText(quizLeads.email, filter.q.trim()));
  if (filter.locale) conditions.push(eq(quizLeads.locale, filter.locale));
  if (filter.result) conditions.push(eq(quizLeads.result, filter.result));
  if (filter.newsletter) conditions.push(eq(quizLeads.newsletter, filter.newsletter === 'yes'));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(sort: LeadSort = 'newest') {
  if (sort === 'oldest') return [asc(quizLeads.id)];
  if (sort === 'email') return [asc(sql`lower(${quizLeads.email})`), asc(quizLeads.id)];
  return [desc(quizLeads.id)];
}

const LISTED_COLUMNS = {
  id: quizLeads.id,
  email: quizLeads.email,
  locale: quizLeads.locale,
  result: quizLeads.result,
  newsletter: quizLeads.newsletter,
  createdAt: quizLeads.createdAt,
};

/** One page of the filtered requests, and how many match in all. */
export async function findLeads(db: Database, filter: LeadFilter) {
  const page = Math.max(1, filter.page ?? 1);
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(LISTED_COLUMNS)
      .from(quizLeads)
      .where(condition)
      .orderBy(...orderOf(filter.sort))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(quizLeads).where(condition),
  ]);
  return { rows, total: Number(total?.total ?? 0), page, pageSize: PAGE_SIZE };
}

/** One request with its answers and consent. */
export async function leadRecord(db: Database, id: number) {
  const [lead] = await db
    .select({
      ...LISTED_COLUMNS,
      answers: quizLeads.answers,
      consentAt: quizLeads.consentAt,
      consentTextVersion: quizLeads.consentTextVersion,
    })
    .from(quizLeads)
    .where(eq(quizLeads.id, id));
  return lead;
}

const CSV_HEADER = [
  'email',
  'locale',
  'result',
  'answers',
  'newsletter',
  'consent_at',
  'consent_text_version',
  'requested_on',
];

/** The filtered requests as CSV with their consent records, oldest first, streamed a batch at a time. */
export function leadsCsvLines(db: Database, filter: LeadFilter = {}): AsyncGenerator<string> {
  const condition = where(filter);
  return csvInBatches(
    CSV_HEADER,
    (after) =>
      db
        .select()
        .from(quizLeads)
        .where(and(gt(quizLeads.id, after), condition))
        .orderBy(asc(quizLeads.id))
        .limit(CSV_BATCH),
    (row) => [
      row.email,
      row.locale,
      row.result,
      JSON.stringify(row.answers),
      String(row.newsletter),
      row.consentAt.toISOString(),
      row.consentTextVersion,
      String(row.requestedOn),
    ],
  );
}
