/**
 * The kill -9 run of `npm run bench:resilience`: signups from many clients at once against the
 * production server, which is killed (SIGKILL, no shutdown at all) halfway and started again on the
 * same database. Afterwards every address that was answered 2xx must be stored with its welcome
 * mail; the signups in flight at the kill got no answer and may or may not be stored.
 */
import type { DatabaseLocation } from '../../src/server/db/client.ts';
import { type RunningServer, startServer } from '../lib/server-process.ts';
import { postSignup, storedWithMail } from './signup-client.ts';

export interface KillRun {
  database: 'pglite' | 'postgres';
  signups: number;
  concurrency: number;
  /** Answered 2xx: the server said the address is on the list. */
  acknowledged: number;
  /** No answer (in flight at the kill, or sent while the server was down). */
  unanswered: number;
  /** Any other answer, by status. */
  otherAnswers: Record<string, number>;
  /** Stored with their welcome mail, of all the run's addresses. */
  stored: number;
  /** Acknowledged but not stored: must be 0. */
  lost: number;
  /** Signups in flight at the kill that were stored all the same (their answer never left). */
  storedUnanswered: number;
  /** From the kill to the restarted server answering /healthz. */
  restartMs: number;
}

/**
 * Sends `signups` signups from `concurrency` clients, kills the server once half are acknowledged,
 * restarts it and lets the clients carry on; then stops it and reads the database.
 */
export async function killMidRun(options: {
  database: KillRun['database'];
  port: number;
  env: Record<string, string>;
  location: (server: RunningServer) => DatabaseLocation;
  signups: number;
  concurrency: number;
}): Promise<KillRun> {
  const { signups, concurrency, port, env } = options;
  let server = await startServer(port, env);
  const restartEnv = { ...env, DATA_DIR: server.dataDir };
  const prefix = `kill.${options.database}.${Date.now()}.`;
  const acknowledged = new Set<string>();
  const unanswered = new Set<string>();
  const otherAnswers: Record<string, number> = {};
  let running: Promise<void> = Promise.resolve();
  let killed = false;
  let restartMs = 0;

  async function killAndRestart() {
    killed = true;
    running = (async () => {
      const started = performance.now();
      const exited = new Promise((resolve) => server.process.once('exit', resolve));
      server.process.kill('SIGKILL');
      await exited;
      server = await startServer(port, restartEnv);
      restartMs = performance.now() - started;
    })();
    await running;
  }

  let next = 0;
  async function client() {
    for (;;) {
      const index = next++;
      if (index >= signups) return;
      await running;
      const email = `${prefix}${index}@example.com`;
      const attempt = await postSignup(server.url, email);
      if (attempt.status >= 200 && attempt.status < 300) acknowledged.add(email);
      else if (attempt.status === 0) unanswered.add(email);
      else otherAnswers[attempt.status] = (otherAnswers[attempt.status] ?? 0) + 1;
      if (!killed && acknowledged.size >= signups / 2) await killAndRestart();
    }
  }

  try {
    await Promise.all(Array.from({ length: concurrency }, client));
  } finally {
    await running.catch(() => undefined);
    await server.stop();
  }
  const stored = await storedWithMail(options.location(server), prefix);
  return {
    database: options.database,
    signups,
    concurrency,
    acknowledged: acknowledged.size,
    unanswered: unanswered.size,
    otherAnswers,
    stored: stored.size,
    lost: [...acknowledged].filter((email) => !stored.has(email)).length,
    storedUnanswered: [...unanswered].filter((email) => stored.has(email)).length,
    restartMs: Math.round(restartMs),
  };
}
