/**
 * The database-down run of `npm run bench:resilience`: the production server on a PostgreSQL server
 * of its own, under light load (signups, pages, /readyz), while that PostgreSQL is stopped for a few
 * seconds and started again. Measures how soon signups are answered 503, whether pages stay 200,
 * and how soon signups are stored again once the database is back, without restarting the server.
 */

import { startServer } from '../lib/server-process.ts';
import type { ThrowawayPostgres } from '../lib/throwaway-postgres.ts';
import { postSignup, type SignupAttempt, storedWithMail } from './signup-client.ts';

export interface OutageRun {
  /** How long PostgreSQL stayed down. */
  downSeconds: number;
  /** From `pg_ctl stop` being issued to the first signup answered 503. */
  first503Ms: number;
  /** The slowest signup answer while the database was down (each must be a 503 within 3 s). */
  slowestAnswerWhileDownMs: number;
  /** Signups sent while the database was down (stopped, not yet started), by status (0: no answer). */
  whileDown: Record<string, number>;
  /** Retry-After on those 503s. */
  retryAfter: string | null;
  /** Pages requested while the database was down, and how many were 200. */
  pages: { requested: number; ok: number };
  /** From `pg_ctl stop` being issued to /readyz answering 503. */
  notReadyMs: number;
  /** From PostgreSQL accepting connections again to the first signup answered 201. */
  recoveryMs: number;
  /** From PostgreSQL accepting connections again to /readyz answering 200. */
  readyAgainMs: number;
  /** Answered 201 but not stored (must be 0), and answered 503 but stored all the same (must be 0). */
  lost: number;
  storedDespite503: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the outage on `postgres`'s own database with a server on `port`. */
export async function databaseOutage(postgres: ThrowawayPostgres, port: number, downSeconds = 5): Promise<OutageRun> {
  const env = { DATABASE_URL: postgres.url, NEWSLETTER_RATE_LIMIT: '100000000', NODE_ENV: 'production' };
  const server = await startServer(port, { ...env, LOG_LEVEL: 'fatal' });
  const prefix = `outage.${Date.now()}.`;
  const signups: SignupAttempt[] = [];
  const pages: { at: number; status: number }[] = [];
  const readiness: { at: number; status: number }[] = [];
  let loading = true;

  /** Two visitors signing up, about 20 a second together. */
  async function signupLoop(worker: number) {
    for (let index = 0; loading; index++) {
      signups.push(await postSignup(server.url, `${prefix}${worker}.${index}@example.com`));
      await sleep(100);
    }
  }
  /** Pages and /readyz, polled the way a visitor and a monitor would. */
  async function pollLoop(path: string, into: { at: number; status: number }[], everyMs: number) {
    while (loading) {
      const response = await fetch(`${server.url}${path}`).catch(() => null);
      await response?.arrayBuffer();
      into.push({ at: performance.now(), status: response?.status ?? 0 });
      await sleep(everyMs);
    }
  }

  const load = Promise.all([
    signupLoop(0),
    signupLoop(1),
    pollLoop('/', pages, 100),
    pollLoop('/pt/blog/taro-o-que-significa', pages, 100),
    pollLoop('/readyz', readiness, 100),
  ]);
  let stopIssued = 0;
  let stopped = 0;
  let downUntil = 0;
  let backAt = 0;
  try {
    await sleep(2_000);
    stopIssued = performance.now();
    await postgres.stop();
    stopped = performance.now();
    await sleep(downSeconds * 1000);
    downUntil = performance.now();
    await postgres.start();
    backAt = performance.now();
    // Until a signup is stored again (or clearly not), then a moment more.
    while (performance.now() - backAt < 15_000 && !signups.some((s) => s.at > backAt && s.status === 201))
      await sleep(50);
    await sleep(1_000);
  } finally {
    loading = false;
    await load;
    await server.stop();
  }

  // Sent once PostgreSQL had stopped, answered before it was started again.
  const whileDownAttempts = signups.filter((s) => s.at - s.ms > stopped && s.at < downUntil);
  const whileDown: Record<string, number> = {};
  for (const attempt of whileDownAttempts) whileDown[attempt.status] = (whileDown[attempt.status] ?? 0) + 1;
  const pagesWhileDown = pages.filter((page) => page.at > stopped && page.at < downUntil);
  const stored = await storedWithMail({ url: postgres.url }, prefix);
  const after = (events: { at: number; status: number }[], since: number, status: number) =>
    events.find((event) => event.at > since && event.status === status)?.at ?? Number.NaN;
  return {
    downSeconds,
    first503Ms: Math.round(after(signups, stopIssued, 503) - stopIssued),
    slowestAnswerWhileDownMs: Math.round(Math.max(0, ...whileDownAttempts.map((s) => s.ms))),
    whileDown,
    retryAfter: whileDownAttempts.find((s) => s.status === 503)?.retryAfter ?? null,
    pages: { requested: pagesWhileDown.length, ok: pagesWhileDown.filter((page) => page.status === 200).length },
    notReadyMs: Math.round(after(readiness, stopIssued, 503) - stopIssued),
    recoveryMs: Math.round(after(signups, backAt, 201) - backAt),
    readyAgainMs: Math.round(after(readiness, backAt, 200) - backAt),
    lost: signups.filter((s) => s.status === 201 && !stored.has(s.email)).length,
    storedDespite503: signups.filter((s) => s.status === 503 && stored.has(s.email)).length,
  };
}
