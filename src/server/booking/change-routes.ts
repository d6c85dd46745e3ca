/**
 * `POST /api/booking/cancel` and `POST /api/booking/reschedule`: a visitor changes their booking by
 * its signed link, from the change pages' plain forms or as JSON, with the house rules of
 * routes.ts (Zod, a size cap, same-origin posts, BOOKING_RATE_LIMIT, translated messages, never a
 * 5xx for what a visitor sends). A plain form goes on to the booking's own page; a refused one
 * comes back as the page it came from, with the reason (and the nearest free times).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import type { Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { BOOKING_PAGES } from '../../i18n/routes.ts';
import {
  BOOKING_CANCEL_ENDPOINT,
  BOOKING_RESCHEDULE_ENDPOINT,
  type BookingChangeOutcome,
  bookingCancelSchema,
  bookingRescheduleSchema,
  type FreeSlot,
  holdsTime,
} from '../../lib/booking.ts';
import { changeRefusalMessage, isChangeRefusal } from '../../lib/change-refusal.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import type { Refusal } from '../http/endpoint-guards.ts';
import { registerFormEndpoint } from '../http/form-endpoint.ts';
import { refererPath, typedText, visitorLocale } from '../http/request-context.ts';
import { cancelByVisitor, rescheduleByVisitor } from './booking-changes.ts';
import { bookedPagePath, mailChangeLinks } from './booking-links.ts';
import { changeDeadline } from './booking-rules.ts';
import { rulesNow } from './free-times.ts';
import type { BookingRouteOptions } from './routes.ts';
import { type BookingRow, mailContextOf } from './session-context.ts';

/** The booking routes' options but the booking's own hook: the same limiter, key, pages and calendar. */
export type ChangeRouteOptions = Omit<BookingRouteOptions, 'onBooked'>;

/** The largest change body accepted; a real one is under 300 bytes. */
export const CHANGE_BODY_LIMIT = 2 * 1024;

const STATUSES: Record<BookingChangeOutcome, number> = {
  cancelled: 200,
  rescheduled: 200,
  'invalid-link': 404,
  'earlier-link': 410,
  expired: 410,
  'already-cancelled': 409,
  'too-late': 409,
  taken: 409,
  'unavailable-time': 409,
  'unknown-service': 400,
};

interface ChangeContext {
  locale: Locale;
  /** The change page the plain form was on. */
  page: string;
  /** The owner's cut-off, for the too-late message (known once the policy is read). */
  cutoffHours?: number;
  /** Where a plain form goes on to: the booking's own page. */
  redirect?: string;
}

/** The change page a post came from: the link's page (with the new time, for a move), else the referer. */
function changePage(request: FastifyRequest, fields: Record<string, unknown>, locale: Locale, reschedule: boolean) {
  const reference = typedText(fields, 'reference', 20);
  const token = typedText(fields, 'token', 64);
  const query = new URLSearchParams({ reference, token });
  const start = typedText(fields, 'start', 40);
  if (reschedule && start) query.set('start', start);
  const timeZone = typedText(fields, 'timeZone', 64);
  if (reschedule && timeZone) query.set('tz', timeZone);
  if (reference && token)
    return `${localizePath(reschedule ? BOOKING_PAGES.change : BOOKING_PAGES.cancel, locale)}?${query}`;
  return refererPath(request) ?? localizePath(BOOKING_PAGES.services, locale);
}

