import type { QuizResult } from '../../lib/quiz/results.ts';
import type { QuizQuestion } from '../../site/view-models/quiz.ts';

/** The element id of a question's fieldset (and the URL fragment of its step): `quiz-q3`. */
export const stepId = (questionId: string) => `quiz-${questionId}`;

/**
 * One question: a fieldset of radios, each option a large card that is easy to tap on a phone.
 * `defaultChecked` keeps the radios uncontrolled, so what a visitor chose before the island took
 * over stays chosen.
 */
export function QuestionFieldset({
  question,
  legend,
  chosen,
  onChoose,
  describedBy,
}: {
  question: QuizQuestion;
  /** What the legend says before the prompt ("Question 3 of 6"). */
  legend: string;
  chosen?: QuizResult;
  onChoose?: (result: QuizResult) => void;
  describedBy?: string;
}) {
  return (
    <fieldset id={stepId(question.id)} aria-describedby={describedBy} className="scroll-mt-24">
      <legend className="text-xl font-semibold text-violet-900 sm:text-2xl">
        <span className="block text-sm font-semibold uppercase tracking-wide text-violet-600">{legend}</span>
        {question.prompt}
      </legend>
      <div className="mt-5 space-y-3">
        {question.options.map((option) => (
          <label
            key={option.result}
            className="flex cursor-pointer gap-3 rounded-xl border border-violet-100 bg-paper p-4 text-ink shadow-soft hover:border-violet-300 has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-600"
          >
            <input
              type="radio"
              name={question.id}
              value={option.result}
              required
              defaultChecked={chosen === option.result}
              onChange={onChoose ? () => onChoose(option.result) : undefined}
              className="mt-1 size-4 shrink-0 accent-violet-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What the plain form's pages show when the server sent the visitor back with an answer missing
 * (`#quiz-incomplete`, answers.ts). tabIndex -1: reaching the fragment moves focus here, so screen
 * readers read it.
 */
export function IncompleteNotice({ text }: { text: string }) {
  return (
    <p
      id="quiz-incomplete"
      tabIndex={-1}
      className="mt-6 hidden scroll-mt-24 rounded-lg bg-gold-100 px-4 py-3 font-medium text-ink target:block"
    >
      {text}
    </p>
  );
}

/** The quiz's submit-style button. */
export const primaryButton =
  'rounded-full bg-violet-900 px-6 py-3 font-semibold text-paper hover:bg-violet-700 disabled:opacity-60';
export const secondaryButton =
  'rounded-full border border-violet-200 px-5 py-3 font-semibold text-violet-900 hover:border-violet-400';
