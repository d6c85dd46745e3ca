import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, loggableError } from '../db/client.ts';
import { HOURLY_MS, purgeNowAndThen } from '../db/purge-now-and-then.ts';
import { emailOutbox, type MailAttachment, newsletterEditions, newsletterSubscribers } from '../db/schema.ts';
import { isBounce } from './bounce.ts';
import type { ComposedMail } from './compose.ts';
import { keepLeases, LEASE_SECONDS, leaseEnd, ownClaim } from './lease.ts';
import { takeSendSlots } from './send-pace.ts';
import { SEND_TIMEOUT_MS, sendWithin } from './transport.ts';
import { cancelWaitingMail } from './waiting-mail.ts';

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
    /** Files as nodemailer takes them: an image with a cid is shown inline by the HTML. */
    attachments?: (MailAttachment & { encoding: 'base64'; contentDisposition: 'inline' | 'attachment' })[];
    /** Stable for the outbox row, so a mail sent again after a crash is the same message to its receiver. */
    messageId?: string;
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
  /** Editions' mail; without it, edition mail waits in the outbox. */
  editions?: EditionDelivery;
}

/** What the sender needs for editions' mail (newsletter/edition-sending.ts). */
export interface EditionDelivery {
  /** NEWSLETTER_SEND_RATE: edition mails per second, shared by every server. */
  perSecond: number;
  /** Edition mails claimed per round (at most; fewer at a slow rate). */
  batchSize?: number;
  /** Each claimed edition mail's body for its subscriber; null when it must not go (they left). */
  bodies: (mails: ClaimedMail[]) => Promise<Map<number, ComposedMail | null>>;
  /** Once a round: begins scheduled editions that are due, and marks finished ones sent. */
  tick: () => Promise<unknown>;
}

/** Edition mails sent at once (nodemailer's pool keeps five connections open). */
const EDITION_CONNECTIONS = 4;

/** After this many failed attempts (about two days of backoff) a mail is marked failed for the owner to see. */
export const MAX_ATTEMPTS = 12;

/** Sent mail is kept this long (to answer questions about a delivery), then deleted (privacy policy). */
export const SENT_RETENTION_DAYS = 90;

