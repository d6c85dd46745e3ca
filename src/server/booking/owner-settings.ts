/**
 * How the owner takes bookings, as she edits it in her area: weekly hours in her time zone,
 * buffers, notice, how far ahead, a daily maximum; when reminders go, until when visitors may
 * change, when an unpaid booking is released and how long before the visitor is warned; and her
 * days off. One row (booking_settings) written whole; the defaults stand until she saves.
 */

import { asc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { isKnownTimeZone } from '../../lib/booking-times.ts';
import type { Database } from '../db/client.ts';
import { bookingDatesOff, bookingSettings } from '../db/schema.ts';
import { settingsInForce } from './booking-rules.ts';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const stretch = z.object({ start: clock, end: clock }).refine((range) => range.start < range.end);
/** A day's stretches, in order and apart (09:00–12:00 then 14:00–18:00). */
const dayHours = z
  .array(stretch)
  .max(6)
  .refine((ranges) => ranges.every((range, index) => index === 0 || (ranges[index - 1]?.end ?? '') <= range.start));

export const bookingSettingsSchema = z
  .object({
    timeZone: z.string().max(64).refine(isKnownTimeZone),
    weeklyHours: z.object({
      1: dayHours,
      2: dayHours,
      3: dayHours,
      4: dayHours,
      5: dayHours,
      6: dayHours,
      7: dayHours,
    }),
    bufferBeforeMinutes: z.number().int().min(0).max(240),
    bufferAfterMinutes: z.number().int().min(0).max(240),
    minimumNoticeHours: z.number().int().min(0).max(720),
    horizonDays: z.number().int().min(1).max(365),
    dailyMaximum: z.number().int().min(1).max(24),
    reminderHours: z.number().int().min(1).max(168),
    changeCutoffHours: z.number().int().min(0).max(168),
    unpaidReleaseHours: z.number().int().min(1).max(720),
    releaseNoticeHours: z.number().int().min(1).max(168),
  })
  // The warning must come before the release, after the booking.
  .refine((settings) => settings.releaseNoticeHours < settings.unpaidReleaseHours, { path: ['releaseNoticeHours'] });
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The settings in force: hers, or the defaults until she saves; every weekday, with or without hours. */
export async function readBookingSettings(db: Database): Promise<BookingSettings> {
  const [row] = await db.select().from(bookingSettings).limit(1);
  const { rules, policy } = settingsInForce(row);
  const { datesOff: _datesOff, slotStepMinutes: _step, weeklyHours, ...limits } = rules;
  return {
    ...limits,
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, weeklyHours[day] ?? []]),
    ) as BookingSettings['weeklyHours'],
    ...policy,
  };
}

/** Saves the settings whole; free times follow at once (they are read per question). */
export async function saveBookingSettings(db: Database, settings: BookingSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(bookingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: bookingSettings.id, set: values });
}

/** The owner's days off from `today` on (her zone's days), soonest first. */
export async function datesOffFrom(db: Database, today: string): Promise<string[]> {
  const rows = await db
    .select({ day: bookingDatesOff.day })
    .from(bookingDatesOff)
    .where(gte(bookingDatesOff.day, today))
    .orderBy(asc(bookingDatesOff.day));
  return rows.map(({ day }) => day);
}

export const dateOffSchema = z.object({ day: z.iso.date(), off: z.boolean() });

/** Takes a day off, or gives it back; either twice is the same as once. */
export async function setDateOff(db: Database, { day, off }: z.infer<typeof dateOffSchema>): Promise<void> {
  if (off) await db.insert(bookingDatesOff).values({ day }).onConflictDoNothing();
  else await db.delete(bookingDatesOff).where(eq(bookingDatesOff.day, day));
}
