/** What can be booked, in one language: each bookable service's facts with its title, summary and page. */
import { getCollection } from 'astro:content';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import type { BookableServiceFacts, BookableService as ServerBookable } from '../lib/booking.ts';
import { type ServiceItem, servicesIn } from './catalog.ts';

export interface BookableService extends ServiceItem {
  facts: BookableServiceFacts;
}

/** The bookable services in one language, in the services' order. */
export async function bookableIn(locale: Locale): Promise<BookableService[]> {
  const facts = new Map((await getCollection('bookable')).map(({ id, data }) => [id, data]));
  return (await servicesIn(locale)).flatMap((service) => {
    const found = facts.get(service.key);
    return found ? [{ ...service, facts: found }] : [];
  });
}

/** What the server needs of each bookable service (the manifest): its facts and its title in every language. */
export async function bookableServices(): Promise<Record<string, ServerBookable>> {
  const byLocale = await Promise.all(LOCALES.map(async (locale) => [locale, await bookableIn(locale)] as const));
  const services: Record<string, ServerBookable> = {};
  for (const [locale, list] of byLocale) {
    for (const service of list) {
      services[service.key] ??= { ...service.facts, titles: {} as ServerBookable['titles'] };
      (services[service.key] as ServerBookable).titles[locale] = service.title;
    }
  }
  return services;
}
