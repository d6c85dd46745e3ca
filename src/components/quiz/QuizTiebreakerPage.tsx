import type { QuizTiebreakerPageProps } from '../../site/view-models/quiz.ts';
import { IncompleteNotice, primaryButton, QuestionFieldset } from './QuizForm.tsx';

/** The tiebreaker of the plain (no JavaScript) quiz: one question offering only the tied results. */
export function QuizTiebreakerPage({ locale, labels, intro, prompt, options, tie, action }: QuizTiebreakerPageProps) {
  return (
    <section className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-4xl font-semibold text-violet-900 sm:text-5xl">{labels.tiebreakerTitle}</h1>
      <IncompleteNotice text={labels.chooseOne} />
      <p className="mt-6 text-lg text-ink-soft">{intro}</p>
      <form method="get" action={action} className="mt-8 space-y-8">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="tie" value={tie} />
        <QuestionFieldset question={{ id: 'tiebreaker', prompt, options }} legend={labels.tiebreakerTitle} />
        <button type="submit" className={primaryButton}>
          {labels.decide}
        </button>
      </form>
    </section>
  );
}
