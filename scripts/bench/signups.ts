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
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type DatabaseConnection, openDatabase, rowsOf } from '../../src/server/db/client.ts';
import {
  createDatabase,
  dropDatabase,
  postgresReachable,
  TEST_POSTGRES_URL,
} from '../../src/server/db/postgres-admin.ts';
import { ensureBuild, freePort, ROOT, stamp } from '../lib/bench-setup.ts';
import { type RunningServer, startServer } from '../lib/server-process.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SIGNUP_SECONDS ?? 15);
/**
 * Concurrent clients. Ten is already far more signups at once than the site will ever see; at 32
 * the two cores (server, PostgreSQL and autocannon share them) saturate and p99 reflects queueing.
 */
const CONNECTIONS = Number(process.env.BENCH_SIGNUP_CONNECTIONS ?? 10);
const TARGET = { signupsPerSecond: 500, p99Ms: 50 };
/** The steady load of the latency phase: the target with a little headroom. */
const TARGET_RATE = Number(process.env.BENCH_SIGNUP_RATE ?? 550);

/** One load phase: what autocannon measured. */
interface Phase {
  signupsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  status: Record<string, number>;
  errors: number;
  timeouts: number;
}

interface SignupRun {
  database: 'pglite' | 'postgres';
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

function statusCountsOf(result: autocannon.Result): Record<string, number> {
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return Object.fromEntries(Object.entries(stats).map(([code, entry]) => [code, entry.count]));
}

async function run(database: SignupRun['database']): Promise<SignupRun> {
  const port = await freePort();
  const env: Record<string, string> = { NEWSLETTER_RATE_LIMIT: '100000000', NODE_ENV: 'production' };
  const created = database === 'postgres' ? await createDatabase(TEST_POSTGRES_URL, 'vibra_bench') : undefined;
  if (created) {
    env.DATABASE_URL = created.url;
    env.DATABASE_POOL_SIZE = '20';
  }
  // The database is dropped whatever happens, even if the server never starts.
  try {
    return await measure(database, await startServer(port, env), created?.url);
  } finally {
    if (created) await dropDatabase(TEST_POSTGRES_URL, created.name);
  }
}

/** The three load phases against a started server, then the count of what it stored. */
async function measure(database: SignupRun['database'], server: RunningServer, databaseUrl: string | undefined) {
  const prefix = `bench.${database}.${Date.now()}.`;
  let counter = 0;
  let promised = 0;
  /** One autocannon run posting distinct addresses as the island does. */
  async function load(options: { connections: number; duration: number; overallRate?: number }): Promise<Phase> {
    const result = await autocannon({
      url: `${server.url}/api/newsletter`,
      ...options,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: `${prefix}${counter++}@example.com`, locale: 'pt', source: '/pt/' }),
          }),
        },
      ],
    });
    const status = statusCountsOf(result);
    promised += status['201'] ?? 0;
    const { p50, p90, p99, max } = result.latency;
    return {
      signupsPerSecond: Math.round(result.requests.mean),
      latencyMs: { p50, p90, p99, max },
      status,
      errors: result.errors,
      timeouts: result.timeouts,
    };
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

function phaseLine(name: string, phase: Phase): string {
  const { p50, p99, max } = phase.latencyMs;
  const other = Object.entries(phase.status).filter(([code]) => code !== '201');
  return `  ${name}: ${phase.signupsPerSecond} signups/s · p50 ${p50} ms · p99 ${p99} ms · max ${max} ms · errors ${phase.errors}${other.length ? ` · other answers ${JSON.stringify(Object.fromEntries(other))}` : ''}`;
}

async function main() {
  process.chdir(ROOT);
  ensureBuild(process.argv.includes('--build'));
  const databases: SignupRun['database'][] = ['pglite'];
  if (await postgresReachable(TEST_POSTGRES_URL)) databases.push('postgres');
  else console.log(`bench: no PostgreSQL at ${TEST_POSTGRES_URL} (run scripts/ci/start-postgres.sh); PGlite only`);

  const runs: SignupRun[] = [];
  for (const database of databases) {
    console.log(`bench: signups on ${database}, ${CONNECTIONS} connections for ${DURATION_SECONDS} s…`);
    const result = await run(database);
    runs.push(result);
    console.log(phaseLine('capacity', result.capacity));
    console.log(phaseLine(`at ${TARGET_RATE}/s`, result.atTargetRate));
    console.log(`  stored ${result.stored} subscribers and ${result.welcomeMails} welcome mails · lost ${result.lost}`);
  }
  const postgres = runs.find((entry) => entry.database === 'postgres');
  if (postgres) {
    const met =
      postgres.capacity.signupsPerSecond >= TARGET.signupsPerSecond &&
      postgres.atTargetRate.signupsPerSecond >= TARGET.signupsPerSecond &&
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
