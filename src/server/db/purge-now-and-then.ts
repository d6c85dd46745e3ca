/** An hour: how often old leads, chat questions and sent mail are looked for. */
export const HOURLY_MS = 60 * 60 * 1000;

/**
 * A purge of old rows that rides on work arriving anyway (a new lead, a question, a round of the
 * mail sender, a counted attempt), so there is no timer to run or stop: the returned function runs
 * `purge` when the last run started at least `everyMs` ago, else does nothing. The time counts
 * from the start of a run, failed or not, so a failing purge is not retried on every request.
 * Resolves when the run is done (at once when none is due); a failure is the caller's to log.
 */
export function purgeNowAndThen(everyMs: number, purge: () => Promise<unknown>): () => Promise<void> {
  let lastRun = 0;
  return async () => {
    if (Date.now() - lastRun < everyMs) return;
    lastRun = Date.now();
    await purge();
  };
}
