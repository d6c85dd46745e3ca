import type { ReactNode } from 'react';
import type { Translation } from '../../site/translation.ts';
import { UntranslatedNotice } from '../ui/UntranslatedNotice.tsx';

interface PageShellProps {
  title: string;
  intro?: string;
  /** Set on a page whose text is not translated yet: the notice shows and the text is marked English. */
  translation?: Translation;
  children?: ReactNode;
}

/** The common frame of a content page: one h1, an intro, the untranslated notice if any, then the content. */
export function PageShell({ title, intro, translation = {}, children }: PageShellProps) {
  return (
    <article className="container-page py-14 sm:py-20">
      <header className="max-w-3xl" lang={translation.lang}>
        <h1 className="text-4xl font-semibold text-violet-900 sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 text-lg text-ink-soft">{intro}</p>}
      </header>
      <UntranslatedNotice translation={translation} className="mt-8" />
      {children && <div className="mt-10">{children}</div>}
    </article>
  );
}
