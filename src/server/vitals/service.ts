/**
 * Field vitals inside the server: samples are stored as beacons arrive; about once a minute they
 * are rolled up and the report is recomputed, so /performance reads a report already made, however
 * many samples lie behind it. A reader never waits for a roll-up while there is a report: an old
 * one is shown while the next is made. Nor long for the first one after a start: when a backlog
 * takes the roll-up longer than a second (a million samples: 10–14 s), the report is made from
 * the days already rolled up, and replaced as soon as the roll-up is done.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, loggableError } from '../db/client.ts';
import type { Sample } from './beacon.ts';
import { buildReport, type VitalsReport } from './report.ts';
import { aggregates, insertSamples, rollUp } from './store.ts';

export interface VitalsService {
  /** How old the report may be, in seconds: /performance may be cached that long. */
  readonly refreshSeconds: number;
  record(samples: readonly Sample[]): Promise<void>;
  /**
   * The latest report; when it is older than `refreshMs`, a new one is started for the next reader.
   * Waits only when there is none yet.
   */
  report(): Promise<VitalsReport>;
  /** Rolls up the samples so far and remakes the report. */
  refresh(): Promise<VitalsReport>;
  /** Refreshes in the background every `refreshMs` until `stop`. */
  start(): void;
  stop(): Promise<void>;
}

export function createVitalsService({
  db,
  logger,
  refreshMs = 60_000,
  firstReportWaitMs = 1_000,
}: {
  db: Database;
  logger: FastifyBaseLogger;
  refreshMs?: number;
  /** How long the first reader waits for the roll-up before the report of the days rolled up so far. */
  firstReportWaitMs?: number;
}): VitalsService {
  let latest: { report: VitalsReport; at: number } | undefined;
  let running: Promise<VitalsReport> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function refresh(): Promise<VitalsReport> {
    running ??= (async () => {
      try {
        await rollUp(db);
        const report = buildReport(await aggregates(db));
        latest = { report, at: Date.now() };
        return report;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const refreshInBackground = () =>
    refresh().catch((error: unknown) => {
      logger.warn({ error: loggableError(error) }, 'web vitals: could not refresh the report');
      return undefined;
    });

  /** The roll-up's report if it is ready within the wait, else one of the days rolled up so far. */
  async function firstReport(): Promise<VitalsReport> {
    const rolledUp = await Promise.race([refreshInBackground(), sleep(firstReportWaitMs, undefined, { ref: false })]);
    if (rolledUp) return rolledUp;
    const report = buildReport(await aggregates(db));
    // Kept as already old: readers get it at once, and the roll-up's own report once it is made.
    latest ??= { report, at: 0 };
    return report;
  }

  return {
    refreshSeconds: Math.round(refreshMs / 1000),
    record: (samples) => insertSamples(db, samples),
    async report() {
      if (!latest) return firstReport();
      if (Date.now() - latest.at >= refreshMs) void refreshInBackground();
      return latest.report;
    },
    refresh,
    start() {
      // Made at start, so the first reader of /performance does not wait for the roll-up.
      void refreshInBackground();
      timer = setInterval(refreshInBackground, refreshMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
