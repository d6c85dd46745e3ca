/**
 * The change pages' view models, rendered per request and opened by a booking's signed links: a
 * week of free times to move the session to (the time step's own view), the move's confirmation,
 * the cancellation's; or why the link opens nothing, and how to reach the owner instead.
 */

import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import {
  BOOKING_CANCEL_ENDPOINT,
  BOOKING_RESCHEDULE_ENDPOINT,
  type ChangeVisit,
  type RefusedChange,
} from '../../lib/booking.ts';
import { sessionTime, todayIn } from '../../lib/booking-times.ts';
import { changeRefusalMessage } from '../../lib/change-refusal.ts';
import type { PageHead } from '../head.ts';
import type { BookTimeProps } from '../view-models/booking.ts';
import type { BookChangeProps } from '../view-models/booking-change.ts';
import type { PageLink } from '../view-models/shared.ts';
import { bookedSession, bookingHead, type TimeQuery, timeQueryOf, weekOfTimes } from './booking.ts';
import { bookingPagePath, whatsappHref } from './shared.ts';

/** What a change page was asked, from its address: its signed link, and (the move) the week or the new time. */
export interface ChangeQuery extends TimeQuery {
  reference: string;
  token: string;
}

export function changeQuery(params: URLSearchParams): ChangeQuery {
  return {
    reference: (params.get('reference') ?? '').slice(0, 20),
    token: (params.get('token') ?? '').slice(0, 64),
    ...timeQueryOf(params),
  };
}

type Refused = Exclude<ChangeVisit, { kind: 'open' }>;
const NOTICE_STATUS: Record<Refused['kind'], number> = {
  'invalid-link': 404,
  'earlier-link': 410,
  expired: 410,
  'already-cancelled': 200,
  'too-late': 200,
  unavailable: 503,
};
/** Why a link opens nothing, and where to go instead: the owner's contact (and WhatsApp), or the booking pages. */
function noticeOf(locale: Locale, visit: Refused): BookChangeProps['notice'] {
  const t = getMessages(locale).bookingPages;
  const contact = { href: localizePath('/contact', locale), label: t.contact };
  if (visit.kind === 'unavailable') return { message: t.changeUnavailable, links: [contact] };
  const message = changeRefusalMessage(locale, visit.kind, visit.changeCutoffHours);
  if (visit.kind === 'already-cancelled')
    return { message, links: [{ href: bookingPagePath('services', locale), label: t.bookAgain }] };
  const whatsapp = whatsappHref(format(t.whatsappChange, { reference: visit.reference }));
  return { message, links: [contact, ...(whatsapp ? [{ href: whatsapp, label: t.whatsapp }] : [])] };
}

type Open = Extract<ChangeVisit, { kind: 'open' }>;

const notice = async (id: 'change' | 'cancel', locale: Locale, visit: Refused) => ({
  head: await bookingHead(id, locale),
  props: { title: getMessages(locale).bookingPages.titles[id], facts: [], notice: noticeOf(locale, visit), links: [] },
  status: NOTICE_STATUS[visit.kind],
});

const bookedLink = (locale: Locale, visit: Open): PageLink => ({
  href: bookingPagePath('booked', locale, { reference: visit.booking.reference, token: visit.viewToken }),
  label: getMessages(locale).bookingPages.keep,
});

