import { and, eq, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

/**
 * Cancels the mail still waiting that `which` selects (a subscriber's, an edition's), noting why
 * for the owner's mail page; mail already sent or failed is left as it is. A mail a sender holds
 * right now is waiting too: its sender finds the claim gone when it marks it (lease.ts).
 */
export function cancelWaitingMail(db: Database | Transaction, which: SQL, reason: string) {
  return db
    .update(emailOutbox)
    .set({ status: 'cancelled', lastError: reason })
    .where(and(which, eq(emailOutbox.status, 'queued')));
}
