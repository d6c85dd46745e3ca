import { and, asc, eq } from 'drizzle-orm';
import nodeIcal, { type VEvent } from 'node-ical';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { LOCALE_NAMES } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { escapeXml } from '../../lib/xml.ts';
import { bookings, emailOutbox } from '../db/schema.ts';
import { createOutboxSender } from '../email/outbox-sender.ts';
import { bookedSession, TEST_PIX_RECEIVER, testSessionContext } from '../testing/booked-session.ts';
import { TEST_SITE_URL, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestDatabase } from '../testing/hooks.ts';
import type { ParsedMail } from '../testing/mime.ts';
import { startSmtp } from '../testing/smtp.ts';
import { queueBookingCancellation, queueBookingConfirmation, queueBookingReminder } from './booking-mail.ts';
import { OWNER_MAIL_LOCALE } from './booking-mail-compose.ts';
import { bookingPixCode } from './pix.ts';
import { type BookedSession, sessionDay, whenIn } from './session-details.ts';

const RECEIVER = TEST_PIX_RECEIVER;
const CONTEXT = testSessionContext();
const OWNER_ZONE = CONTEXT.ownerTimeZone;
const HOUR = 3_600_000;

/** The calendar invitation a mail carries, read back as a calendar program reads it. */
function invitationOf(attachments: { contentType: string; content: string }[]) {
  const file = attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  const calendar = nodeIcal.sync.parseICS(Buffer.from(file?.content ?? '', 'base64').toString('utf8'));
  const event = Object.values(calendar).find((component) => component?.type === 'VEVENT') as VEvent;
  return { type: file?.contentType, method: calendar.vcalendar?.method, event };
}

