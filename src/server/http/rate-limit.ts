/** What a limiter answers for one attempt: allowed, or refused with when to try again. */
export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A per-client limit on attempts. In this process (below) with the embedded database, where one
 * process serves the site; shared by every server through PostgreSQL otherwise
 * (shared-rate-limit.ts, which also chooses between the two).
 */
export interface RateLimiter {
  /** Counts one attempt by `client` (its address); says whether it is allowed and, if not, when to retry. */
  take(client: string): Allowance | Promise<Allowance>;
}

/** A limit on attempts in a sliding window, counted in this process's memory. */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const attempts = new Map<string, number[]>();
  let lastSweep = Date.now();

  /** Forgets clients with no recent attempts, so the map cannot grow without bound. */
  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [client, times] of attempts) if ((times.at(-1) ?? 0) <= now - windowMs) attempts.delete(client);
  }

  return {
    take(client) {
      const now = Date.now();
      sweep(now);
      const recent = (attempts.get(client) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        attempts.set(client, recent);
        const oldest = recent[0] ?? now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      recent.push(now);
      attempts.set(client, recent);
      return { allowed: true };
    },
  };
}
