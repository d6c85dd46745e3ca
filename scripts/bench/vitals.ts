/**
 * `npm run bench:vitals` (also part of `npm run bench`): field Web Vitals on the production server,
 * once on PGlite and once on PostgreSQL (when reachable).
 *
 * 1. Ingestion: autocannon posts page views' beacons (six metrics each, as the reporter sends them,
 *    with a phone's user agent and a same-origin header) as fast as it can, then at a steady rate a
 *    little above the target. Afterwards the database is counted: every metric answered 204 must be
 *    stored (raw or already rolled up).
 * 2. /performance with 1 million samples: the database is filled to a million samples spread over
 *    the 28 days, the server restarted on it; the first request (timed) starts their roll-up and
 *    waits for it a second at most, then the page is requested under load while the roll-up goes on
 *    and the report refreshes every few seconds.
 *
 * Targets (issue 9), on PostgreSQL: >= 2,000 metrics/s at p99 < 50 ms, nothing lost; /performance
 * p99 < 100 ms with 1 million samples. Writes bench-results/vitals-<date>.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { METRICS, THRESHOLDS } from '../../src/lib/vitals/ratings.ts';
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
import { startServer } from '../lib/server-process.ts';

const DURATION_SECONDS = Number(process.env.BENCH_VITALS_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_VITALS_CONNECTIONS ?? 10);
/** A page view's beacon carries LCP, FID, CLS, FCP, TTFB and INP. */
const METRICS_PER_BEACON = METRICS.length;
const TARGET = { metricsPerSecond: 2000, ingestP99Ms: 50, pageP99Ms: 100, samples: 1_000_000 };
/** The steady load of the latency phase: the target with 10 % headroom, in beacons per second. */
const TARGET_BEACON_RATE = Math.ceil((TARGET.metricsPerSecond * 1.1) / METRICS_PER_BEACON);
/** Visitors reading /performance at once during its phase (it is a page people read, not an API). */
const PAGE_CONNECTIONS = Number(process.env.BENCH_VITALS_PAGE_CONNECTIONS ?? 4);
/** The report refreshes this often during the page phase (production: every 60 s). */
const REFRESH_SECONDS = 5;

const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const PAGES = ['/', '/blog/tarot-meaning', '/pt/blog/taro-o-que-significa', '/chakra', '/es/', '/it/about', '/faq'];

interface VitalsRun {
  database: BenchDatabase;
  ingestion: { capacity: Phase; atTargetRate: Phase; accepted: number; stored: number; lost: number };
  page: { samples: number; seedSeconds: number; firstRequestMs: number; load: Phase };
}

/** A page view's beacon, with values spread around typical field figures. */
function beaconBody(view: number, origin: string): { body: string; referer: string } {
  const path = PAGES[view % PAGES.length] ?? '/';
  const spread = 0.6 + ((view * 7919) % 100) / 100; // 0.6 to 1.6, deterministic
  const typical = { lcp: 1900, fid: 12, cls: 0.03, fcp: 1200, ttfb: 350, inp: 90 };
  const metrics = METRICS.map((metric) => ({
    metric,
    value: typical[metric] * spread,
    rating: 'good',
    url: path,
    timestamp: Date.now(),
    userAgent: PHONE_CHROME,
    connection: '4g',
    id: `v5-${view}-${metric}`,
    navigationType: 'navigate',
  }));
  return { body: JSON.stringify(metrics), referer: `${origin}${path}` };
}