/** Seconds to wait before attempt `attempts + 1`: 30 s, 1 min, 2 min … capped at 6 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

/** A claimed row of the outbox. */
export type ClaimedMail = typeof emailOutbox.$inferSelect;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The content a mail of the site's own carries in its row. */
function ownBody(mail: ClaimedMail): ComposedMail {
  return {
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    headers: mail.headers,
    attachments: mail.attachments,
  };
}

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
  editions,
}: OutboxSenderOptions) {
  // A mail's Message-ID names its outbox row at the sender's domain: a mail sent twice (its server
  // accepted it, then this process died before marking it) is one message to mail systems that
  // drop repeated Message-IDs.
  const senderDomain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  // At a slow rate a round claims only about a second's worth, so a welcome never waits long.
  const editionBatch = editions ? Math.max(1, Math.min(editions.batchSize ?? 100, Math.floor(editions.perSecond))) : 0;
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
  async function deliver(mail: ClaimedMail, body: ComposedMail, lost: AbortSignal, release: () => Promise<void>) {
    const send = (signal: AbortSignal) =>
      transport.sendMail({
        from,
        to: mail.toAddress,
        ...(replyTo ? { replyTo } : {}),
        subject: body.subject,
        text: body.text,
        html: body.html,
        headers: body.headers,
        ...(body.attachments?.length
          ? {
              attachments: body.attachments.map((attachment) => ({
                ...attachment,
                encoding: 'base64' as const,
                // Stated for every file: nodemailer leaves a text/* part (the calendar invitation)
                // without one, and some mail programs then show it as part of the text.
                contentDisposition: attachment.cid ? ('inline' as const) : ('attachment' as const),
              })),
            }
          : {}),
        messageId: `<outbox-${mail.id}@${senderDomain}>`,
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
    if (isBounce(outcome.error)) return bounce(mail, outcome.error);
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

  /**
   * The receiving server refused the address for good: the mail is marked bounced at once (no
   * retry), and a subscriber's address gets no more mail until the owner reactivates it or they
   * sign up again.
   */
  async function bounce(mail: ClaimedMail, error: unknown) {
    await db.transaction(async (tx) => {
      const marked = await tx
        .update(emailOutbox)
        .set({ status: 'bounced', lastError: describeFailure(error) })
        .where(and(ownClaim(mail), eq(emailOutbox.status, 'queued')))
        .returning({ id: emailOutbox.id });
      if (marked.length === 0 || mail.subscriberId === null) return;
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'bounced', bouncedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(newsletterSubscribers.id, mail.subscriberId),
            inArray(newsletterSubscribers.status, ['subscribed', 'pending']),
          ),
        );
      await cancelWaitingMail(tx, eq(emailOutbox.subscriberId, mail.subscriberId), 'the address bounced');
    });
    logger.warn({ mail: mail.id, kind: mail.kind }, 'mail bounced: the address was refused for good');
  }

  /** Claims up to `limit` due mail that `which` selects, leasing it to this sender. */
  async function claim(which: SQL | undefined, limit: number): Promise<ClaimedMail[]> {
    if (limit === 0) return [];
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`), which))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: leaseEnd(leaseSeconds) })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  const sendingEditions = db
    .select({ id: newsletterEditions.id })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.status, 'sending'));

  /**
   * One round: sends the mail of its own that is due now, then (with editions) a batch of due
   * edition mail at the shared pace; returns how many were attempted.
   */
  async function sendDue(): Promise<number> {
    const own = await claim(isNull(emailOutbox.editionId), batchSize);
    const ofEditions = await claim(inArray(emailOutbox.editionId, sendingEditions), editionBatch);
    const claimed = [...own, ...ofEditions];
    if (claimed.length === 0) return 0;
    const leases = keepLeases({ db, logger, leaseSeconds, claims: claimed });
    try {
      const bodies = editions && ofEditions.length > 0 ? await editions.bodies(ofEditions) : new Map();
      const paceStart =
        editions && ofEditions.length > 0
          ? Date.now() + (await takeSendSlots(db, ofEditions.length, editions.perSecond))
          : 0;
      /** Sends one claimed mail, or cancels it when it must not go; waits first for its slot, if paced. */
      const sendOne = async (mail: ClaimedMail, slot = 0) => {
        const body = mail.editionId === null ? ownBody(mail) : bodies.get(mail.id);
        if (!body) {
          await leases.release(mail.id);
          await db
            .update(emailOutbox)
            .set({ status: 'cancelled', lastError: 'no longer subscribed when it was their turn' })
            .where(and(ownClaim(mail), eq(emailOutbox.status, 'queued')));
          return;
        }
        const wait = slot - Date.now();
        if (wait > 0) await sleep(wait);
        // Another sender has the mail now (or it was cancelled): leave it, or stop sending it.
        const lost = await leases.take(mail.id);
        if (lost) await deliver(mail, body, lost, () => leases.release(mail.id));
      };
      for (const mail of own) await sendOne(mail);
      // Edition mail goes over several of the pool's connections at once, each mail at its slot
      // of the pace: one at a time, a round trip to the SMTP server and two to the database per
      // mail held it near 120 mails/s (npm run bench:newsletter).
      const perSecond = editions?.perSecond ?? 1;
      let next = 0;
      const worker = async () => {
        for (let index = next++; index < ofEditions.length; index = next++) {
          await sendOne(ofEditions[index] as ClaimedMail, paceStart + (index * 1000) / perSecond);
        }
      };
      await Promise.all(Array.from({ length: EDITION_CONNECTIONS }, worker));
    } finally {
      await leases.stop();
    }
    return claimed.length;
  }

  /** Begins due editions and finishes sent ones; a failure is logged and tried again next round. */
  async function tickEditions() {
    await editions?.tick().catch((error: unknown) => {
      logger.error({ error: loggableError(error) }, 'scheduled or finished editions could not be updated');
    });
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
      await tickEditions();
      do {
        again = false;
        let sent: number;
        do {
          sent = await sendDue();
          total += sent;
        } while (sent > 0 && !stopped);
      } while (again && !stopped);
      if (total > 0) await tickEditions();
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
