import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { format } from '../../i18n/messages/index.ts';
import { pt } from '../../i18n/messages/pt.ts';
import { NOTE_RETENTION_DAYS } from '../../lib/booking.ts';
import { bookingSettings, bookings, emailOutbox } from '../db/schema.ts';
import { TEST_BOOKING_KEY, testReading, testSessionContext } from '../testing/booked-session.ts';
import { TEST_SITE_URL, type TestDatabaseKind, testDatabase, testDatabaseKinds } from '../testing/fixtures.ts';
import { madeInHook } from '../testing/hooks.ts';
import { bookingNow, HOUR, mailsOf, storeBooking, storeBookingSettings } from '../testing/stored-booking.ts';
import { queueBookingConfirmation } from './booking-mail.ts';
import { DEFAULT_BOOKING_POLICY } from './booking-rules.ts';
import { BOOKING_RETENTION_YEARS } from './note-retention.ts';
import { createBookingSchedule } from './scheduled.ts';

const READING = testReading();
const SERVICES = new Map([['energy-reading', READING]]);
const KEY = TEST_BOOKING_KEY;
const MINUTE = 60_000;
const DAY = 24 * HOUR;
/** Tuesday 1 December 2026, 09:00 in São Paulo: when the bookings of these tests are made. */
const BOOKED_AT = new Date('2026-12-01T12:00:00Z');
const at = (ms: number) => new Date(BOOKED_AT.getTime() + ms);
const { reminderHours, unpaidReleaseHours, releaseNoticeHours, changeCutoffHours } = DEFAULT_BOOKING_POLICY;

/** A server's scheduled work: each call is a server of its own (a restart, or another machine). */
const server = (db: Parameters<typeof createBookingSchedule>[0]['db']) =>
  createBookingSchedule({ db, siteUrl: TEST_SITE_URL, services: SERVICES, key: async () => KEY });

/** An attachment's text. */
const decoded = (content: string) => Buffer.from(content, 'base64').toString('utf8');

