import type { FaqItem } from '../../site/view-models/shared.ts';
import { SimpleMarkup } from '../ui/SimpleMarkup.tsx';

/**
 * One question as a native `<details>`. Items that share a `name` form an exclusive accordion:
 * the browser keeps one open at a time and lets the open one close, with no JavaScript. Its
 * keywords ride along for the FAQ page's filter (FaqFilter), which matches them with the text.
 */
export function FaqDetails({ item, name }: { item: FaqItem; name: string }) {
  return (
    <details name={name} className="px-6" data-faq-item data-keywords={item.keywords.join(' ')}>
      {/* The plus sign that turns into a cross is drawn in CSS (.faq-toggle), one rule for every question. */}
      <summary className="faq-toggle flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-violet-900 [&::-webkit-details-marker]:hidden">
        <span>{item.question}</span>
      </summary>
      <p className="pb-5 text-ink-soft">
        <SimpleMarkup text={item.answer} />
      </p>
    </details>
  );
}
