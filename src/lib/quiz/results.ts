/**
 * The quiz's fixed vocabulary: three results, six questions (q1 … q6) and a tiebreaker.
 * Pure, for the browser, the server, the content schema and the tests.
 */
export const QUIZ_RESULTS = ['chakraAlignment', 'auraExpansion', 'radionicsTables'] as const;
export type QuizResult = (typeof QUIZ_RESULTS)[number];

export const QUIZ_QUESTION_IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;
export type QuizQuestionId = (typeof QUIZ_QUESTION_IDS)[number];

/** Each result's address (`/quiz/result/chakra-alignment`), the same in every language. */
export const RESULT_SLUGS: Record<QuizResult, string> = {
  chakraAlignment: 'chakra-alignment',
  auraExpansion: 'aura-expansion',
  radionicsTables: 'radionics-tables',
};

export function isQuizResult(value: unknown): value is QuizResult {
  return typeof value === 'string' && (QUIZ_RESULTS as readonly string[]).includes(value);
}

export function resultForSlug(slug: string): QuizResult | undefined {
  return QUIZ_RESULTS.find((result) => RESULT_SLUGS[result] === slug);
}

/** The ties the tiebreaker can settle: any two results, or all three (in the fixed result order). */
export const QUIZ_TIES: readonly (readonly QuizResult[])[] = [
  ['chakraAlignment', 'auraExpansion'],
  ['chakraAlignment', 'radionicsTables'],
  ['auraExpansion', 'radionicsTables'],
  ['chakraAlignment', 'auraExpansion', 'radionicsTables'],
];

/** A tie's address key: `chakra-alignment--aura-expansion`. */
export function tieKey(tied: readonly QuizResult[]): string {
  return QUIZ_RESULTS.filter((result) => tied.includes(result))
    .map((result) => RESULT_SLUGS[result])
    .join('--');
}

export function tieForKey(key: string): readonly QuizResult[] | undefined {
  return QUIZ_TIES.find((tied) => tieKey(tied) === key);
}

/** English paths of the quiz's pages (other languages add their prefix). */
export const QUIZ_PATHS = {
  quiz: '/quiz',
  /** Where the plain form sends its answers (the server scores them and redirects). */
  answers: '/quiz/answers',
  result: (result: QuizResult) => `/quiz/result/${RESULT_SLUGS[result]}`,
  tiebreaker: (tied: readonly QuizResult[]) => `/quiz/tiebreaker/${tieKey(tied)}`,
  /** The free guide of a result, readable as a page (the guide mail links here). */
  guide: (result: QuizResult) => `/quiz/guide/${RESULT_SLUGS[result]}`,
  /** The same guide as a designed PDF (made after the build by scripts/lib/quiz-guide-pdf.ts). */
  guidePdf: (result: QuizResult) => `/quiz/guide/${RESULT_SLUGS[result]}.pdf`,
  /** Where the e-mail form sends the guide request. */
  lead: '/api/quiz/lead',
} as const;
