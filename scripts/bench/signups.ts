/**
 * `npm run bench:signups` (also the last part of `npm run bench`): newsletter signups per second
 * and latency against the production server on loopback, once on the embedded database (PGlite)
 * and once on PostgreSQL (when one is reachable: TEST_DATABASE_URL or scripts/ci/start-postgres.sh).
 * autocannon posts distinct addresses as the island does; afterwards the database is counted, so a
 * signup that was answered 201 but not stored (or stored without its welcome mail) shows as lost.
 * Writes bench-results/signups-<date>.json. Target (issue 4): >= 500 signups/s at p99 < 50 ms on
 * PostgreSQL, nothing lost.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseConnection, openDatabase, rowsOf } from '../../src/server/db/client.ts';
import { ensureBuild, freePort, ROOT, stamp } from '../lib/bench-setup.ts';
import {
  type BenchDatabase,
  benchDatabases,
  loadPhase,
  type Phase,
  phaseLine,
  withBenchDatabase,
} from '../lib/load-phase.ts';
import { type RunningServer, startServer } from '../lib/server-process.ts';
import { distinctSignups } from './signup-client.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SIGNUP_SECONDS ?? 15);
/**
 * Concurrent clients. Ten is already far more signups at once than the site will ever see; at 32
 * the two cores (server, PostgreSQL and autocannon share them) saturate and p99 reflects queueing.
 */
const CONNECTIONS = Number(process.env.BENCH_SIGNUP_CONNECTIONS ?? 10);
const TARGET = { signupsPerSecond: 500, p99Ms: 50 };
/** The steady load of the latency phase: the target with a little headroom. */
const TARGET_RATE = Number(process.env.BENCH_SIGNUP_RATE ?? 550);

interface SignupRun {
  database: BenchDatabase;
  /** As many signups as CONNECTIONS clients can push: the ceiling. */
  capacity: Phase;
  /** A steady offered load of TARGET_RATE signups/s: the latency visitors see at that load. */
  atTargetRate: Phase;
  stored: number;
  welcomeMails: number;
  /** Signups answered 201 but missing from the database, plus subscribers without a welcome mail. */
  lost: number;
}
/** Subscribers and welcome mails this run stored (its addresses share a prefix). */
async function countStored(database: DatabaseConnection, prefix: string) {
  const [subscribers] = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email LIKE ${`${prefix}%`}`,
    ),
  );
  const [mails] = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'welcome' AND to_address LIKE ${`${prefix}%`}`,
    ),
  );
  return { stored: subscribers?.n ?? 0, welcomeMails: mails?.n ?? 0 };
}

async function run(database: BenchDatabase): Promise<SignupRun> {
  const port = await freePort();
  return withBenchDatabase(database, 'vibra_bench', async (databaseEnv, databaseUrl) => {
    const env = { NEWSLETTER_RATE_LIMIT: '100000000', NODE_ENV: 'production', ...databaseEnv };
    return measure(database, await startServer(port, env), databaseUrl);
  });
}

/** The three load phases against a started server, then the count of what it stored. */
async function measure(database: BenchDatabase, server: RunningServer, databaseUrl: string | undefined) {
  const prefix = `bench.${database}.${Date.now()}.`;
  const signup = distinctSignups(prefix);
  let promised = 0;
  /** One autocannon run posting distinct addresses as the island does. */
  async function load(options: { connections: number; duration: number; overallRate?: number }): Promise<Phase> {
    const phase = await loadPhase({ url: `${server.url}/api/newsletter`, ...options, requests: [signup] });
    promised += phase.status['201'] ?? 0;
    return phase;
  }
  try {
    await load({ connections: 4, duration: 2 }); // warm-up: JIT and pool; checked like the rest
    const capacity = await load({ connections: CONNECTIONS, duration: DURATION_SECONDS });
    const atTargetRate = await load({ connections: CONNECTIONS, duration: DURATION_SECONDS, overallRate: TARGET_RATE });
    await server.stop();
    const connection = databaseUrl
      ? await openDatabase({ url: databaseUrl })
      : await openDatabase({ dataDir: server.dataDir });
    const counts = await countStored(connection, prefix).finally(() => connection.close());
    return {
      database,
      capacity,
      atTargetRate,
      ...counts,
      lost: Math.max(0, promised - counts.stored) + Math.max(0, counts.stored - counts.welcomeMails),
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  process.chdir(ROOT);
  ensureBuild(process.argv.includes('--build'));
  const databases = await benchDatabases();

  const runs: SignupRun[] = [];
  for (const database of databases) {
    console.log(`bench: signups on ${database}, ${CONNECTIONS} connections for ${DURATION_SECONDS} s…`);
    const result = await run(database);
    runs.push(result);
    console.log(phaseLine('capacity', result.capacity, 'signups', '201'));
    console.log(phaseLine(`at ${TARGET_RATE}/s`, result.atTargetRate, 'signups', '201'));
    console.log(`  stored ${result.stored} subscribers and ${result.welcomeMails} welcome mails · lost ${result.lost}`);
  }
  const postgres = runs.find((entry) => entry.database === 'postgres');
  if (postgres) {
    const met =
      postgres.capacity.requestsPerSecond >= TARGET.signupsPerSecond &&
      postgres.atTargetRate.requestsPerSecond >= TARGET.signupsPerSecond &&
      postgres.atTargetRate.latencyMs.p99 < TARGET.p99Ms;
    console.log(
      `\nTarget on PostgreSQL: >= ${TARGET.signupsPerSecond} signups/s at p99 < ${TARGET.p99Ms} ms, nothing lost → ${met && postgres.lost === 0 ? 'met' : 'NOT met'}`,
    );
  }
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  const file = join('bench-results', `signups-${stamp(new Date())}.json`);
  await writeFile(
    join(ROOT, file),
    JSON.stringify({ connections: CONNECTIONS, seconds: DURATION_SECONDS, runs }, null, 2),
  );
  console.log(`bench: wrote ${file}`);
}

await main();
