/**
 * The booking pages' view models, one step a page: the sessions (built with the site), the day and
 * time, the visitor's details, and the booking's own page (the last three rendered per request).
 */
import { site } from '../../config/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { BookingPageId } from '../../i18n/routes.ts';
import {
  BOOKING_ENDPOINT,
  type BookedVisit,
  type BookingFormValues,
  type BookingStatus,
  type BookingSummary,
  ENDED_STATUSES,
  type FreeSlot,
  type FreeTimesVisit,
  NOTE_RETENTION_DAYS,
  OWNER_TIME_ZONE,
  type RefusedBooking,
} from '../../lib/booking.ts';
import {
  addDays,
  COMMON_TIME_ZONES,
  clockTime,
  dayHeading,
  isKnownTimeZone,
  sessionTime,
  slotsByDay,
  timeZoneName,
  todayIn,
} from '../../lib/booking-times.ts';
import { formatLanguages, formatPrice } from '../../lib/format.ts';
import { type BookableService, bookableIn } from '../booking.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import type { BookDetailsProps, BookedProps, BookServicesProps, BookTimeProps } from '../view-models/booking.ts';
import { bookingPagePath, whatsappHref } from './shared.ts';

/** How many days the time step shows at once (a week: one screen on a phone). */
export const DAYS_SHOWN = 7;

/** A booking page's head: its title, and the booking pages' one description. */
export async function bookingHead(id: BookingPageId, locale: Locale): Promise<PageHead> {
  const t = getMessages(locale).bookingPages;
  return { page: await sitePage(`booking:${id}`, locale), title: t.titles[id], description: t.servicesDescription };
}

/** "R$ 220 (outside Brazil: US$ 50)", or "Free". */
function priceText(service: BookableService, locale: Locale): string {
  const t = getMessages(locale).bookingPages;
  const { priceBrl, priceAbroad } = service.facts;
  if (priceBrl === 0) return t.free;
  const abroad =
    priceAbroad && format(t.abroad, { price: formatPrice(priceAbroad.amount, priceAbroad.currency, locale) });
  return `${formatPrice(priceBrl, 'BRL', locale)}${abroad ? ` (${abroad})` : ''}`;
}

/** A session's facts in the visitor's language: length, price, where, languages. */
function sessionFacts(service: BookableService, locale: Locale): string[] {
  const t = getMessages(locale).bookingPages;
  const languages = formatLanguages(service.facts.languages, locale);
  return [
    format(t.minutes, { minutes: service.facts.durationMinutes }),
    priceText(service, locale),
    ...service.facts.modes.map((mode) => (mode === 'online' ? t.online : format(t.inPerson, { city: site.city }))),
    format(t.languages, { languages }),
  ];
}

/** The first step: the sessions to choose from. */
export async function bookServicesView(locale: Locale): Promise<{ head: PageHead; props: BookServicesProps }> {
  const t = getMessages(locale).bookingPages;
  const whatsapp = whatsappHref(t.whatsappText);
  return {
    head: await bookingHead('services', locale),
    props: {
      title: t.titles.services,
      intro: t.servicesIntro,
      sessions: (await bookableIn(locale)).map((service) => ({
        title: service.title,
        summary: service.summary,
        facts: sessionFacts(service, locale),
        choose: { href: bookingPagePath('time', locale, { service: service.key }), label: t.chooseTime },
      })),
      ...(whatsapp && { whatsapp: { href: whatsapp, label: t.whatsapp } }),
    },
  };
}

/** What the time, details and change pages read alike from their address. */
export interface TimeQuery {
  /** The visitor's time zone (`tz`), when chosen or detected. */
  timeZone: string | undefined;
  /** The first day of the week shown (`from`), YYYY-MM-DD. */
  from: string | undefined;
  /** The time chosen (`start`), as an ISO instant. */
  start: string | undefined;
}

/** The zone, first day and chosen time from a booking page's address; each undefined when missing or malformed. */
export function timeQueryOf(params: URLSearchParams): TimeQuery {
  const from = params.get('from') ?? '';
  const start = params.get('start') ?? '';
  const tz = params.get('tz') ?? undefined;
  return {
    // A zone the time-zone database does not know would stop every date on the page from being written.
    timeZone: isKnownTimeZone(tz) ? tz : undefined,
    from: /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : undefined,
    start: Number.isNaN(Date.parse(start)) ? undefined : new Date(start).toISOString(),
  };
}

/** What the time and details steps were asked, from their address. */
export interface BookingQuery extends TimeQuery {
  service: string;
}

export function bookingQuery(params: URLSearchParams): BookingQuery {
  return { service: params.get('service') ?? '', ...timeQueryOf(params) };
}

/** A week of free times as the time step shows it, and the change page to move a session. */
export interface WeekOfTimes {
  /** The zone the times are in. */
  zone: string;
  ownerTimeZone: string;
  /** The week's first day, YYYY-MM-DD. */
  from: string;
  /** The week's free times; undefined when the database did not answer. */
  slots: readonly FreeSlot[] | undefined;
  /** What the zone form sends besides the zone. */
  hidden: Record<string, string>;
  /** The page's address for the week from another day. */
  weekHref: (from: string) => string;
  /** Where a free time links to. */
  timeHref: (start: string) => string;
}

