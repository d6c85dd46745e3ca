/**
 * What the change pages read (`Astro.locals.booking.change`): a link to move or cancel a booking,
 * opened as booking-changes.ts judges it, with the free times a move may go to (the booking's own
 * time not counted as taken); and the change tokens the booking's own page offers. A database
 * that does not answer is logged and shown as a notice; it never fails a page.
 */

import { Temporal } from 'temporal-polyfill';
import type { BookingSummary, ChangeQuestion, ChangeVisit } from '../../lib/booking.ts';
import { isKnownTimeZone } from '../../lib/booking-times.ts';
import { loggableError } from '../db/client.ts';
import { type BookingRules, dayIn } from './availability.ts';
import { openChangeLink } from './booking-changes.ts';
import { bookingToken, changeToken } from './booking-links.ts';
import { type BookingPolicy, changeDeadline } from './booking-rules.ts';
import { asFreeSlot, freeTimesOnDays, rulesNow } from './free-times.ts';
import type { BookingPageOptions } from './pages.ts';
import type { BookingRow } from './session-context.ts';
import { isBrazilianTimeZone } from './session-details.ts';

/** The tokens to move or cancel a booking held now, until its cut-off; none after, or once it no longer holds its time. */
export function changeTokensOf(
  key: string,
  row: BookingRow,
  policy: Pick<BookingPolicy, 'changeCutoffHours'>,
  now: Temporal.Instant,
): BookingSummary['change'] {
  const until = changeDeadline(row.startsAt, policy);
  const held = row.status === 'awaiting_payment' || row.status === 'confirmed' || row.status === 'paid';
  if (!held || now.epochMilliseconds > until.getTime()) return undefined;
  return {
    rescheduleToken: changeToken(key, 'reschedule', row),
    cancelToken: changeToken(key, 'cancel', row),
    until: until.toISOString(),
  };
}

/** A booking as its pages show it (its own page, the change pages): who, what, when, and whether from abroad. */
export function bookingSummaryOf(row: BookingRow): BookingSummary {
  return {
    reference: row.reference,
    service: row.service,
    status: row.status,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    email: row.email,
    timeZone: row.timeZone,
    priceCents: row.priceCents,
    mode: row.mode,
    abroad: !isBrazilianTimeZone(row.timeZone),
  };
}

export function changeLocals({
  db,
  services,
  key,
  logger,
  now = () => Temporal.Now.instant(),
  busyCalendar,
}: BookingPageOptions): { change: (question: ChangeQuestion) => Promise<ChangeVisit> } {
  /** The free times of the booking's service on the days asked, its own time free for itself. */
  async function freeTimesFor(
    row: BookingRow,
    days: NonNullable<ChangeQuestion['days']>,
    at: Temporal.Instant,
    rules: BookingRules,
  ) {
    const facts = services.get(row.service);
    if (!facts) return { freeTimes: { kind: 'unknown-service' } as const };
    const zone = isKnownTimeZone(days.timeZone) ? days.timeZone : row.timeZone;
    const from = days.from ?? dayIn(at, zone).toString();
    const question = { from, days: days.days, timeZone: zone };
    const { slots } = await freeTimesOnDays(db, facts, at, question, { calendar: busyCalendar, except: row.id, rules });
    // Its own time is free for itself, but not a time to move to.
    const others = slots.filter((slot) => slot.start.epochMilliseconds !== row.startsAt.getTime());
    const freeTimes = { kind: 'times', ownerTimeZone: rules.timeZone, slots: others.map(asFreeSlot) } as const;
    return { freeTimes, week: { from, timeZone: zone } };
  }

  return {
    change: async ({ purpose, reference, token, days }) => {
      try {
        const at = now();
        const [{ rules, policy }, signingKey] = await Promise.all([rulesNow(db, at), key()]);
        const opened = await openChangeLink(db, purpose, { key: signingKey, reference, token, now: at }, policy);
        if (opened.kind !== 'open')
          return { kind: opened.kind, reference, changeCutoffHours: policy.changeCutoffHours };
        const { row } = opened;
        return {
          kind: 'open',
          booking: bookingSummaryOf(row),
          ownerTimeZone: rules.timeZone,
          changeUntil: opened.changeUntil.toISOString(),
          viewToken: bookingToken(signingKey, 'view', row.reference),
          ...(days && (await freeTimesFor(row, days, at, rules))),
        };
      } catch (error) {
        logger.error({ error: loggableError(error) }, 'booking pages: could not open a change link');
        return { kind: 'unavailable' };
      }
    },
  };
}
