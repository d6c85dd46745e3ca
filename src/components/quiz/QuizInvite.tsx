export interface QuizInviteProps {
  heading: string;
  text: string;
  cta: string;
  href: string;
}

/** "Which path fits you?" with a link to the quiz: on result pages, the home page, the blog, articles, about. */
export function QuizInvite({ heading, text, cta, href }: QuizInviteProps) {
  return (
    <section aria-labelledby="quiz-invite" className="rounded-[var(--radius-card)] border border-violet-100 p-6 sm:p-8">
      <h2 id="quiz-invite" className="text-2xl font-semibold text-violet-900">
        {heading}
      </h2>
      <p className="mt-2 text-ink-soft">{text}</p>
      <a
        href={href}
        className="mt-5 inline-block rounded-full bg-violet-900 px-6 py-3 font-semibold text-paper hover:bg-violet-700"
      >
        {cta}
      </a>
    </section>
  );
}
