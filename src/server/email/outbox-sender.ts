import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, loggableError } from '../db/client.ts';
import { HOURLY_MS, purgeNowAndThen } from '../db/purge-now-and-then.ts';
import { emailOutbox } from '../db/schema.ts';
import { keepLeases, LEASE_SECONDS, leaseEnd, ownClaim } from './lease.ts';
import { SEND_TIMEOUT_MS, sendWithin } from './transport.ts';

/** What the sender needs from nodemailer (a Transporter fits). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
    /** Aborts the send (nodemailer closes the connection). */
    signal?: AbortSignal;
  }): Promise<unknown>;
}

export interface OutboxSenderOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  replyTo?: string;
  logger: FastifyBaseLogger;
  /** How often to look for due mail when nothing nudges the sender. */
  pollMs: number;
  /** Mails claimed per round. */
  batchSize?: number;
  /** Seconds a claim reserves a mail, renewed while it waits or is sent (LEASE_SECONDS; tests shorten it). */
  leaseSeconds?: number;
  /** The longest one send may take before it is aborted and retried (SEND_TIMEOUT_MS). */
  sendTimeoutMs?: number;
}

/** After this many failed attempts (about two days of backoff) a mail is marked failed for the owner to see. */
export const MAX_ATTEMPTS = 12;

/** Sent mail is kept this long (to answer questions about a delivery), then deleted (privacy policy). */
export const SENT_RETENTION_DAYS = 90;

/** Seconds to wait before attempt `attempts + 1`: 30 s, 1 min, 2 min … capped at 6 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

/** A claimed row of the outbox. */
type ClaimedMail = typeof emailOutbox.$inferSelect;

/** A mail's failure, short and without the stack. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * Delivers the outbox: claims due mail (several servers may run; `SKIP LOCKED` and the lease,
 * renewed while the mail waits or is sent, keep each mail with one sender), sends it within
 * `sendTimeoutMs`, and marks it sent, or schedules a retry with backoff, or after MAX_ATTEMPTS
 * marks it failed for the owner to see. Sent copies are deleted after SENT_RETENTION_DAYS.
 */
export function createOutboxSender({
  db,
  transport,
  from,
  replyTo,
  logger,
  pollMs,
  batchSize = 20,
  leaseSeconds = LEASE_SECONDS,
  sendTimeoutMs = SEND_TIMEOUT_MS,
}: OutboxSenderOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  /** Deletes copies of mail sent more than SENT_RETENTION_DAYS ago (at most once an hour). */
  const purgeOldSentMail = purgeNowAndThen(HOURLY_MS, () =>
    db
      .delete(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'sent'),
          lte(emailOutbox.sentAt, sql`now() - make_interval(days => ${SENT_RETENTION_DAYS})`),
        ),
      ),
  );

  /**
   * Sends one claimed mail, aborted after `sendTimeoutMs` or when `lost` aborts, then marks it sent,
   * or queued for a retry, or failed: each only while the claim is still ours, once `release` stopped
   * renewing its lease.
   */
  async function deliver(mail: ClaimedMail, lost: AbortSignal, release: () => Promise<void>) {
    const send = (signal: AbortSignal) =>
      transport.sendMail({
        from,
        to: mail.toAddress,
        ...(replyTo ? { replyTo } : {}),
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: mail.headers,
        signal,
      });
    const outcome = await sendWithin(sendTimeoutMs, lost, send).then(
      () => ({ sent: true as const }),
      (error: unknown) => ({ sent: false as const, error }),
    );
    await release();
    if (outcome.sent) {
      const marked = await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(ownClaim(mail))
        .returning({ id: emailOutbox.id });
      if (marked.length > 0) logger.info({ mail: mail.id, kind: mail.kind, locale: mail.locale }, 'mail sent');
      else logger.warn({ mail: mail.id }, 'mail sent after another sender had claimed it');
      return;
    }
    const failed = mail.attempts >= MAX_ATTEMPTS;
    const marked = await db
      .update(emailOutbox)
      .set({
        status: failed ? 'failed' : 'queued',
        lastError: describeFailure(outcome.error),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
      })
      .where(and(ownClaim(mail), eq(emailOutbox.status, 'queued')))
      .returning({ id: emailOutbox.id });
    if (marked.length === 0) return;
    logger.warn(
      { mail: mail.id, attempts: mail.attempts, code: (outcome.error as { code?: string }).code },
      failed ? 'mail failed for good' : 'mail not sent; will retry',
    );
  }

  /** One round: sends every mail that is due now; returns how many were attempted. */
  async function sendDue(): Promise<number> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: leaseEnd(leaseSeconds) })
      .where(inArray(emailOutbox.id, due))
      .returning();
    if (claimed.length === 0) return 0;
    const leases = keepLeases({ db, logger, leaseSeconds, claims: claimed });
    try {
      for (const mail of claimed) {
        // Another sender has the mail now (or it was cancelled): leave it, or stop sending it.
        const lost = await leases.take(mail.id);
        if (lost) await deliver(mail, lost, () => leases.release(mail.id));
      }
    } finally {
      await leases.stop();
    }
    return claimed.length;
  }

  /** Runs rounds until nothing is due; concurrent calls join the current run. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      await purgeOldSentMail();
      do {
        again = false;
        let sent: number;
        do {
          sent = await sendDue();
          total += sent;
        } while (sent === batchSize && !stopped);
      } while (again && !stopped);
      return total;
    })()
      .catch((error: unknown) => {
        logger.error({ error: loggableError(error) }, 'the mail sender could not read the outbox');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(schedule), pollMs);
    timer.unref();
  }

  return {
    /** Starts polling; the first round runs at once. */
    start() {
      if (!stopped) return;
      stopped = false;
      void run().finally(schedule);
    },
    /** A signup just queued mail: send it now instead of at the next poll. */
    nudge() {
      if (!stopped) void run();
    },
    /** Sends what is due now (tests, and the round `start` runs). */
    sendDue: run,
    /** Stops polling and waits for a round in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
