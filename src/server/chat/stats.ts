/**
 * What the chat keeps: counts per day (UTC) and language — answered, unanswered, LLM answers and
 * their tokens — and, only when the owner turned it on (CHAT_LOG_QUESTIONS=true), the text of
 * questions the site could not answer, without anything about who asked, for 90 days.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { type Database, rowsOf } from '../db/client.ts';
import { periodicWriter } from '../db/periodic-writer.ts';

/** How long unanswered questions are kept (when they are kept at all). */
export const UNANSWERED_RETENTION_DAYS = 90;

export interface AnswerRecord {
  locale: Locale;
  answered: boolean;
  /** Tokens an LLM used for this answer (undefined for the built-in engine). */
  llmTokens?: number;
  /** The question, kept only when it went unanswered and the owner asked for it. */
  unansweredQuestion?: string;
}

interface DayCounts {
  answered: number;
  unanswered: number;
  llmAnswers: number;
  llmTokens: number;
}

/** Adds a batch of counts for today (UTC), one statement per language, to what other servers wrote. */
async function addCounts(db: Pick<Database, 'execute'>, counts: Map<Locale, DayCounts>): Promise<void> {
  for (const [locale, day] of counts) {
    await db.execute(sql`
      INSERT INTO chat_daily (day, locale, answered, unanswered, llm_answers, llm_tokens)
      VALUES ((now() AT TIME ZONE 'UTC')::date, ${locale}, ${day.answered}, ${day.unanswered},
              ${day.llmAnswers}, ${day.llmTokens})
      ON CONFLICT (day, locale) DO UPDATE SET
        answered = chat_daily.answered + excluded.answered,
        unanswered = chat_daily.unanswered + excluded.unanswered,
        llm_answers = chat_daily.llm_answers + excluded.llm_answers,
        llm_tokens = chat_daily.llm_tokens + excluded.llm_tokens`);
  }
}

/**
 * Counts answers in memory and writes them every few seconds (and when the server stops): an
 * answer costs no database write while a visitor waits, and a busy minute is a few statements.
 */
export interface AnswerCounter {
  add(record: AnswerRecord): void;
  /** Tokens counted here and not written yet (the daily budget adds them to the database's). */
  pendingTokens(): number;
  /** Writes what was counted; a failed write keeps the counts for the next try. */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** Unanswered questions held in memory at most while the database cannot take them. */
export const MAX_PENDING_QUESTIONS = 1_000;

const NO_COUNTS: DayCounts = { answered: 0, unanswered: 0, llmAnswers: 0, llmTokens: 0 };

export function createAnswerCounter(
  db: Database,
  options: {
    flushMs?: number;
    /** A write failed; what it held is kept for the next one. */
    onError: (error: unknown) => void;
    /** The database refused one question (not the connection): it is dropped, the rest written. */
    onRefused?: (error: unknown) => void;
  },
) {
  let counts = new Map<Locale, DayCounts>();
  let questions: { locale: Locale; question: string }[] = [];

  /** Puts counts back for the next write, added to anything counted meanwhile. */
  function keepCounts(batch: Map<Locale, DayCounts>) {
    for (const [locale, day] of batch) {
      const now = counts.get(locale) ?? NO_COUNTS;
      counts.set(locale, {
        answered: now.answered + day.answered,
        unanswered: now.unanswered + day.unanswered,
        llmAnswers: now.llmAnswers + day.llmAnswers,
        llmTokens: now.llmTokens + day.llmTokens,
      });
    }
  }

  const insertQuestion = (
    into: Pick<Database, 'execute'>,
    { locale, question }: { locale: Locale; question: string },
  ) => into.execute(sql`INSERT INTO chat_unanswered (locale, question) VALUES (${locale}, ${question})`);

  /**
   * After a refused batch: the counts alone, then each question alone, so one row the database
   * will never take (it once was a question holding U+0000) is dropped instead of blocking every
   * later batch.
   */
  async function writeOneByOne(batch: Map<Locale, DayCounts>, kept: typeof questions) {
    try {
      await addCounts(db, batch);
    } catch (error) {
      keepCounts(batch);
      options.onError(error);
    }
    for (const [index, entry] of kept.entries()) {
      try {
        await insertQuestion(db, entry);
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          questions = [...kept.slice(index), ...questions];
          options.onError(error);
          return;
        }
        options.onRefused?.(error);
      }
    }
  }

  const writer = periodicWriter(async () => {
    const [batch, kept] = [counts, questions];
    counts = new Map();
    questions = [];
    if (batch.size === 0 && kept.length === 0) return;
    try {
      // One transaction: the counts and the questions are written together or not at all.
      await db.transaction(async (tx) => {
        await addCounts(tx, batch);
        for (const entry of kept) await insertQuestion(tx, entry);
      });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) return writeOneByOne(batch, kept);
      keepCounts(batch);
      questions = [...kept, ...questions].slice(0, MAX_PENDING_QUESTIONS);
      options.onError(error);
    }
  }, options.flushMs);
  const counter: AnswerCounter = {
    add({ locale, answered, llmTokens, unansweredQuestion }) {
      const day = counts.get(locale) ?? { ...NO_COUNTS };
      if (answered) day.answered++;
      else day.unanswered++;
      if (llmTokens !== undefined) {
        day.llmAnswers++;
        day.llmTokens += llmTokens;
      }
      counts.set(locale, day);
      // While the database is away, questions past the cap are counted but not kept.
      if (!answered && unansweredQuestion && questions.length < MAX_PENDING_QUESTIONS) {
        questions.push({ locale, question: unansweredQuestion.slice(0, 2000) });
      }
    },
    pendingTokens: () => [...counts.values()].reduce((sum, day) => sum + day.llmTokens, 0),
    ...writer,
  };
  return counter;
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
