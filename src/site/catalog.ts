/** Services, courses and products in one language, with their links and prices. */
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { format, getMessages } from '../i18n/messages/index.ts';
import { formatPrice } from '../lib/format.ts';
import { type Localized, localizedEntries } from './content.ts';
import { pageIndex } from './index.ts';

const byOrder = <T extends { entry: { data: { order: number } } }>(a: T, b: T) =>
  a.entry.data.order - b.entry.data.order;

async function pathsOf(collection: 'services' | 'offers', locale: Locale): Promise<Map<string, string>> {
  return new Map(
    (await pageIndex())
      .filter((page) => page.locale === locale && page.key.startsWith(`${collection}:`))
      .map((page) => [page.key.slice(collection.length + 1), page.path]),
  );
}

/** A service in one language, with the link to its page. */
export interface ServiceItem {
  key: string;
  title: string;
  summary: string;
  icon: Localized<'services'>['entry']['data']['icon'];
  featured: boolean;
  href: string;
  translated: boolean;
}

/** The services in one language, in the owner's order. */
export async function servicesIn(locale: Locale): Promise<ServiceItem[]> {
  const paths = await pathsOf('services', locale);
  return (await localizedEntries('services'))
    .filter((service) => service.locale === locale)
    .sort(byOrder)
    .map(({ key, entry, translated }) => ({
      key,
      title: entry.data.title,
      summary: entry.data.summary,
      icon: entry.data.icon,
      featured: entry.data.featured,
      href: paths.get(key) ?? '',
      translated,
    }));
}

/** A course, e-book or product in one language, priced and linked. */
export interface OfferItem {
  key: string;
  title: string;
  description: string;
  category: Localized<'offers'>['entry']['data']['category'];
  /** Courses live under /courses, the rest under /products. */
  section: 'courses' | 'products';
  /** The starting price in the language's format (`$97`). */
  price: string;
  /** "From $97", translated. */
  fromPrice: string;
  /** The category's translated name. */
  categoryLabel: string;
  href: string;
  translated: boolean;
}

/** The offers in one language, in the owner's order. */
export async function offersIn(locale: Locale): Promise<OfferItem[]> {
  const paths = await pathsOf('offers', locale);
  const labels = getMessages(locale).featuredProducts;
  return (await localizedEntries('offers'))
    .filter((offer) => offer.locale === locale)
    .sort(byOrder)
    .map(({ key, entry, translated }) => {
      const price = formatPrice(entry.data.price, entry.data.currency, locale);
      return {
        key,
        title: entry.data.title,
        description: entry.data.description,
        category: entry.data.category,
        section: entry.data.category === 'course' ? 'courses' : 'products',
        price,
        fromPrice: format(labels.from, { price }),
        categoryLabel: labels.categories[entry.data.category],
        href: paths.get(key) ?? '',
        translated,
      };
    });
}

/** A course or product in one language as the chat assistant tells its price: title, price and page. */
export interface OfferFacts {
  title: string;
  category: OfferItem['category'];
  /** The price as the offer's content gives it, in `currency` (ISO 4217). */
  price: number;
  currency: string;
  path: string;
}

/** Every offer in the owner's order, with its facts in each language it is translated into (the build's manifest). */
export async function offerFacts(): Promise<Record<string, Partial<Record<Locale, OfferFacts>>>> {
  const facts: Record<string, Partial<Record<Locale, OfferFacts>>> = {};
  const entries = (await localizedEntries('offers')).filter((offer) => offer.translated).sort(byOrder);
  for (const locale of LOCALES) {
    const paths = await pathsOf('offers', locale);
    for (const { key, entry } of entries.filter((offer) => offer.locale === locale)) {
      const { title, category, price, currency } = entry.data;
      facts[key] = { ...facts[key], [locale]: { title, category, price, currency, path: paths.get(key) ?? '' } };
    }
  }
  return facts;
}
