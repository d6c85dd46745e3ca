/**
 * The booking calendar island's arithmetic, pure and small enough for the browser (no date
 * library): a month as six weeks of days, moving between days with the keys of the WAI-ARIA date
 * grid, and the addresses it asks for free times and links to. A day is YYYY-MM-DD in the
 * visitor's zone, a month YYYY-MM; sums of days go through Date in UTC, which has no clock changes.
 */
import type { Locale } from '../i18n/locales.ts';
import { addDays, noonOf, timeZoneName } from './booking-times.ts';

/** The id of the time step's server-rendered week, which the calendar takes the place of. */
export const BOOKING_WEEK_ID = 'booking-week';

/** How many months after today's the calendar goes (the owner's horizon is at most a year). */
export const MONTHS_AHEAD = 12;

/** The month a day is in. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month some months after (or before, when negative) another. */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many days a month has. */
export function daysInMonth(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
}

/** A day's place in the week, 0 (Sunday) to 6 (Saturday). */
const weekdayOf = (day: string) => noonOf(day).getUTCDay();

/** How many days a day is after the first day of its week. */
const intoWeek = (day: string, firstDay: number) => (weekdayOf(day) - firstDay + 7) % 7;

/**
 * A month as six weeks of seven cells, each a day of the month or null, weeks starting on
 * `firstDay` (0 = Sunday, 1 = Monday). Always six rows, so the calendar keeps its height from
 * month to month.
 */
export function monthGrid(month: string, firstDay: number): (string | null)[][] {
  const lead = intoWeek(`${month}-01`, firstDay);
  const count = daysInMonth(month);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = week * 7 + weekday - lead + 1;
      return date >= 1 && date <= count ? `${month}-${String(date).padStart(2, '0')}` : null;
    }),
  );
}

/** The same date some months later (or earlier), on the month's last day when it has fewer. */
function sameDateIn(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(date).padStart(2, '0')}`;
}

/**
 * The day a key moves to from `day`, as the WAI-ARIA date grid has it: arrows by a day or a
 * week, Home and End to the week's first and last day, Page Up and Page Down by a month (with
 * Shift, a year). Undefined for any other key, which the grid leaves to the browser.
 */
export function moveDay(day: string, key: string, options: { firstDay: number; shift?: boolean }): string | undefined {
  const page = options.shift ? 12 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return addDays(day, -intoWeek(day, options.firstDay));
    case 'End':
      return addDays(day, 6 - intoWeek(day, options.firstDay));
    case 'PageDown':
      return sameDateIn(day, page);
    case 'PageUp':
      return sameDateIn(day, -page);
    default:
      return undefined;
  }
}

/** The days the calendar can reach from `today`: its month's first day to the last month's last. */
export function reachableDays(today: string): { first: string; last: string } {
  const lastMonth = addMonths(monthOf(today), MONTHS_AHEAD);
  return { first: `${monthOf(today)}-01`, last: `${lastMonth}-${daysInMonth(lastMonth)}` };
}

/** A day kept within the reachable days (YYYY-MM-DD compares as text). */
export const clampDay = (day: string, range: { first: string; last: string }): string =>
  day < range.first ? range.first : day > range.last ? range.last : day;

/** The slots endpoint's address for a month's free times, its days counted in `timeZone`. */
export function monthSlotsUrl(
  endpoint: string,
  question: { service: string; month: string; timeZone: string },
): string {
  const query = new URLSearchParams({
    service: question.service,
    from: `${question.month}-01`,
    days: String(daysInMonth(question.month)),
    timeZone: question.timeZone,
  });
  return `${endpoint}?${query}`;
}

/** The details step's address for a free time: the same query the page's plain links carry. */
export function detailsHref(detailsPath: string, choice: { service: string; start: string; timeZone: string }): string {
  return `${detailsPath}?${new URLSearchParams({ service: choice.service, start: choice.start, tz: choice.timeZone })}`;
}

/** "Lisbon (Western European Time)": a zone's city and its name in the visitor's language. */
export function zoneLabel(timeZone: string, locale: Locale, at?: Date): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
  const name = timeZoneName(timeZone, locale, at);
  return name === city ? city : `${city} (${name})`;
}
