import { useEffect, useId, useRef, useState } from 'react';
import { format } from '../../i18n/messages/index.ts';
import { matchesQuery } from '../../lib/search-text.ts';
import type { FaqFilterProps } from '../../site/view-models/faq.ts';

/**
 * A keyword filter over the FAQ questions the server rendered. The questions stay the page's own
 * HTML (read fully without JavaScript, and sent once: not again as this island's props); React
 * arrives when the visitor first uses the field (`client:interaction`) and from then on hides the
 * questions, and the sets left empty, that do not match by question, answer or keywords. The
 * field is uncontrolled, so what was typed while React was still loading is applied on arrival.
 */
export default function FaqFilter({ listId, total, filterLabel, filterPlaceholder, noResults, shown }: FaqFilterProps) {
  const [query, setQuery] = useState('');
  const [count, setCount] = useState(total);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setQuery(input.current?.value ?? ''), []);
  useEffect(() => setCount(showMatching(listId, query)), [listId, query]);

  return (
    <div className="max-w-xl">
      <label htmlFor={inputId} className="block font-semibold text-violet-900">
        {filterLabel}
      </label>
      <input
        id={inputId}
        type="search"
        ref={input}
        aria-controls={listId}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={filterPlaceholder}
        className="mt-2 w-full rounded-xl border border-violet-100 bg-paper px-4 py-3 text-base shadow-soft focus:border-violet-600"
      />
      <p role="status" className="mt-2 text-sm text-ink-soft">
        {count === 0 ? format(noResults, { query }) : format(shown, { count, total })}
      </p>
    </div>
  );
}

/** Shows the questions under `listId` that match `query` (and the sets that keep one); returns how many. */
function showMatching(listId: string, query: string): number {
  const list = document.getElementById(listId);
  if (!list) return 0;
  let count = 0;
  for (const set of list.querySelectorAll<HTMLElement>('[data-faq-set]')) {
    let inSet = 0;
    for (const item of set.querySelectorAll<HTMLElement>('[data-faq-item]')) {
      const matches = matchesQuery(query, [item.textContent ?? '', item.dataset.keywords ?? '']);
      item.hidden = !matches;
      if (matches) inSet++;
    }
    set.hidden = inSet === 0;
    count += inSet;
  }
  return count;
}
