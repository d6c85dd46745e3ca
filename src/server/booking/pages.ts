/**
 * What the booking pages read (`Astro.locals.booking`): a service's free times and a booking's
 * own page. A database that does not answer is logged and shown as a notice; it never fails a page.
 */

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { type BookableService, type BookingPageLocals, OWNER_TIME_ZONE } from '../../lib/booking.ts';
import { isKnownTimeZone } from '../../lib/booking-times.ts';
import { type Database, loggableError } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { isBookingToken } from './booking-links.ts';
import type { BusyCalendar } from './busy-calendar.ts';
import { bookingSummaryOf, changeTokensOf } from './change-pages.ts';
import { asFreeSlot, freeTimesOnDays, rulesNow } from './free-times.ts';
import { bookingPixCode, pixQrSvg } from './pix.ts';

export interface BookingPageOptions {
  db: Database;
  services: ReadonlyMap<string, BookableService>;
  /** The key the booking links are signed with. */
  key: () => Promise<string>;
  logger: FastifyBaseLogger;
  now?: () => Temporal.Instant;
  /** The owner's own calendar: its busy times are not offered, to book nor to move to. */
  busyCalendar?: BusyCalendar;
}

export function bookingLocals({
  db,
  services,
  key,
  logger,
  now = () => Temporal.Now.instant(),
  busyCalendar,
}: BookingPageOptions): BookingPageLocals {
  const unavailable = (error: unknown, what: string) => {
    logger.error({ error: loggableError(error) }, `booking pages: could not read ${what}`);
    return { kind: 'unavailable' } as const;
  };
  return {
    freeTimes: async ({ service, from, days, timeZone }) => {
      const facts = services.get(service);
      if (!facts) return { kind: 'unknown-service' };
      try {
        const zone = isKnownTimeZone(timeZone) ? timeZone : undefined;
        const question = { from, days, timeZone: zone };
        const { ownerTimeZone, slots } = await freeTimesOnDays(db, facts, now(), question, { calendar: busyCalendar });
        return { kind: 'times', ownerTimeZone, slots: slots.map(asFreeSlot) };
      } catch (error) {
        return unavailable(error, 'the free times');
      }
    },
    ownerTimeZone: async () => {
      try {
        return (await rulesNow(db, now())).rules.timeZone;
      } catch (error) {
        unavailable(error, 'the owner’s time zone');
        return OWNER_TIME_ZONE;
      }
    },
    booking: async (reference, token) => {
      const signingKey = await key();
      if (!isBookingToken(signingKey, 'view', reference, token)) return { kind: 'invalid' };
      try {
        const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
        if (!row) return { kind: 'invalid' };
        const { rules, policy } = await rulesNow(db, now());
        const summary = bookingSummaryOf(row);
        // Pix while the booking awaits payment, for a visitor in Brazil, when the owner has a key.
        const code = row.status === 'awaiting_payment' && !summary.abroad ? bookingPixCode(row) : null;
        const pix = code ? { code, qrSvg: await pixQrSvg(code) } : undefined;
        // The links to move or cancel it, while the visitor may.
        const change = changeTokensOf(signingKey, row, policy, now());
        return {
          kind: 'booking',
          ownerTimeZone: rules.timeZone,
          booking: {
            ...summary,
            ...(pix && { pix }),
            ...(change && { change }),
          },
        };
      } catch (error) {
        return unavailable(error, 'a booking');
      }
    },
  };
}
