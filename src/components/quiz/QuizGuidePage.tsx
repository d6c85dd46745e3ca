import type { QuizGuidePageProps } from '../../site/view-models/quiz.ts';
import { BookingCta } from '../blog/BookingCta.tsx';

/** A quiz result's free guide, readable as a page (the guide mail links here). */
export function QuizGuidePage({
  eyebrow,
  title,
  subtitle,
  intro,
  sections,
  closing,
  booking,
  pdf,
}: QuizGuidePageProps) {
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-violet-600">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-semibold text-violet-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-xl text-ink-soft">{subtitle}</p>
      <a
        href={pdf.href}
        download
        className="mt-6 inline-block rounded-full border border-violet-200 px-5 py-2 font-semibold text-violet-900 hover:border-violet-400"
      >
        {pdf.label}
      </a>
      <div className="prose-vibra mt-8">
        <p>{intro}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.steps && (
              <ol>
                {section.steps.map((step) => (
                  <li key={step.slice(0, 40)}>{step}</li>
                ))}
              </ol>
            )}
          </section>
        ))}
        <p>{closing}</p>
      </div>
      <div className="mt-10">
        <BookingCta {...booking} />
      </div>
    </article>
  );
}
