/**
 * What the chat keeps: counts per day (UTC) and language — answered, unanswered, LLM answers and
 * their tokens — and, only when the owner turned it on (CHAT_LOG_QUESTIONS=true), the text of
 * questions the site could not answer, without anything about who asked, for 90 days.
 */
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import type { Database } from '../db/client.ts';
import { periodicWriter } from '../db/periodic-writer.ts';
import { chatDaily, chatUnanswered } from '../db/schema.ts';

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

/** Today (UTC), as the daily tables count days. */
const TODAY = sql<string>`(now() AT TIME ZONE 'UTC')::date`;

/** Adds a batch of counts for today (UTC), one statement per language, to what other servers wrote. */
async function addCounts(db: Pick<Database, 'insert'>, counts: Map<Locale, DayCounts>): Promise<void> {
  for (const [locale, counted] of counts) {
    await db
      .insert(chatDaily)
      .values({ day: TODAY, locale, ...counted })
      .onConflictDoUpdate({
        target: [chatDaily.day, chatDaily.locale],
        set: {
          answered: sql`${chatDaily.answered} + excluded.answered`,
          unanswered: sql`${chatDaily.unanswered} + excluded.unanswered`,
          llmAnswers: sql`${chatDaily.llmAnswers} + excluded.llm_answers`,
          llmTokens: sql`${chatDaily.llmTokens} + excluded.llm_tokens`,
        },
      });
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

  const insertQuestion = (into: Pick<Database, 'insert'>, { locale, question }: { locale: Locale; question: string }) =>
    into.insert(chatUnanswered).values({ locale, question });

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
  const [row] = await db
    .select({ tokens: sql<number | string | null>`sum(${chatDaily.llmTokens})` })
    .from(chatDaily)
    .where(eq(chatDaily.day, TODAY));
  return Number(row?.tokens ?? 0);
}

/** Deletes unanswered questions older than the retention period; returns how many went. */
export async function purgeOldQuestions(db: Database): Promise<number> {
  const deleted = await db
    .delete(chatUnanswered)
    .where(lt(chatUnanswered.askedAt, sql`now() - make_interval(days => ${UNANSWERED_RETENTION_DAYS})`))
    .returning({ id: chatUnanswered.id });
  return deleted.length;
}

/** The owner's view: counts per language over the last `days` days. */
export async function chatStats(db: Database, { days = 30 } = {}) {
  const rows = await db
    .select({
      locale: chatDaily.locale,
      answered: sql<number>`sum(${chatDaily.answered})::int`,
      unanswered: sql<number>`sum(${chatDaily.unanswered})::int`,
      llmAnswers: sql<number>`sum(${chatDaily.llmAnswers})::int`,
      llmTokens: sql<number>`sum(${chatDaily.llmTokens})::int`,
    })
    .from(chatDaily)
    .where(gt(chatDaily.day, sql`${TODAY} - ${days}::int`))
    .groupBy(chatDaily.locale)
    .orderBy(chatDaily.locale);
  return {
    days,
    languages: rows.map((row) => ({
      locale: row.locale,
      answered: Number(row.answered),
      unanswered: Number(row.unanswered),
      llmAnswers: Number(row.llmAnswers),
      llmTokens: Number(row.llmTokens),
    })),
  };
}

/**
 * The kept unanswered questions, newest first: those still to deal with, or with `handled`
 * those the owner marked handled.
 */
export async function unansweredQuestions(db: Database, { limit = 200, handled = false } = {}) {
  const rows = await db
    .select({
      id: chatUnanswered.id,
      askedAt: chatUnanswered.askedAt,
      locale: chatUnanswered.locale,
      question: chatUnanswered.question,
      handledAt: chatUnanswered.handledAt,
    })
    .from(chatUnanswered)
    .where(handled ? isNotNull(chatUnanswered.handledAt) : isNull(chatUnanswered.handledAt))
    .orderBy(desc(chatUnanswered.askedAt), desc(chatUnanswered.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    askedAt: row.askedAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }));
}

/** Marks a kept question handled (the owner wrote the missing page, say): true when there was one to mark. */
export async function markQuestionHandled(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(chatUnanswered)
    .set({ handledAt: sql`now()` })
    .where(and(eq(chatUnanswered.id, id), isNull(chatUnanswered.handledAt)))
    .returning({ id: chatUnanswered.id });
  return rows.length === 1;
}

/** Answered and unanswered per day (UTC) and language over the last `days` days, oldest first. */
export async function chatDays(db: Database, { days = 30 } = {}) {
  const rows = await db
    .select({
      day: sql<string>`${chatDaily.day}::text`,
      locale: chatDaily.locale,
      answered: chatDaily.answered,
      unanswered: chatDaily.unanswered,
    })
    .from(chatDaily)
    .where(gt(chatDaily.day, sql`${TODAY} - ${days}::int`))
    .orderBy(chatDaily.day, chatDaily.locale);
  return rows.map((row) => ({ ...row, day: row.day.slice(0, 10) }));
}

/** The owner's chat page and API: the days, and the kept questions still open or (`handled`) dealt with. */
export async function chatReport(db: Database, { handled = false } = {}) {
  const [days, questions] = await Promise.all([chatDays(db), unansweredQuestions(db, { handled })]);
  return { days, questions };
}
