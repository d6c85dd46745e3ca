import type { ReactNode } from 'react';

export interface QuizPageProps {
  title: string;
  /** Shown (by `:target`) when the plain form came back with an answer missing. */
  incomplete: string;
}

/** The quiz page: its heading, the notice for a form sent incomplete, and the quiz island. */
export function QuizPage({ title, incomplete, children }: QuizPageProps & { children: ReactNode }) {
  return (
    <section className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-4xl font-semibold text-violet-900 sm:text-5xl">{title}</h1>
      {/* tabIndex -1: reaching the fragment moves focus here, so screen readers read it. */}
      <p
        id="quiz-incomplete"
        tabIndex={-1}
        className="mt-6 hidden scroll-mt-24 rounded-lg bg-gold-100 px-4 py-3 font-medium text-ink target:block"
      >
        {incomplete}
      </p>
      {children}
    </section>
  );
}