/** Samples stored so far: still raw, plus those rolled up into the daily histograms. */
async function countSamples(connection: DatabaseConnection): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await connection.db.execute(sql`
      SELECT (SELECT count(*) FROM web_vital_samples) + (SELECT coalesce(sum(samples), 0) FROM web_vital_daily) AS n`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Adds `count` raw samples spread over the report's 28 days, metrics, page groups, devices and
 * languages, with values around each metric's good threshold (so all three ratings occur).
 */
async function seedSamples(connection: DatabaseConnection, count: number) {
  const ratingCase = sql.join(
    METRICS.map(
      (metric) =>
        sql`WHEN ${metric} THEN CASE WHEN v <= ${THRESHOLDS[metric].good} THEN 'good' WHEN v <= ${THRESHOLDS[metric].poor} THEN 'needs-improvement' ELSE 'poor' END`,
    ),
    sql` `,
  );
  const goodCase = sql.join(
    METRICS.map((metric) => sql`WHEN ${metric} THEN ${THRESHOLDS[metric].good}::float8`),
    sql` `,
  );
  const chunk = 100_000;
  for (let done = 0; done < count; done += chunk) {
    const size = Math.min(chunk, count - done);
    await connection.db.execute(sql`
      INSERT INTO web_vital_samples (recorded_at, metric, value, rating, page_group, page_path, device, browser, connection, locale)
      SELECT recorded_at, metric, v, CASE metric ${ratingCase} END, page_group, page_path, device, 'chrome', '4g', locale
      FROM (
        SELECT now() - random() * interval '27 days' AS recorded_at,
               m.metric,
               (CASE m.metric ${goodCase} END) * exp((random() - 0.6) * 1.6) AS v,
               (ARRAY['home', 'article', 'article', 'guide', 'other'])[1 + i % 5] AS page_group,
               '/blog/tarot-meaning' AS page_path,
               (ARRAY['mobile', 'mobile', 'mobile', 'desktop'])[1 + (i / 5) % 4] AS device,
               (ARRAY['pt', 'pt', 'en', 'es', 'it'])[1 + (i / 20) % 5] AS locale
        FROM generate_series(1, ${size}) AS i,
             LATERAL (SELECT (ARRAY['lcp', 'fid', 'cls', 'fcp', 'ttfb', 'inp'])[1 + i % 6] AS metric) AS m
      ) AS generated`);
  }
}

/** How long one request takes, in ms (the first /performance request waits up to a second for the roll-up). */
async function timeRequest(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Math.round(performance.now() - started);
}

async function run(database: BenchDatabase): Promise<VitalsRun> {
  return withBenchDatabase(database, 'vibra_bench_vitals', async (databaseEnv, databaseUrl) => {
    const env = {
      NODE_ENV: 'production',
      VITALS_RATE_LIMIT: '100000000',
      VITALS_REPORT_SECONDS: String(REFRESH_SECONDS),
      ...databaseEnv,
    };
    const open = (dataDir: string) => openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });

    // 1. Ingestion on an empty database.
    const server = await startServer(await freePort(), env);
    let view = 0;
    const load = (options: { connections: number; duration: number; overallRate?: number }) =>
      loadPhase({
        url: `${server.url}/api/analytics/web-vitals`,
        ...options,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const { body, referer } = beaconBody(view++, server.url);
              return {
                ...request,
                body,
                headers: {
                  'content-type': 'application/json',
                  origin: server.url,
                  referer,
                  'user-agent': PHONE_CHROME,
                },
              };
            },
          },
        ],
      });
    let phases: { warmUp: Phase; capacity: Phase; atTargetRate: Phase };
    try {
      const warmUp = await load({ connections: 4, duration: 2 });
      const capacity = await load({ connections: CONNECTIONS, duration: DURATION_SECONDS });
      const atTargetRate = await load({
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        overallRate: TARGET_BEACON_RATE,
      });
      phases = { warmUp, capacity, atTargetRate };
    } finally {
      await server.stop();
    }
    const accepted =
      [phases.warmUp, phases.capacity, phases.atTargetRate].reduce(
        (sum, phase) => sum + (phase.status['204'] ?? 0),
        0,
      ) * METRICS_PER_BEACON;

    // 2. Fill up to a million samples, restart on the same data, read /performance.
    const connection = await open(server.dataDir);
    let stored: number;
    const seedStarted = performance.now();
    try {
      stored = await countSamples(connection);
      await seedSamples(connection, Math.max(0, TARGET.samples - stored));
    } finally {
      await connection.close();
    }
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const reader = await startServer(await freePort(), { ...env, DATA_DIR: server.dataDir });
    try {
      const firstRequestMs = await timeRequest(`${reader.url}/performance`);
      await loadPhase({ url: `${reader.url}/performance`, connections: 2, duration: 2 }); // warm-up
      const pageLoad = await loadPhase({
        url: `${reader.url}/performance`,
        connections: PAGE_CONNECTIONS,
        duration: DURATION_SECONDS,
      });
      return {
        database,
        ingestion: { ...phases, accepted, stored, lost: Math.max(0, accepted - stored) },
        page: { samples: TARGET.samples, seedSeconds, firstRequestMs, load: pageLoad },
      };
    } finally {
      await reader.stop();
    }
  });
}

async function main() {
  process.chdir(ROOT);
  ensureBuild(process.argv.includes('--build'));
  const runs: VitalsRun[] = [];
  for (const database of await benchDatabases()) {
    console.log(`bench: web vitals on ${database}, ${CONNECTIONS} connections for ${DURATION_SECONDS} s…`);
    const result = await run(database);
    runs.push(result);
    const { ingestion, page } = result;
    console.log(phaseLine('beacons, capacity', ingestion.capacity, 'metrics', '204', METRICS_PER_BEACON));
    console.log(
      phaseLine(
        `beacons at ${TARGET_BEACON_RATE * METRICS_PER_BEACON} metrics/s`,
        ingestion.atTargetRate,
        'metrics',
        '204',
        METRICS_PER_BEACON,
      ),
    );
    console.log(`  stored ${ingestion.stored} of ${ingestion.accepted} accepted metrics · lost ${ingestion.lost}`);
    console.log(
      `  /performance with ${page.samples.toLocaleString('en')} samples (filled in ${page.seedSeconds} s): first request ${page.firstRequestMs} ms (waits up to 1 s for the roll-up)`,
    );
    console.log(phaseLine(`/performance, ${PAGE_CONNECTIONS} readers`, page.load, 'pages', '200'));
  }
  const postgres = runs.find((entry) => entry.database === 'postgres');
  if (postgres) {
    const { atTargetRate } = postgres.ingestion;
    const ingestMet =
      atTargetRate.requestsPerSecond * METRICS_PER_BEACON >= TARGET.metricsPerSecond &&
      atTargetRate.latencyMs.p99 < TARGET.ingestP99Ms &&
      postgres.ingestion.lost === 0;
    const pageMet = postgres.page.load.latencyMs.p99 < TARGET.pageP99Ms;
    console.log(
      `\nTarget on PostgreSQL: >= ${TARGET.metricsPerSecond} metrics/s at p99 < ${TARGET.ingestP99Ms} ms, nothing lost → ${ingestMet ? 'met' : 'NOT met'}`,
    );
    console.log(
      `Target on PostgreSQL: /performance p99 < ${TARGET.pageP99Ms} ms with 1 million samples → ${pageMet ? 'met' : 'NOT met'}`,
    );
  }
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  const file = join('bench-results', `vitals-${stamp(new Date())}.json`);
  await writeFile(
    join(ROOT, file),
    JSON.stringify({ connections: CONNECTIONS, seconds: DURATION_SECONDS, runs }, null, 2),
  );
  console.log(`bench: wrote ${file}`);
}

await main();
