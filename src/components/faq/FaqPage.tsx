import type { ReactNode } from 'react';
import { PageShell } from '../page/PageShell.tsx';

/** The FAQ page's view model (the questions come in the filterable explorer island). */
export interface FaqPageProps {
  title: string;
  intro: string;
  contact: { prompt: string; link: string; href: string };
}

/** Every FAQ set on one page (the explorer island, as children), then a prompt to write. */
export function FaqPage({ title, intro, contact, children }: FaqPageProps & { children: ReactNode }) {
  return (
    <PageShell title={title} intro={intro}>
      {children}
      <p className="mt-10 text-ink-soft">
        {contact.prompt}{' '}
        <a href={contact.href} className="font-semibold text-violet-700 underline underline-offset-4">
          {contact.link}
        </a>
      </p>
    </PageShell>
  );
}
