import { describe, expect, it } from 'vitest';
import { answersDestination } from './answers.ts';

const six = (q1: string, q2: string, q3: string, q4: string, q5: string, q6: string) => ({ q1, q2, q3, q4, q5, q6 });
const C = 'chakraAlignment';
const A = 'auraExpansion';
const R = 'radionicsTables';

describe('answersDestination', () => {
  it('sends a clear result to its page, in the form’s language', () => {
    expect(answersDestination({ locale: 'pt', ...six(C, C, C, A, A, R) })).toBe('/pt/quiz/result/chakra-alignment');
    expect(answersDestination({ locale: 'en', ...six(R, R, A, R, C, A) })).toBe('/quiz/result/radionics-tables');
  });

  it('sends a tie to the tiebreaker of exactly the tied results', () => {
    expect(answersDestination({ locale: 'it', ...six(C, C, A, A, R, R) })).toBe(
      '/it/quiz/tiebreaker/chakra-alignment--aura-expansion--radionics-tables',
    );
    expect(answersDestination({ locale: 'es', ...six(A, A, A, R, R, R) })).toBe(
      '/es/quiz/tiebreaker/aura-expansion--radionics-tables',
    );
  });

  it('lets the tiebreaker answer decide, only among the tied results', () => {
    const tie = 'aura-expansion--radionics-tables';
    expect(answersDestination({ locale: 'pt', tie, tiebreaker: R })).toBe('/pt/quiz/result/radionics-tables');
    expect(answersDestination({ locale: 'pt', tie, tiebreaker: C })).toBe(`/pt/quiz/tiebreaker/${tie}#quiz-incomplete`);
    expect(answersDestination({ locale: 'pt', tie })).toBe(`/pt/quiz/tiebreaker/${tie}#quiz-incomplete`);
  });

  it('sends anything missing or unknown back to the quiz with the notice, never an error', () => {
    expect(answersDestination({ locale: 'es', q1: C })).toBe('/es/quiz#quiz-incomplete');
    expect(answersDestination({ locale: 'es', ...six(C, C, C, C, C, 'nonsense') })).toBe('/es/quiz#quiz-incomplete');
    expect(answersDestination({ locale: 'xx', ...six(C, C, C, C, C, C) })).toBe('/quiz/result/chakra-alignment');
    expect(answersDestination({ locale: 'pt', tie: 'made-up' })).toBe('/pt/quiz#quiz-incomplete');
    expect(answersDestination({ q1: [C, A] })).toBe('/quiz#quiz-incomplete');
    expect(answersDestination(undefined)).toBe('/quiz#quiz-incomplete');
  });
});
