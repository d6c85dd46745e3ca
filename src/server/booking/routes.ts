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
import { BOOKING_PATH } from '../../i18n/routes.ts';
import {
  BOOKING_ENDPOINT,
  BOOKING_SLOTS_ENDPOINT,
  type BookableServiceFacts,
  type BookedAnswer,
  type BookingOutcome,
  bookingRequestSchema,
  type FreeSlot,
  type SlotsAnswer,
  slotsQuerySchema,
} from '../../lib/booking.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import type { Database } from '../db/client.ts';
import { databaseRefusal, REFUSAL_STATUS, type Refusal } from '../http/endpoint-guards.ts';
import { registerFormEndpoint } from '../http/form-endpoint.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { refererPath, visitorLocale } from '../http/request-context.ts';
import type { StaticFile } from '../http/static-files.ts';
import { dayIn, freeSlots, instantAt, type Slot, type TimeRange } from './availability.ts';
import { readBookingRules } from './booking-rules.ts';
import { createBooking, type NewBooking, takenTimes } from './bookings.ts';

export interface BookingRouteOptions {
  db: Database;
  siteUrl: string;
  /** The bookable services by id (the build's manifest). */
  services: ReadonlyMap<string, BookableServiceFacts>;
  /** BOOKING_RATE_LIMIT: free-times questions and bookings one client may send per minute. */
  limiter: RateLimiter;
  files: Map<string, StaticFile>;
  /** A booking was made (the mails are queued by the caller). */
  onBooked?: (booking: NewBooking, locale: Locale) => void;
  /** The clock (tests set it). */
  now?: () => Temporal.Instant;
}

/** The largest booking body accepted; a real one with a long note is about 2.5 kB. */
export const BOOKING_BODY_LIMIT = 8 * 1024;
/** How many nearest free times a refused visitor is offered, and how far around the lost one they are looked for. */
const NEAREST_COUNT = 4;
const NEAREST_SEARCH_DAYS = 7;
const DAY = 86_400_000;

/** True for a time zone the time-zone database knows. */
function isTimeZone(name: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

const asFreeSlot = (slot: Slot): FreeSlot => ({ start: slot.start.toString(), end: slot.end.toString() });

/** The free times of a service in a window, as the database and the rules have them now. */
async function slotsIn(
  db: Database,
  facts: BookableServiceFacts,
  now: Temporal.Instant,
  window: (ownerTimeZone: string) => TimeRange,
) {
  const rules = await readBookingRules(db, dayIn(now, 'UTC').subtract({ days: 1 }).toString());
  const range = window(rules.timeZone);
  const taken = await takenTimes(db, rules, range);
  return {
    rules,
    slots: freeSlots({ rules, durationMinutes: facts.durationMinutes, ...taken, busy: [], now, window: range }),
  };
}

/** The free times nearest to a lost one, nearest first. */
async function nearestSlots(db: Database, facts: BookableServiceFacts, now: Temporal.Instant, lost: number) {
  const { slots } = await slotsIn(db, facts, now, () => ({
    start: lost - NEAREST_SEARCH_DAYS * DAY,
    end: lost + NEAREST_SEARCH_DAYS * DAY,
  }));
  return slots
    .sort((a, b) => Math.abs(a.start.epochMilliseconds - lost) - Math.abs(b.start.epochMilliseconds - lost))
    .slice(0, NEAREST_COUNT)
    .sort((a, b) => a.start.epochMilliseconds - b.start.epochMilliseconds)
    .map(asFreeSlot);
}

interface BookingContext {
  locale: Locale;
  /** The page the plain form was on. */
  page: string;
  reference?: string;
}

export function registerBookingRoutes(app: FastifyInstance, options: BookingRouteOptions): void {
  const { db, services, limiter } = options;
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
      if (!parsed.success || (parsed.data.timeZone && !isTimeZone(parsed.data.timeZone)))
        return refuse('invalidRequest');
      const { service, from, days, timeZone } = parsed.data;
      const facts = services.get(service);
      if (!facts) {
        return reply
          .code(404)
          .send({ outcome: 'unknown-service', message: getMessages(locale).booking.unknownService });
      }
      try {
        const first = Temporal.PlainDate.from(from);
        const { rules, slots } = await slotsIn(db, facts, now(), (ownerTimeZone) => ({
          start: instantAt(first, 0, timeZone ?? ownerTimeZone).epochMilliseconds,
          end: instantAt(first.add({ days }), 0, timeZone ?? ownerTimeZone).epochMilliseconds,
        }));
        const answer: SlotsAnswer = { timeZone: rules.timeZone, slots: slots.map(asFreeSlot) };
        return reply.send(answer);
      } catch (error) {
        return refuse(databaseRefusal(request, error, 'booking slots'));
      }
    });
  });

  registerFormEndpoint<ReturnType<typeof bookingRequestSchema.parse>, BookingContext, BookingOutcome>(app, {
    path: BOOKING_ENDPOINT,
    name: 'booking',
    siteUrl: options.siteUrl,
    limiter,
    files: options.files,
    bodyLimit: BOOKING_BODY_LIMIT,
    schema: bookingRequestSchema,
    statuses: { booked: 201, taken: 409, 'unavailable-time': 409, 'unknown-service': 400 },
    context: (request: FastifyRequest, fields) => {
      const page = refererPath(request) ?? localizePath(BOOKING_PATH, visitorLocale(fields, undefined));
      return { locale: visitorLocale(fields, page), page };
    },
    message: (context, outcome) => {
      const t = getMessages(context.locale).booking;
      if (outcome === 'booked') return undefined;
      if (outcome === 'taken') return t.taken;
      if (outcome === 'unavailable-time') return t.unavailableTime;
      if (outcome === 'unknown-service') return t.unknownService;
      return refusalMessage(context.locale, outcome);
    },
    // A plain form (without JavaScript) goes on to the booking's page, or back to the page it came from, saying why.
    formAnswer: (context, outcome) =>
      outcome === 'booked' && context.reference
        ? { redirect: `${localizePath(BOOKING_PATH, context.locale)}/booked/${context.reference}` }
        : { redirect: `${context.page}?notice=${outcome}` },
    handle: async ({ data, context }) => {
      const facts = services.get(data.service);
      if (!facts) return { outcome: 'unknown-service' };
      const rules = await readBookingRules(db, dayIn(now(), 'UTC').subtract({ days: 1 }).toString());
      const timeZone = data.timeZone && isTimeZone(data.timeZone) ? data.timeZone : rules.timeZone;
      const attempt = await createBooking(db, { request: data, facts, rules, timeZone, now: now() });
      if (attempt.outcome === 'taken') {
        const lost = Temporal.Instant.from(data.start).epochMilliseconds;
        return { outcome: 'taken', details: { nearest: await nearestSlots(db, facts, now(), lost) } };
      }
      if (attempt.outcome !== 'booked') return { outcome: attempt.outcome };
      const { booking } = attempt;
      options.onBooked?.(booking, data.locale);
      const answer: Omit<BookedAnswer, 'outcome'> = {
        reference: booking.reference,
        status: booking.status,
        start: booking.start.toString(),
        end: booking.end.toString(),
      };
      return { outcome: 'booked', context: { ...context, reference: booking.reference }, details: answer };
    },
  });
}
