import { describe, expect, it } from 'vitest';
import { QUIZ_RESULTS, type QuizResult } from './results.ts';
import { scoreQuiz, tally } from './scoring.ts';

/** Every way to answer six questions of three options: 3^6 = 729 answer lists. */
function everyAnswerList(): QuizResult[][] {
  let lists: QuizResult[][] = [[]];
  for (let question = 0; question < 6; question++) {
    lists = lists.flatMap((list) => QUIZ_RESULTS.map((result) => [...list, result]));
  }
  return lists;
}

describe('scoreQuiz', () => {
  const lists = everyAnswerList();

  it('covers all 729 answer combinations', () => {
    expect(lists).toHaveLength(729);
    expect(new Set(lists.map((list) => list.join())).size).toBe(729);
  });

  it('gives a unique highest score the result, and sends every tie to the tiebreaker with only the tied results', () => {
    let decided = 0;
    let ties = 0;
    for (const answers of lists) {
      const points = tally(answers);
      const best = Math.max(...Object.values(points));
      const leaders = QUIZ_RESULTS.filter((result) => points[result] === best);
      const outcome = scoreQuiz(answers);
      if (leaders.length === 1) {
        decided++;
        expect(outcome).toEqual({ kind: 'result', result: leaders[0] });
        // A tiebreaker answer never changes a clear result.
        for (const tiebreaker of QUIZ_RESULTS) expect(scoreQuiz(answers, tiebreaker)).toEqual(outcome);
      } else {
        ties++;
        expect(outcome).toEqual({ kind: 'tie', tied: leaders });
        for (const tiebreaker of QUIZ_RESULTS) {
          expect(scoreQuiz(answers, tiebreaker)).toEqual(
            leaders.includes(tiebreaker) ? { kind: 'result', result: tiebreaker } : { kind: 'tie', tied: leaders },
          );
        }
      }
    }
    // 2–2–2 splits (90) and 3–3–0 splits (3 pairs × 20) are the ties.
    expect(ties).toBe(90 + 60);
    expect(decided).toBe(729 - 150);
  });

  it('counts one point per answer', () => {
    expect(tally(['auraExpansion', 'auraExpansion', 'radionicsTables'])).toEqual({
      chakraAlignment: 0,
      auraExpansion: 2,
      radionicsTables: 1,
    });
    expect(
      scoreQuiz([
        'chakraAlignment',
        'chakraAlignment',
        'chakraAlignment',
        'auraExpansion',
        'auraExpansion',
        'radionicsTables',
      ]),
    ).toEqual({
      kind: 'result',
      result: 'chakraAlignment',
    });
  });
});