/** The move, first step: a week of free times (the time step's page), each a link to the confirm step. */
export async function changeWeekView(
  locale: Locale,
  query: ChangeQuery,
  visit: ChangeVisit,
): Promise<{ head: PageHead; props: BookTimeProps; status: number } | Awaited<ReturnType<typeof notice>>> {
  if (visit.kind !== 'open') return notice('change', locale, visit);
  const t = getMessages(locale).bookingPages;
  const zone = visit.week?.timeZone ?? visit.booking.timeZone;
  const from = visit.week?.from ?? todayIn(zone);
  const link = { reference: query.reference, token: query.token };
  const now = await bookedSession(locale, visit.booking, { zone, ownerTimeZone: visit.ownerTimeZone });
  const props: BookTimeProps = {
    title: t.titles.change,
    session: `${format(t.changeNow, { when: `${now.title} · ${now.when}` })} ${t.changeIntro}`,
    ...weekOfTimes(locale, {
      zone,
      ownerTimeZone: visit.ownerTimeZone,
      from,
      slots: visit.freeTimes?.kind === 'times' ? visit.freeTimes.slots : undefined,
      hidden: { ...link, from },
      weekHref: (day) => bookingPagePath('change', locale, { ...link, from: day, tz: zone }),
      timeHref: (start) => bookingPagePath('change', locale, { ...link, start, tz: zone }),
    }),
    back: bookedLink(locale, visit),
  };
  if (visit.freeTimes?.kind !== 'times')
    return { head: await bookingHead('change', locale), props: { ...props, notice: t.changeUnavailable }, status: 503 };
  return { head: await bookingHead('change', locale), props, status: 200 };
}

/** The move's confirm step: the session now, the new time, and the one button that moves it. */
export async function changeConfirmView(
  locale: Locale,
  query: ChangeQuery & { start: string },
  visit: ChangeVisit,
  refused: RefusedChange | undefined,
): Promise<{ head: PageHead; props: BookChangeProps; status: number }> {
  if (visit.kind !== 'open') return notice('change', locale, visit);
  const t = getMessages(locale).bookingPages;
  const zone = query.timeZone ?? visit.booking.timeZone;
  const link = { reference: query.reference, token: query.token };
  const now = await bookedSession(locale, visit.booking, { zone, ownerTimeZone: visit.ownerTimeZone });
  return {
    head: await bookingHead('change', locale),
    status: refused?.status ?? 200,
    props: {
      title: t.titles.change,
      intro: format(t.changeNow, { when: now.when }),
      facts: now.facts,
      ...(refused && {
        refusal: {
          message: refused.message,
          nearestHeading: t.nearestHeading,
          nearest: refused.nearest.map((slot) => ({
            href: bookingPagePath('change', locale, { ...link, start: slot.start, tz: zone }),
            label: sessionTime(slot.start, locale, zone),
          })),
        },
      }),
      until: format(t.changeUntil, { until: sessionTime(visit.changeUntil, locale, zone) }),
      form: {
        action: BOOKING_RESCHEDULE_ENDPOINT,
        hidden: { ...link, start: query.start, locale, timeZone: zone },
        question: format(t.moveTo, { when: sessionTime(query.start, locale, zone) }),
        submit: t.moveSubmit,
      },
      links: [
        { href: bookingPagePath('change', locale, { ...link, tz: zone }), label: t.otherTime },
        bookedLink(locale, visit),
      ],
    },
  };
}

/** The cancellation: the session, the question, and the one button that cancels it. */
export async function cancelView(
  locale: Locale,
  query: ChangeQuery,
  visit: ChangeVisit,
  refused: RefusedChange | undefined,
): Promise<{ head: PageHead; props: BookChangeProps; status: number }> {
  if (visit.kind !== 'open') return notice('cancel', locale, visit);
  const t = getMessages(locale).bookingPages;
  const zone = visit.booking.timeZone;
  const now = await bookedSession(locale, visit.booking, { zone, ownerTimeZone: visit.ownerTimeZone });
  return {
    head: await bookingHead('cancel', locale),
    status: refused?.status ?? 200,
    props: {
      title: t.titles.cancel,
      facts: now.facts,
      ...(refused && { refusal: { message: refused.message, nearestHeading: t.nearestHeading, nearest: [] } }),
      until: format(t.changeUntil, { until: sessionTime(visit.changeUntil, locale, zone) }),
      form: {
        action: BOOKING_CANCEL_ENDPOINT,
        hidden: { reference: query.reference, token: query.token, locale },
        question: t.cancelQuestion,
        submit: t.cancelSubmit,
      },
      links: [bookedLink(locale, visit)],
    },
  };
}
