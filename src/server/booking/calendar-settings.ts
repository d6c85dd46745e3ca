/**
 * The owner's two private calendar addresses (booking_calendar, one row): the ICS export of her
 * own calendar whose busy times hide free times (busy-calendar.ts), and the secret of the feed her
 * phone subscribes to (calendar-feed.ts). The feed's token is shown once, when it is made; only
 * its SHA-256 is kept, and making a new one revokes the old. The owner's settings page calls these.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { bookingCalendar } from '../db/schema.ts';

/** Where the feed is served; the token and `.ics` follow. */
export const CALENDAR_FEED_PREFIX = '/api/booking/calendar/';

/** A feed token: 32 random bytes in base64url. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A calendar's private address as the owner pastes it: http(s) or webcal, as the table's CHECK allows. */
export const busyIcsUrlSchema = z
  .string()
  .trim()
  .max(2_000)
  .pipe(z.url({ protocol: /^(https?|webcal)$/, hostname: z.regexes.hostname }));

/** The feed token's hash, as stored. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Writes part of the one row, making it when it is not there yet. */
async function saveCalendar(db: Database, values: Partial<typeof bookingCalendar.$inferInsert>): Promise<void> {
  await db
    .insert(bookingCalendar)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: bookingCalendar.id, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * Sets the address of the owner's own calendar (null stops using one). An address that is not
 * an http(s) or webcal URL is refused and nothing changes. The busy times follow within a minute
 * on every server (busy-calendar.ts reads the address again).
 */
export async function setBusyCalendarUrl(db: Database, url: string | null): Promise<'saved' | 'invalid'> {
  if (url === null) {
    await saveCalendar(db, { busyIcsUrl: null });
    return 'saved';
  }
  const parsed = busyIcsUrlSchema.safeParse(url);
  if (!parsed.success) return 'invalid';
  await saveCalendar(db, { busyIcsUrl: parsed.data });
  return 'saved';
}

/**
 * Makes a new feed token and keeps only its hash, which revokes the one before. The token is
 * returned once, for the owner's page to show the full address (`calendarFeedPath`).
 */
export async function rotateFeedToken(db: Database): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await saveCalendar(db, { feedTokenHash: feedTokenHash(token) });
  return token;
}

/** The feed's path for a token; the owner's page puts the site's address before it. */
export function calendarFeedPath(token: string): string {
  return `${CALENDAR_FEED_PREFIX}${token}.ics`;
}

/** What the owner's settings page shows: her calendar's address, and whether a feed address exists. */
export async function calendarSettings(db: Database): Promise<{ busyIcsUrl?: string; hasFeed: boolean }> {
  const [row] = await db.select().from(bookingCalendar).limit(1);
  return { ...(row?.busyIcsUrl && { busyIcsUrl: row.busyIcsUrl }), hasFeed: Boolean(row?.feedTokenHash) };
}

/** Is `token` the feed's current one? Compared by hash, in constant time. */
export async function isFeedToken(db: Database, token: string): Promise<boolean> {
  if (!FEED_TOKEN_PATTERN.test(token)) return false;
  const [row] = await db.select({ hash: bookingCalendar.feedTokenHash }).from(bookingCalendar).limit(1);
  if (!row?.hash) return false;
  const stored = Buffer.from(row.hash, 'hex');
  const given = Buffer.from(feedTokenHash(token), 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
