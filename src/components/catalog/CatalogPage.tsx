import { PageShell } from '../page/PageShell.tsx';
import { OfferList, type OfferListItem } from './OfferList.tsx';

/** A catalog page's view model (services, courses or products). */
export interface CatalogPageProps {
  title: string;
  intro: string;
  items: OfferListItem[];
  /** Under priced lists: the currency and that there is no online checkout. */
  note?: string;
}

/** The services, courses or products page: every item with its link and price. */
export function CatalogPage({ title, intro, items, note }: CatalogPageProps) {
  return (
    <PageShell title={title} intro={intro}>
      <OfferList items={items} />
      {note && <p className="mt-8 max-w-2xl text-sm text-ink-soft">{note}</p>}
    </PageShell>
  );
}
