/**
 * A per-client limit on attempts in a sliding minute, in memory. One process's view: behind several
 * processes each keeps its own count, which is still a limit per process (enough against a script
 * hammering a form; a shared limit would belong in the database).
 */
export interface RateLimiter {
  /** Counts one attempt by `client`; says whether it is allowed and, if not, when to retry. */
  take(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

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
