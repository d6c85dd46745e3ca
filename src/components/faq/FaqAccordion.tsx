import type { Messages } from '../../i18n/messages/index.ts';
import type { FaqItem } from '../../site/view-models/shared.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { FaqDetails } from './FaqDetails.tsx';

/** An FAQ section: heading, the questions as one exclusive accordion (no JavaScript), a prompt to write. */
export function FaqAccordion({
  messages,
  items,
  contactHref,
  name = 'faq',
  heading = messages.heading,
  intro = messages.intro,
  className = 'container-page py-20',
}: {
  messages: Messages['faq'];
  items: FaqItem[];
  contactHref: string;
  /** Shared by the `<details>` of one accordion; also the base of the heading id. */
  name?: string;
  heading?: string;
  intro?: string;
  className?: string;
}) {
  return (
    <section className={className} aria-labelledby={`${name}-title`}>
      <SectionHeading id={`${name}-title`} title={heading} intro={intro || undefined} />
      <div className="mt-8 max-w-3xl divide-y divide-violet-100 rounded-[var(--radius-card)] bg-paper shadow-soft">
        {items.map((item) => (
          <FaqDetails key={item.question} item={item} name={name} />
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
