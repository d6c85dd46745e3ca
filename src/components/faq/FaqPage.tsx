import type { ReactNode } from 'react';
import { PageShell } from '../page/PageShell.tsx';
import { FaqDetails, type FaqItem } from './FaqDetails.tsx';

/** A titled set of questions (home, chakra hub, chakra guide). */
export interface FaqSet {
  id: string;
  title: string;
  items: FaqItem[];
}

/** The FAQ page's view model (the keyword filter comes as the children, an island). */
export interface FaqPageProps {
  title: string;
  intro: string;
  /** The id of the questions' container, which the filter narrows. */
  listId: string;
  sets: FaqSet[];
  contact: { prompt: string; link: string; href: string };
}

/** The filter (children), every FAQ set, then a prompt to write. */
export function FaqPage({ title, intro, listId, sets, contact, children }: FaqPageProps & { children: ReactNode }) {
  return (
    <PageShell title={title} intro={intro}>
      {children}
      <div id={listId} className="mt-10 space-y-12">
        {sets.map((set) => (
          <section key={set.id} aria-labelledby={`faq-set-${set.id}`} data-faq-set>
            <h2 id={`faq-set-${set.id}`} className="text-2xl font-semibold text-violet-900">
              {set.title}
            </h2>
            <div className="mt-5 max-w-3xl divide-y divide-violet-100 rounded-[var(--radius-card)] bg-paper shadow-soft">
              {set.items.map((item) => (
                <FaqDetails key={item.question} item={item} name={`faq-${set.id}`} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-10 text-ink-soft">
        {contact.prompt}{' '}
        <a href={contact.href} className="font-semibold text-violet-700 underline underline-offset-4">
          {contact.link}
        </a>
      </p>
    </PageShell>
  );
}
