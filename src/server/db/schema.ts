import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Paths that answered 404 (see migrations/0001_not_found_hits.sql). */
export const notFoundHits = pgTable('not_found_hits', {
  /** The requested path without its query, personal-looking parts masked. */
  path: text('path').primaryKey(),
  /** How many times it was asked for. */
  hits: integer('hits').notNull().default(1),
  firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
});
