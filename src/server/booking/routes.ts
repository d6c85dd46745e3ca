/**
 * `GET /api/booking/slots` (a service's free times) and `POST /api/booking` (book one), with the
 * house rules: Zod, a size cap (413), same-origin posts (403), BOOKING_RATE_LIMIT per client,
 * translated messages, and never a 5xx for what a visitor sends.
 */

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { BOOKING_PAGES } from '../../i18n/routes.ts';
import {
  BOOKING_ENDPOINT,
  BOOKING_SLOTS_ENDPOINT,
  type BookableService,
  type BookedAnswer,
  type BookingFormValues,
  type BookingOutcome,
  type BookingPageLocals,
  bookingRequestSchema,
  type FreeSlot,
  type SlotsAnswer,
  slotsQuerySchema,
} from '../../lib/booking.ts';
import { isKnownTimeZone } from '../../lib/booking-times.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import type { Database, Transaction } from '../db/client.ts';
import { databaseRefusal, REFUSAL_STATUS, type Refusal } from '../http/endpoint-guards.ts';
import { type RenderPage, registerFormEndpoint } from '../http/form-endpoint.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { refererPath, typedText, visitorLocale } from '../http/request-context.ts';
import type { StaticFile } from '../http/static-files.ts';
import { blockedRange, overlaps } from './availability.ts';
import { bookedPagePath } from './booking-links.ts';
import { queueBookingConfirmation } from './booking-mail.ts';
import { createBooking, type NewBooking } from './bookings.ts';
import type { BusyCalendar } from './busy-calendar.ts';
import { registerCalendarFeed } from './calendar-feed.ts';
import { asFreeSlot, freeTimesOnDays, nearestFreeTimes, rulesNow } from './free-times.ts';
import { type BookingRow, mailContextOf } from './session-context.ts';

export interface BookingRouteOptions {
  db: Database;
  siteUrl: string;
  /** The bookable services by id (the build's manifest). */
  services: ReadonlyMap<string, BookableService>;
  /** BOOKING_RATE_LIMIT: free-times questions, bookings and changes one client may send per minute. */
  limiter: RateLimiter;
  files: Map<string, StaticFile>;
  /** The key the booking links are signed with. */
  key: () => Promise<string>;
  /** Answers a plain form's refused booking or change with its page, what the visitor typed kept. */
  renderPage?: RenderPage;
  pageLocals: BookingPageLocals;
  /** A booking was made (the mails are queued by the caller). */
  onBooked?: (booking: NewBooking, locale: Locale) => void;
  /** The clock (tests set it). */
  now?: () => Temporal.Instant;
  /** The owner's own calendar: its busy times are not offered, booked, nor moved to. */
  busyCalendar?: BusyCalendar;
}

/** The largest booking body accepted; a real one with a long note is about 2.5 kB. */
export const BOOKING_BODY_LIMIT = 8 * 1024;

interface BookingContext {
  locale: Locale;
  /** The details page the plain form was on (with its service and time). */
  page: string;
  values: BookingFormValues;
  reference?: string;
}

/** What a plain form posted, to write back into a refused form (cut to the fields' sizes). */
function typedValues(fields: Record<string, unknown>): BookingFormValues {
  return {
    name: typedText(fields, 'name', 200),
    email: typedText(fields, 'email', 300),
    phone: typedText(fields, 'phone', 40),
    note: typedText(fields, 'note', 4_000),
    consent: typedText(fields, 'consent', 10),
    mode: typedText(fields, 'mode', 20),
  };
}

/** The details page the post came from: its own address (service and time in the query), else the first step. */
function detailsPage(request: FastifyRequest, fields: Record<string, unknown>, locale: Locale): string {
  const service = typedText(fields, 'service', 80);
  const start = typedText(fields, 'start', 40);
  const query = new URLSearchParams({ service, start });
  const timeZone = typedText(fields, 'timeZone', 64);
  if (timeZone) query.set('tz', timeZone);
  if (service && start) return `${localizePath(BOOKING_PAGES.details, locale)}?${query}`;
  return refererPath(request) ?? localizePath(BOOKING_PAGES.services, locale);
}

const STATUSES: Record<BookingOutcome, number> = {
  booked: 201,
  taken: 409,
  'unavailable-time': 409,
  'unknown-service': 400,
};
const statusOf = (outcome: BookingOutcome | Refusal) =>
  outcome in STATUSES ? STATUSES[outcome as BookingOutcome] : REFUSAL_STATUS[outcome as Refusal];

/** The translated message of an outcome (none for a booking that worked). */
function messageOf(locale: Locale, outcome: BookingOutcome | Refusal): string | undefined {
  const t = getMessages(locale).booking;
  if (outcome === 'booked') return undefined;
  if (outcome === 'taken') return t.taken;
  if (outcome === 'unavailable-time') return t.unavailableTime;
  if (outcome === 'unknown-service') return t.unknownService;
  return refusalMessage(locale, outcome);
}

