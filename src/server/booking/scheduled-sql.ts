/**
 * What the booking's scheduled work (scheduled.ts) shares: the clock as SQL, hours as intervals,
 * and the claim that takes a batch of due bookings from every other server. Times are compared
 * with the caller's `now`, never the database's clock, so tests run them on a fake one.
 */
import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.ts';
import { bookings } from '../db/schema.ts';

/** Bookings one transaction claims: their mails are composed while it holds them. */
export const SCHEDULED_BATCH = 20;

/** An instant as a SQL value. */
export const instant = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/** A number of hours as a SQL interval. */
export const hours = (count: number): SQL => sql`make_interval(hours => ${count})`;

/**
 * Changes a batch of the bookings `due` selects, in the caller's transaction, and returns them as
 * changed: the rows are locked (`SKIP LOCKED`, so another server takes the next ones instead of
 * waiting) and `due` is checked again on the locked row, so each booking is changed once, whoever
 * runs the work and however often. Its mails, queued in the same transaction, go with the change.
 */
export function claimDue(tx: Transaction, due: SQL | undefined, change: PgUpdateSetSource<typeof bookings>) {
  const batch = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(due)
    .orderBy(asc(bookings.startsAt))
    .limit(SCHEDULED_BATCH)
    .for('update', { skipLocked: true });
  return tx
    .update(bookings)
    .set(change)
    .where(and(inArray(bookings.id, batch), due))
    .returning();
}

/** Runs `step` in a transaction per batch until a batch comes back short; returns the total done. */
export async function inBatches(db: Database, step: (tx: Transaction) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(step);
    total += done;
    if (done < SCHEDULED_BATCH) return total;
  }
}
