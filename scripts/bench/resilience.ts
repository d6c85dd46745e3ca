/**
 * `npm run bench:resilience` (also the last part of `npm run bench`): what a crash or a database
 * outage costs, against the production server on loopback.
 *
 * 1. kill -9: 5,000 signups from 50 clients at once; the server is killed (SIGKILL) once half are
 *    acknowledged and started again on the same data; every address answered 2xx must then be
 *    stored with its welcome mail. On PGlite (its folder) and on PostgreSQL (a fresh database).
 * 2. Database down: PostgreSQL is stopped for 5 s under light load (two visitors signing up, pages,
 *    /readyz) and started again; signups must be answered 503 within 3 s, pages stay 200, and
 *    signups are stored again within 5 s of PostgreSQL's return, without restarting the server.
 *
 * 3. Hostile clients (hostile-clients.ts): long paths sent back to back, 550 uploads trickling
 *    a byte a second, 2,100 silent connections, each beside a visitor asking for pages.
 *
 * PostgreSQL runs as a server of the benchmark's own in a temporary folder (initdb, pg_ctl), so
 * stopping it touches nothing else; without PostgreSQL installed only the PGlite runs are made.
 * Targets (issue 14): nothing lost, 503 within 3 s, recovery within 5 s; (issue 26) a long path
 * answered within 300 ms (p99) and /healthz beside it too, and ≥ 90% of pages served during the
 * slow uploads and the silent connections. Exits 1 when one is missed. Writes
 * bench-results/resilience-<date>.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureBuild, freePort, ROOT, stamp } from '../lib/bench-setup.ts';
import { startServer } from '../lib/server-process.ts';
import { postgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../lib/throwaway-postgres.ts';
import { databaseOutage, type OutageRun } from './database-outage.ts';
import {
  type HostileRun,
  hostileLines,
  longPaths,
  servedShare,
  silentConnections,
  slowUploads,
} from './hostile-clients.ts';
import { type KillRun, killMidRun } from './kill-mid-run.ts';

const SIGNUPS = Number(process.env.BENCH_KILL_SIGNUPS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_KILL_CONCURRENCY ?? 50);
const TARGET = { unavailableMs: 3_000, recoveryMs: 5_000, longPathMs: 300, servedShare: 0.9 };
/** The server as deployed, with a rate limit no benchmark client reaches; only errors logged. */
const SERVER_ENV = { NODE_ENV: 'production', NEWSLETTER_RATE_LIMIT: '100000000', LOG_LEVEL: 'error' };

function killLine(run: KillRun): string {
  const other = Object.keys(run.otherAnswers).length ? ` · other answers ${JSON.stringify(run.otherAnswers)}` : '';
  return `  ${run.database}: ${run.signups} signups at ${run.concurrency} at once · acknowledged ${run.acknowledged} · unanswered ${run.unanswered} (stored anyway ${run.storedUnanswered})${other} · stored ${run.stored} · lost ${run.lost} · back in ${(run.restartMs / 1000).toFixed(1)} s`;
}

function outageLines(run: OutageRun): string[] {
  return [
    `  down ${run.downSeconds} s: first 503 ${run.first503Ms} ms after the stop · slowest answer while down ${run.slowestAnswerWhileDownMs} ms · signups while down ${JSON.stringify(run.whileDown)} · Retry-After ${run.retryAfter}`,
    `  pages while down ${run.pages.ok}/${run.pages.requested} answered 200 · /readyz 503 after ${run.notReadyMs} ms`,
    `  back: first signup stored ${run.recoveryMs} ms after PostgreSQL accepted connections · /readyz 200 after ${run.readyAgainMs} ms`,
    `  lost ${run.lost} · answered 503 yet stored ${run.storedDespite503}`,
  ];
}

/** The hostile-client runs' targets missed, in words. */
function missedHostileTargets(runs: HostileRun[]): string[] {
  const missed: string[] = [];
  for (const run of runs) {
    if (run.attack && run.attack.p99Ms > TARGET.longPathMs) missed.push(`${run.name}: p99 ${run.attack.p99Ms} ms`);
    const health = run.visitor['/healthz'];
    if (health && health.p99Ms > TARGET.longPathMs) missed.push(`${run.name}: /healthz p99 ${health.p99Ms} ms`);
    if (servedShare(run) < TARGET.servedShare)
      missed.push(`${run.name}: ${(servedShare(run) * 100).toFixed(1)}% served`);
  }
  return missed;
}