export function registerBookingRoutes(app: FastifyInstance, options: BookingRouteOptions): void {
  const { db, services, limiter, pageLocals } = options;
  const now = options.now ?? (() => Temporal.Now.instant());

  app.register(async (scope) => {
    scope.get(BOOKING_SLOTS_ENDPOINT, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const locale = isLocale(query.locale) ? query.locale : visitorLocale({}, refererPath(request));
      reply.header('Cache-Control', 'no-store');
      const refuse = (refusal: Refusal) =>
        reply.code(REFUSAL_STATUS[refusal]).send({ outcome: refusal, message: refusalMessage(locale, refusal) });
      const allowance = await limiter.take(request.ip);
      if (!allowance.allowed) {
        reply.header('Retry-After', String(allowance.retryAfterSeconds));
        return refuse('rateLimited');
      }
      const parsed = slotsQuerySchema.safeParse(query);
      if (!parsed.success || (parsed.data.timeZone && !isKnownTimeZone(parsed.data.timeZone)))
        return refuse('invalidRequest');
      const { service, from, days, timeZone } = parsed.data;
      const facts = services.get(service);
      if (!facts) {
        return reply
          .code(404)
          .send({ outcome: 'unknown-service', message: getMessages(locale).booking.unknownService });
      }
      try {
        const { ownerTimeZone, slots } = await freeTimesOnDays(
          db,
          facts,
          now(),
          { from, days, timeZone },
          { calendar: options.busyCalendar },
        );
        const answer: SlotsAnswer = { timeZone: ownerTimeZone, slots: slots.map(asFreeSlot) };
        return reply.send(answer);
      } catch (error) {
        return refuse(databaseRefusal(request, error, 'booking slots'));
      }
    });
  });

  // The owner's private feed of her bookings, for her phone's calendar.
  registerCalendarFeed(app, { db, siteUrl: options.siteUrl, services, limiter, now });

  registerFormEndpoint<ReturnType<typeof bookingRequestSchema.parse>, BookingContext, BookingOutcome>(app, {
    path: BOOKING_ENDPOINT,
    name: 'booking',
    siteUrl: options.siteUrl,
    limiter,
    files: options.files,
    bodyLimit: BOOKING_BODY_LIMIT,
    schema: bookingRequestSchema,
    statuses: STATUSES,
    context: (request: FastifyRequest, fields) => {
      const locale = visitorLocale(fields, refererPath(request));
      return { locale, page: detailsPage(request, fields, locale), values: typedValues(fields) };
    },
    message: (context, outcome) => messageOf(context.locale, outcome),
    renderPage: options.renderPage,
    // A plain form (without JavaScript) goes on to the booking's page; a refused one comes back as
    // its details page with the reason, the nearest free times and everything the visitor typed.
    formAnswer: (context, outcome, details) => {
      if (outcome === 'booked' && context.reference) return { redirect: context.reference };
      const refused = {
        status: statusOf(outcome),
        message: messageOf(context.locale, outcome) ?? '',
        nearest: (details?.nearest as FreeSlot[] | undefined) ?? [],
        values: context.values,
      };
      return { render: { path: context.page, locals: { booking: { ...pageLocals, refused } } } };
    },
    handle: async ({ data, context }) => {
      const facts = services.get(data.service);
      if (!facts) return { outcome: 'unknown-service' };
      const [{ rules, policy }, signingKey] = await Promise.all([rulesNow(db, now()), options.key()]);
      const timeZone = isKnownTimeZone(data.timeZone) ? data.timeZone : rules.timeZone;
      // The visitor's confirmation and the owner's notice commit with the booking, or neither does;
      // it carries the booking's page and the links to move or cancel it, signed for its first version.
      const source = { siteUrl: options.siteUrl, services, ownerTimeZone: rules.timeZone, signingKey, policy };
      const withBooking = (tx: Transaction, row: BookingRow) =>
        queueBookingConfirmation(tx, row, mailContextOf(row, source, true));
      const start = Temporal.Instant.from(data.start).epochMilliseconds;
      const taken = async () => {
        const nearest = await nearestFreeTimes(db, facts, now(), start, { calendar: options.busyCalendar, rules });
        return { outcome: 'taken', details: { nearest } } as const;
      };
      // The owner's calendar is not in the database: checked here, on the copy in hand.
      const busy = (await options.busyCalendar?.busyTimes(rules, now().epochMilliseconds, { wait: true })) ?? [];
      const blocked = blockedRange(rules, start, facts.durationMinutes);
      if (busy.some((range) => overlaps(range, blocked))) return taken();
      const attempt = await createBooking(db, { request: data, facts, rules, timeZone, now: now(), withBooking });
      if (attempt.outcome === 'taken') return taken();
      if (attempt.outcome !== 'booked') return { outcome: attempt.outcome };
      const { booking } = attempt;
      options.onBooked?.(booking, data.locale);
      const answer: Omit<BookedAnswer, 'outcome'> = {
        reference: booking.reference,
        status: booking.status,
        start: booking.start.toString(),
        end: booking.end.toString(),
      };
      // The plain form's redirect: the booking's own page, by its signed link.
      const page = bookedPagePath(signingKey, booking.reference, data.locale);
      return { outcome: 'booked', context: { ...context, reference: page }, details: { ...answer, page } };
    },
  });
}