describe.each(await testDatabaseKinds())('the bookings’ scheduled work on %s', (kind: TestDatabaseKind) => {
  const fixture = madeInHook(() => testDatabase(kind));
  beforeEach(async () => {
    await fixture.db.delete(bookingSettings);
    await fixture.db.delete(emailOutbox);
    await fixture.db.delete(bookings);
  });

  it('reminds a visitor once, reminderHours before, with two servers racing and after a restart', async () => {
    // An owner who waits ten days for a payment, until two hours before: the reminder says how to pay.
    await storeBookingSettings(fixture.db, { unpaidReleaseHours: 240, changeCutoffHours: 2 });
    const startsAt = at(3 * DAY);
    const lisbon = await storeBooking(fixture.db, { startsAt, createdAt: BOOKED_AT, timeZone: 'Europe/Lisbon' });
    const reminderAt = startsAt.getTime() - reminderHours * HOUR - BOOKED_AT.getTime();
    expect((await server(fixture.db).run(at(reminderAt - MINUTE))).reminders).toBe(0);

    const [first, second] = await Promise.all([
      server(fixture.db).run(at(reminderAt)),
      server(fixture.db).run(at(reminderAt)),
    ]);
    expect(first.reminders + second.reminders).toBe(1);
    // A restarted server, later inside the window: nothing more.
    expect((await server(fixture.db).run(at(reminderAt + 12 * HOUR))).reminders).toBe(0);

    const mails = await mailsOf(fixture.db, lisbon.id);
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.locale])).toEqual([
      ['booking-reminder', 'ana@example.com', 'pt'],
    ]);
    const [reminder] = mails;
    expect(reminder?.subject).toMatch(/^Até breve: Leitura Energética, /);
    // Her time in Lisbon and the owner's in Brasília; unpaid from abroad: how to pay.
    expect(reminder?.textBody).toContain(`${pt.bookingMail.labelMyTime}:`);
    expect(reminder?.textBody).toContain(pt.bookingMail.payHeading.toUpperCase());
    // Intl writes a no-break space after "R$".
    expect(reminder?.textBody).toContain(format(pt.bookingMail.payLater, { price: 'R$\u00a0220' }));
    expect(reminder?.textBody).toContain('/pt/');
    expect((await bookingNow(fixture.db, lisbon.id)).reminderSentAt?.getTime()).toBe(at(reminderAt).getTime());
  });

  it('sends no reminder for a session booked inside the window, nor for one cancelled', async () => {
    const startsAt = at(20 * HOUR);
    const late = await storeBooking(fixture.db, { startsAt, createdAt: BOOKED_AT, status: 'confirmed' });
    const cancelled = await storeBooking(fixture.db, {
      startsAt: at(3 * DAY),
      createdAt: BOOKED_AT,
      status: 'cancelled',
      email: 'bia@example.com',
    });
    for (const when of [at(MINUTE), at(10 * HOUR), at(2 * DAY + 12 * HOUR)]) await server(fixture.db).run(when);
    expect(await mailsOf(fixture.db, late.id)).toEqual([]);
    expect(await mailsOf(fixture.db, cancelled.id)).toEqual([]);
  });

  it('warns an unpaid visitor releaseNoticeHours before the release, then releases the time with a cancellation', async () => {
    const startsAt = at(5 * DAY + 2 * HOUR);
    const unpaid = await storeBooking(fixture.db, { startsAt, createdAt: BOOKED_AT });
    const deadline = unpaidReleaseHours * HOUR;
    const noticeAt = deadline - releaseNoticeHours * HOUR;
    expect((await server(fixture.db).run(at(noticeAt - MINUTE))).releaseNotices).toBe(0);
    expect((await server(fixture.db).run(at(noticeAt))).releaseNotices).toBe(1);
    expect((await server(fixture.db).run(at(noticeAt + HOUR))).releaseNotices).toBe(0);

    const [notice] = await mailsOf(fixture.db, unpaid.id);
    expect(notice?.kind).toBe('booking-reminder');
    expect(notice?.subject).toMatch(/^Aguardando seu pagamento: /);
    // The deadline in her zone (Thursday 3 December, 09:00 in São Paulo), and the Pix to pay with.
    expect(notice?.textBody).toContain('3 de dezembro de 2026');
    expect(notice?.textBody).toContain('09:00');
    expect(notice?.textBody).toContain(pt.bookingMail.pixCodeLabel);
    // A sender delivers it meanwhile (one still waiting at the release would be cancelled).
    await fixture.db.update(emailOutbox).set({ status: 'sent', sentAt: at(noticeAt + MINUTE) });

    expect((await server(fixture.db).run(at(deadline - MINUTE))).released).toBe(0);
    expect((await server(fixture.db).run(at(deadline))).released).toBe(1);
    const released = await bookingNow(fixture.db, unpaid.id);
    expect(released).toMatchObject({ status: 'released', cancelledBy: 'release', sequence: 1 });
    expect(released.cancelledAt?.getTime()).toBe(at(deadline).getTime());

    const mails = await mailsOf(fixture.db, unpaid.id);
    expect(mails.map((mail) => [mail.kind, mail.status])).toEqual([
      ['booking-reminder', 'sent'],
      ['booking-cancellation', 'queued'],
      ['booking-owner-notice', 'queued'],
    ]);
    const [, visitor, owner] = mails;
    expect(visitor?.subject).toMatch(/^O horário da sua sessão foi liberado: /);
    const cancel = visitor?.attachments.find((file) => file.contentType.includes('method=CANCEL'));
    expect(decoded(cancel?.content ?? '')).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:1/);
    expect(owner?.subject).toMatch(/^Agendamento liberado por falta de pagamento: /);

    // Its time is free again: another visitor books exactly it.
    await storeBooking(fixture.db, { startsAt, createdAt: at(deadline), email: 'bia@example.com' });
    expect(await server(fixture.db).run(at(deadline + HOUR))).toEqual({
      reminders: 0,
      releaseNotices: 0,
      released: 0,
      notesEmptied: 0,
      bookingsDeleted: 0,
    });
  });

  it('releases no sooner than a full notice after a late warning, and never a booking paid meanwhile', async () => {
    const late = await storeBooking(fixture.db, { startsAt: at(5 * DAY), createdAt: BOOKED_AT });
    const paid = await storeBooking(fixture.db, {
      startsAt: at(6 * DAY),
      createdAt: BOOKED_AT,
      email: 'bia@example.com',
    });
    const deadline = unpaidReleaseHours * HOUR;
    // No server ran until the deadline: the warning goes now, the release a full notice later.
    const down = await server(fixture.db).run(at(deadline));
    expect(down).toMatchObject({ releaseNotices: 2, released: 0 });
    const [warning] = await mailsOf(fixture.db, late.id);
    expect(warning?.textBody).toContain('3 de dezembro de 2026'); // Thursday at 21:00, not 09:00.
    expect(warning?.textBody).toContain('21:00');

    await fixture.db
      .update(bookings)
      .set({ status: 'paid', paidAt: at(deadline + HOUR) })
      .where(eq(bookings.id, paid.id));
    const releaseAt = deadline + releaseNoticeHours * HOUR;
    expect((await server(fixture.db).run(at(releaseAt - MINUTE))).released).toBe(0);
    expect((await server(fixture.db).run(at(releaseAt))).released).toBe(1);
    expect((await bookingNow(fixture.db, late.id)).status).toBe('released');
    expect((await bookingNow(fixture.db, paid.id)).status).toBe('paid');
    expect((await mailsOf(fixture.db, paid.id)).map((mail) => mail.kind)).toEqual(['booking-reminder']);
  });

  it('settles a session booked shortly before by the cut-off, and never releases one it could not warn in time', async () => {
    // A day and six hours ahead: the deadline is the cut-off, a day before; warned at once, released
    // a full notice later, still before the session.
    const soon = await storeBooking(fixture.db, { startsAt: at(30 * HOUR), createdAt: BOOKED_AT });
    // Eleven hours ahead: less than a notice's time; neither warned nor released.
    const tooSoon = await storeBooking(fixture.db, {
      startsAt: at(11 * HOUR),
      createdAt: BOOKED_AT,
      email: 'bia@example.com',
    });
    expect(changeCutoffHours).toBe(24);
    expect((await server(fixture.db).run(at(MINUTE))).releaseNotices).toBe(1);
    for (const when of [at(10 * HOUR), at(10 * HOUR + 59 * MINUTE), at(12 * HOUR)]) {
      expect((await server(fixture.db).run(when)).released).toBe(0);
    }
    expect((await server(fixture.db).run(at(12 * HOUR + MINUTE))).released).toBe(1);
    expect((await bookingNow(fixture.db, soon.id)).status).toBe('released');
    const untouched = await bookingNow(fixture.db, tooSoon.id);
    expect(untouched).toMatchObject({ status: 'awaiting_payment', releaseNoticeSentAt: null });
    expect(await mailsOf(fixture.db, tooSoon.id)).toEqual([]);
  });

  it(`empties a note ${NOTE_RETENTION_DAYS} days after its session, and the owner’s copy of the mail that carried it`, async () => {
    const startsAt = at(3 * DAY);
    const past = await storeBooking(fixture.db, { startsAt, createdAt: BOOKED_AT, status: 'paid' });
    const later = await storeBooking(fixture.db, {
      startsAt: at(10 * DAY),
      createdAt: BOOKED_AT,
      status: 'paid',
      email: 'bia@example.com',
    });
    await queueBookingConfirmation(fixture.db, past, testSessionContext());
    await fixture.db.update(emailOutbox).set({ status: 'sent', sentAt: at(MINUTE) });
    const [, ownerCopy] = await mailsOf(fixture.db, past.id);
    expect(ownerCopy?.textBody).toContain(past.note);

    const emptiedAt = past.endsAt.getTime() + NOTE_RETENTION_DAYS * DAY - BOOKED_AT.getTime();
    expect((await server(fixture.db).run(at(emptiedAt - MINUTE))).notesEmptied).toBe(0);
    expect((await bookingNow(fixture.db, past.id)).note).toBe(past.note);
    expect((await server(fixture.db).run(at(emptiedAt))).notesEmptied).toBe(1);

    const emptied = await bookingNow(fixture.db, past.id);
    expect(emptied.note).toBeNull();
    expect(emptied.noteDeletedAt?.getTime()).toBe(at(emptiedAt).getTime());
    expect((await bookingNow(fixture.db, later.id)).note).toBe(later.note);
    const [confirmation, owner] = await mailsOf(fixture.db, past.id);
    expect(owner).toMatchObject({ kind: 'booking-owner-notice', textBody: '', htmlBody: '', status: 'sent' });
    expect(owner?.subject).not.toBe('');
    expect(confirmation?.textBody).not.toBe('');
    expect(JSON.stringify(await mailsOf(fixture.db, past.id))).not.toContain(past.note ?? '');

    // Five years after the session the booking goes, its mails with it; the later one stays.
    const fiveYears = new Date(past.endsAt);
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + BOOKING_RETENTION_YEARS);
    expect((await server(fixture.db).run(new Date(fiveYears.getTime() - MINUTE))).bookingsDeleted).toBe(0);
    expect((await server(fixture.db).run(fiveYears)).bookingsDeleted).toBe(1);
    expect(await fixture.db.select().from(bookings).where(eq(bookings.id, past.id))).toEqual([]);
    expect(await mailsOf(fixture.db, past.id)).toEqual([]);
    expect((await bookingNow(fixture.db, later.id)).reference).toBe(later.reference);
  });
});
