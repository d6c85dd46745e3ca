/*
 * Newsletter editions, their images and the shared sending pace
 * (migrations/0013_newsletter_editions.sql), re-exported by schema.ts. The CHECK constraints
 * (states, languages, "a scheduled edition has a time") live in the SQL only.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales.ts';
import type { EditionAudience, EditionFigures, EditionStatus, EditionVersions } from '../../lib/edition.ts';

/** A language's mail as rendered when sending began; `UNSUBSCRIBE_MARK` stands for each subscriber's link. */
export interface RenderedEditionMail {
  subject: string;
  html: string;
  text: string;
}

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const newsletterEditions = pgTable(
  'newsletter_editions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    status: text('status').$type<EditionStatus>().notNull().default('draft'),
    versions: jsonb('versions').$type<EditionVersions>().notNull().default({}),
    audience: jsonb('audience').$type<EditionAudience>().notNull().default({ kind: 'all' }),
    fallbackLocale: text('fallback_locale').$type<Locale>(),
    public: boolean('public').notNull().default(false),
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** A welcome-series step: days after each subscriber's confirmation; null for an edition. */
    welcomeDay: smallint('welcome_day'),
    revision: integer('revision').notNull().default(1),
    rendered: jsonb('rendered').$type<Partial<Record<Locale, RenderedEditionMail>>>(),
    finalFigures: jsonb('final_figures').$type<EditionFigures>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('newsletter_editions_due').on(table.sendAt).where(sql`status = 'scheduled'`)],
);

/** When the next edition mail may go, for every server at once (the row with id 1). */
export const newsletterSendPace = pgTable('newsletter_send_pace', {
  id: smallint('id').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An edition's image, resized for mail, named by the SHA-256 of its bytes. */
export const newsletterImages = pgTable('newsletter_images', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').$type<'image/jpeg' | 'image/png'>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
