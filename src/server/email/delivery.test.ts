import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '../../i18n/messages/es.ts';
import { pt } from '../../i18n/messages/pt.ts';
import { emailOutbox, newsletterSubscribers } from '../db/schema.ts';
import { SAME_ORIGIN_HEADERS as BROWSER, TEST_SITE_URL, testApp, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import type { ParsedMail } from '../testing/mime.ts';
import { startSmtp } from '../testing/smtp.ts';
import { createOutboxSender, MAX_ATTEMPTS, retryDelaySeconds, SENT_RETENTION_DAYS } from './outbox-sender.ts';

describe.each(await testDatabaseKinds())('delivery through a real SMTP server, on %s', (kind) => {
  let fixture: Awaited<ReturnType<typeof testApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sender: ReturnType<typeof createOutboxSender>;

  beforeAll(async () => {
    fixture = await testApp({ database: kind });
    smtp = await startSmtp();
    sender = createOutboxSender({
      db: fixture.database.db,
      transport: smtp.transport,
      from: 'Vibra <newsletter@vibra.test>',
      logger: pino({ level: 'silent' }),
      pollMs: 60_000,
    });
  });
  afterAll(async () => {
    await sender.stop();
    await smtp.close();
    await fixture.close();
  });

  it('delivers the welcome mail in the subscriber language, with the gift and RFC 8058 headers, and the link unsubscribes', async () => {
    const signup = await fixture.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: BROWSER,
      payload: { email: 'beatriz@example.com', locale: 'pt', source: '/pt/' },
    });
    expect(signup.statusCode).toBe(201);
    expect(await sender.sendDue()).toBe(1);

    const delivered = smtp.received.find((entry) => entry.to.includes('beatriz@example.com'));
    expect(delivered).toBeDefined();
    const mail = delivered?.mail as ParsedMail;
    expect(mail.subject).toBe(pt.email.welcomeSubject);
    expect(mail.text).toContain(pt.email.welcomeGreeting);
    expect(mail.text).toContain(`${TEST_SITE_URL}/pt/newsletter/gift`);
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toContain(`href="${TEST_SITE_URL}/pt/newsletter/gift"`);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const link = /<(https:\/\/[^>]+)>/.exec(mail.header('List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(mail.text).toContain(link);
    const { pathname, search } = new URL(link);
    expect(pathname).toBe('/pt/newsletter/unsubscribe');

    // A mail program's one-click button (RFC 8058) posts to the same address.
    const oneClick = await fixture.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toBe(pt.newsletterPages.unsubscribedTitle);
    const [row] = await fixture.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'beatriz@example.com'));
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);

    // The page's button, pressed again later: the same answer, nothing changes (idempotent).
    const page = await fixture.app.inject({ method: 'POST', url: `${pathname}${search}`, headers: BROWSER });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/pt/newsletter/unsubscribed');
    const [again] = await fixture.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'beatriz@example.com'));
    expect(again?.unsubscribedAt?.getTime()).toBe(row?.unsubscribedAt?.getTime());

    const [sent] = await fixture.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'beatriz@example.com'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('answers an unknown token with the invalid-link page, and opening the link changes nothing', async () => {
    const unknown = await fixture.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${'x'.repeat(43)}`,
      headers: BROWSER,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This link no longer works');
    const opened = await fixture.app.inject({ url: `/pt/newsletter/unsubscribe?token=${'x'.repeat(43)}` });
    expect(opened.statusCode).toBe(200);
  });

  it('keeps a mail queued for retry when the SMTP server refuses it, and delivers it once it accepts', async () => {
    await fixture.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: BROWSER,
      payload: { email: 'diego@example.com', locale: 'es' },
    });
    smtp.state.reject = true;
    expect(await sender.sendDue()).toBe(1);
    const [queued] = await fixture.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'diego@example.com'));
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
    expect(queued?.lastError).toContain('Mailbox busy');
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a round now sends nothing.
    expect(await sender.sendDue()).toBe(0);

    smtp.state.reject = false;
    await fixture.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, queued?.id ?? -1));
    expect(await sender.sendDue()).toBe(1);
    const delivered = smtp.received.find((entry) => entry.to.includes('diego@example.com'));
    expect(delivered?.mail.subject).toBe(es.email.welcomeSubject);
    const [sent] = await fixture.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, queued?.id ?? -1));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never delivers a waiting welcome to someone who unsubscribed before it went out', async () => {
    await fixture.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: BROWSER,
      payload: { email: 'fabio@example.com', locale: 'it' },
    });
    const [row] = await fixture.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'fabio@example.com'));
    await fixture.app.inject({ method: 'POST', url: `/it/newsletter/unsubscribe?token=${row?.unsubscribeToken}` });
    expect(await sender.sendDue()).toBe(0);
    expect(smtp.received.some((entry) => entry.to.includes('fabio@example.com'))).toBe(false);
    const [mail] = await fixture.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'fabio@example.com'));
    expect(mail?.status).toBe('cancelled');
  });

  it('deletes copies of sent mail after the retention period, and only those', async () => {
    const purging = createOutboxSender({
      db: fixture.database.db,
      transport: smtp.transport,
      from: 'Vibra <newsletter@vibra.test>',
      logger: pino({ level: 'silent' }),
      pollMs: 60_000,
    });
    const old = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const base = { kind: 'welcome' as const, locale: 'en' as const, subject: 's', textBody: 't', htmlBody: 'h' };
    await fixture.database.db.insert(emailOutbox).values([
      { ...base, toAddress: 'old@example.com', status: 'sent', sentAt: old(SENT_RETENTION_DAYS + 1) },
      { ...base, toAddress: 'recent@example.com', status: 'sent', sentAt: old(SENT_RETENTION_DAYS - 1) },
      { ...base, toAddress: 'stuck@example.com', status: 'failed', createdAt: old(365) },
    ]);
    await purging.sendDue();
    const left = await fixture.database.db.select({ to: emailOutbox.toAddress }).from(emailOutbox);
    const addresses = left.map((mail) => mail.to);
    expect(addresses).not.toContain('old@example.com');
    expect(addresses).toContain('recent@example.com');
    expect(addresses).toContain('stuck@example.com');
  });

  it('delivers the files a mail carries: an image inline by its cid, a calendar invitation attached', async () => {
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const calendar = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await fixture.database.db.insert(emailOutbox).values({
      kind: 'booking-confirmation',
      toAddress: 'gaia@example.com',
      locale: 'it',
      subject: 'La tua sessione',
      textBody: 'Testo',
      htmlBody: '<p>Testo</p><img src="cid:qr@vibra" alt="">',
      attachments: [
        { filename: 'pix.png', contentType: 'image/png', content: image.toString('base64'), cid: 'qr@vibra' },
        {
          filename: 'invite.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: Buffer.from(calendar).toString('base64'),
        },
      ],
    });
    expect(await sender.sendDue()).toBe(1);
    const mail = smtp.received.find((entry) => entry.to.includes('gaia@example.com'))?.mail as ParsedMail;
    expect(mail.html).toContain('cid:qr@vibra');
    const png = mail.parts.find((part) => part.type.startsWith('image/png'));
    expect(png?.headers.get('content-id')).toBe('<qr@vibra>');
    expect(png?.headers.get('content-disposition')).toMatch(/^inline/);
    expect(png?.bytes).toEqual(image);
    const invite = mail.parts.find((part) => part.type.startsWith('text/calendar'));
    expect(invite?.type).toMatch(/method=REQUEST/);
    expect(invite?.headers.get('content-disposition')).toMatch(/^attachment; filename=invite\.ics/);
    expect(invite?.bytes.toString('utf8')).toBe(calendar);
    expect(mail.text).toBe('Testo');
  });

  it('backs off from 30 seconds up to six hours and gives up only after many attempts', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(MAX_ATTEMPTS)).toBe(6 * 60 * 60);
  });
});

describe('double opt-in', () => {
  const fixture = hookedTestApp({ doubleOptIn: true });

  it('sends a confirmation first, and the gift only after the confirmation page is submitted', async () => {
    const signup = await fixture.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: BROWSER,
      payload: { email: 'elena@example.com', locale: 'en' },
    });
    expect(signup.json()).toEqual({ outcome: 'pending' });
    const mails = () =>
      fixture.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'elena@example.com'));
    const [confirmMail] = await mails();
    expect(confirmMail?.kind).toBe('confirm');
    const link = /https:\/\/vibra\.test(\/newsletter\/confirm\?token=[\w-]+)/.exec(confirmMail?.textBody ?? '')?.[1];
    expect(link).toBeDefined();

    // Opening the link (a GET, as mail scanners do) confirms nothing.
    await fixture.app.inject({ url: link });
    expect((await mails()).map((mail) => mail.kind)).toEqual(['confirm']);

    // Signing up again while pending says to check the inbox, not "already subscribed".
    const again = await fixture.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: BROWSER,
      payload: { email: 'elena@example.com', locale: 'en' },
    });
    expect(again.json()).toEqual({ outcome: 'pending' });

    const confirmed = await fixture.app.inject({ method: 'POST', url: link, headers: BROWSER });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/newsletter/confirmed');
    const twice = await fixture.app.inject({ method: 'POST', url: link, headers: BROWSER });
    expect(twice.statusCode).toBe(303);
    expect((await mails()).map((mail) => mail.kind)).toEqual(['confirm', 'welcome']);
    const [row] = await fixture.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'elena@example.com'));
    expect(row?.status).toBe('subscribed');
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });
});
