import type { Messages } from '../../i18n/messages/index.ts';
import { IncompleteNotice, primaryButton, QuestionFieldset, type QuizQuestion } from './QuizForm.tsx';

export interface QuizTiebreakerPageProps {
  locale: string;
  labels: Messages['quiz'];
  intro: string;
  prompt: string;
  /** Only the tied results' options. */
  options: QuizQuestion['options'];
  /** The tie's key, sent back so the server knows which answers may decide. */
  tie: string;
  action: string;
}

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
