import type { ReactNode } from 'react';
import type { ServicePageProps } from '../../site/view-models/catalog.ts';
import { BookingCta } from '../blog/BookingCta.tsx';
import { PageShell } from '../page/PageShell.tsx';
import { OfferList } from './OfferList.tsx';

/** A service: what it is and how it works (the Markdown body, as children), and how to book it. */
export function ServicePage(props: ServicePageProps & { children: ReactNode }) {
  const { translation, enquiry, others } = props;
  return (
    <PageShell title={props.title} intro={props.intro} translation={translation}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="prose-vibra" lang={translation.lang}>
          {props.children}
        </div>
        <aside className="space-y-4">
          <BookingCta {...props.booking} />
          <a
            href={enquiry.href}
            className="block text-center font-semibold text-violet-700 underline underline-offset-4"
          >
            {enquiry.label}
          </a>
        </aside>
      </div>
      <p className="mt-10 max-w-[68ch] border-s-4 border-gold-300 ps-4 text-sm text-ink-soft">{props.careNote}</p>
      <section aria-labelledby="other-services" className="mt-16">
        <h2 id="other-services" className="text-2xl font-semibold text-violet-900">
          {others.heading}
        </h2>
        <div className="mt-6">
          <OfferList items={others.items} headingLevel={3} />
        </div>
      </section>
    </PageShell>
  );
}
