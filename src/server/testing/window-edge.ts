import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits out the end of a fixed rate-limit window when it is less than `marginMs` away, so a test
 * that counts attempts against a limit does not see the count start again half-way.
 */
export async function awayFromWindowEdge(windowMs = 60_000, marginMs = 2_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await sleep(left + 50);
}