/** Each target missed, in words (empty when all are met). */
function missedTargets(kills: KillRun[], outage: OutageRun | undefined, hostile: HostileRun[]): string[] {
  const missed = kills.filter((run) => run.lost > 0).map((run) => `${run.database}: ${run.lost} acknowledged lost`);
  missed.push(...missedHostileTargets(hostile));
  if (!outage) return missed;
  const within = (ms: number, limit: number) => Number.isFinite(ms) && ms <= limit;
  if (!within(outage.first503Ms, TARGET.unavailableMs)) missed.push(`first 503 after ${outage.first503Ms} ms`);
  if (!within(outage.slowestAnswerWhileDownMs, TARGET.unavailableMs))
    missed.push(`an answer took ${outage.slowestAnswerWhileDownMs} ms while down`);
  if (Object.keys(outage.whileDown).some((status) => status !== '503'))
    missed.push('answers other than 503 while down');
  if (outage.pages.ok < outage.pages.requested) missed.push('pages failed while the database was down');
  if (!within(outage.recoveryMs, TARGET.recoveryMs)) missed.push(`recovery after ${outage.recoveryMs} ms`);
  if (outage.lost > 0 || outage.storedDespite503 > 0) missed.push('signups lost or stored despite a 503');
  return missed;
}

async function main() {
  process.chdir(ROOT);
  ensureBuild(process.argv.includes('--build'));
  const bin = postgresBinaries();
  if (!bin) console.log('bench: PostgreSQL is not installed (scripts/ci/start-postgres.sh); PGlite only');

  const kills: KillRun[] = [];
  let outage: OutageRun | undefined;
  console.log(`bench: kill -9 in the middle of ${SIGNUPS} signups at ${CONCURRENCY} at once…`);
  kills.push(
    await killMidRun({
      database: 'pglite',
      port: await freePort(),
      env: SERVER_ENV,
      location: (server) => ({ dataDir: server.dataDir }),
      signups: SIGNUPS,
      concurrency: CONCURRENCY,
    }),
  );
  console.log(killLine(kills[0] as KillRun));
  if (bin) {
    let postgres: ThrowawayPostgres | undefined;
    try {
      postgres = await startThrowawayPostgres(bin);
      const url = postgres.url;
      const run = await killMidRun({
        database: 'postgres',
        port: await freePort(),
        env: { ...SERVER_ENV, DATABASE_URL: url, DATABASE_POOL_SIZE: '20' },
        location: () => ({ url }),
        signups: SIGNUPS,
        concurrency: CONCURRENCY,
      });
      kills.push(run);
      console.log(killLine(run));
      console.log('\nbench: PostgreSQL stopped under light load, then started again…');
      outage = await databaseOutage(postgres, await freePort());
      for (const line of outageLines(outage)) console.log(line);
    } finally {
      await postgres?.remove();
    }
  }

  console.log('\nbench: hostile clients beside a visitor (PGlite)…');
  const hostile: HostileRun[] = [];
  const server = await startServer(await freePort(), SERVER_ENV);
  try {
    const port = Number(new URL(server.url).port);
    for (const run of [longPaths, slowUploads, silentConnections]) {
      hostile.push(await run(port));
      for (const line of hostileLines(hostile.at(-1) as HostileRun)) console.log(line);
    }
  } finally {
    await server.stop();
  }

  const missed = missedTargets(kills, outage, hostile);
  console.log(
    `\nTargets: nothing acknowledged lost${outage ? `, 503 within ${TARGET.unavailableMs / 1000} s, pages served, recovery within ${TARGET.recoveryMs / 1000} s` : ''}, a long path and /healthz within ${TARGET.longPathMs} ms (p99), ≥ ${TARGET.servedShare * 100}% of pages served under slow uploads and silent connections → ${missed.length ? `NOT met (${missed.join('; ')})` : 'met'}`,
  );
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  const file = join('bench-results', `resilience-${stamp(new Date())}.json`);
  await writeFile(join(ROOT, file), JSON.stringify({ kills, outage, hostile, missed }, null, 2));
  console.log(`bench: wrote ${file}`);
  if (missed.length) process.exitCode = 1;
}

await main();
