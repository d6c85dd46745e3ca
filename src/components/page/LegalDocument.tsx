import type { ReactNode } from 'react';

/** A legal text with its real revision date (not "today"). */
export function LegalDocument({
  title,
  lastUpdated,
  dateTime,
  notice,
  lang,
  children,
}: {
  title: string;
  lastUpdated: string;
  dateTime: string;
  notice?: string;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <article className="container-page py-14 sm:py-20">
      <h1 className="text-4xl font-semibold text-violet-900 sm:text-5xl" lang={lang}>
        {title}
      </h1>
      <p className="mt-3 text-sm text-ink-soft">
        <time dateTime={dateTime}>{lastUpdated}</time>
      </p>
      {notice && (
        <p className="mt-8 max-w-3xl rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm" role="note">
          {notice}
        </p>
      )}
      <div className="prose-vibra mt-10" lang={lang}>
        {children}
      </div>
    </article>
  );
}
