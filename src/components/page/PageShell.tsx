import type { ReactNode } from 'react';

interface PageShellProps {
  title: string;
  intro?: string;
  /** Shown above the content: e.g. "not translated yet" or "being prepared". */
  notice?: string;
  children?: ReactNode;
}

/** The common frame of a content page: one h1, an intro, an optional notice, then the content. */
export function PageShell({ title, intro, notice, children }: PageShellProps) {
  return (
    <article className="container-page py-14 sm:py-20">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold text-violet-900 sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 text-lg text-ink-soft">{intro}</p>}
      </header>
      {notice && (
        <p
          className="mt-8 max-w-3xl rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-ink"
          role="note"
        >
          {notice}
        </p>
      )}
      {children && <div className="mt-10">{children}</div>}
    </article>
  );
}
