import type { ReactNode } from 'react';
import type { FaqPageProps } from '../../site/view-models/faq.ts';
import { PageShell } from '../page/PageShell.tsx';
import { FaqDetails } from './FaqDetails.tsx';

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