describe.each(await testDatabaseKinds())('booking mail, on %s', (kind) => {
  const database = hookedTestDatabase(kind);
  let day = 0;

  /** A booking row as the booking endpoint stores it, on a day of its own (bookings may not overlap). */
  async function book(change: Partial<BookedSession> = {}): Promise<BookedSession> {
    const start = Date.parse('2026-12-01T13:00:00Z') + day++ * 24 * HOUR;
    const { id: _stored, ...session } = bookedSession({
      startsAt: new Date(start),
      endsAt: new Date(start + HOUR),
      email: `visitor-${day}@example.com`,
      ...change,
    });
    const [row] = await database.db
      .insert(bookings)
      .values({
        ...session,
        service: 'energy-reading',
        blocked: `[${session.startsAt.toISOString()},${session.endsAt.toISOString()})`,
        consentedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('no booking stored');
    return row;
  }

  const mailsOf = (booking: BookedSession) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id)).orderBy(asc(emailOutbox.id));

  it('queues the visitor’s confirmation in their language and the owner’s notice in hers, for the booking', async () => {
    const booking = await book();
    await queueBookingConfirmation(database.db, booking, CONTEXT);
    const [visitor, owner] = await mailsOf(booking);
    expect(visitor).toMatchObject({ kind: 'booking-confirmation', toAddress: booking.email, locale: 'pt' });
    expect(owner).toMatchObject({
      kind: 'booking-owner-notice',
      toAddress: site.contactEmail,
      locale: OWNER_MAIL_LOCALE,
    });
    const t = getMessages('pt').bookingMail;
    expect(visitor?.subject).toBe(
      format(t.confirmationSubject, {
        service: CONTEXT.serviceTitle('pt'),
        date: sessionDay(booking, 'pt', 'America/Recife'),
      }),
    );
    expect(visitor?.textBody).toContain(format(t.greeting, { name: booking.name }));
    expect(visitor?.textBody).toContain(booking.reference);
    expect(visitor?.textBody).toContain(CONTEXT.manageUrl);
    expect(visitor?.htmlBody).toContain(`href="${escapeXml(CONTEXT.manageUrl ?? '')}"`);
  });

  it('tells the time in the visitor’s zone and in the owner’s', async () => {
    const booking = await book({ locale: 'it', timeZone: 'Europe/Rome' });
    await queueBookingConfirmation(database.db, booking, CONTEXT);
    const [visitor, owner] = await mailsOf(booking);
    const t = getMessages('it').bookingMail;
    expect(visitor?.textBody).toContain(`${t.labelWhen}: ${whenIn(booking, 'it', 'Europe/Rome')}`);
    expect(visitor?.textBody).toContain(`${t.labelMyTime}: ${whenIn(booking, 'it', OWNER_ZONE)}`);
    const pt = getMessages('pt').bookingMail;
    expect(owner?.textBody).toContain(`${pt.labelWhen}: ${whenIn(booking, 'pt', OWNER_ZONE)}`);
    expect(owner?.textBody).toContain(`${pt.ownerLabelTheirTime}: ${whenIn(booking, 'pt', 'Europe/Rome')}`);
  });

  it('gives a visitor in Brazil the Pix code to copy and its QR code inside the mail', async () => {
    const booking = await book();
    await queueBookingConfirmation(database.db, booking, CONTEXT);
    const [visitor] = await mailsOf(booking);
    const code = bookingPixCode(booking, RECEIVER) ?? '';
    expect(code).not.toBe('');
    expect(visitor?.textBody).toContain(code);
    expect(visitor?.htmlBody).toContain(code);
    const qr = visitor?.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.cid).toBeDefined();
    expect(visitor?.htmlBody).toContain(`src="cid:${qr?.cid}"`);
    expect(
      Buffer.from(qr?.content ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('asks a visitor abroad to pay at the session or by link, at the price they were shown, without Pix', async () => {
    const booking = await book({ locale: 'es', timeZone: 'Europe/Madrid' });
    await queueBookingConfirmation(database.db, booking, CONTEXT);
    const [visitor, owner] = await mailsOf(booking);
    const abroad = '50\u00a0US$';
    expect(visitor?.textBody).toContain(format(getMessages('es').bookingMail.payLater, { price: abroad }));
    expect(visitor?.textBody).not.toContain('br.gov.bcb.pix');
    expect(visitor?.attachments.map((attachment) => attachment.contentType)).toEqual([
      'text/calendar; charset=utf-8; method=REQUEST',
    ]);
    const forOwner = 'US$\u00a050';
    expect(owner?.textBody).toContain(format(getMessages('pt').bookingMail.ownerPayLater, { price: forOwner }));
  });

  it('asks nothing of a free session', async () => {
    const booking = await book({ status: 'confirmed', priceCents: null, currency: null, locale: 'en' });
    await queueBookingConfirmation(database.db, booking, CONTEXT);
    const [visitor, owner] = await mailsOf(booking);
    const t = getMessages('en').bookingMail;
    expect(visitor?.textBody).toContain(`${t.labelPrice}: ${t.free}`);
    expect(visitor?.textBody).not.toContain(t.payHeading.toUpperCase());
    expect(visitor?.attachments).toHaveLength(1);
    expect(owner?.textBody).toContain(getMessages('pt').bookingMail.ownerFree);
  });

  it('tells the owner who booked, how to reach them, their language and note', async () => {
    const booking = await book({ locale: 'it', timeZone: 'Europe/Rome' });
    await queueBookingConfirmation(database.db, booking, CONTEXT);
    const [, owner] = await mailsOf(booking);
    const t = getMessages('pt').bookingMail;
    expect(owner?.subject).toBe(
      format(t.ownerBookedSubject, {
        service: CONTEXT.serviceTitle('pt'),
        date: sessionDay(booking, 'pt', OWNER_ZONE),
        name: booking.name,
      }),
    );
    for (const fact of [
      `${t.ownerLabelEmail}: ${booking.email}`,
      `${t.ownerLabelPhone}: ${booking.phone}`,
      `${t.ownerLabelLanguage}: ${LOCALE_NAMES.it}`,
      `${t.ownerLabelNote}: ${booking.note}`,
    ]) {
      expect(owner?.textBody).toContain(fact);
    }
    expect(owner?.htmlBody).toContain(`href="mailto:${booking.email}"`);
    expect(invitationOf(owner?.attachments ?? []).event.summary).toContain(CONTEXT.serviceTitle('pt'));
  });

  it('attaches the invitation: REQUEST for the booking, CANCEL with the same UID and a higher sequence after', async () => {
    const booking = await book();
    await queueBookingConfirmation(database.db, booking, CONTEXT);
    await queueBookingReminder(database.db, booking, CONTEXT);
    const [confirmation, , reminder] = await mailsOf(booking);
    const invite = invitationOf(confirmation?.attachments ?? []);
    expect(invite.type).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.sequence).toBe(booking.sequence);
    expect(invite.event.start.getTime()).toBe(booking.startsAt.getTime());
    expect(reminder?.kind).toBe('booking-reminder');

    const [cancelled] = await database.db
      .update(bookings)
      .set({ status: 'cancelled', sequence: booking.sequence + 1 })
      .where(eq(bookings.id, booking.id))
      .returning();
    await queueBookingCancellation(database.db, cancelled as BookedSession, CONTEXT);
    const mails = await mailsOf(booking);
    // What had not gone out (here: everything) is cancelled; the cancellation and its notice wait.
    expect(mails.map((mail) => [mail.kind, mail.status])).toEqual([
      ['booking-confirmation', 'cancelled'],
      ['booking-owner-notice', 'cancelled'],
      ['booking-reminder', 'cancelled'],
      ['booking-cancellation', 'queued'],
      ['booking-owner-notice', 'queued'],
    ]);
    const cancel = invitationOf(mails[3]?.attachments ?? []);
    expect(cancel.type).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.status).toBe('CANCELLED');
    expect(cancel.event.uid).toBe(invite.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(invite.event.sequence ?? 0);
    expect(mails[3]?.textBody).toContain(CONTEXT.rebookUrl);
  });

  it('commits the mails with the booking’s transaction, or not at all', async () => {
    const booking = await book();
    await expect(
      database.db.transaction(async (tx) => {
        await queueBookingConfirmation(tx, booking, CONTEXT);
        throw new Error('the booking failed after its mails were queued');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await mailsOf(booking)).toEqual([]);
  });

  describe('through a real SMTP server', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
    });
    afterAll(async () => {
      await smtp.close();
    });

    it('arrives with the QR code shown inline and the invitation attached', async () => {
      const booking = await book();
      await queueBookingConfirmation(database.db, booking, CONTEXT);
      const sender = createOutboxSender({
        db: database.db,
        transport: smtp.transport,
        from: 'Vibra <sessions@vibra.test>',
        logger: pino({ level: 'silent' }),
        pollMs: 60_000,
      });
      await sender.sendDue();
      await sender.stop();
      const sent = await database.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.status, 'sent')));
      expect(sent).toHaveLength(2);

      const mail = smtp.received.find((entry) => entry.to.includes(booking.email))?.mail as ParsedMail;
      expect(mail.subject).toContain(CONTEXT.serviceTitle('pt'));
      const png = mail.parts.find((part) => part.type.startsWith('image/png'));
      const cid = png?.headers.get('content-id')?.replace(/[<>]/g, '');
      expect(mail.html).toContain(`src="cid:${cid}"`);
      expect(png?.headers.get('content-disposition')).toMatch(/^inline/);
      const invite = mail.parts.find((part) => part.type.startsWith('text/calendar'));
      expect(invite?.type).toContain('method=REQUEST');
      expect(invite?.headers.get('content-disposition')).toMatch(/^attachment/);
      const calendar = nodeIcal.sync.parseICS(invite?.bytes.toString('utf8') ?? '');
      expect(Object.keys(calendar)).toContain(`${booking.reference}@${new URL(TEST_SITE_URL).host}`);
      expect(mail.text).toContain(bookingPixCode(booking, RECEIVER));
    });
  });
});
