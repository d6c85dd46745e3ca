/**
 * What a booking's mails need beyond its row, built in one place for every mail that speaks of
 * it — the confirmation, the owner's cancellation, the reminders, the release: the service's titles
 * from the build's manifest, the owner's zone, the price abroad, and where to book again.
 */
import { localizePath } from '../../i18n/paths.ts';
import { BOOKING_PAGES } from '../../i18n/routes.ts';
import type { BookableService } from '../../lib/booking.ts';
import type { bookings } from '../db/schema.ts';
import { bookedPagePath, mailChangeLinks } from './booking-links.ts';
import { type BookingPolicy, changeDeadline } from './booking-rules.ts';
import type { SessionContext } from './session-details.ts';

/** A booking's row as stored. */
export type BookingRow = typeof bookings.$inferSelect;

/** The mails' context for a booking's row, as the caller builds it (its service, its links). */
export type ContextOf = (row: BookingRow) => SessionContext;

interface SessionContextSource {
  siteUrl: string;
  services: ReadonlyMap<string, BookableService>;
  ownerTimeZone: string;
}

export function sessionContextOf(
  row: Pick<BookingRow, 'service' | 'mode' | 'locale'>,
  { siteUrl, services, ownerTimeZone }: SessionContextSource,
): SessionContext {
  const facts = services.get(row.service);
  return {
    siteUrl,
    // A service taken off the site since keeps its id as its name: the mail still goes.
    serviceTitle: (locale) => facts?.titles[locale] ?? row.service,
    mode: row.mode,
    ownerTimeZone,
    rebookUrl: new URL(localizePath(BOOKING_PAGES.services, row.locale), siteUrl).href,
    ...(facts?.priceAbroad && { priceAbroad: facts.priceAbroad }),
  };
}

/** What a booking's mails link to beyond its session: signed with the key, until the owner's cut-off. */
interface MailContextSource extends SessionContextSource {
  signingKey: string;
  policy: Pick<BookingPolicy, 'changeCutoffHours'>;
}

/**
 * The context of a booking's mails: its session's, its own page and, when `offerChangeLinks`,
 * the links to move or cancel its current version until the owner's cut-off.
 */
export function mailContextOf(row: BookingRow, source: MailContextSource, offerChangeLinks: boolean): SessionContext {
  const { siteUrl, signingKey, policy } = source;
  return {
    ...sessionContextOf(row, source),
    manageUrl: new URL(bookedPagePath(signingKey, row.reference, row.locale), siteUrl).href,
    ...(offerChangeLinks && {
      changeLinks: mailChangeLinks(signingKey, row, siteUrl, changeDeadline(row.startsAt, policy)),
    }),
  };
}
