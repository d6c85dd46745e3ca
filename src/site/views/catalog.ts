/** View models of the services, courses and products pages and of each service and offer. */
import { render } from 'astro:content';
import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { format, getMessages, type Messages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { type OfferItem, offersIn, type ServiceItem, servicesIn } from '../catalog.ts';
import { localizedEntry } from '../content.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import { offerLd, serviceLd } from '../json-ld.ts';
import { translationOf } from '../translation.ts';
import { absoluteUrl, defaultShareImage } from '../urls.ts';
import type { CatalogPageProps, OfferListItem, OfferPageProps, ServicePageProps } from '../view-models/catalog.ts';
import { bookingCta, mailtoHref } from './shared.ts';

/** The catalog pages. */
export type Catalog = 'services' | 'courses' | 'products';

const serviceListItem = (service: ServiceItem, messages: Messages): OfferListItem => ({
  key: service.key,
  title: service.title,
  summary: service.summary,
  href: service.href,
  icon: service.icon,
  badge: service.featured ? messages.services.featured : undefined,
});

const offerListItem = (offer: OfferItem): OfferListItem => ({
  key: offer.key,
  title: offer.title,
  summary: offer.description,
  href: offer.href,
  badge: offer.categoryLabel,
  price: offer.fromPrice,
});

/** A catalog page: every item with its link (and price for courses and products). */
export async function catalogView(catalog: Catalog, locale: Locale) {
  const messages = getMessages(locale);
  const items =
    catalog === 'services'
      ? (await servicesIn(locale)).map((service) => serviceListItem(service, messages))
      : (await offersIn(locale)).filter((offer) => offer.section === catalog).map(offerListItem);
  const head: PageHead = {
    page: await sitePage(`page:${catalog}`, locale),
    title: messages.pages[catalog].title,
    description: messages.pages[catalog].description,
  };
  const note = catalog === 'services' ? undefined : `${messages.offerPage.priceNote} ${messages.offerPage.noCheckout}`;
  const props: CatalogPageProps = {
    title: messages.pageNames[catalog],
    intro: messages.pages[catalog].description,
    items,
    note,
  };
  return { head, props };
}

/** An e-mail enquiry about one item, with a translated subject and opening line. */
const enquiryHref = (messages: Messages, title: string) =>
  mailtoHref(site.contactEmail, {
    subject: format(messages.offerPage.enquireSubject, { title }),
    body: format(messages.offerPage.enquireBody, { title }),
  });

/** A course, e-book or product page: price, what is included, an enquiry (no checkout). */
export async function offerView(key: string, locale: Locale) {
  const messages = getMessages(locale);
  const offers = await offersIn(locale);
  const offer = offers.find((candidate) => candidate.key === key);
  if (!offer) throw new Error(`No offer ${key}`);
  const { entry } = await localizedEntry('offers', key, locale);
  const page = await sitePage(`offers:${key}`, locale);
  const url = absoluteUrl(page.path);
  const head: PageHead = {
    page,
    title: offer.title,
    description: offer.description,
    jsonLd: [
      offerLd({
        kind: offer.category,
        name: offer.title,
        description: offer.description,
        url,
        image: absoluteUrl(defaultShareImage(locale)),
        price: entry.data.price,
        currency: entry.data.currency,
        providerName: site.brandName,
        inLanguage: HTML_LANG[locale],
      }),
    ],
  };
  const props: OfferPageProps = {
    title: offer.title,
    intro: offer.description,
    translation: translationOf(page),
    categoryLabel: offer.categoryLabel,
    price: offer.fromPrice,
    priceNote: messages.offerPage.priceNote,
    noCheckout: messages.offerPage.noCheckout,
    enquiry: { label: messages.offerPage.enquire, href: enquiryHref(messages, offer.title) },
    others: {
      heading: messages.offerPage.otherOffers,
      items: offers.filter((other) => other !== offer).map(offerListItem),
    },
  };
  return { head, props, Content: (await render(entry)).Content };
}

/** A service page: what it is, how it works, and how to book it. */
export async function serviceView(key: string, locale: Locale) {
  const messages = getMessages(locale);
  const services = await servicesIn(locale);
  const service = services.find((candidate) => candidate.key === key);
  if (!service) throw new Error(`No service ${key}`);
  const { entry } = await localizedEntry('services', key, locale);
  const page = await sitePage(`services:${key}`, locale);
  const head: PageHead = {
    page,
    title: service.title,
    description: service.summary,
    jsonLd: [
      serviceLd({
        name: service.title,
        description: service.summary,
        url: absoluteUrl(page.path),
        providerName: site.authorName,
        providerUrl: absoluteUrl(localizePath('/about', locale)),
        areaServed: messages.offerPage.areaServed,
        inLanguage: HTML_LANG[locale],
      }),
    ],
  };
  const props: ServicePageProps = {
    title: service.title,
    intro: service.summary,
    translation: translationOf(page),
    booking: bookingCta(messages, locale, messages.offerPage.bookService),
    enquiry: { label: messages.offerPage.enquire, href: enquiryHref(messages, service.title) },
    careNote: messages.blog.careNote,
    others: {
      heading: messages.offerPage.otherOffers,
      items: services
        .filter((other) => other !== service)
        .map((other) => ({ ...serviceListItem(other, messages), badge: undefined })),
    },
  };
  return { head, props, Content: (await render(entry)).Content };
}
