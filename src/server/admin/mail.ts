/**
 * The outbox as the owner sees it: mail waiting or failed, with the last error, and what she may do
 * about one — send it again (after the mail settings were fixed, say) or cancel it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

/** A failed mail back in the queue, to be sent at once: true when there was one to retry. */
export async function retryMail(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}

/** A mail waiting or failed, never sent: true when there was one to cancel. */
export async function cancelMail(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'cancelled' })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ['queued', 'failed'])))
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}
