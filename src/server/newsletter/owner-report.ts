import { desc, eq, sql } from 'drizzle-orm';
import { csvField } from '../csv.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox, newsletterSubscribers } from '../db/schema.ts';

/** Subscribers by status and mail by status: what the owner checks first. */
export async function newsletterStats(db: Database) {
  const subscribers = await db
    .select({ status: newsletterSubscribers.status, count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const mail = await db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const tally = (rows: { status: string; count: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.status, row.count]));
  return { subscribers: tally(subscribers), mail: tally(mail) };
}

/**
 * The list as CSV (e-mail, language, status, where they signed up, consent date and text version),
 * for the owner's own backup or a move to another mail service. Subscribed only unless `all`.
 */
export async function subscribersCsv(db: Database, { all = false } = {}): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(all ? undefined : eq(newsletterSubscribers.status, 'subscribed'))
    .orderBy(newsletterSubscribers.id);
  const header = ['email', 'locale', 'status', 'source', 'consent_at', 'consent_text_version', 'unsubscribed_at'];
  const lines = rows.map((row) =>
    [
      row.email,
      row.locale,
      row.status,
      row.source,
      row.consentAt.toISOString(),
      row.consentTextVersion,
      row.unsubscribedAt?.toISOString() ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\n')}\n`;
}

/** Mail that is waiting or failed, newest first, with the last error (no bodies). */
export async function pendingMail(db: Database, limit = 50) {
  return (
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        to: emailOutbox.toAddress,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        lastError: emailOutbox.lastError,
      })
      .from(emailOutbox)
      // An edition's waiting mail shows as its progress on the edition's page, not here one by one.
      .where(
        sql`${emailOutbox.status} = 'failed' OR (${emailOutbox.status} = 'queued' AND ${emailOutbox.editionId} IS NULL)`,
      )
      .orderBy(desc(emailOutbox.id))
      .limit(limit)
  );
}

/** Puts failed mail back in the queue (after the owner fixed SMTP, say); returns how many. */
export async function retryFailedMail(db: Database): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.status, 'failed'))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
