import { SimpleMarkup } from '../ui/SimpleMarkup.tsx';

/** A question with its answer (simple emphasis allowed) and search keywords. */
export interface FaqItem {
  question: string;
  answer: string;
  keywords: string[];
}

/**
 * One question as a native `<details>`. Items that share a `name` form an exclusive accordion:
 * the browser keeps one open at a time and lets the open one close, with no JavaScript.
 */
export function FaqDetails({ item, name }: { item: FaqItem; name: string }) {
  return (
    <details name={name} className="group px-6" data-keywords={item.keywords.join(' ')}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-violet-900 [&::-webkit-details-marker]:hidden">
        <span>{item.question}</span>
        <svg
          viewBox="0 0 20 20"
          className="size-5 shrink-0 transition group-open:rotate-45"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </summary>
      <p className="pb-5 text-ink-soft">
        <SimpleMarkup text={item.answer} />
      </p>
    </details>
  );
}
