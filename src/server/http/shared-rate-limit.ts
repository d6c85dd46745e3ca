/**
 * Rate limits that hold across servers. With PostgreSQL every server counts a client's attempts
 * in one table (migrations/0008_rate_limits.sql): per limit and fixed window of the database's
 * clock, in one atomic upsert that never counts past the limit, so N servers together allow the
 * limit once, not N times. The client is stored as a keyed hash of its address (HMAC-SHA-256
 * under a random key kept once in the database, so every server computes the same hash), never
 * the address; each server deletes the windows that have ended once a minute, as attempts come.
 * If the database fails or is slow, the attempt is counted in this process instead for a while
 * (open, never a 500). With the embedded database one process serves the site, and the limits
 * stay in its memory.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type DatabaseConnection, loggableError, rowsOf } from '../db/client.ts';
import { purgeNowAndThen } from '../db/purge-now-and-then.ts';
import { rateLimitSecret, rateLimitWindows } from '../db/schema.ts';
import { type Allowance, createRateLimiter, type RateLimiter } from './rate-limit.ts';

/** The server's limits, as named in the table. */
export type LimitName =
  | 'newsletter'
  | 'newsletter-links'
  | 'quiz'
  | 'quiz-funnel'
  | 'vitals'
  | 'chat'
  | 'chat-llm'
  | 'owner'
  | 'owner-sign-in'
  | 'owner-account'
  | 'owner-code'
  | 'privacy'
  | 'booking';

/** Makes the limiter of one limit: `limit` attempts per client in `windowMs` (a minute by default). */
export type LimiterFactory = (name: LimitName, limit: number, windowMs?: number) => RateLimiter;

export interface SharedLimitOptions {
  /**
   * How long the database may take to count an attempt before this process counts it: 2 s, as
   * long as the pool waits for a connection, so a busy database under load is not mistaken for a
   * lost one (which fails at once, or after that wait).
   */
  timeoutMs?: number;
  /** After the database failed, how long this process counts alone before asking it again (10 s). */
  pauseMs?: number;
}

/** How often a server deletes the windows that have ended. */
const PURGE_EVERY_MS = 60_000;

/** The hash key all servers share: written once by whichever server needs it first, then read. */
function sharedKey(db: Database): () => Promise<string> {
  let key: Promise<string> | undefined;
  return () => {
    key ??= (async () => {
      const fresh = randomBytes(32).toString('hex');
      await db.insert(rateLimitSecret).values({ secret: fresh }).onConflictDoNothing();
      const [row] = await db.select({ secret: rateLimitSecret.secret }).from(rateLimitSecret);
      if (!row) throw new Error('rate_limit_secret is empty');
      return row.secret;
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}

/** `work`, or a rejection once `ms` have passed (the work itself goes on, unobserved). */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Limiters counted in PostgreSQL for every server on the database. All of a server's limiters
 * share the hash key and the fallback: while the database fails, each counts in this process.
 */
export function sharedLimiters(db: Database, logger: FastifyBaseLogger, options: SharedLimitOptions = {}) {
  const { timeoutMs = 2_000, pauseMs = 10_000 } = options;
  const key = sharedKey(db);
  let pausedUntil = 0;

  /** Counts one attempt in the database; allowed unless the window already holds `limit`. */
  async function countInDatabase(name: LimitName, client: string, limit: number, windowMs: number) {
    const hash = createHmac('sha256', await key())
      .update(client)
      .digest('base64url')
      .slice(0, 22);
    // The conditional update leaves a full window untouched: no row comes back, the attempt is refused.
    // Raw SQL: one atomic statement that also reads the database's clock (a CTE the builder cannot write).
    const [row] = rowsOf<{ now_ms: string | number; count: number | null }>(
      await db.execute(sql`
        WITH clock AS (SELECT (extract(epoch FROM now()) * 1000)::bigint AS now_ms),
        hit AS (
          INSERT INTO rate_limit_windows (name, client, window_end, count)
          SELECT ${name}, ${hash}, now_ms - now_ms % ${windowMs} + ${windowMs}, 1 FROM clock
          ON CONFLICT (name, client, window_end)
          DO UPDATE SET count = rate_limit_windows.count + 1 WHERE rate_limit_windows.count < ${limit}
          RETURNING count
        )
        SELECT now_ms, (SELECT count FROM hit) AS count FROM clock`),
    );
    if (!row) throw new Error('the rate limit statement returned nothing');
    if (row.count !== null) return { allowed: true } as const;
    const now = Number(row.now_ms);
    const windowEnd = now - (now % windowMs) + windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) } as const;
  }

  /** Windows that have ended go, every limit's, at most once a minute per server. */
  const purgeEndedWindows = purgeNowAndThen(PURGE_EVERY_MS, () =>
    db.delete(rateLimitWindows).where(lte(rateLimitWindows.windowEnd, sql`(extract(epoch FROM now()) * 1000)::bigint`)),
  );

  const limiter: LimiterFactory = (name, limit, windowMs = 60_000) => {
    const inProcess = createRateLimiter({ limit, windowMs });

    return {
      async take(client): Promise<Allowance> {
        if (Date.now() < pausedUntil) return inProcess.take(client);
        try {
          const allowance = await withinTime(countInDatabase(name, client, limit, windowMs), timeoutMs);
          purgeEndedWindows().catch((error: unknown) =>
            logger.warn({ error: loggableError(error) }, 'rate limits: ended windows not deleted yet'),
          );
          return allowance;
        } catch (error) {
          if (Date.now() >= pausedUntil) {
            pausedUntil = Date.now() + pauseMs;
            logger.warn(
              { error: loggableError(error), limit: name },
              `rate limits: the database did not count an attempt; counting in this process for ${pauseMs / 1000} s`,
            );
          }
          return inProcess.take(client);
        }
      },
    };
  };
  return limiter;
}

/**
 * Where the server's limits are counted, by its database: in PostgreSQL, shared by every server
 * on it; with the embedded database (one process by nature), in memory.
 */
export function rateLimiters(
  database: DatabaseConnection,
  logger: FastifyBaseLogger,
  options?: SharedLimitOptions,
): LimiterFactory {
  if (database.kind === 'postgres') return sharedLimiters(database.db, logger, options);
  return (_name, limit, windowMs = 60_000) => createRateLimiter({ limit, windowMs });
}
