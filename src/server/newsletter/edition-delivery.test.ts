import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { emailOutbox, newsletterEditions, newsletterSubscribers } from '../db/schema.ts';
import { createOutboxSender } from '../email/outbox-sender.ts';
import { TEST_SITE_URL, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestDatabase, madeInHook } from '../testing/hooks.ts';
import { startSmtp } from '../testing/smtp.ts';
import { beginSending, editionMails, finishEditions, queueWelcomeSteps } from './edition-sending.ts';

const subscribers = (count: number, unknown: string[] = []) =>
  Array.from({ length: count }, (_, n) => ({
    email: unknown[n] ?? `reader${n}@example.com`,
    locale: n % 2 === 0 ? ('pt' as const) : ('es' as const),
    source: '/',
    status: 'subscribed' as const,
    consentTextVersion: 'v1',
    consentPurpose: 'newsletter',
    unsubscribeToken: `tok${n}${'a'.repeat(40)}`,
  }));

const letter = (subject: string) => ({
  subject,
  preheader: '',
  doc: {
    type: 'doc' as const,
    content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: `${subject}.` }] }],
  },
});

describe.each(await testDatabaseKinds())('an edition delivered through a real SMTP server, on %s', (kind) => {
  const database = hookedTestDatabase(kind, { each: true });
  const smtp = madeInHook(() => startSmtp(), { each: true });

  function sender(perSecond: number) {
    const { db } = database;
    return createOutboxSender({
      db,
      transport: smtp.transport,
      from: 'Vibra <newsletter@vibra.test>',
      logger: pino({ level: 'silent' }),
      pollMs: 60_000,
      editions: {
        perSecond,
        bodies: (mails) => editionMails(db, TEST_SITE_URL, mails),
        tick: () => finishEditions(db),
      },
    });
  }

  async function edition() {
    const [row] = await database.db
      .insert(newsletterEditions)
      .values({ versions: { pt: letter('Lua nova'), es: letter('Luna nueva') }, fallbackLocale: 'pt' })
      .returning({ id: newsletterEditions.id });
    return row?.id ?? 0;
  }

  it('sends each subscriber the edition in their language with their own unsubscribe link, then marks it sent', async () => {
    const { db } = database;
    await db.insert(newsletterSubscribers).values(subscribers(4));
    const id = await edition();
    await db.update(newsletterEditions).set({ public: true }).where(eq(newsletterEditions.id, id));
    expect(await beginSending(db, id, TEST_SITE_URL)).toBe(4);
    const mailer = sender(1_000);
    expect(await mailer.sendDue()).toBe(4);
    await mailer.stop();

    expect(smtp.received).toHaveLength(4);
    const toReader1 = smtp.received.find((entry) => entry.to.includes('reader1@example.com'))?.mail;
    expect(toReader1?.subject).toBe('Luna nueva');
    const unsubscribe = `${TEST_SITE_URL}/es/newsletter/unsubscribe?token=tok1${'a'.repeat(40)}`;
    expect(toReader1?.header('List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(toReader1?.text).toContain(unsubscribe);
    expect(toReader1?.html).toContain(`href="${unsubscribe}"`);
    expect(toReader1?.html).not.toContain('VIBRA-UNSUBSCRIBE');
    // A public edition links to its page in the archive, in the mail's language.
    expect(toReader1?.html).toContain(`href="${TEST_SITE_URL}/es/newsletter/archive/${id}"`);
    const [sent] = await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id));
    expect(sent?.status).toBe('sent');
    expect(sent?.finalFigures).toMatchObject({ total: 4, sent: 4, remaining: 0 });
  });

  it('marks an address its server refuses for good as bounced, sends it nothing more, and goes on with the rest', async () => {
    const { db } = database;
    await db.insert(newsletterSubscribers).values(subscribers(3, ['gone@example.com']));
    smtp.state.unknown.add('gone@example.com');
    const id = await edition();
    await beginSending(db, id, TEST_SITE_URL);
    const mailer = sender(1_000);
    await mailer.sendDue();
    await mailer.stop();

    expect(smtp.received.map((entry) => entry.to[0]).sort()).toEqual(['reader1@example.com', 'reader2@example.com']);
    const [gone] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'gone@example.com'));
    expect(gone?.status).toBe('bounced');
    expect(gone?.bouncedAt).toBeInstanceOf(Date);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'gone@example.com'));
    expect(mail?.status).toBe('bounced');
    expect(mail?.lastError).toMatch(/550|user/i);
    // The next edition leaves the bounced address out.
    const next = await edition();
    expect(await beginSending(db, next, TEST_SITE_URL)).toBe(2);
  });

  it('keeps to the sending rate, and sends nothing of a paused edition', async () => {
    const { db } = database;
    await db.insert(newsletterSubscribers).values(subscribers(6));
    const id = await edition();
    await beginSending(db, id, TEST_SITE_URL);
    await db.update(newsletterEditions).set({ status: 'paused' }).where(eq(newsletterEditions.id, id));
    const mailer = sender(10);
    expect(await mailer.sendDue()).toBe(0);
    await db.update(newsletterEditions).set({ status: 'sending' }).where(eq(newsletterEditions.id, id));
    await mailer.sendDue();
    await mailer.stop();
    expect(smtp.received).toHaveLength(6);
    // At 10 a second, six mails span at least half a second (a busy machine only makes it longer).
    const times = smtp.received.map((entry) => entry.at);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(450);
  });

  it('sends a welcome step once to each subscriber who joined since it was on, on their day, never after they leave', async () => {
    const { db } = database;
    const [step] = await db
      .insert(newsletterEditions)
      .values({ versions: { pt: letter('Por onde começar'), es: letter('Por dónde empezar') }, welcomeDay: 3 })
      .returning({ id: newsletterEditions.id });
    const id = step?.id ?? 0;
    // Someone who subscribed before the step was on does not get it.
    await db.insert(newsletterSubscribers).values(subscribers(1, ['before@example.com']));
    await db.execute(sql`UPDATE newsletter_subscribers SET created_at = now() - interval '10 days'`);
    expect(await beginSending(db, id, TEST_SITE_URL)).toBe(0);
    await db.insert(newsletterSubscribers).values(subscribers(4).slice(1));
    const day = 24 * 60 * 60 * 1000;
    // The clock of the test: two days on, nobody's day has come; three days on, everyone's.
    expect(await queueWelcomeSteps(db, new Date(Date.now() + 2 * day))).toBe(0);
    await db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.email, 'reader3@example.com'));
    expect(await queueWelcomeSteps(db, new Date(Date.now() + 3 * day + 60_000))).toBe(2);
    expect(await queueWelcomeSteps(db, new Date(Date.now() + 9 * day))).toBe(0);
    const mailer = sender(1_000);
    await mailer.sendDue();
    await mailer.stop();
    expect(smtp.received.map((entry) => `${entry.to[0]} ${entry.mail.subject}`).sort()).toEqual([
      'reader1@example.com Por dónde empezar',
      'reader2@example.com Por onde começar',
    ]);
    // A step goes on: it is not marked sent when its mail so far is out.
    const [on] = await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id));
    expect(on?.status).toBe('sending');
  });

  it('delivers each mail once with two senders at work on one edition', async () => {
    const { db } = database;
    await db.insert(newsletterSubscribers).values(subscribers(40));
    const id = await edition();
    await beginSending(db, id, TEST_SITE_URL);
    const [first, second] = [sender(1_000), sender(1_000)];
    await Promise.all([first.sendDue(), second.sendDue()]);
    await Promise.all([first.stop(), second.stop()]);
    const addresses = smtp.received.map((entry) => entry.to[0]);
    expect(addresses).toHaveLength(40);
    expect(new Set(addresses).size).toBe(40);
  });
});
