import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, loggableError } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

/** How long a claimed mail is reserved for the sender that claimed it (a crash mid-send retries after it). */
export const LEASE_SECONDS = 120;

/**
 * A sender's claim on a mail: the mail and the attempt number its claim set. Every claim adds one
 * to `attempts`, so a row still holding that number has not been claimed by anyone since (only
 * `retry-failed` lowers it, on failed mail, which no sender holds).
 */
export interface Claim {
  id: number;
  attempts: number;
}

/** The mail of `claim`, only while no other claim has replaced it. */
export function ownClaim(claim: Claim) {
  return and(eq(emailOutbox.id, claim.id), eq(emailOutbox.attempts, claim.attempts));
}

/** The end of a lease that starts now. */
export function leaseEnd(leaseSeconds: number) {
  return sql`now() + make_interval(secs => ${leaseSeconds})`;
}

/**
 * Keeps the leases of one round's claimed mail, waiting or being sent, by renewing them every
 * third of the lease, so a send slower than the lease stays with its sender. A mail whose claim is
 * gone (cancelled, or claimed by another sender after renewals failed) is dropped, and its signal
 * aborts a send in progress.
 */
export function keepLeases({
  db,
  logger,
  leaseSeconds,
  claims,
}: {
  db: Database;
  logger: FastifyBaseLogger;
  leaseSeconds: number;
  claims: Claim[];
}) {
  // When each lease was last set (the claim, just made, set them all).
  const held = new Map(
    claims.map((claim) => [claim.id, { claim, lost: new AbortController(), renewedAt: Date.now() }]),
  );
  let renewing: Promise<void> | undefined;

  /** Moves the leases of `ids` forward; drops those no longer ours. */
  async function renew(ids: number[]) {
    const mine = ids.flatMap((id) => held.get(id) ?? []);
    if (mine.length === 0) return;
    const rows = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: leaseEnd(leaseSeconds) })
      .where(and(eq(emailOutbox.status, 'queued'), or(...mine.map((entry) => ownClaim(entry.claim)))))
      .returning({ id: emailOutbox.id });
    const renewed = new Set(rows.map((row) => row.id));
    for (const entry of mine) {
      const { claim, lost } = entry;
      if (renewed.has(claim.id)) {
        entry.renewedAt = Date.now();
        continue;
      }
      if (!held.delete(claim.id)) continue;
      logger.warn({ mail: claim.id }, 'mail no longer claimed by this sender; leaving it');
      lost.abort(new Error('the mail was cancelled or claimed by another sender'));
    }
  }

  function renewAll() {
    if (renewing) return;
    renewing = renew([...held.keys()])
      .catch((error: unknown) => {
        // Harmless while it lasts: every send starts on a fresh lease and ends before it runs out.
        logger.warn({ error: loggableError(error) }, 'could not renew the lease on claimed mail');
      })
      .finally(() => {
        renewing = undefined;
      });
  }

  const timer = setInterval(renewAll, (leaseSeconds * 1000) / 3);
  timer.unref();
  return {
    /**
     * Renews the mail's lease right before it is sent unless two thirds of it are still ahead, so
     * the send starts with at least that (more than SEND_TIMEOUT_MS), without a write per mail in a
     * batch sent quickly. Returns a signal that aborts if the claim is lost later; undefined when
     * it is lost already.
     */
    async take(id: number): Promise<AbortSignal | undefined> {
      await renewing;
      const entry = held.get(id);
      if (entry && Date.now() - entry.renewedAt < (leaseSeconds * 1000) / 3) return entry.lost.signal;
      await renew([id]);
      return held.get(id)?.lost.signal;
    },
    /** Stops renewing the mail, after a renewal in progress, so the caller's own update comes last. */
    async release(id: number) {
      held.delete(id);
      await renewing;
    },
    /** Stops renewing (the round is over). */
    async stop() {
      clearInterval(timer);
      held.clear();
      await renewing;
    },
  };
}
