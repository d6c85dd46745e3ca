/**
 * The owner's booking rules and her policy for a booking's life (reminder, change cut-off, unpaid
 * release): hers from the owner's area (booking_settings, booking_dates_off), or these defaults
 * until she sets them.
 */
import { gte } from 'drizzle-orm';
import { OWNER_TIME_ZONE } from '../../lib/booking.ts';
import type { Database } from '../db/client.ts';
import { bookingDatesOff, bookingSettings } from '../db/schema.ts';
import type { BookingRules } from './availability.ts';

const MORNING = { start: '09:00', end: '12:00' };
const AFTERNOON = { start: '14:00', end: '18:00' };

/** Weekdays 9–12 and 14–18, Saturday mornings, in São Paulo's time; a day's notice, two months ahead. */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  timeZone: OWNER_TIME_ZONE,
  weeklyHours: {
    1: [MORNING, AFTERNOON],
    2: [MORNING, AFTERNOON],
    3: [MORNING, AFTERNOON],
    4: [MORNING, AFTERNOON],
    5: [MORNING, AFTERNOON],
    6: [MORNING],
  },
  datesOff: [],
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minimumNoticeHours: 24,
  horizonDays: 60,
  dailyMaximum: 5,
  slotStepMinutes: 30,
};

/** What the owner decides of a booking's life after it is made, in hours. */
export interface BookingPolicy {
  /** Before a session its visitor's reminder goes out. */
  reminderHours: number;
  /** Until this long before a session its visitor may move or cancel it online. */
  changeCutoffHours: number;
  /** After booking, an unpaid session is released. */
  unpaidReleaseHours: number;
  /** Before that release, the visitor is told. */
  releaseNoticeHours: number;
}

/** A reminder and the change cut-off a day before; unpaid bookings released after two days, told 12 hours before. */
export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  reminderHours: 24,
  changeCutoffHours: 24,
  unpaidReleaseHours: 48,
  releaseNoticeHours: 12,
};

/** Until when a visitor may move or cancel a session online: `changeCutoffHours` before it. */
export function changeDeadline(startsAt: Date, policy: Pick<BookingPolicy, 'changeCutoffHours'>): Date {
  return new Date(startsAt.getTime() - policy.changeCutoffHours * 3_600_000);
}

/** The owner's rules and policy as in force now. */
export interface BookingSettingsInForce {
  rules: BookingRules;
  policy: BookingPolicy;
}

/** Her settings' row as rules and policy, or the defaults before she saves; no days off (they are rows of their own). */
export function settingsInForce(row: typeof bookingSettings.$inferSelect | undefined): BookingSettingsInForce {
  if (!row) return { rules: DEFAULT_BOOKING_RULES, policy: DEFAULT_BOOKING_POLICY };
  return {
    rules: {
      ...DEFAULT_BOOKING_RULES,
      timeZone: row.timeZone,
      weeklyHours: row.weeklyHours,
      bufferBeforeMinutes: row.bufferBeforeMinutes,
      bufferAfterMinutes: row.bufferAfterMinutes,
      minimumNoticeHours: row.minimumNoticeHours,
      horizonDays: row.horizonDays,
      dailyMaximum: row.dailyMaximum,
    },
    policy: {
      reminderHours: row.reminderHours,
      changeCutoffHours: row.changeCutoffHours,
      unpaidReleaseHours: row.unpaidReleaseHours,
      releaseNoticeHours: row.releaseNoticeHours,
    },
  };
}

/**
 * The rules in force (the owner's settings or the defaults, and her days off from `today` on) and
 * her policy (migration 0017, or the defaults), from one read of her settings.
 */
export async function readBookingRules(db: Database, today: string): Promise<BookingSettingsInForce> {
  const [[settings], datesOff] = await Promise.all([
    db.select().from(bookingSettings).limit(1),
    db.select({ day: bookingDatesOff.day }).from(bookingDatesOff).where(gte(bookingDatesOff.day, today)),
  ]);
  const { rules, policy } = settingsInForce(settings);
  return { rules: { ...rules, datesOff: datesOff.map(({ day }) => day) }, policy };
}
