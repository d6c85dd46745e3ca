/**
 * The facts the chat assistant states (src/server/chat/facts.ts), from the build's manifest and the
 * owner's facts: the sessions with their booking links, the courses' and products' prices, the
 * booking page and WhatsApp in each language, the city and whether Pix is taken. The links come
 * from the same functions the pages use, so the chat links where the pages do.
 */
import { site } from '../../src/config/site.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { getMessages } from '../../src/i18n/messages/index.ts';
import type { ChatFacts, OfferFact, SessionFact } from '../../src/server/chat/facts.ts';
import type { SiteManifest } from '../../src/server/http/site-manifest.ts';
import { bookingHref, bookingPagePath, whatsappHref } from '../../src/site/views/shared.ts';

const perLocale = <T>(value: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>;

/** A page's path in each language it is built in, by its manifest key. */
function pathsOf(manifest: SiteManifest, key: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(manifest.pages.filter((page) => page.key === key).map((page) => [page.locale, page.path]));
}

/** Where a session is booked: its time step on the site, or the owner's other booking service. */
const sessionBooking = (id: string, locale: Locale) =>
  site.bookingUrl ?? bookingPagePath('time', locale, { service: id });

export function chatFactsOf(manifest: SiteManifest): ChatFacts {
  const sessions = Object.entries(manifest.bookable).map(
    ([id, service]): SessionFact => ({
      ...service,
      id,
      pages: pathsOf(manifest, `services:${id}`),
      booking: perLocale((locale) => sessionBooking(id, locale)),
    }),
  );
  const offers = Object.entries(manifest.offers).map(([id, versions]): OfferFact => {
    const category = Object.values(versions)[0]?.category;
    return {
      id,
      kind: category === 'course' ? 'course' : 'product',
      versions: Object.fromEntries(
        Object.entries(versions).map(([locale, { category: _kind, ...version }]) => [locale, version]),
      ),
    };
  });
  const whatsapp = perLocale((locale) => whatsappHref(getMessages(locale).bookingPages.whatsappText));
  return {
    sessions,
    offers,
    bookingPage: perLocale((locale) => bookingHref(locale)),
    // whatsappHref gives no link while the number is a sample: then the facts have none.
    ...(whatsapp.en && { whatsapp: whatsapp as Record<Locale, string> }),
    city: site.city,
    pix: site.pixKey !== null,
  };
}
