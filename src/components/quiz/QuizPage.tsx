import type { ReactNode } from 'react';
import type { QuizPageProps } from '../../site/view-models/quiz.ts';
import { IncompleteNotice } from './QuizForm.tsx';

/** The quiz page: its heading, the notice for a form sent incomplete, and the quiz island. */
export function QuizPage({ title, incomplete, children }: QuizPageProps & { children: ReactNode }) {
  return (
    <section className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-4xl font-semibold text-violet-900 sm:text-5xl">{title}</h1>
      <IncompleteNotice text={incomplete} />
      {children}
    </section>
  );
}
