/** The booking calendar island's props for the time step (with JavaScript it takes the week's place). */
import type { Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { BOOKING_PAGES } from '../../i18n/routes.ts';
import { BOOKING_SLOTS_ENDPOINT, type FreeTimesVisit } from '../../lib/booking.ts';
import type { BookingCalendarProps } from '../view-models/booking-calendar.ts';
import type { BookingQuery } from './booking.ts';

/** Where each language's calendars begin the week: Sunday in the Americas, Monday in Spain and Italy. */
const FIRST_DAY: Record<Locale, number> = { en: 0, pt: 0, es: 1, it: 1 };

/** The calendar's props, or none when the page has no free times to show (the database did not answer). */
export function bookingCalendarView(
  locale: Locale,
  query: BookingQuery,
  visit: FreeTimesVisit,
): BookingCalendarProps | undefined {
  if (visit.kind !== 'times') return undefined;
  const t = getMessages(locale).bookingPages;
  return {
    locale,
    service: query.service,
    pageTimeZone: query.timeZone ?? visit.ownerTimeZone,
    zoneChosen: query.timeZone !== undefined,
    ownerTimeZone: visit.ownerTimeZone,
    ...(query.from && { from: query.from }),
    slotsEndpoint: BOOKING_SLOTS_ENDPOINT,
    detailsPath: localizePath(BOOKING_PAGES.details, locale),
    firstDay: FIRST_DAY[locale],
    texts: { ...t.calendar, ownerTime: t.ownerTime, zoneLabel: t.zoneLabel },
  };
}
