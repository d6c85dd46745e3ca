import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queueBookingConfirmation } from '../booking/booking-mail.ts';
import { bookings, emailOutbox } from '../db/schema.ts';
import { testSessionContext } from '../testing/booked-session.ts';
import { type TestDatabaseKind, testDatabase, testDatabaseKinds } from '../testing/fixtures.ts';
import { madeInHook } from '../testing/hooks.ts';
import { bookingNow, HOUR, mailsOf, storeBooking } from '../testing/stored-booking.ts';
import { FORGOTTEN_NAME, forgetPerson } from './forget.ts';
import { heldSummary, personData, personDataCsv } from './person-data.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';
const BOOKED_AT = new Date('2026-12-01T12:00:00Z');
const at = (hours: number) => new Date(BOOKED_AT.getTime() + hours * HOUR);

describe.each(await testDatabaseKinds())(
  'a person’s bookings in the privacy requests on %s',
  (kind: TestDatabaseKind) => {
    const fixture = madeInHook(() => testDatabase(kind));
    beforeEach(async () => {
      await fixture.db.delete(emailOutbox);
      await fixture.db.delete(bookings);
    });

    /** Ana's booking to come (awaiting payment), her paid one, and Bia's. */
    async function threeBookings() {
      const coming = await storeBooking(fixture.db, {
        startsAt: at(72),
        createdAt: BOOKED_AT,
        email: 'Ana@Example.com',
      });
      const paid = await storeBooking(fixture.db, {
        startsAt: at(-240),
        createdAt: at(-300),
        status: 'paid',
        paidAt: at(-290),
        note: null,
        noteDeletedAt: at(-1),
        ownerNotes: 'Veio com a irmã.',
      });
      const other = await storeBooking(fixture.db, {
        startsAt: at(96),
        createdAt: BOOKED_AT,
        email: 'bia@example.com',
        name: 'Bia Lima',
      });
      for (const row of [coming, paid, other]) await queueBookingConfirmation(fixture.db, row, testSessionContext());
      return { coming, paid, other };
    }

    it('exports every booking of the address, whatever its case, with the note, phone and times', async () => {
      const { coming, paid } = await threeBookings();
      const data = await personData(fixture.db, 'ana@example.com');
      expect(data.bookings).toEqual([
        expect.objectContaining({
          reference: paid.reference,
          status: 'paid',
          note: null,
          noteDeletedAt: at(-1).toISOString(),
          paidAt: at(-290).toISOString(),
          ownerNotes: 'Veio com a irmã.',
        }),
        expect.objectContaining({
          reference: coming.reference,
          status: 'awaiting_payment',
          name: 'Ana Souza',
          phone: '+55 48 99999-0000',
          note: 'Tenho dormido mal desde o luto.',
          startsAt: at(72).toISOString(),
          endsAt: at(73).toISOString(),
          timeZone: 'America/Sao_Paulo',
          priceCents: 22_000,
          consentAt: BOOKED_AT.toISOString(),
        }),
      ]);
      expect(heldSummary(data).bookings).toBe(2);
      const csv = personDataCsv(data);
      expect(csv).toContain('"booking","2","note","Tenho dormido mal desde o luto."');
      expect(csv).toContain(`"booking","1","reference","${paid.reference}"`);
      expect(csv).not.toContain('Bia');
    });

    it('deletes the bookings of a forgotten address, keeps a paid one anonymised, and leaves others’ alone', async () => {
      const { coming, paid, other } = await threeBookings();
      await forgetPerson(fixture.db, SECRET, 'ana@example.com');

      expect(await fixture.db.select().from(bookings).where(eq(bookings.id, coming.id))).toEqual([]);
      // Deleting the booking deleted its mails, the owner's notice among them.
      expect(await mailsOf(fixture.db, coming.id)).toEqual([]);
      const kept = await bookingNow(fixture.db, paid.id);
      expect(kept).toMatchObject({
        reference: paid.reference,
        status: 'paid',
        priceCents: 22_000,
        name: FORGOTTEN_NAME,
        email: FORGOTTEN_NAME,
        phone: null,
        note: null,
        ownerNotes: null,
      });
      expect(kept.startsAt.getTime()).toBe(paid.startsAt.getTime());
      expect(await mailsOf(fixture.db, paid.id)).toEqual([]);
      expect(JSON.stringify(await fixture.db.select().from(emailOutbox))).not.toMatch(/ana@example\.com|Ana Souza/i);

      expect((await personData(fixture.db, 'ana@example.com')).bookings).toEqual([]);
      expect(await bookingNow(fixture.db, other.id)).toMatchObject({ name: 'Bia Lima', note: other.note });
      expect(await mailsOf(fixture.db, other.id)).toHaveLength(2);
    });
  },
);
