import type { ReactNode } from 'react';
import type { OfferPageProps } from '../../site/view-models/catalog.ts';
import { PageShell } from '../page/PageShell.tsx';
import { OfferList } from './OfferList.tsx';

/** A course or product: its description (the Markdown body, as children), price and an e-mail enquiry. */
export function OfferPage({
  translation,
  enquiry,
  others,
  children,
  ...offer
}: OfferPageProps & { children: ReactNode }) {
  return (
    <PageShell title={offer.title} intro={offer.intro} translation={translation}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="prose-vibra" lang={translation.lang}>
          {children}
        </div>
        <aside className="h-fit space-y-4 rounded-[var(--radius-card)] bg-paper p-6 shadow-soft">
          <p className="text-xs font-semibold uppercase tracking-wider text-violet-600">{offer.categoryLabel}</p>
          <p className="font-display text-3xl font-semibold text-violet-900">{offer.price}</p>
          <p className="text-sm text-ink-soft">{offer.priceNote}</p>
          <a
            href={enquiry.href}
            className="block rounded-full bg-violet-900 px-6 py-3 text-center font-semibold text-paper hover:bg-violet-700"
          >
            {enquiry.label}
          </a>
          <p className="text-xs text-ink-soft">{offer.noCheckout}</p>
        </aside>
      </div>
      <section aria-labelledby="other-offers" className="mt-16">
        <h2 id="other-offers" className="text-2xl font-semibold text-violet-900">
          {others.heading}
        </h2>
        <div className="mt-6">
          <OfferList headingLevel={3} items={others.items} />
        </div>
      </section>
    </PageShell>
  );
}
