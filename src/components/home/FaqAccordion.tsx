import type { Messages } from '../../i18n/messages/index.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { SimpleMarkup } from '../ui/SimpleMarkup.tsx';

/** A question with its answer (simple emphasis allowed) and search keywords. */
export interface FaqItem {
  question: string;
  answer: string;
  keywords: string[];
}

/**
 * The FAQ as native `<details>` sharing one `name`: the browser keeps one item open at a time
 * and lets an open item close, with no JavaScript at all. Keywords stay in the data (and in a
 * `data-keywords` attribute for the FAQ page's filter).
 */
export function FaqAccordion({
  messages,
  items,
  contactHref,
  name = 'faq',
}: {
  messages: Messages['faq'];
  items: FaqItem[];
  contactHref: string;
  name?: string;
}) {
  return (
    <section className="container-page py-20" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" title={messages.heading} intro={messages.intro} />
      <div className="mt-8 max-w-3xl divide-y divide-violet-100 rounded-[var(--radius-card)] bg-paper shadow-soft">
        {items.map((item) => (
          <details key={item.question} name={name} className="group px-6" data-keywords={item.keywords.join(' ')}>
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
        ))}
      </div>
      <p className="mt-6 text-ink-soft">
        {messages.contactPrompt}{' '}
        <a href={contactHref} className="font-semibold text-violet-700 underline underline-offset-4">
          {messages.contactLink}
        </a>
      </p>
    </section>
  );
}
