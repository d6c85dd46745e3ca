/**
 * The owner's private feed of her bookings, `GET /api/booking/calendar/<token>.ics`, which her
 * phone's calendar subscribes to: every booking that holds time, from 30 days ago on, each event
 * under the UID of the booking's invitation (so the session the owner's mail added and the feed's
 * are one event). No visitor's note: notes may be sensitive, and a calendar app syncs them
 * elsewhere. A token that is not the current one answers 404, like any address that is not there.
 */

import { and, asc, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ical, { ICalEventStatus } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { site } from '../../config/site.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { type BookableService, HOLDING_STATUSES } from '../../lib/booking.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { databaseRefusal, REFUSAL_STATUS, type Refusal } from '../http/endpoint-guards.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { OWNER_MAIL_LOCALE, ownerPaymentLine } from './booking-mail-compose.ts';
import { CALENDAR_FEED_PREFIX, isFeedToken } from './calendar-settings.ts';
import { invitationUid } from './invitation.ts';
import { sessionContextOf } from './session-context.ts';
import { sessionLocation, sessionPayment, sessionPlace } from './session-details.ts';

/** How far back the feed goes: the past month stays in the owner's calendar. */
const FEED_PAST_DAYS = 30;
/** How often calendars are asked to read the feed again (REFRESH-INTERVAL): a quarter of an hour. */
const FEED_REFRESH_SECONDS = 15 * 60;

export interface CalendarFeedOptions {
  db: Database;
  siteUrl: string;
  services: ReadonlyMap<string, BookableService>;
  /** BOOKING_RATE_LIMIT, per client. */
  limiter: RateLimiter;
  now?: () => Temporal.Instant;
}

/** The feed's iCalendar text, in the owner's language. */
export async function bookingsFeed(
  db: Database,
  { siteUrl, services, now }: Pick<CalendarFeedOptions, 'siteUrl' | 'services'> & { now: Temporal.Instant },
): Promise<string> {
  const locale = OWNER_MAIL_LOCALE;
  const t = getMessages(locale).bookingMail;
  const since = new Date(now.epochMilliseconds - FEED_PAST_DAYS * 86_400_000);
  const rows = await db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.status, HOLDING_STATUSES), gte(bookings.startsAt, since)))
    .orderBy(asc(bookings.startsAt));
  const calendar = ical({
    prodId: { company: site.brandName, product: 'Bookings', language: 'PT' },
    name: site.brandName,
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const row of rows) {
    // The events carry instants; nothing in them is written in the owner's zone.
    const context = sessionContextOf(row, { siteUrl, services, ownerTimeZone: 'UTC' });
    const title = context.serviceTitle(locale);
    const firstName = row.name.trim().split(/\s+/, 1)[0] ?? '';
    const payment = sessionPayment(row, context, locale);
    calendar.createEvent({
      id: invitationUid(row.reference, siteUrl),
      sequence: row.sequence,
      start: row.startsAt,
      end: row.endsAt,
      summary: `${title} — ${firstName}`,
      location: sessionLocation(row.mode),
      description: [
        `${t.labelReference}: ${row.reference}`,
        `${t.labelWhere}: ${sessionPlace(row.mode, locale).text}`,
        ownerPaymentLine(row, payment, locale),
      ].join('\n'),
      // Awaiting payment, the time is held but not yet sure.
      status: row.status === 'awaiting_payment' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

export function registerCalendarFeed(app: FastifyInstance, options: CalendarFeedOptions): void {
  const now = options.now ?? (() => Temporal.Now.instant());
  app.get<{ Params: { file: string } }>(`${CALENDAR_FEED_PREFIX}:file`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    const refuse = (refusal: Refusal) =>
      reply
        .code(REFUSAL_STATUS[refusal])
        .send({ outcome: refusal, message: refusalMessage(OWNER_MAIL_LOCALE, refusal) });
    const allowance = await options.limiter.take(request.ip);
    if (!allowance.allowed) {
      reply.header('Retry-After', String(allowance.retryAfterSeconds));
      return refuse('rateLimited');
    }
    const { file } = request.params;
    try {
      if (!file.endsWith('.ics') || !(await isFeedToken(options.db, file.slice(0, -'.ics'.length))))
        return reply.code(404).send();
      const text = await bookingsFeed(options.db, { ...options, now: now() });
      return reply.type('text/calendar; charset=utf-8').send(text);
    } catch (error) {
      return refuse(databaseRefusal(request, error, 'booking calendar feed'));
    }
  });
}