/** The week's part of the time step's props: the zones, the days and their times, the earlier and later weeks. */
export function weekOfTimes(
  locale: Locale,
  week: WeekOfTimes,
): Omit<BookTimeProps, 'title' | 'session' | 'notice' | 'back'> {
  const t = getMessages(locale).bookingPages;
  const { zone, ownerTimeZone, from, slots } = week;
  const days = slotsByDay(slots ?? [], zone).map(({ day, slots: daySlots }) => ({
    heading: dayHeading(day, locale),
    times: daySlots.map((slot) => ({ href: week.timeHref(slot.start), label: clockTime(slot.start, locale, zone) })),
  }));
  return {
    shownIn: format(t.shownIn, { zone: timeZoneName(zone, locale) }),
    ...(zone !== ownerTimeZone && { ownerTime: format(t.ownerTime, { zone: timeZoneName(ownerTimeZone, locale) }) }),
    zone: {
      label: t.zoneLabel,
      button: t.zoneButton,
      name: 'tz',
      options: [...new Set([zone, ...COMMON_TIME_ZONES])].map((value) => ({
        value,
        label: `${timeZoneName(value, locale)} (${value.replaceAll('_', ' ')})`,
        selected: value === zone,
      })),
      hidden: week.hidden,
    },
    days,
    ...(slots && days.length === 0 && { empty: t.noTimes }),
    ...(from > todayIn(zone) && { earlier: { href: week.weekHref(addDays(from, -DAYS_SHOWN)), label: t.earlier } }),
    later: { href: week.weekHref(addDays(from, DAYS_SHOWN)), label: t.later },
  };
}

/** The time step: a week of free times in the visitor's zone, each a link to the details step. */
export async function bookTimeView(
  locale: Locale,
  query: BookingQuery,
  visit: FreeTimesVisit,
): Promise<{ head: PageHead; props: BookTimeProps; status: number } | { redirect: string }> {
  const t = getMessages(locale).bookingPages;
  const service = (await bookableIn(locale)).find((candidate) => candidate.key === query.service);
  // No session named (or one no longer offered): back to the sessions to choose from.
  if (!service || visit.kind === 'unknown-service') return { redirect: bookingPagePath('services', locale) };
  const ownerTimeZone = visit.kind === 'times' ? visit.ownerTimeZone : OWNER_TIME_ZONE;
  const zone = query.timeZone ?? ownerTimeZone;
  const from = query.from ?? todayIn(zone);
  const props: BookTimeProps = {
    title: t.titles.time,
    session: `${service.title} · ${sessionFacts(service, locale).slice(0, 2).join(' · ')}`,
    ...weekOfTimes(locale, {
      zone,
      ownerTimeZone,
      from,
      slots: visit.kind === 'times' ? visit.slots : undefined,
      hidden: { service: query.service, from },
      // The zone stays in the address only when the visitor chose it.
      weekHref: (day) =>
        bookingPagePath('time', locale, { service: query.service, from: day, ...(query.timeZone && { tz: zone }) }),
      timeHref: (start) => bookingPagePath('details', locale, { service: query.service, start, tz: zone }),
    }),
    back: { href: bookingPagePath('services', locale), label: t.titles.services },
  };
  if (visit.kind === 'unavailable')
    return { head: await bookingHead('time', locale), props: { ...props, notice: t.unavailable }, status: 503 };
  return { head: await bookingHead('time', locale), props, status: 200 };
}

/** The details step: the chosen time in both zones, and the form (with what was typed, when a post was refused). */
export async function bookDetailsView(
  locale: Locale,
  query: BookingQuery,
  ownerZone: string,
  refused: RefusedBooking | undefined,
): Promise<{ head: PageHead; props: BookDetailsProps; status: number } | { redirect: string }> {
  const t = getMessages(locale).bookingPages;
  const service = (await bookableIn(locale)).find((candidate) => candidate.key === query.service);
  if (!service || !query.start)
    return {
      redirect: bookingPagePath(service ? 'time' : 'services', locale, service ? { service: service.key } : undefined),
    };
  const zone = query.timeZone ?? ownerZone;
  const values: BookingFormValues = refused?.values ?? {};
  const timeLink = (start: string) => ({
    href: bookingPagePath('details', locale, { service: service.key, start, tz: zone }),
    label: sessionTime(start, locale, zone),
  });
  return {
    head: await bookingHead('details', locale),
    status: refused?.status ?? 200,
    props: {
      title: t.titles.details,
      chosen: format(t.chosen, { service: service.title, when: sessionTime(query.start, locale, zone) }),
      ...(zone !== ownerZone && {
        inOwnerTime: format(t.inOwnerTime, { when: sessionTime(query.start, locale, ownerZone) }),
      }),
      otherTime: { href: bookingPagePath('time', locale, { service: service.key, tz: zone }), label: t.otherTime },
      ...(refused && {
        refusal: {
          message: refused.message,
          nearestHeading: t.nearestHeading,
          nearest: refused.nearest.map((slot) => timeLink(slot.start)),
        },
      }),
      form: {
        action: BOOKING_ENDPOINT,
        ...(service.facts.modes.length > 1 && {
          modes: {
            legend: t.where,
            options: service.facts.modes.map((mode, index) => ({
              value: mode,
              label: mode === 'online' ? t.online : format(t.inPerson, { city: site.city }),
              checked: values.mode ? values.mode === mode : index === 0,
            })),
          },
        }),
        hidden: { service: service.key, start: query.start, locale, timeZone: zone },
        fields: [
          { name: 'name', label: t.name, value: values.name ?? '' },
          { name: 'email', label: t.email, value: values.email ?? '' },
          { name: 'phone', label: t.phone, hint: t.phoneHint, value: values.phone ?? '' },
          {
            name: 'note',
            label: t.note,
            hint: format(t.noteHint, { days: NOTE_RETENTION_DAYS }),
            value: values.note ?? '',
          },
        ],
        consent: {
          label: t.consent,
          checked: values.consent === 'on',
          privacy: { href: localizePath('/privacy', locale), label: t.privacyLink },
        },
        submit: t.submit,
      },
    },
  };
}

