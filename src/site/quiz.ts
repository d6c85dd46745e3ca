/** The quiz's content in one language (`src/content/quiz/<locale>.yaml`), checked by its schema. */
import { getEntry } from 'astro:content';
import type { Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import type { QuizContent } from '../lib/quiz/content-schema.ts';
import { QUIZ_PATHS, QUIZ_RESULTS, type QuizResult } from '../lib/quiz/results.ts';
import type { QuizGuideFacts } from '../server/http/site-manifest.ts';

export type { QuizContent };

export async function quizContent(locale: Locale): Promise<QuizContent> {
  const entry = await getEntry('quiz', locale);
  if (!entry) throw new Error(`The quiz src/content/quiz/${locale}.yaml is missing`);
  return entry.data;
}

/** What the guide e-mail needs of each result's guide in one language. */
export function quizGuideFacts(locale: Locale, quiz: QuizContent): Record<QuizResult, QuizGuideFacts> {
  // Typed per result, so a missing field is a type error (Object.fromEntries would hide it).
  const facts = (result: QuizResult): QuizGuideFacts => ({
    resultName: quiz.results[result].name,
    title: quiz.guides[result].title,
    path: localizePath(QUIZ_PATHS.guide(result), locale),
    pdfPath: localizePath(QUIZ_PATHS.guidePdf(result), locale),
  });
  return Object.fromEntries(QUIZ_RESULTS.map((result) => [result, facts(result)])) as Record<
    QuizResult,
    QuizGuideFacts
  >;
}
