/** The booking calendar island's props (src/site/views/booking-calendar.ts builds them). */
import type { Locale } from '../../i18n/locales.ts';
import type { PluralForms } from '../../i18n/messages/index.ts';

/** The calendar's texts, translated on the server (`bookingPages.calendar` and the time step's own). */
export interface BookingCalendarTexts {
  yourZone: string;
  chosenZone: string;
  ownerTime: string;
  zoneLabel: string;
  loading: string;
  failed: string;
  previousMonth: string;
  nextMonth: string;
  dayTimes: PluralForms;
  dayFull: string;
  timesOn: string;
  noTimesInMonth: string;
}

export interface BookingCalendarProps {
  locale: Locale;
  service: string;
  /** The zone the server rendered the week in. */
  pageTimeZone: string;
  /** The visitor chose the page's zone (`tz` in the address): the calendar keeps it rather than the browser's. */
  zoneChosen: boolean;
  ownerTimeZone: string;
  /** The first day the page was asked for, when it was (a later week); else today. */
  from?: string;
  slotsEndpoint: string;
  detailsPath: string;
  /** The language's first day of the week, 0 (Sunday) or 1 (Monday). */
  firstDay: number;
  texts: BookingCalendarTexts;
}
