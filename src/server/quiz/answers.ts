/**
 * `GET /quiz/answers`: where the quiz's plain form (without JavaScript) sends its six answers, or
 * the tiebreaker page its one. The answers are scored (lib/quiz/scoring.ts) and the visitor is
 * sent on (303) to the result page, to the tiebreaker page of the tie, or back to the quiz with a
 * translated notice when something is missing. Nothing is stored; bad input is never an error.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { QUIZ_PATHS, QUIZ_QUESTION_IDS, QUIZ_RESULTS, type QuizResult, tieForKey } from '../../lib/quiz/results.ts';
import { scoreQuiz } from '../../lib/quiz/scoring.ts';

/** The notice the quiz and tiebreaker pages show (by `:target`) when an answer is missing. */
export const INCOMPLETE_ANCHOR = '#quiz-incomplete';

const result = z.enum(QUIZ_RESULTS);
const answersQuery = z.object({
  locale: z.enum(LOCALES).catch(DEFAULT_LOCALE),
  ...Object.fromEntries(QUIZ_QUESTION_IDS.map((id) => [id, result.optional().catch(undefined)])),
  tie: z.string().max(100).optional().catch(undefined),
  tiebreaker: result.optional().catch(undefined),
});

/** Where a set of answers leads (a path in the visitor's language). */
export function answersDestination(query: unknown): string {
  const parsed = answersQuery.parse(query ?? {}) as { locale: Locale; tie?: string; tiebreaker?: QuizResult } & Partial<
    Record<string, QuizResult>
  >;
  const { locale, tie, tiebreaker } = parsed;
  const at = (path: string) => localizePath(path, locale);

  if (tie !== undefined) {
    const tied = tieForKey(tie);
    if (!tied) return at(QUIZ_PATHS.quiz) + INCOMPLETE_ANCHOR;
    if (tiebreaker && tied.includes(tiebreaker)) return at(QUIZ_PATHS.result(tiebreaker));
    return at(QUIZ_PATHS.tiebreaker(tied)) + INCOMPLETE_ANCHOR;
  }

  const answers = QUIZ_QUESTION_IDS.map((id) => parsed[id]);
  if (answers.some((answer) => answer === undefined)) return at(QUIZ_PATHS.quiz) + INCOMPLETE_ANCHOR;
  const outcome = scoreQuiz(answers as QuizResult[], tiebreaker);
  return outcome.kind === 'result' ? at(QUIZ_PATHS.result(outcome.result)) : at(QUIZ_PATHS.tiebreaker(outcome.tied));
}

export function registerQuizRoutes(app: FastifyInstance) {
  app.get(QUIZ_PATHS.answers, async (request, reply) =>
    reply.code(303).header('Cache-Control', 'no-store').redirect(answersDestination(request.query), 303),
  );
}
