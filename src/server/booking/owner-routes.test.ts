import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { bookingDatesOff, bookingSettings, bookings, emailOutbox, ownerAuditLog } from '../db/schema.ts';
import { testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { enrolledOwner, ownerClient } from '../testing/owner-client.ts';
import { HOUR, storeBooking } from '../testing/stored-booking.ts';
import { DEFAULT_BOOKING_POLICY, DEFAULT_BOOKING_RULES } from './booking-rules.ts';
import { calendarSettings, isFeedToken } from './calendar-settings.ts';
import { readBookingSettings } from './owner-settings.ts';

describe.each(await testDatabaseKinds())('the owner’s bookings on %s', (kind) => {
  const fixture = hookedTestApp({ database: kind });

  /** Beatriz's booking `hoursAhead` from now (negative: past), an hour long, made now. */
  function booked(hoursAhead: number, change: Partial<typeof bookings.$inferInsert> = {}) {
    return storeBooking(fixture.database.db, {
      startsAt: new Date(Date.now() + hoursAhead * HOUR),
      createdAt: new Date(),
      name: 'Beatriz Lima',
      email: 'beatriz@example.com',
      note: 'Primeira sessão.',
      timeZone: 'America/Recife',
      ...change,
    });
  }

  it('lists by state, marks paid once, marks a started session no-show, keeps her notes', async () => {
    const { db } = fixture.database;
    const coming = await booked(48);
    const past = await booked(-30, { status: 'paid' });
    await booked(72, { status: 'cancelled', cancelledBy: 'visitor' });
    const { browser } = await enrolledOwner(fixture, 'cora@vibra.test');
    const list = async (filter: string) =>
      (await browser.get(`/api/admin/bookings?filter=${filter}`)).json().bookings.map((row: { id: number }) => row.id);
    expect(await list('upcoming')).toEqual([coming.id]);
    expect(await list('awaiting')).toEqual([coming.id]);
    expect(await list('past')).toEqual([past.id]);
    expect((await list('cancelled')).length).toBe(1);
    expect((await list('all')).length).toBe(3);
    expect((await browser.get('/api/admin/bookings?filter=someday')).statusCode).toBe(400);

    // A release warning waiting to go asks for a payment she has just received: it goes no more.
    const [warning] = await db
      .insert(emailOutbox)
      .values({
        kind: 'booking-reminder',
        bookingId: coming.id,
        toAddress: coming.email,
        locale: 'pt',
        subject: 'Seu horário será liberado',
        textBody: 'Pix',
        htmlBody: '<p>Pix</p>',
      })
      .returning({ id: emailOutbox.id });
    expect((await browser.post(`/api/admin/bookings/${coming.id}/paid`)).json()).toEqual({ outcome: 'paid' });
    const [cancelledWarning] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, warning?.id ?? 0));
    expect(cancelledWarning?.status).toBe('cancelled');
    const again = await browser.post(`/api/admin/bookings/${coming.id}/paid`);
    expect(again.statusCode).toBe(409);
    expect(again.json().outcome).toBe('bookingState');
    const [paid] = await db.select().from(bookings).where(eq(bookings.id, coming.id));
    expect(paid?.status).toBe('paid');
    expect(paid?.paidAt).toBeInstanceOf(Date);

    // A session still to come cannot be a no-show; one that has started can.
    expect((await browser.post(`/api/admin/bookings/${coming.id}/no-show`)).statusCode).toBe(409);
    expect((await browser.post(`/api/admin/bookings/${past.id}/no-show`)).json()).toEqual({ outcome: 'no-show' });
    for (const action of ['paid', 'no-show', 'cancel']) {
      expect((await browser.post(`/api/admin/bookings/999999/${action}`)).statusCode).toBe(404);
    }
    expect((await browser.post('/api/admin/bookings/999999/notes', { notes: 'x' })).statusCode).toBe(404);
    expect((await browser.post('/api/admin/bookings/abc/paid')).statusCode).toBe(404);

    const notes = await browser.post(`/api/admin/bookings/${coming.id}/notes`, { notes: 'Trazer o baralho novo.' });
    expect(notes.json()).toEqual({ outcome: 'saved' });
    const [noted] = await db.select().from(bookings).where(eq(bookings.id, coming.id));
    expect(noted?.ownerNotes).toBe('Trazer o baralho novo.');
    expect(
      (await browser.post(`/api/admin/bookings/${coming.id}/notes`, { notes: 'x'.repeat(4_001) })).statusCode,
    ).toBe(400);
    const lines = await db.select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'booking-paid'));
    expect(lines.map((line) => line.detail)).toEqual([{ booking: coming.id }]);
  });

  it('cancels a session to come: the time frees, the visitor gets the calendar’s cancellation, once', async () => {
    const { db } = fixture.database;
    const coming = await booked(30);
    const { browser } = await enrolledOwner(fixture, 'lia@vibra.test');
    expect((await browser.post(`/api/admin/bookings/${coming.id}/cancel`)).json()).toEqual({ outcome: 'cancelled' });
    expect((await browser.post(`/api/admin/bookings/${coming.id}/cancel`)).statusCode).toBe(409);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, coming.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', sequence: 1 });

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, coming.id));
    const visitor = mails.find((mail) => mail.toAddress === 'beatriz@example.com');
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['booking-cancellation', 'booking-owner-notice']);
    expect(visitor?.locale).toBe('pt');
    expect(visitor?.subject).toContain('Leitura Energética');
    const invitation = visitor?.attachments.find((file) => file.contentType.includes('text/calendar'));
    expect(invitation?.contentType).toContain('method=CANCEL');
    const calendar = ical.sync.parseICS(Buffer.from(invitation?.content ?? '', 'base64').toString('utf8'));
    const event = Object.values(calendar).find((entry) => entry?.type === 'VEVENT');
    expect(event).toMatchObject({ status: 'CANCELLED', sequence: 1 });

    // The freed time can be booked again: another row over the same time is accepted.
    await expect(booked(30, { reference: 'VB0000AGAIN' })).resolves.toMatchObject({ status: 'awaiting_payment' });
    // A past session is not cancelled (she marks it no-show instead).
    const past = await booked(-5);
    expect((await browser.post(`/api/admin/bookings/${past.id}/cancel`)).statusCode).toBe(409);
  });

  it('saves her rules whole, refuses a warning after the release, and keeps days off', async () => {
    const { db } = fixture.database;
    const { browser } = await enrolledOwner(fixture, 'ines@vibra.test');
    const current = await readBookingSettings(db);
    expect(current).toMatchObject({ ...DEFAULT_BOOKING_POLICY, timeZone: DEFAULT_BOOKING_RULES.timeZone });
    expect(current.weeklyHours[7]).toEqual([]);

    const changed = {
      ...current,
      weeklyHours: { ...current.weeklyHours, 7: [{ start: '10:00', end: '12:00' }] },
      reminderHours: 6,
      unpaidReleaseHours: 24,
    };
    expect((await browser.post('/api/admin/booking-settings', { settings: changed })).json()).toEqual({
      outcome: 'saved',
    });
    expect(await readBookingSettings(db)).toEqual(changed);
    const [row] = await db.select().from(bookingSettings);
    expect(row?.reminderHours).toBe(6);

    const lateWarning = await browser.post('/api/admin/booking-settings', {
      locale: 'pt',
      settings: { ...changed, releaseNoticeHours: 30 },
    });
    expect(lateWarning.statusCode).toBe(400);
    expect(lateWarning.json()).toMatchObject({ outcome: 'releaseNotice', message: expect.stringContaining('aviso') });
    const overlapping = {
      ...changed,
      weeklyHours: {
        ...changed.weeklyHours,
        1: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
      },
    };
    expect((await browser.post('/api/admin/booking-settings', { settings: overlapping })).statusCode).toBe(400);
    expect(
      (await browser.post('/api/admin/booking-settings', { settings: { ...changed, timeZone: 'Mars/Olympus' } }))
        .statusCode,
    ).toBe(400);

    const day = '2027-02-09';
    for (let time = 0; time < 2; time++) {
      expect((await browser.post('/api/admin/booking-settings/date-off', { day, off: true })).json()).toEqual({
        outcome: 'added',
      });
    }
    expect(await db.select().from(bookingDatesOff)).toHaveLength(1);
    await browser.post('/api/admin/booking-settings/date-off', { day, off: false });
    expect(await db.select().from(bookingDatesOff)).toHaveLength(0);
    expect((await browser.post('/api/admin/booking-settings/date-off', { day: '9 Feb', off: true })).statusCode).toBe(
      400,
    );
  });

  it('keeps her calendar’s address, refuses what is not one, and makes a feed address that replaces the last', async () => {
    const { browser } = await enrolledOwner(fixture, 'rosa@vibra.test');
    const { db } = fixture.database;
    const address = 'webcal://calendar.example/private-abc/basic.ics';
    expect((await browser.post('/api/admin/booking-calendar', { busyIcsUrl: address })).json()).toEqual({
      outcome: 'saved',
    });
    expect(await calendarSettings(db)).toEqual({ busyIcsUrl: address, hasFeed: false });
    const refused = await browser.post('/api/admin/booking-calendar', { locale: 'pt', busyIcsUrl: 'minha agenda' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('.ics');
    expect((await browser.post('/api/admin/booking-calendar', { busyIcsUrl: null })).json()).toEqual({
      outcome: 'removed',
    });
    expect(await calendarSettings(db)).toEqual({ hasFeed: false });

    const first = (await browser.post('/api/admin/booking-calendar/feed')).json();
    expect(first.address).toMatch(/^https?:\/\/.+\/api\/booking\/calendar\/[\w-]{43}\.ics$/);
    const second = (await browser.post('/api/admin/booking-calendar/feed')).json();
    const tokenOf = (url: string) => url.split('/').pop()?.replace('.ics', '') ?? '';
    expect(await isFeedToken(db, tokenOf(first.address))).toBe(false);
    expect(await isFeedToken(db, tokenOf(second.address))).toBe(true);
    const lines = await db.select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'booking-calendar'));
    expect(JSON.stringify(lines)).not.toContain('private-abc');
  });

  it('refuses without a level-2 session (401) and from another site (403)', async () => {
    const stranger = ownerClient(fixture.app);
    expect((await stranger.get('/api/admin/bookings')).statusCode).toBe(401);
    const writes = [
      '/api/admin/bookings/1/paid',
      '/api/admin/bookings/1/cancel',
      '/api/admin/booking-settings',
      '/api/admin/booking-calendar/feed',
    ];
    for (const url of writes) {
      expect((await stranger.post(url)).statusCode).toBe(401);
    }
    const cross = await fixture.app.inject({
      method: 'GET',
      url: '/api/admin/bookings',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
  });
});
