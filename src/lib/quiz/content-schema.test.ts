import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LOCALES } from '../../i18n/locales.ts';
import { quizContentSchema } from './content-schema.ts';
import { QUIZ_QUESTION_IDS, QUIZ_RESULTS } from './results.ts';

const quizFile = (locale: string) =>
  parse(readFileSync(new URL(`../../content/quiz/${locale}.yaml`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('the quiz content', () => {
  it.each(LOCALES)('in %s: six questions and a tiebreaker, each with one option per result', (locale) => {
    const quiz = quizContentSchema.parse(quizFile(locale));
    expect(quiz.questions.map((question) => question.id)).toEqual([...QUIZ_QUESTION_IDS]);
    for (const question of [...quiz.questions, quiz.tiebreaker]) {
      expect(question.options.map((option) => option.result).sort()).toEqual([...QUIZ_RESULTS].sort());
    }
    expect(Object.keys(quiz.results).sort()).toEqual([...QUIZ_RESULTS].sort());
    expect(Object.keys(quiz.guides).sort()).toEqual([...QUIZ_RESULTS].sort());
  });

  it('says the same thing in every language: the same number of lines, practices and guide sections', () => {
    const [english, ...others] = LOCALES.map((locale) => quizContentSchema.parse(quizFile(locale)));
    const outline = (quiz: typeof english) =>
      quiz &&
      QUIZ_RESULTS.map((result) => [
        quiz.results[result].description.length,
        quiz.results[result].thisWeek.length,
        quiz.guides[result].sections.map((section) => [section.paragraphs.length, section.steps?.length ?? 0]),
      ]);
    for (const other of others) expect(outline(other)).toEqual(outline(english));
  });

  it('refuses a question that cannot point to every result, and questions out of order', () => {
    const quiz = quizFile('en') as { questions: { id: string; options: { result: string }[] }[] };
    const twice = structuredClone(quiz);
    const options = twice.questions[2]?.options;
    if (options?.[0] && options[1]) options[1].result = options[0].result;
    const refused = quizContentSchema.safeParse(twice);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toContain(
      'each question needs one option for each of the three results',
    );

    const swapped = structuredClone(quiz);
    const [first, second] = swapped.questions;
    if (first && second) [first.id, second.id] = [second.id, first.id];
    expect(quizContentSchema.safeParse(swapped).error?.issues.map((issue) => issue.message)).toContain(
      'questions must be q1 … q6, in order',
    );
  });
});
