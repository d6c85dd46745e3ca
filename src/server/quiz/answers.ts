/**
 * `GET /quiz/answers`: where the quiz's plain form (without JavaScript) sends its six answers, or
 * the tiebreaker page its one. The answers are scored (lib/quiz/scoring.ts) and the visitor is
 * sent on (303) to the result page, to the tiebreaker page of the tie, or back to the quiz with a
 * translated notice when something is missing. Only the funnel's counts are kept; bad input is
 * never an error.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { FunnelStep } from '../../lib/quiz/lead.ts';
import { QUIZ_PATHS, QUIZ_QUESTION_IDS, QUIZ_RESULTS, type QuizResult, tieForKey } from '../../lib/quiz/results.ts';
import { scoreQuiz } from '../../lib/quiz/scoring.ts';
import { type Database, loggableError } from '../db/client.ts';
import { countSteps } from './funnel.ts';

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
  return answersRoute(query).path;
}

/** Where a set of answers leads, and the funnel steps the visitor has reached by sending them. */
export function answersRoute(query: unknown): { locale: Locale; path: string; steps: FunnelStep[] } {
  const parsed = answersQuery.parse(query ?? {}) as { locale: Locale; tie?: string; tiebreaker?: QuizResult } & Partial<
    Record<string, QuizResult>
  >;
  const { locale, tie, tiebreaker } = parsed;
  const to = (path: string, steps: FunnelStep[] = []) => ({ locale, path: localizePath(path, locale), steps });
  const incomplete = (path: string) => to(path + INCOMPLETE_ANCHOR);

  if (tie !== undefined) {
    const tied = tieForKey(tie);
    if (!tied) return incomplete(QUIZ_PATHS.quiz);
    if (tiebreaker && tied.includes(tiebreaker)) return to(QUIZ_PATHS.result(tiebreaker), ['result']);
    return incomplete(QUIZ_PATHS.tiebreaker(tied));
  }

  const answers = QUIZ_QUESTION_IDS.map((id) => parsed[id]);
  if (answers.some((answer) => answer === undefined)) return incomplete(QUIZ_PATHS.quiz);
  const reached: FunnelStep[] = ['started', ...QUIZ_QUESTION_IDS];
  const outcome = scoreQuiz(answers as QuizResult[], tiebreaker);
  return outcome.kind === 'result'
    ? to(QUIZ_PATHS.result(outcome.result), [...reached, 'result'])
    : to(QUIZ_PATHS.tiebreaker(outcome.tied), [...reached, 'tiebreaker']);
}

export function registerQuizRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(QUIZ_PATHS.answers, async (request, reply) => {
    const route = answersRoute(request.query);
    // Counted on the side: a database outage loses a count, never the visitor's result.
    countSteps(db, route.locale, route.steps).catch((error: unknown) =>
      request.log.error({ error: loggableError(error) }, 'could not count quiz steps'),
    );
    return reply.code(303).header('Cache-Control', 'no-store').redirect(route.path, 303);
  });
}
