/**
 * The owners' audit log: what each owner did, for the owners to read in their area. Details are
 * counts, names of things and outcomes — never a password, a code, a token or a visitor's
 * address (a visitor appears, when at all, as a keyed hash).
 */
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { HOURLY_MS, purgeNowAndThen } from '../db/purge-now-and-then.ts';
import { ownerAuditLog, ownerUsers } from '../db/schema.ts';

/** Everything the log records. */
export type OwnerAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'code-failed'
  | 'code-reused'
  | 'recovery-code-used'
  | 'code-confirmed'
  | 'sign-out'
  | 'session-ended'
  | 'enrolled'
  | 'export'
  | 'deletion'
  | 'unsubscribe'
  | 'import'
  | 'retry'
  | 'mail-cancelled'
  | 'privacy-deletion'
  | 'question-handled'
  | 'question-group-marked'
  | 'booking-paid'
  | 'booking-no-show'
  | 'booking-cancelled'
  | 'booking-settings'
  | 'booking-date-off'
  | 'booking-calendar'
  | 'booking-feed'
  | 'password-reset-asked'
  | 'password-reset'
  | 'password-changed'
  | 'recovery-codes-renewed'
  | 'edition-sent'
  | 'edition-scheduled'
  | 'edition-paused'
  | 'edition-resumed'
  | 'edition-cancelled'
  | 'subscriber-reactivated';

/** How long the log keeps an entry (the privacy policy says so). */
export const AUDIT_LOG_MONTHS = 12;
const purges = new WeakMap<Database, () => Promise<void>>();

export interface AuditEntry {
  id: number;
  at: Date;
  /** The owner's address, or null for an attempt that named no known account. */
  owner: string | null;
  action: OwnerAction;
  detail: Record<string, unknown>;
}

export async function recordOwnerAction(
  db: Database,
  userId: string | null,
  action: OwnerAction,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(ownerAuditLog).values({ userId, action, detail });
  let purge = purges.get(db);
  if (!purge) {
    purge = purgeNowAndThen(HOURLY_MS, () =>
      db.delete(ownerAuditLog).where(sql`${ownerAuditLog.at} < now() - make_interval(months => ${AUDIT_LOG_MONTHS})`),
    );
    purges.set(db, purge);
  }
  // The action is recorded; a purge that fails is tried again an hour later.
  await purge().catch(() => undefined);
}

/** The latest entries, newest first; `before` pages back from an entry's id. */
export async function readAuditLog(db: Database, { limit = 50, before }: { limit?: number; before?: number } = {}) {
  const rows = await db
    .select({
      id: ownerAuditLog.id,
      at: ownerAuditLog.at,
      owner: ownerUsers.email,
      action: ownerAuditLog.action,
      detail: ownerAuditLog.detail,
    })
    .from(ownerAuditLog)
    .leftJoin(ownerUsers, eq(ownerUsers.id, ownerAuditLog.userId))
    .where(before === undefined ? undefined : lt(ownerAuditLog.id, before))
    .orderBy(desc(ownerAuditLog.id))
    .limit(limit);
  return rows as AuditEntry[];
}
