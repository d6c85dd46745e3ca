import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createDatabase, dropDatabase } from '../db/postgres-admin.ts';
import { emailOutbox } from '../db/schema.ts';
import { TEST_POSTGRES_URL, type TestDatabaseKind, testDatabase, testDatabaseKinds } from '../testing/fixtures.ts';
import { startSmtp } from '../testing/smtp.ts';
import { createOutboxSender, type MailTransport, type OutboxSenderOptions } from './outbox-sender.ts';
import { createMailTransport } from './transport.ts';

/** The lease in these tests (seconds): short, so a slow send outlasts it within a few seconds. */
const LEASE = 0.8;

/**
 * Two servers' handles on one database: two pools on PostgreSQL; on PGlite, which one process
 * holds, both senders share the instance.
 */
async function twoServers(kind: TestDatabaseKind) {
  if (kind === 'pglite') {
    const only = await testDatabase('pglite');
    return { first: only.db, second: only.db, close: only.close };
  }
  const created = await createDatabase(TEST_POSTGRES_URL, 'vibra_lease');
  const first = await openDatabase({ url: created.url });
  const second = await openDatabase({ url: created.url });
  await migrate(first.db);
  return {
    first: first.db,
    second: second.db,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await dropDatabase(TEST_POSTGRES_URL, created.name);
    },
  };
}

/**
 * An SMTP server that answers each message only `delayMs` after its data arrived (a slow relay).
 * `delivered` lists the recipient of every message it accepted; `closed` counts ended connections.
 */
async function startSlowSmtp(delayMs: number) {
  const delivered: string[] = [];
  const counts = { closed: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        }, delayMs),
      );
    },
    onClose() {
      counts.closed++;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
  return {
    delivered,
    counts,
    transport,
    close: () => {
      transport.close();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Queues mail for `addresses` directly in the outbox, due now. */
async function queue(db: Database, addresses: string[]) {
  const base = { kind: 'welcome' as const, locale: 'en' as const, subject: 's', textBody: 't', htmlBody: 'h' };
  await db.insert(emailOutbox).values(addresses.map((toAddress) => ({ ...base, toAddress })));
}

/** Waits until `done` holds, checking every 50 ms, for at most `ms`. */
async function until(done: () => Promise<boolean>, ms = 8_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

describe.each(await testDatabaseKinds())('the outbox lease, two senders on %s', (kind) => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  const running: { stop: () => Promise<void> }[] = [];

  function sender(db: Database, transport: MailTransport, options: Partial<OutboxSenderOptions> = {}) {
    const created = createOutboxSender({
      db,
      transport,
      from: 'Vibra <newsletter@vibra.test>',
      logger: pino({ level: 'silent' }),
      pollMs: 50,
      leaseSeconds: LEASE,
      ...options,
    });
    running.push(created);
    return created;
  }
  const outbox = () => servers.first.select().from(emailOutbox).orderBy(emailOutbox.id);

  beforeAll(async () => {
    servers = await twoServers(kind);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((created) => created.stop()));
    await servers.first.delete(emailOutbox);
  });
  afterAll(async () => {
    await servers.close();
  });

  it('delivers every mail exactly once through an SMTP server slower than the lease', async () => {
    const smtp = await startSlowSmtp(LEASE * 1000 + 200);
    try {
      const addresses = ['ana@example.com', 'bia@example.com', 'caio@example.com', 'davi@example.com'];
      await queue(servers.first, addresses);
      const sentBy = { first: 0, second: 0 };
      const counting = (name: keyof typeof sentBy): MailTransport => ({
        sendMail: (message) => {
          sentBy[name]++;
          return smtp.transport.sendMail(message);
        },
      });
      sender(servers.first, counting('first'), { batchSize: 2 }).start();
      sender(servers.second, counting('second'), { batchSize: 2 }).start();

      await until(async () => (await outbox()).every((mail) => mail.status === 'sent'));
      // Long enough for a lease that was not renewed to run out and the mail to be sent again.
      await sleep(LEASE * 1000 + 300);
      expect(smtp.delivered.sort()).toEqual(addresses);
      expect(sentBy.first).toBeGreaterThan(0);
      expect(sentBy.second).toBeGreaterThan(0);
      expect((await outbox()).map((mail) => [mail.status, mail.attempts])).toEqual(addresses.map(() => ['sent', 1]));
    } finally {
      await smtp.close();
    }
  });

  it('renews the lease during a long send, so the other sender cannot claim the mail meanwhile', async () => {
    const smtp = await startSlowSmtp(LEASE * 1000 * 3);
    try {
      await queue(servers.first, ['elisa@example.com']);
      const started = Date.now();
      const sending = sender(servers.first, smtp.transport).sendDue();
      const other = sender(servers.second, smtp.transport);
      let done = false;
      void sending.finally(() => {
        done = true;
      });
      await sleep(LEASE * 1000 * 2);
      const [leased] = await outbox();
      expect(leased).toMatchObject({ status: 'queued', attempts: 1 });
      // Renewed since the claim, whose own lease ended at started + LEASE.
      expect(leased?.nextAttemptAt.getTime()).toBeGreaterThan(started + LEASE * 1000 * 2);
      while (!done) {
        expect(await other.sendDue()).toBe(0);
        await sleep(100);
      }
      expect(await sending).toBe(1);
      expect(smtp.delivered).toEqual(['elisa@example.com']);
      expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 1 }]);
    } finally {
      await smtp.close();
    }
  });

  it('aborts a send that outlasts its time limit and schedules a retry instead of holding the claim', async () => {
    const hanging: MailTransport = { sendMail: () => new Promise<never>(() => {}) };
    await queue(servers.first, ['fabio@example.com']);
    const started = Date.now();
    expect(await sender(servers.first, hanging, { sendTimeoutMs: 300 }).sendDue()).toBe(1);
    expect(Date.now() - started).toBeLessThan(3_000);
    const [retry] = await outbox();
    expect(retry).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'no answer from the SMTP server within 0.3 s',
    });
    // The first retry's backoff (30 s), not a lease.
    expect(retry?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Once due, the other server sends it.
    await servers.first
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(emailOutbox.id, retry?.id ?? -1));
    const smtp = await startSmtp();
    try {
      expect(await sender(servers.second, smtp.transport).sendDue()).toBe(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([['fabio@example.com']]);
      expect(await outbox()).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
    } finally {
      await smtp.close();
    }
  });

  it('closes the SMTP connection of an aborted send', async () => {
    const smtp = await startSlowSmtp(5_000);
    try {
      await queue(servers.first, ['gaia@example.com']);
      expect(await sender(servers.first, smtp.transport, { sendTimeoutMs: 300 }).sendDue()).toBe(1);
      await until(async () => smtp.counts.closed === 1, 2_000);
      expect(smtp.delivered).toEqual([]);
      expect(await outbox()).toMatchObject([{ status: 'queued', attempts: 1 }]);
    } finally {
      await smtp.close();
    }
  });
});
