/**
 * The bookings' scheduled work, run now and then by every server (start.ts rides it on the mail
 * sender's rounds and on requests; no timer of its own): reminders, release warnings, releases of
 * unpaid bookings, notes emptied and old bookings deleted after their retention (note-retention.ts).
 * Each step claims what it changes in the transaction that queues its mails (reminders.ts,
 * release.ts), so servers running it at once or a restart between two runs never send a mail
 * twice. Its clock is the caller's `now`.
 */

import type { BookableService } from '../../lib/booking.ts';
import type { Database } from '../db/client.ts';
import { changeDeadline } from './booking-rules.ts';
import { deleteOldBookings, emptyOldNotes } from './note-retention.ts';
import { readBookingSettings } from './owner-settings.ts';
import { releaseDueBookings, sendDueReleaseNotices } from './release.ts';
import { sendDueReminders } from './reminders.ts';
import { type BookingRow, mailContextOf } from './session-context.ts';

export interface BookingScheduleOptions {
  db: Database;
  siteUrl: string;
  /** The bookable services by id (the build's manifest): their titles and prices abroad. */
  services: ReadonlyMap<string, BookableService>;
  /** The key the booking links are signed with (the mails link to the booking's page). */
  key: () => Promise<string>;
}

/** What one run did. */
export interface ScheduledBookingWork {
  reminders: number;
  releaseNotices: number;
  released: number;
  notesEmptied: number;
  bookingsDeleted: number;
}

/** The scheduled work over a database; `run(now)` does what is due at `now`. */
export function createBookingSchedule({ db, siteUrl, services, key }: BookingScheduleOptions) {
  return {
    async run(now: Date): Promise<ScheduledBookingWork> {
      // Her zone and her policy, from one read of her settings.
      const [settings, signingKey] = await Promise.all([readBookingSettings(db), key()]);
      const source = { siteUrl, services, ownerTimeZone: settings.timeZone, signingKey, policy: settings };
      // The links to move or cancel, while the visitor still may (a reminder sent before the cut-off).
      const contextOf = (row: BookingRow) => mailContextOf(row, source, now < changeDeadline(row.startsAt, settings));
      // Releases first: a booking released now needs no reminder; warnings after, for what remains.
      const released = await releaseDueBookings(db, now, settings, contextOf);
      const releaseNotices = await sendDueReleaseNotices(db, now, settings, contextOf);
      const reminders = await sendDueReminders(db, now, settings, contextOf);
      const notesEmptied = await emptyOldNotes(db, now);
      const bookingsDeleted = await deleteOldBookings(db, now);
      return { reminders, releaseNotices, released, notesEmptied, bookingsDeleted };
    },
  };
}

export type BookingSchedule = ReturnType<typeof createBookingSchedule>;
