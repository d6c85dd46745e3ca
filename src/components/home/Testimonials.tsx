import type { Messages } from '../../i18n/messages/index.ts';
import { format } from '../../i18n/messages/index.ts';
import type { Testimonial } from '../../site/view-models/home.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { Untranslated } from '../ui/Untranslated.tsx';

/** The five stars of a rating: one drawn star repeated, filled up to the rating, outlined after it. */
function Stars({ rating, label, id }: { rating: number; label: string; id: string }) {
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <svg viewBox="0 0 110 20" className="h-4 w-22 text-gold-500" role="img" aria-label={label}>
      <defs>
        <path
          id={id}
          d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
          stroke="currentColor"
        />
      </defs>
      {[0, 1, 2, 3, 4].map((position) => (
        <use key={position} href={`#${id}`} x={position * 22.5} fill={position < full ? 'currentColor' : 'none'} />
      ))}
    </svg>
  );
}

/** 'Transformation Stories': what clients said. Sample data until the owner adds real, consented stories. */
export function Testimonials({
  messages,
  items,
  sampleNotice,
}: {
  messages: Messages['testimonials'];
  items: Testimonial[];
  sampleNotice?: string;
}) {
  return (
    <section data-nosnippet className="bg-violet-100/60 py-20" aria-labelledby="testimonials-title">
      <div className="container-page">
        <SectionHeading id="testimonials-title" title={messages.heading} intro={messages.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-paper p-6 shadow-soft">
                <Stars
                  rating={item.rating}
                  label={format(messages.rating, { rating: item.rating })}
                  id={`star-${index}`}
                />
                <blockquote className="mt-4 flex-1 text-ink">“{item.text}”</blockquote>
                <figcaption className="mt-5 text-sm">
                  <Untranslated text={item.name} className="block font-semibold text-violet-900" />
                  <span className="text-ink-soft">{item.title}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {sampleNotice && <p className="mt-6 text-xs text-ink-soft">{sampleNotice}</p>}
      </div>
    </section>
  );
}