/**
 * A booked session as its own page and its change pages state it: its title, when (in `zone`, and
 * in the owner's when that differs), and the reference, session and when as facts.
 */
export async function bookedSession(
  locale: Locale,
  booking: BookingSummary,
  zones: { zone: string; ownerTimeZone: string },
): Promise<{ service: BookableService | undefined; title: string; when: string; facts: BookedProps['facts'] }> {
  const t = getMessages(locale).bookingPages;
  const { zone, ownerTimeZone } = zones;
  const service = (await bookableIn(locale)).find((candidate) => candidate.key === booking.service);
  const title = service?.title ?? booking.service;
  const when = [sessionTime(booking.start, locale, zone)];
  if (zone !== ownerTimeZone)
    when.push(format(t.inOwnerTime, { when: sessionTime(booking.start, locale, ownerTimeZone) }));
  return {
    service,
    title,
    when: when.join(' · '),
    facts: [
      { label: t.reference, value: booking.reference },
      { label: t.session, value: title },
      { label: t.when, value: when.join(' · ') },
    ],
  };
}

/** The booking's own page: what, when, where, price, and how to pay. */
export async function bookedView(
  locale: Locale,
  visit: BookedVisit,
): Promise<{ head: PageHead; props: BookedProps; status: number }> {
  const t = getMessages(locale).bookingPages;
  const pageHead = await bookingHead('booked', locale);
  if (visit.kind !== 'booking') {
    const notice = visit.kind === 'invalid' ? t.linkNotValid : t.unavailable;
    return {
      head: pageHead,
      props: { title: t.titles.booked, notice, facts: [] },
      status: visit.kind === 'invalid' ? 404 : 503,
    };
  }
  const { booking, ownerTimeZone } = visit;
  const session = await bookedSession(locale, booking, { zone: booking.timeZone, ownerTimeZone });
  const where = booking.mode === 'online' ? t.online : format(t.inPerson, { city: site.city });
  const abroadPrice = booking.abroad ? session.service?.facts.priceAbroad : undefined;
  const abroadText = abroadPrice
    ? ` (${format(t.abroad, { price: formatPrice(abroadPrice.amount, abroadPrice.currency, locale) })})`
    : '';
  const price =
    booking.priceCents === null ? t.free : `${formatPrice(booking.priceCents / 100, 'BRL', locale)}${abroadText}`;
  const awaiting = booking.status === 'awaiting_payment';
  const ended = (ENDED_STATUSES as readonly BookingStatus[]).includes(booking.status);
  const { change } = booking;
  return {
    head: pageHead,
    status: 200,
    props: {
      title: t.titles.booked,
      facts: [...session.facts, { label: t.where, value: where }, { label: t.price, value: price }],
      mailSent: ended ? t.cancelledStatus : format(t.mailSent, { email: booking.email }),
      ...(awaiting &&
        !booking.abroad && {
          payment: {
            heading: t.payHeading,
            text: t.payText,
            awaiting: t.awaitingPayment,
            codeLabel: t.pixCode,
            code: booking.pix?.code,
            qrSvg: booking.pix?.qrSvg,
            qrAlt: format(t.pixQrAlt, { price }),
          },
        }),
      ...(awaiting && booking.abroad && { abroad: t.payAbroad }),
      ...(change && {
        change: {
          text: format(t.changeUntil, { until: sessionTime(change.until, locale, booking.timeZone) }),
          links: [
            {
              href: bookingPagePath('change', locale, { reference: booking.reference, token: change.rescheduleToken }),
              label: t.rescheduleLink,
            },
            {
              href: bookingPagePath('cancel', locale, { reference: booking.reference, token: change.cancelToken }),
              label: t.cancelLink,
            },
          ],
        },
      }),
    },
  };
}
