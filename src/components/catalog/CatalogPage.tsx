import type { CatalogPageProps } from '../../site/view-models/catalog.ts';
import { PageShell } from '../page/PageShell.tsx';
import { OfferList } from './OfferList.tsx';

/** The services, courses or products page: every item with its link and price. */
export function CatalogPage({ title, intro, items, note }: CatalogPageProps) {
  return (
    <PageShell title={title} intro={intro}>
      <OfferList items={items} />
      {note && <p className="mt-8 max-w-2xl text-sm text-ink-soft">{note}</p>}
    </PageShell>
  );
}
