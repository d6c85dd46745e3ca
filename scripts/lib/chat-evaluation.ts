/**
 * The chat assistant's evaluation set (tests/chat-evaluation/<language>.yaml): questions written
 * as visitors ask them, each with the pages an answer should cite (best first) or the intent it
 * should be handled as. Off-topic questions are marked `intent: unknown`: they count as right only
 * when the assistant declines them. `evaluate` asks every question of a language and scores it;
 * `npm run bench:chat` prints the figures and tests/unit/chat-evaluation.test.ts holds them to
 * EVALUATION_TARGETS.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '../../src/i18n/locales.ts';
import type { ChatSource } from '../../src/lib/chat/contract.ts';
import { builtInAnswer } from '../../src/server/chat/built-in-answer.ts';
import type { Intent } from '../../src/server/chat/intents.ts';
import type { Knowledge } from '../../src/server/chat/knowledge.ts';

export interface EvaluationQuestion {
  question: string;
  /** Acceptable pages, best first; an answer must cite at least one. */
  expect?: string[];
  /** `unknown`: the site does not cover the question, and the assistant must say it does not know. */
  intent?: Intent | 'unknown';
}

/** What every language must reach (issue 31): on-topic questions find their page, off-topic ones are declined. */
export const EVALUATION_TARGETS = { onTopicTop3: 0.9, offTopicDeclined: 0.9 };

export const EVALUATION_DIR = new URL('../../tests/chat-evaluation/', import.meta.url).pathname;

export async function readEvaluation(locale: Locale): Promise<EvaluationQuestion[]> {
  return parse(await readFile(join(EVALUATION_DIR, `${locale}.yaml`), 'utf8')) as EvaluationQuestion[];
}

/** What an answer gave, as the evaluation reads it. */
export interface EvaluatedAnswer {
  language: Locale;
  sources: ChatSource[];
  intent: Intent;
  answered: boolean;
}

export interface QuestionResult {
  question: EvaluationQuestion;
  answer: EvaluatedAnswer;
  top1: boolean;
  top3: boolean;
  /** The answer's language and, where the set names one, its intent are right (an off-topic question declined). */
  handled: boolean;
}

const pathOf = (url: string) => url.split('#')[0] ?? url;

/** An off-topic question: one the site does not cover. */
export const isOffTopic = (question: EvaluationQuestion) => question.intent === 'unknown';

/** Scores one answer against what the set expects. */
export function score(question: EvaluationQuestion, answer: EvaluatedAnswer, locale: Locale): QuestionResult {
  const cited = answer.sources.map((source) => pathOf(source.url));
  const expected = question.expect ?? [];
  const top1 = expected.length === 0 || expected.includes(cited[0] ?? '');
  const top3 = expected.length === 0 || cited.slice(0, 3).some((path) => expected.includes(path));
  const intentRight =
    question.intent === undefined || (isOffTopic(question) ? !answer.answered : question.intent === answer.intent);
  return { question, answer, top1, top3, handled: answer.language === locale && intentRight };
}

export interface EvaluationSummary {
  locale: Locale;
  questions: number;
  /** On-topic questions that name pages: the ones source accuracy is measured on. */
  withSources: number;
  top1: number;
  /** Share of on-topic questions with one of their pages among the first three sources. */
  top3: number;
  /** Off-topic questions (`intent: unknown`). */
  offTopic: number;
  /** Share of off-topic questions the assistant declined. */
  offTopicDeclined: number;
  handled: number;
  failures: QuestionResult[];
}

const share = (part: number, whole: number) => part / Math.max(1, whole);

export function summarize(locale: Locale, results: QuestionResult[]): EvaluationSummary {
  const withSources = results.filter((result) => (result.question.expect ?? []).length > 0);
  const offTopic = results.filter((result) => isOffTopic(result.question));
  return {
    locale,
    questions: results.length,
    withSources: withSources.length,
    top1: share(withSources.filter((result) => result.top1).length, withSources.length),
    top3: share(withSources.filter((result) => result.top3).length, withSources.length),
    offTopic: offTopic.length,
    offTopicDeclined: share(offTopic.filter((result) => !result.answer.answered).length, offTopic.length),
    handled: share(results.filter((result) => result.handled).length, results.length),
    failures: results.filter((result) => !result.top3 || !result.handled),
  };
}

/** Asks every question from the language's pages, as a visitor would, and scores the answers. */
export function evaluate(knowledge: Knowledge, locale: Locale, questions: EvaluationQuestion[]): EvaluationSummary {
  const results = questions.map((question) =>
    score(question, builtInAnswer(knowledge, question.question, { pageLocale: locale }), locale),
  );
  return summarize(locale, results);
}

/** True when a language's summary reaches both targets. */
export const meetsTargets = (summary: EvaluationSummary) =>
  summary.top3 >= EVALUATION_TARGETS.onTopicTop3 && summary.offTopicDeclined >= EVALUATION_TARGETS.offTopicDeclined;