export function registerChangeRoutes(app: FastifyInstance, options: ChangeRouteOptions): void {
  const { db, services, siteUrl, pageLocals } = options;
  const now = options.now ?? (() => Temporal.Now.instant());

  const messageOf = (context: ChangeContext, outcome: BookingChangeOutcome | Refusal): string | undefined => {
    const t = getMessages(context.locale).booking;
    if (outcome === 'cancelled' || outcome === 'rescheduled') return undefined;
    if (outcome === 'taken') return t.taken;
    if (outcome === 'unavailable-time') return t.unavailableTime;
    if (outcome === 'unknown-service') return t.unknownService;
    if (isChangeRefusal(outcome)) return changeRefusalMessage(context.locale, outcome, context.cutoffHours ?? 24);
    return refusalMessage(context.locale, outcome as Refusal);
  };

  /** The mails' context for a booking's row: its service, the owner's zone, its page and (while held) its change links. */
  async function contextFor(at: Temporal.Instant) {
    const [{ rules, policy }, signingKey] = await Promise.all([rulesNow(db, at), options.key()]);
    const source = { siteUrl, services, ownerTimeZone: rules.timeZone, signingKey, policy };
    const contextOf = (row: BookingRow) => mailContextOf(row, source, holdsTime(row.status));
    return { rules, policy, signingKey, contextOf };
  }

  const common = (reschedule: boolean) => ({
    name: reschedule ? 'booking reschedule' : 'booking cancel',
    siteUrl,
    limiter: options.limiter,
    files: options.files,
    bodyLimit: CHANGE_BODY_LIMIT,
    statuses: STATUSES,
    context: (request: FastifyRequest, fields: Record<string, unknown>): ChangeContext => {
      const locale = visitorLocale(fields, refererPath(request));
      return { locale, page: changePage(request, fields, locale, reschedule) };
    },
    message: messageOf,
    renderPage: options.renderPage,
    formAnswer: (
      context: ChangeContext,
      outcome: BookingChangeOutcome | Refusal,
      details?: Record<string, unknown>,
    ) => {
      if ((outcome === 'cancelled' || outcome === 'rescheduled') && context.redirect)
        return { redirect: context.redirect };
      const refusedChange = {
        status: outcome in STATUSES ? STATUSES[outcome as BookingChangeOutcome] : 400,
        message: messageOf(context, outcome) ?? '',
        nearest: (details?.nearest as FreeSlot[] | undefined) ?? [],
      };
      return { render: { path: context.page, locals: { booking: { ...pageLocals, refusedChange } } } };
    },
  });

  registerFormEndpoint(app, {
    ...common(false),
    path: BOOKING_CANCEL_ENDPOINT,
    schema: bookingCancelSchema,
    handle: async ({ data, context }) => {
      const at = now();
      const { policy, signingKey, contextOf } = await contextFor(at);
      const link = { key: signingKey, reference: data.reference, token: data.token, now: at };
      const done = await cancelByVisitor(db, link, policy, contextOf);
      const answered = { ...context, cutoffHours: policy.changeCutoffHours };
      if (done.outcome !== 'cancelled') return { outcome: done.outcome, context: answered };
      const page = bookedPagePath(signingKey, done.row.reference, data.locale);
      return {
        outcome: 'cancelled',
        context: { ...answered, redirect: page },
        details: { reference: done.row.reference, status: done.row.status, page },
      };
    },
  });

  registerFormEndpoint(app, {
    ...common(true),
    path: BOOKING_RESCHEDULE_ENDPOINT,
    schema: bookingRescheduleSchema,
    handle: async ({ data, context }) => {
      const at = now();
      const { rules, policy, signingKey, contextOf } = await contextFor(at);
      const answered = { ...context, cutoffHours: policy.changeCutoffHours };
      const link = { key: signingKey, reference: data.reference, token: data.token, now: at };
      const { busyCalendar } = options;
      const done = await rescheduleByVisitor(db, {
        link,
        start: data.start,
        services,
        rules,
        policy,
        contextOf,
        busyCalendar,
      });
      if (done.outcome === 'taken') return { outcome: 'taken', context: answered, details: { nearest: done.nearest } };
      if (done.outcome !== 'rescheduled') return { outcome: done.outcome, context: answered };
      const { row } = done;
      const page = bookedPagePath(signingKey, row.reference, data.locale);
      return {
        outcome: 'rescheduled',
        context: { ...answered, redirect: page },
        details: {
          reference: row.reference,
          start: row.startsAt.toISOString(),
          end: row.endsAt.toISOString(),
          page,
          // The links of the booking's new version (the ones used are spent).
          change: mailChangeLinks(signingKey, row, siteUrl, changeDeadline(row.startsAt, policy)),
        },
      };
    },
  });
}
