/**
 * The schema of the quiz's content (`src/content/quiz/<lang>.yaml`), used by the content
 * collection (the build fails on a bad file) and by the unit tests. Every question, and the
 * tiebreaker, offers one option for each of the three results, so any answer can point anywhere
 * and a tie can always be broken.
 */
import { z } from 'zod';
import { QUIZ_QUESTION_IDS, QUIZ_RESULTS } from './results.ts';

/** One option of a quiz question: what the visitor reads, and the result it counts for. */
const quizOption = z.object({ result: z.enum(QUIZ_RESULTS), label: z.string().min(10).max(160) });

/** Three options, one for each result (so every question, and the tiebreaker, can point anywhere). */
const quizOptions = z
  .array(quizOption)
  .length(3)
  .refine((options) => new Set(options.map((option) => option.result)).size === 3, {
    message: 'each question needs one option for each of the three results',
  });

const quizResultText = z.object({
  name: z.string().min(3),
  tagline: z.string().min(10).max(140),
  description: z.array(z.string().min(80)).min(1),
  /** Small practices for the coming week. */
  thisWeek: z.array(z.string().min(20)).min(3).max(5),
});

const quizGuide = z.object({
  title: z.string().min(5),
  subtitle: z.string().min(20),
  intro: z.string().min(80),
  sections: z
    .array(
      z.object({
        heading: z.string().min(3),
        paragraphs: z.array(z.string().min(20)).min(1),
        steps: z.array(z.string().min(10)).optional(),
      }),
    )
    .min(3),
  closing: z.string().min(80),
});

export const quizContentSchema = z.object({
  welcome: z.object({
    title: z.string().min(5),
    intro: z.string().min(40),
    duration: z.string().min(5),
    guideNote: z.string().min(20),
    start: z.string().min(3),
  }),
  questions: z
    .array(z.object({ id: z.enum(QUIZ_QUESTION_IDS), prompt: z.string().min(10), options: quizOptions }))
    .length(QUIZ_QUESTION_IDS.length)
    .refine((questions) => questions.every((question, index) => question.id === QUIZ_QUESTION_IDS[index]), {
      message: 'questions must be q1 … q6, in order',
    }),
  tiebreaker: z.object({ intro: z.string().min(20), prompt: z.string().min(10), options: quizOptions }),
  /** The three lines shown in turn while the result is "being revealed", after the last answer. */
  transition: z.array(z.string().min(3)).length(3),
  results: z.object({
    chakraAlignment: quizResultText,
    auraExpansion: quizResultText,
    radionicsTables: quizResultText,
  }),
  guides: z.object({ chakraAlignment: quizGuide, auraExpansion: quizGuide, radionicsTables: quizGuide }),
});

export type QuizContent = z.infer<typeof quizContentSchema>;
