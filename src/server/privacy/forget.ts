/**
 * Forgetting a person: everything held about an address (subscription, mail sent or waiting, quiz
 * requests) deleted in one transaction, and only a keyed hash of the address kept, so the audit
 * log can say someone was deleted and an import can recognise them, without naming them.
 */
import { createHmac } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailOutbox, forgottenPeople, newsletterSubscribers, quizLeads } from '../db/schema.ts';

/** A keyed hash of an address (HMAC-SHA-256 with the owner sign-in's secret), never the address. */
export function addressHash(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** Deletes everything held about an address; returns its hash. Nothing held is not an error. */
export async function forgetPerson(db: Database, secret: string, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const hash = addressHash(secret, address);
  await db.transaction(async (tx) => {
    await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = ${address}`);
    await tx.delete(quizLeads).where(sql`lower(${quizLeads.email}) = ${address}`);
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${address}`);
    await tx.insert(forgottenPeople).values({ addressHash: hash }).onConflictDoNothing();
  });
  return hash;
}

/** Which of these addresses belong to people who were forgotten (lower-cased addresses back). */
export async function forgottenAmong(db: Database, secret: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const byHash = new Map(emails.map((email) => [addressHash(secret, email), email.trim().toLowerCase()]));
  const rows = await db
    .select({ hash: forgottenPeople.addressHash })
    .from(forgottenPeople)
    .where(inArray(forgottenPeople.addressHash, [...byHash.keys()]));
  return new Set(rows.map((row) => byHash.get(row.hash) ?? ''));
}
