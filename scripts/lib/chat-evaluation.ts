/**
 * The chat assistant's evaluation set (tests/chat-evaluation/<language>.yaml): questions written
 * as visitors ask them, each with the pages an answer should cite (best first) or the intent it
 * should be handled as. `evaluate` asks every question of a language and scores the sources.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '../../src/i18n/locales.ts';
import type { ChatSource } from '../../src/lib/chat/contract.ts';
import type { Intent } from '../../src/server/chat/intents.ts';

export interface EvaluationQuestion {
  question: string;
  /** Acceptable pages, best first; an answer must cite at least one. */
  expect?: string[];
  intent?: Intent | 'unknown';
}

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
  /** The answer's language and, where the set names one, its intent are right. */
  handled: boolean;
}

const pathOf = (url: string) => url.split('#')[0] ?? url;

/** Scores one answer against what the set expects. */
export function score(question: EvaluationQuestion, answer: EvaluatedAnswer, locale: Locale): QuestionResult {
  const cited = answer.sources.map((source) => pathOf(source.url));
  const expected = question.expect ?? [];
  const top1 = expected.length === 0 || expected.includes(cited[0] ?? '');
  const top3 = expected.length === 0 || cited.slice(0, 3).some((path) => expected.includes(path));
  const intentRight =
    question.intent === undefined ||
    (question.intent === 'unknown' ? !answer.answered : question.intent === answer.intent);
  return { question, answer, top1, top3, handled: answer.language === locale && intentRight };
}

export interface EvaluationSummary {
  locale: Locale;
  questions: number;
  /** Questions that name pages: the ones source accuracy is measured on. */
  withSources: number;
  top1: number;
  top3: number;
  handled: number;
  failures: QuestionResult[];
}

export function summarize(locale: Locale, results: QuestionResult[]): EvaluationSummary {
  const withSources = results.filter((result) => (result.question.expect ?? []).length > 0);
  return {
    locale,
    questions: results.length,
    withSources: withSources.length,
    top1: withSources.filter((result) => result.top1).length / Math.max(1, withSources.length),
    top3: withSources.filter((result) => result.top3).length / Math.max(1, withSources.length),
    handled: results.filter((result) => result.handled).length / Math.max(1, results.length),
    failures: results.filter((result) => !result.top3 || !result.handled),
  };
}
