import { useEffect, useId, useRef, useState } from 'react';
import { format } from '../../i18n/messages/index.ts';
import { matchesQuery } from '../../lib/search-text.ts';
import { FaqDetails, type FaqItem } from './FaqDetails.tsx';

/** A titled set of questions (home, chakra hub, chakra guide). */
export interface FaqSet {
  id: string;
  title: string;
  items: FaqItem[];
}

/** Translated strings for the FAQ page. */
export interface FaqExplorerProps {
  sets: FaqSet[];
  filterLabel: string;
  filterPlaceholder: string;
  noResults: string;
  shown: string;
}

/**
 * Every FAQ set, with a keyword filter. The server renders all questions (the page reads fully
 * without JavaScript); React arrives when the visitor first uses the filter (`client:interaction`),
 * and from then on typing narrows the list by question, answer and keywords. The field is
 * uncontrolled, so what was typed while React was still loading is kept and applied on arrival.
 */
export default function FaqExplorer({ sets, filterLabel, filterPlaceholder, noResults, shown }: FaqExplorerProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setQuery(input.current?.value ?? ''), []);
  const total = sets.reduce((sum, set) => sum + set.items.length, 0);
  const visible = sets.map((set) => ({
    ...set,
    items: set.items.filter((item) => matchesQuery(query, [item.question, item.answer, ...item.keywords])),
  }));
  const count = visible.reduce((sum, set) => sum + set.items.length, 0);

  return (
    <div>
      <div className="max-w-xl">
        <label htmlFor={inputId} className="block font-semibold text-violet-900">
          {filterLabel}
        </label>
        <input
          id={inputId}
          type="search"
          ref={input}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={filterPlaceholder}
          className="mt-2 w-full rounded-xl border border-violet-100 bg-paper px-4 py-3 text-base shadow-soft focus:border-violet-600"
        />
        <p role="status" className="mt-2 text-sm text-ink-soft">
          {count === 0 ? format(noResults, { query }) : format(shown, { count, total })}
        </p>
      </div>
      <div className="mt-10 space-y-12">
        {visible
          .filter((set) => set.items.length > 0)
          .map((set) => (
            <section key={set.id} aria-labelledby={`faq-set-${set.id}`}>
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
    </div>
  );
}
