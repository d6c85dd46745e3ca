/**
 * What the endpoint benchmarks share: one autocannon load phase and how it is reported, and the
 * databases a run covers (PGlite always, PostgreSQL when one is reachable, in a database of its own
 * that is dropped afterwards whatever happens).
 */
import autocannon from 'autocannon';
import {
  createDatabase,
  dropDatabase,
  postgresReachable,
  TEST_POSTGRES_URL,
} from '../../src/server/db/postgres-admin.ts';

export type BenchDatabase = 'pglite' | 'postgres';

/** One load phase: what autocannon measured. */
export interface Phase {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  status: Record<string, number>;
  errors: number;
  timeouts: number;
}

function statusCountsOf(result: autocannon.Result): Record<string, number> {
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return Object.fromEntries(Object.entries(stats).map(([code, entry]) => [code, entry.count]));
}

/** Runs one autocannon phase. */
export async function loadPhase(options: autocannon.Options): Promise<Phase> {
  const result = await autocannon(options);
  const { p50, p90, p99, max } = result.latency;
  return {
    requestsPerSecond: Math.round(result.requests.mean),
    latencyMs: { p50, p90, p99, max },
    status: statusCountsOf(result),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A phase as one line: `name: 512 signups/s · p50 … · other answers {…}`. */
export function phaseLine(name: string, phase: Phase, unit: string, expectedStatus: string, perRequest = 1): string {
  const { p50, p99, max } = phase.latencyMs;
  const other = Object.entries(phase.status).filter(([code]) => code !== expectedStatus);
  const rate = Math.round(phase.requestsPerSecond * perRequest);
  return `  ${name}: ${rate} ${unit}/s · p50 ${p50} ms · p99 ${p99} ms · max ${max} ms · errors ${phase.errors}${other.length ? ` · other answers ${JSON.stringify(Object.fromEntries(other))}` : ''}`;
}

/** The databases to measure: PGlite, and PostgreSQL when reachable (said so when it is not). */
export async function benchDatabases(): Promise<BenchDatabase[]> {
  if (await postgresReachable(TEST_POSTGRES_URL)) return ['pglite', 'postgres'];
  console.log(`bench: no PostgreSQL at ${TEST_POSTGRES_URL} (run scripts/ci/start-postgres.sh); PGlite only`);
  return ['pglite'];
}

/**
 * Runs `work` with the server environment for `database`: nothing extra for PGlite; for PostgreSQL
 * a fresh database (its URL in DATABASE_URL), dropped afterwards even if `work` throws.
 */
export async function withBenchDatabase<T>(
  database: BenchDatabase,
  prefix: string,
  work: (env: Record<string, string>, databaseUrl: string | undefined) => Promise<T>,
): Promise<T> {
  if (database === 'pglite') return work({}, undefined);
  const created = await createDatabase(TEST_POSTGRES_URL, prefix);
  try {
    return await work({ DATABASE_URL: created.url, DATABASE_POOL_SIZE: '20' }, created.url);
  } finally {
    await dropDatabase(TEST_POSTGRES_URL, created.name);
  }
}
