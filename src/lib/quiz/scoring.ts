/**
 * Scoring: each answer gives one point to its result; a unique highest score wins; otherwise the
 * tied results go to the tiebreaker, whose answer decides (it offers only the tied results).
 */
import { QUIZ_RESULTS, type QuizResult } from './results.ts';

export type QuizOutcome = { kind: 'result'; result: QuizResult } | { kind: 'tie'; tied: QuizResult[] };

/** Points per result, in the fixed result order. */
export function tally(answers: readonly QuizResult[]): Record<QuizResult, number> {
  const points = Object.fromEntries(QUIZ_RESULTS.map((result) => [result, 0])) as Record<QuizResult, number>;
  for (const answer of answers) points[answer] += 1;
  return points;
}

/** The outcome of the six answers; with a tie, `tiebreaker` (one of the tied results) decides. */
export function scoreQuiz(answers: readonly QuizResult[], tiebreaker?: QuizResult): QuizOutcome {
  const points = tally(answers);
  const best = Math.max(...QUIZ_RESULTS.map((result) => points[result]));
  const tied = QUIZ_RESULTS.filter((result) => points[result] === best);
  if (tied.length === 1) return { kind: 'result', result: tied[0] as QuizResult };
  if (tiebreaker && tied.includes(tiebreaker)) return { kind: 'result', result: tiebreaker };
  return { kind: 'tie', tied };
}
