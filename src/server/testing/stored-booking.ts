/**
 * A booking stored as the scheduled work and the privacy tests need it, its times and the moment
 * it was made given (the database's own clock plays no part), and its mails read back.
 */
import { asc, eq } from 'drizzle-orm';
import { newReference } from '../booking/bookings.ts';
import { type BookingSettings, readBookingSettings, saveBookingSettings } from '../booking/owner-settings.ts';
import type { Database } from '../db/client.ts';
import { bookings, emailOutbox } from '../db/schema.ts';

export const HOUR = 3_600_000;

/** A paid reading in Portuguese from São Paulo, awaiting its Pix, an hour long, with a note. */
export async function storeBooking(
  db: Database,
  change: Partial<typeof bookings.$inferInsert> & { startsAt: Date; createdAt: Date },
) {
  const endsAt = change.endsAt ?? new Date(change.startsAt.getTime() + HOUR);
  const [row] = await db
    .insert(bookings)
    .values({
      reference: newReference(),
      service: 'energy-reading',
      mode: 'online',
      status: 'awaiting_payment',
      endsAt,
      blocked: `[${change.startsAt.toISOString()},${endsAt.toISOString()})`,
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '+55 48 99999-0000',
      note: 'Tenho dormido mal desde o luto.',
      locale: 'pt',
      timeZone: 'America/Sao_Paulo',
      priceCents: 22_000,
      currency: 'BRL',
      consentedAt: change.createdAt,
      ...change,
    })
    .returning();
  if (!row) throw new Error('the booking was not stored');
  return row;
}

/** The booking's row as it is now. */
export async function bookingNow(db: Database, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

/** The booking's mails, in the order they were queued. */
export function mailsOf(db: Database, id: number) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, id)).orderBy(asc(emailOutbox.id));
}

/** The owner's settings saved as she would, the defaults with `change`. */
export async function storeBookingSettings(db: Database, change: Partial<BookingSettings>): Promise<void> {
  await saveBookingSettings(db, { ...(await readBookingSettings(db)), ...change });
}
