import type { ReactNode } from 'react';
import { GUIDE_FORM_IDS, GUIDE_SENT_ANCHOR } from '../../lib/quiz/lead.ts';
import type { QuizResultPageProps } from '../../site/view-models/quiz.ts';
import { BookingCta } from '../blog/BookingCta.tsx';
import { QuizInvite } from './QuizInvite.tsx';

/**
 * One result of the quiz: where a visitor lands after the quiz, and the page they can share. It
 * describes the path, suggests practices for the week, points to the site's guides and articles,
 * invites a booking, and invites anyone who arrives from a shared link to take the quiz.
 */
export function QuizResultPage({
  labels,
  name,
  tagline,
  description,
  thisWeek,
  reading,
  booking,
  quizHref,
  guide,
  children,
}: QuizResultPageProps & { children?: ReactNode }) {
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-violet-600">{labels.resultEyebrow}</p>
      <h1 className="mt-2 text-4xl font-semibold text-violet-900 sm:text-5xl">{name}</h1>
      <p className="mt-4 text-xl text-ink-soft">{tagline}</p>
      <div className="prose-vibra mt-8">
        {description.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="quiz-this-week" className="mt-10 rounded-[var(--radius-card)] bg-sand p-6 sm:p-8">
        <h2 id="quiz-this-week" className="text-2xl font-semibold text-violet-900">
          {labels.thisWeek}
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-5 text-ink">
          {thisWeek.map((practice) => (
            <li key={practice.slice(0, 40)}>{practice}</li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="quiz-guide-title"
        className="mt-10 rounded-[var(--radius-card)] border border-violet-200 bg-paper p-6 shadow-soft sm:p-8"
      >
        <h2 id="quiz-guide-title" className="text-2xl font-semibold text-violet-900">
          {guide.heading}
        </h2>
        <p className="mt-2 text-ink-soft">{guide.text}</p>
        {/* Outside the island: the server writes the outcome of the plain form here. */}
        <p
          id={GUIDE_FORM_IDS.notice}
          role="status"
          className="mt-4 rounded-lg bg-gold-100 px-4 py-3 font-medium text-ink"
          hidden
        />
        <p
          id={GUIDE_SENT_ANCHOR}
          tabIndex={-1}
          className="mt-4 hidden rounded-lg bg-gold-100 px-4 py-3 font-medium text-ink target:block"
        >
          {guide.thankYouTitle}
        </p>
        {children}
      </section>
      <section aria-labelledby="quiz-reading" className="mt-10">
        <h2 id="quiz-reading" className="text-2xl font-semibold text-violet-900">
          {labels.readMore}
        </h2>
        <ul className="mt-4 space-y-2">
          {reading.map((page) => (
            <li key={page.href}>
              <a
                href={page.href}
                className="font-semibold text-violet-800 underline underline-offset-4 hover:text-violet-600"
              >
                {page.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-10">
        <BookingCta {...booking} />
      </div>
      <div className="mt-10">
        <QuizInvite heading={labels.sharedHeading} text={labels.sharedText} cta={labels.takeQuiz} href={quizHref} />
      </div>
    </article>
  );
}
