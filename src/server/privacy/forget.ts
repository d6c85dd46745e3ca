/**
 * Forgetting a person: everything held about an address (subscription, mail sent or waiting, quiz
 * requests, bookings) deleted in one transaction, and only a keyed hash of the address kept, so the
 * audit log can say someone was deleted and an import can recognise them, without naming them.
 *
 * A paid booking is the record of money received, which the owner must keep for her accounts
 * (docs/decisions.md, "Forgetting a person who paid for a session"): it stays, anonymised — no name,
 * address, phone, note or owner's notes; the reference, service, time and amount remain — and the
 * owner's mails about it go. Every other booking is deleted, its mail with it; one still to come
 * frees its time.
 */
import { createHmac } from 'node:crypto';
import { and, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { bookings, emailOutbox, forgottenPeople, newsletterSubscribers, quizLeads } from '../db/schema.ts';

/** What an anonymised booking says in place of its visitor's name and address. */
export const FORGOTTEN_NAME = '—';

/** Deletes the address's bookings, and anonymises those paid for (kept for the accounts). */
async function forgetBookings(tx: Transaction, address: string) {
  const theirs = sql`lower(${bookings.email}) = ${address}`;
  const paid = or(sql`${bookings.status} = 'paid'`, isNotNull(bookings.paidAt));
  const kept = await tx
    .update(bookings)
    .set({
      name: FORGOTTEN_NAME,
      email: FORGOTTEN_NAME,
      phone: null,
      note: null,
      noteDeletedAt: sql`coalesce(${bookings.noteDeletedAt}, now())`,
      ownerNotes: null,
      updatedAt: sql`now()`,
    })
    .where(and(theirs, paid))
    .returning({ id: bookings.id });
  // The owner's notices name the visitor (and carry the note): gone with the person.
  if (kept.length > 0) {
    await tx.delete(emailOutbox).where(
      inArray(
        emailOutbox.bookingId,
        kept.map(({ id }) => id),
      ),
    );
  }
  // The rest still carry the address. Deleting a booking deletes its mail (email_outbox.booking_id cascades).
  await tx.delete(bookings).where(theirs);
}

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
    await forgetBookings(tx, address);
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
