/*
 * The owner's booking rules, her days off and the visitors' bookings
 * (migrations/0014_bookings.sql), re-exported by schema.ts. The CHECK constraints and the
 * exclusion constraint that keeps bookings apart live in the SQL only; the latter's index is
 * described here so schema.test.ts compares it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales.ts';
import { type BookingStatus, HOLDING_STATUSES, type SessionMode } from '../../lib/booking.ts';
import type { BookingRules } from '../booking/availability.ts';

/** A tstzrange, read and written as PostgreSQL's text form: `["2026-12-01 12:00:00+00","2026-12-01 13:30:00+00")`. */
const timeRange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

export const bookingSettings = pgTable('booking_settings', {
  id: smallint('id').primaryKey().default(1),
  timeZone: text('time_zone').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<BookingRules['weeklyHours']>().notNull(),
  bufferBeforeMinutes: smallint('buffer_before_minutes').notNull(),
  bufferAfterMinutes: smallint('buffer_after_minutes').notNull(),
  minimumNoticeHours: smallint('minimum_notice_hours').notNull(),
  horizonDays: smallint('horizon_days').notNull(),
  dailyMaximum: smallint('daily_maximum').notNull(),
  reminderHours: smallint('reminder_hours').notNull().default(24),
  changeCutoffHours: smallint('change_cutoff_hours').notNull().default(24),
  unpaidReleaseHours: smallint('unpaid_release_hours').notNull().default(48),
  releaseNoticeHours: smallint('release_notice_hours').notNull().default(12),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bookingDatesOff = pgTable('booking_dates_off', {
  day: date('day').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const holdsTime = sql.raw(`status IN (${HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')})`);

export const bookings = pgTable(
  'bookings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull().unique('bookings_reference_key'),
    service: text('service').notNull(),
    mode: text('mode').$type<SessionMode>().notNull().default('online'),
    status: text('status').$type<BookingStatus>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blocked: timeRange('blocked').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    note: text('note'),
    locale: text('locale').$type<Locale>().notNull(),
    timeZone: text('time_zone').notNull(),
    priceCents: integer('price_cents'),
    currency: text('currency'),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<'visitor' | 'owner' | 'release'>(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    releaseNoticeSentAt: timestamp('release_notice_sent_at', { withTimezone: true }),
    ownerNotes: text('owner_notes'),
    noteDeletedAt: timestamp('note_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The index behind the exclusion constraint `bookings_no_overlap`.
    index('bookings_no_overlap').using('gist', table.blocked).where(holdsTime),
    index('bookings_starts_at').on(table.startsAt).where(holdsTime),
    index('bookings_email').on(sql`lower(${table.email})`),
    index('bookings_awaiting_payment').on(table.createdAt).where(sql`status = 'awaiting_payment'`),
  ],
);

/** The owner's private calendar addresses (migrations/0017_booking_life.sql): busy times in, bookings out. */
export const bookingCalendar = pgTable('booking_calendar', {
  id: smallint('id').primaryKey().default(1),
  busyIcsUrl: text('busy_ics_url'),
  feedTokenHash: text('feed_token_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
