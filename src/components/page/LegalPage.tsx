import type { ReactNode } from 'react';
import type { LegalPageProps } from '../../site/view-models/pages.ts';
import { UntranslatedNotice } from '../ui/UntranslatedNotice.tsx';

/** The privacy policy or the terms of use: the document (Markdown, as children) and its revision date. */
export function LegalPage({
  title,
  lastUpdated,
  dateTime,
  translation,
  children,
}: LegalPageProps & { children: ReactNode }) {
  return (
    <article className="container-page py-14 sm:py-20">
      <h1 className="text-4xl font-semibold text-violet-900 sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-ink-soft">
        <time dateTime={dateTime}>{lastUpdated}</time>
      </p>
      <UntranslatedNotice translation={translation} className="mt-8" />
      <div className="prose-vibra mt-10" lang={translation.lang}>
        {children}
      </div>
    </article>
  );
}
