/**
 * What the chat keeps: counts per day (UTC) and language — answered, unanswered, LLM answers and
 * their tokens — and, only when the owner turned it on (CHAT_LOG_QUESTIONS=true), the text of
 * questions the site could not answer, without anything about who asked, for 90 days.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { type Database, rowsOf } from '../db/client.ts';

/** How long unanswered questions are kept (when they are kept at all). */
export const UNANSWERED_RETENTION_DAYS = 90;

export interface AnswerRecord {
  locale: Locale;
  answered: boolean;
  /** Tokens an LLM used for this answer (0 for the built-in engine). */
  llmTokens?: number;
  /** The question, kept only when it went unanswered and the owner asked for it. */
  unansweredQuestion?: string;
}

export async function recordAnswer(db: Database, record: AnswerRecord): Promise<void> {
  const { locale, answered, llmTokens } = record;
  const llm = llmTokens !== undefined;
  await db.execute(sql`
    INSERT INTO chat_daily (day, locale, answered, unanswered, llm_answers, llm_tokens)
    VALUES ((now() AT TIME ZONE 'UTC')::date, ${locale}, ${answered ? 1 : 0}, ${answered ? 0 : 1},
            ${llm ? 1 : 0}, ${llmTokens ?? 0})
    ON CONFLICT (day, locale) DO UPDATE SET
      answered = chat_daily.answered + excluded.answered,
      unanswered = chat_daily.unanswered + excluded.unanswered,
      llm_answers = chat_daily.llm_answers + excluded.llm_answers,
      llm_tokens = chat_daily.llm_tokens + excluded.llm_tokens`);
  if (!answered && record.unansweredQuestion) {
    await db.execute(
      sql`INSERT INTO chat_unanswered (locale, question) VALUES (${locale}, ${record.unansweredQuestion.slice(0, 2000)})`,
    );
  }
}

/** The LLM tokens used today (UTC) by every server sharing the database: the daily budget's count. */
export async function llmTokensToday(db: Database): Promise<number> {
  const [row] = rowsOf<{ tokens: number | string | null }>(
    await db.execute(sql`
      SELECT sum(llm_tokens) AS tokens FROM chat_daily WHERE day = (now() AT TIME ZONE 'UTC')::date`),
  );
  return Number(row?.tokens ?? 0);
}

/** Deletes unanswered questions older than the retention period; returns how many went. */
export async function purgeOldQuestions(db: Database): Promise<number> {
  const deleted = rowsOf(
    await db.execute(sql`
      DELETE FROM chat_unanswered WHERE asked_at < now() - make_interval(days => ${UNANSWERED_RETENTION_DAYS})
      RETURNING id`),
  );
  return deleted.length;
}

/** The owner's view: counts per language over the last `days` days. */
export async function chatStats(db: Database, { days = 30 } = {}) {
  const rows = rowsOf<{
    locale: Locale;
    answered: number;
    unanswered: number;
    llm_answers: number;
    llm_tokens: number;
  }>(
    await db.execute(sql`
      SELECT locale, sum(answered)::int AS answered, sum(unanswered)::int AS unanswered,
             sum(llm_answers)::int AS llm_answers, sum(llm_tokens)::int AS llm_tokens
      FROM chat_daily WHERE day > (now() AT TIME ZONE 'UTC')::date - ${days}::int
      GROUP BY locale ORDER BY locale`),
  );
  return {
    days,
    languages: rows.map((row) => ({
      locale: row.locale,
      answered: Number(row.answered),
      unanswered: Number(row.unanswered),
      llmAnswers: Number(row.llm_answers),
      llmTokens: Number(row.llm_tokens),
    })),
  };
}

/** The kept unanswered questions, newest first. */
export async function unansweredQuestions(db: Database, { limit = 200 } = {}) {
  return rowsOf<{ asked_at: string | Date; locale: Locale; question: string }>(
    await db.execute(sql`
      SELECT asked_at, locale, question FROM chat_unanswered ORDER BY asked_at DESC, id DESC LIMIT ${limit}`),
  ).map((row) => ({ askedAt: new Date(row.asked_at).toISOString(), locale: row.locale, question: row.question }));
}
