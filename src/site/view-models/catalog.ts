/** View models of the services, courses and products pages and of each service and offer. */
import type { ServiceItem } from '../catalog.ts';
import type { Translation } from '../translation.ts';
import type { InvitationProps } from './shared.ts';

/** An item of a services, courses or products list, translated and priced for display. */
export interface OfferListItem {
  key: string;
  title: string;
  summary: string;
  href: string;
  /** Category badge or the "featured" mark. */
  badge?: string;
  /** Formatted starting price, when the item has one. */
  price?: string;
  icon?: ServiceItem['icon'];
}

/** A catalog page's view model (services, courses or products). */
export interface CatalogPageProps {
  title: string;
  intro: string;
  items: OfferListItem[];
  /** Under priced lists: the currency and that there is no online checkout. */
  note?: string;
}

/** A course, e-book or product page's view model. */
export interface OfferPageProps {
  title: string;
  intro: string;
  translation: Translation;
  categoryLabel: string;
  /** "From $97", translated. */
  price: string;
  priceNote: string;
  noCheckout: string;
  enquiry: { label: string; href: string };
  others: { heading: string; items: OfferListItem[] };
}

/** A service page's view model. */
export interface ServicePageProps {
  title: string;
  intro: string;
  translation: Translation;
  booking: InvitationProps;
  enquiry: { label: string; href: string };
  careNote: string;
  others: { heading: string; items: OfferListItem[] };
}
