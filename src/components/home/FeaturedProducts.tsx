import type { Messages } from '../../i18n/messages/index.ts';
import type { OfferItem } from '../../site/catalog.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';

const artwork: Record<OfferItem['category'], string> = {
  course: 'from-violet-700 to-violet-950',
  ebook: 'from-gold-500 to-violet-700',
  product: 'from-sage-700 to-violet-900',
};

/** Featured offers with their starting prices (from each offer's content file). */
export function FeaturedProducts({
  messages,
  offers,
}: {
  messages: Messages['featuredProducts'];
  offers: OfferItem[];
}) {
  return (
    <section className="container-page py-20" aria-labelledby="featured-title">
      <SectionHeading id="featured-title" title={messages.heading} intro={messages.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {offers.map((offer) => (
          <li
            key={offer.key}
            className="relative flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-paper shadow-soft"
          >
            <div className={`flex h-36 items-end bg-gradient-to-br p-5 ${artwork[offer.category]}`} aria-hidden="true">
              <span className="size-14 rounded-full border-2 border-gold-300/80 bg-paper/10" />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="text-xs font-semibold uppercase tracking-wider text-violet-600">{offer.categoryLabel}</p>
              <h3 className="mt-2 text-xl font-semibold text-violet-900">
                <a href={offer.href} className="after:absolute after:inset-0 hover:text-violet-700">
                  {offer.title}
                </a>
              </h3>
              <p className="mt-2 flex-1 text-sm text-ink-soft">{offer.description}</p>
              <p className="mt-4 font-display text-lg font-semibold text-ink">{offer.fromPrice}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
