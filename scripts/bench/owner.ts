/**
 * `npm run bench:owner` (also part of `npm run bench`): the owner's area at scale, on a PostgreSQL
 * server of the benchmark's own (throwaway-postgres.ts, removed at the end) holding 100,000
 * newsletter subscribers and 100,000 quiz requests, seeded in SQL with a realistic spread of
 * languages, statuses, signup pages and addresses.
 *
 * 1. The lists: a few hundred searches, filters, sorts and pages (down to page 2,000) of the
 *    subscriber list and of the quiz requests, as the owner's pages ask for them (findSubscribers,
 *    findLeads), one at a time; p50, p95 and p99 per kind.
 * 2. The subscriber CSV export at 10,000 and then 100,000 rows, into a sink that drops it: its
 *    time, and how far memory (RSS, heap) rose above where it started while it streamed.
 * 3. An import of a Ghost export of 10,000 new addresses, with repeats, addresses already on the
 *    list, malformed ones and unknown languages: its time and its report.
 * 4. Sign-in, password then TOTP code, through the owner's HTTP API in the app (inject, no
 *    network): 20 owner accounts, each signed in once (a code works once per 30-second step).
 *
 * Targets (the owner's area at scale): a page of a list p99 < 100 ms; the export in seconds (under
 * 10 s) with memory that does not grow with the rows; 10,000 rows imported in seconds (under 10 s);
 * sign-in median < 300 ms. Writes bench-results/owner-<date>.json and its figures between the
 * bench:owner markers of docs/performance.md. Exits 1 when a target is missed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { importSubscribers } from '../../src/server/admin/import.ts';
import { findLeads, leadFilterOf } from '../../src/server/admin/leads.ts';
import { findSubscribers, subscriberFilterOf, subscribersCsvLines } from '../../src/server/admin/subscribers.ts';
import { csvField } from '../../src/server/csv.ts';
import { type Database, rowsOf } from '../../src/server/db/client.ts';
import type { testApp } from '../../src/server/testing/fixtures.ts';
import { percentile, ROOT, stamp } from '../lib/bench-setup.ts';
import { startThrowawayPostgres } from '../lib/throwaway-postgres.ts';
import { writeBetweenMarkers } from './performance-doc.ts';

const ROWS = 100_000;
const EXPORT_SMALL = 10_000;
const IMPORT_ROWS = 10_000;
const OWNERS = 20;
/** Rounds over the query mix, after one round of warm-up. */
const ROUNDS = Number(process.env.BENCH_OWNER_ROUNDS ?? 8);
const TARGET = { listP99Ms: 100, exportSeconds: 10, importSeconds: 10, signInMedianMs: 300 };

// A heap measured after a collection, not wherever the collector happened to be.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const round1 = (value: number) => Math.round(value * 10) / 10;
const mib = (bytes: number) => round1(bytes / 1024 / 1024);

// ---------------------------------------------------------------------------------------------
// Seeding

/** A deterministic spread per row: h(i) in 0..2^32, read two decimal digits at a time. */
const HASH = sql.raw('((i::bigint * 2654435761) % 4294967296)');
const FIRST_NAMES = sql.raw(
  `ARRAY['ana','maria','joao','pedro','lucas','julia','beatriz','gabriel','rafael','camila','fernanda','bruno','carla','diego','elena','francesca','giulia','marco','luca','sofia','pablo','lucia','carmen','javier','emma','olivia','james','noah','liam','ava','isabella','mateo','valentina','tiago','rita','paula','andre','helena','vitor','leticia']`,
);
const LAST_NAMES = sql.raw(
  `ARRAY['silva','santos','oliveira','souza','lima','pereira','costa','rodrigues','almeida','nascimento','ferreira','rossi','russo','bianchi','romano','garcia','martinez','lopez','sanchez','gomez','smith','johnson','brown','taylor','wilson','moreira','barbosa','ribeiro','carvalho','gomes']`,
);
const DOMAINS = sql.raw(
  `ARRAY['gmail.com','gmail.com','gmail.com','gmail.com','hotmail.com','outlook.com','yahoo.com.br','uol.com.br','icloud.com','proton.me','libero.it','gmx.net','bol.com.br','terra.com.br','live.com','empresa.com.br']`,
);

/** The parts of row i's address and the spread of its other columns (a FROM item over `i`). */
const rowParts = (salt: number) => sql`LATERAL (SELECT
    (${FIRST_NAMES})[1 + (h / 7) % 40] AS first,
    (${LAST_NAMES})[1 + (h / 311) % 30] AS last,
    (${DOMAINS})[1 + (h / 9311) % 16] AS domain,
    h % 100 AS d1, (h / 100) % 100 AS d2, (h / 10000) % 100 AS d3, (h / 1000000) % 4 AS d4
  FROM (SELECT (${HASH} + ${salt}) % 4294967296 AS h) AS hashed) AS p`;

/** The address: first.last42, firstlast42, first_42 or f.last42 at a common provider; now and then capitalised. */
const EMAIL = sql.raw(`CASE WHEN i % 23 = 0 THEN initcap(local) ELSE local END || '@' || domain`);
const LOCAL = sql.raw(`CASE d4
    WHEN 0 THEN first || '.' || last || i
    WHEN 1 THEN first || last || i
    WHEN 2 THEN first || '_' || i
    ELSE left(first, 1) || '.' || last || i END`);
/** pt 55 %, en 20 %, es 15 %, it 10 %. */
const LOCALE = sql.raw(`CASE WHEN d2 < 55 THEN 'pt' WHEN d2 < 75 THEN 'en' WHEN d2 < 90 THEN 'es' ELSE 'it' END`);

/** Rows a seeding statement inserts: each well within the pool's 5 s statement timeout on a busy machine. */
const SEED_CHUNK = 10_000;

/** Subscribers with ids from + 1 to `to`, the newest last, spread over the last three years. */
async function seedSubscribers(db: Database, from: number, to: number) {
  for (let done = from; done < to; done += SEED_CHUNK) {
    await seedSubscriberRows(db, done, Math.min(to, done + SEED_CHUNK));
  }
}

async function seedSubscriberRows(db: Database, from: number, to: number) {
  await db.execute(sql`
    INSERT INTO newsletter_subscribers (email, name, locale, source, status, consent_at, consent_text_version,
      consent_purpose, unsubscribe_token, confirm_token, confirmed_at, unsubscribed_at, created_at, updated_at)
    SELECT ${EMAIL}, name, locale, source, status, created_at, CASE WHEN source = 'import' THEN 'imported' ELSE 'v1' END,
           'newsletter', 'u' || md5(i::text),
           CASE WHEN status = 'pending' THEN 'c' || md5(i::text) END,
           CASE WHEN status <> 'pending' THEN created_at END,
           CASE WHEN status = 'unsubscribed' THEN created_at + interval '40 days' END,
           created_at, created_at
    FROM (
      SELECT i, first, last, domain, ${LOCAL} AS local, locale,
             CASE WHEN d1 < 82 THEN 'subscribed' WHEN d1 < 90 THEN 'pending' ELSE 'unsubscribed' END AS status,
             CASE WHEN d3 >= 90 THEN initcap(first || ' ' || last) END AS name,
             -- Where they signed up: home 35 %, a quiz result 20 %, an article 25 %, another page 10 %, imported 10 %.
             CASE WHEN d3 >= 90 THEN 'import'
                  ELSE CASE WHEN locale = 'en' THEN '' ELSE '/' || locale END || CASE
                    WHEN d3 < 35 THEN '/'
                    WHEN d3 < 55 THEN '/quiz/result/' || (ARRAY['aura-expansion','chakra-alignment','radionics-tables'])[1 + i % 3]
                    WHEN d3 < 80 THEN '/blog/' || (ARRAY['tarot-meaning','energy-cleansing-home','chakras-for-beginners','what-is-radionics','aura-colors','moon-rituals'])[1 + i % 6]
                    ELSE (ARRAY['/about','/chakra','/services','/faq'])[1 + i % 4] END
             END AS source,
             now() - (${ROWS} - i) * interval '15 minutes' AS created_at
      FROM generate_series(${from + 1}::int, ${to}::int) AS i, ${rowParts(0)},
           LATERAL (SELECT ${LOCALE} AS locale) AS l
    ) AS generated`);
}

/** Quiz guide requests, spread over the last two years, 40 % of them with the newsletter too. */
async function seedLeads(db: Database, count: number) {
  for (let done = 0; done < count; done += SEED_CHUNK) {
    await seedLeadRows(db, done, Math.min(count, done + SEED_CHUNK), count);
  }
}

async function seedLeadRows(db: Database, from: number, to: number, count: number) {
  await db.execute(sql`
    INSERT INTO quiz_leads (email, locale, result, answers, newsletter, consent_at, consent_text_version, requested_on, created_at)
    SELECT ${EMAIL}, locale, result,
           jsonb_build_object('q1', result, 'q2', result, 'q3', 'auraExpansion', 'q4', result, 'q5', 'chakraAlignment', 'q6', result),
           d1 < 40, created_at, 'v1', (created_at AT TIME ZONE 'UTC')::date, created_at
    FROM (
      SELECT i, domain, ${LOCAL} AS local, ${LOCALE} AS locale, d1,
             (ARRAY['chakraAlignment','auraExpansion','radionicsTables'])[1 + d3 % 3] AS result,
             now() - (${count} - i) * interval '10 minutes' AS created_at
      FROM generate_series(${from + 1}::int, ${to}::int) AS i, ${rowParts(77)}
    ) AS generated`);
}

// ---------------------------------------------------------------------------------------------
// 1. The lists

/** Each kind of request the owner's list pages make, as the address's query names them. */
const SUBSCRIBER_QUERIES: Record<string, Record<string, string>[]> = {
  page: [{}, { page: '2' }, { page: '3' }],
  'deep page': [
    { page: '2000' },
    { page: '2000', sort: 'oldest' },
    { page: '2000', sort: 'email' },
    { page: '1000', status: 'subscribed' },
  ],
  search: [
    { q: 'ana' },
    { q: 'sil' },
    { q: 'gmail' },
    { q: 'xq' },
    { q: 'ros' },
    { q: '@uol' },
    { q: 'maria.s' },
    { q: 'jo', page: '5' },
  ],
  status: [{ status: 'subscribed' }, { status: 'pending' }, { status: 'unsubscribed' }],
  language: [{ language: 'pt' }, { language: 'en' }, { language: 'es' }, { language: 'it' }],
  source: [{ source: 'home' }, { source: 'quiz' }, { source: 'blog' }, { source: 'imported' }, { source: 'other' }],
  sort: [{ sort: 'oldest' }, { sort: 'email' }, { sort: 'email', page: '40' }],
  combined: [
    { q: 'ana', status: 'subscribed', language: 'pt' },
    { source: 'quiz', language: 'es', sort: 'email' },
    { status: 'pending', source: 'blog', page: '10' },
    { q: 'gmail', source: 'home', sort: 'oldest', page: '3' },
  ],
};

const LEAD_QUERIES: Record<string, Record<string, string>[]> = {
  page: [{}, { page: '2' }],
  'deep page': [{ page: '2000' }, { page: '2000', sort: 'email' }],
  search: [{ q: 'ana' }, { q: 'gmail' }, { q: 'xq' }, { q: 'ros' }],
  filter: [
    { language: 'it' },
    { result: 'auraExpansion' },
    { newsletter: 'yes' },
    { newsletter: 'no', language: 'pt' },
  ],
  sort: [{ sort: 'oldest' }, { sort: 'email' }],
  combined: [
    { q: 'ana', result: 'chakraAlignment', sort: 'email' },
    { language: 'es', newsletter: 'yes', page: '20' },
  ],
};

interface Latency {
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
const latencyOf = (times: readonly number[]): Latency => ({
  calls: times.length,
  p50: round1(percentile(times, 50)),
  p95: round1(percentile(times, 95)),
  p99: round1(percentile(times, 99)),
  max: round1(Math.max(...times)),
});

interface ListRun {
  list: string;
  kinds: Record<string, Latency & { slowest: string }>;
  overall: Latency;
}

/** Every query of `queries` ROUNDS times (after a round of warm-up), one at a time, taking turns. */
async function measureList(
  list: string,
  queries: Record<string, Record<string, string>[]>,
  find: (query: Record<string, string>) => Promise<{ rows: unknown[] }>,
): Promise<ListRun> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(queries).map((kind) => [kind, []]));
  /** Each query's slowest answer, to name the slowest of its kind. */
  const slowest = new Map<Record<string, string>, number>();
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [kind, asked] of Object.entries(queries)) {
      for (const query of asked) {
        const started = performance.now();
        await find(query);
        const ms = performance.now() - started;
        if (round === 0) continue;
        times[kind]?.push(ms);
        slowest.set(query, Math.max(ms, slowest.get(query) ?? 0));
      }
    }
  }
  const queryText = (query: Record<string, string>) =>
    Object.entries(query)
      .map(([name, value]) => `${name}=${value}`)
      .join('&') || '(none)';
  const kinds = Object.fromEntries(
    Object.entries(times).map(([kind, values]) => {
      const worst = (queries[kind] ?? []).reduce((a, b) => ((slowest.get(a) ?? 0) >= (slowest.get(b) ?? 0) ? a : b));
      return [kind, { ...latencyOf(values), slowest: queryText(worst) }];
    }),
  );
  return { list, kinds, overall: latencyOf(Object.values(times).flat()) };
}

function listLines(run: ListRun): string[] {
  const line = (name: string, l: Latency, slowest?: string) =>
    `  ${name.padEnd(10)} ${String(l.calls).padStart(4)} calls · p50 ${l.p50} ms · p95 ${l.p95} ms · p99 ${l.p99} ms · max ${l.max} ms${slowest ? ` (${slowest})` : ''}${l.p99 < TARGET.listP99Ms ? '' : '  ✗'}`;
  return [
    `bench: ${run.list}`,
    ...Object.entries(run.kinds).map(([kind, latency]) => line(kind, latency, latency.slowest)),
    line('all', run.overall),
  ];
}

// ---------------------------------------------------------------------------------------------
// 2. The export

interface ExportRun {
  rows: number;
  /** Not counting the collections the bench forces to measure the heap. */
  seconds: number;
  mib: number;
  /** How far the process's memory rose above where it stood when the export began. */
  peakRssGrowthMiB: number;
  /** How far the heap V8 reserved rose (not all of it touched, so not all of it in RSS). */
  peakHeapTotalGrowthMiB: number;
  /** How far the heap still in use rose: measured after a collection every EXPORT_GC_EVERY batches. */
  liveHeapGrowthMiB: number;
}

/** Batches of the export (1,000 rows each) between two collections of the live-heap sampling. */
const EXPORT_GC_EVERY = 5;

/**
 * The whole subscriber list as CSV into a sink that drops it. RSS and the heap V8 reserved are
 * sampled every 10 ms and at every batch; the heap in use after a collection every EXPORT_GC_EVERY batches (what the export
 * holds, not the garbage the collector has not reached yet). Those collections are not timed.
 */
async function measureExport(db: Database): Promise<ExportRun> {
  collectGarbage();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeapTotal = base.heapTotal;
  let peakLiveHeap = base.heapUsed;
  const sampleMemory = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeapTotal = Math.max(peakHeapTotal, now.heapTotal);
  };
  const sampler = setInterval(sampleMemory, 10);
  let bytes = 0;
  let lines = 0;
  let batches = 0;
  let collectingMs = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      sampleMemory();
      if (++batches % EXPORT_GC_EVERY === 0) {
        const collecting = performance.now();
        collectGarbage();
        collectingMs += performance.now() - collecting;
        peakLiveHeap = Math.max(peakLiveHeap, process.memoryUsage().heapUsed);
      }
      done();
    },
  });
  const started = performance.now();
  try {
    await pipeline(Readable.from(subscribersCsvLines(db, {}), { objectMode: false }), sink);
  } finally {
    clearInterval(sampler);
  }
  return {
    rows: lines - 1,
    seconds: round1((performance.now() - started - collectingMs) / 1000),
    mib: mib(bytes),
    peakRssGrowthMiB: mib(peakRss - base.rss),
    peakHeapTotalGrowthMiB: mib(peakHeapTotal - base.heapTotal),
    liveHeapGrowthMiB: mib(peakLiveHeap - base.heapUsed),
  };
}

const exportLine = (run: ExportRun) =>
  `  ${run.rows.toLocaleString('en')} rows (${run.mib} MiB) in ${run.seconds} s · above its start: heap in use +${run.liveHeapGrowthMiB} MiB at most (${Math.round((run.liveHeapGrowthMiB * 1024 * 1024) / run.rows)} bytes a row), RSS +${run.peakRssGrowthMiB} MiB at most (V8's heap reserve +${run.peakHeapTotalGrowthMiB} MiB)`;

/**
 * Memory does not grow with the rows: ten times the rows hold at most a batch's worth (2 MiB) more
 * heap. RSS is reported, not judged: it follows the heap V8 reserves, whose young generation grows
 * to its full size once in a process under a steady stream of garbage, whatever the rows.
 */
const exportFlat = (small: ExportRun, large: ExportRun) => large.liveHeapGrowthMiB <= small.liveHeapGrowthMiB + 2;

// ---------------------------------------------------------------------------------------------
// 3. The import

const IMPORT_PROBLEMS = { alreadyThere: 200, repeated: 100, invalidEmail: 50, invalidLanguage: 20 };

/**
 * A Ghost export (email, name, created_at, language) of IMPORT_ROWS new addresses, with the rows
 * of IMPORT_PROBLEMS spread through it: `onList` are addresses already subscribed.
 */
/** The file's n-th new address. */
const guestAddress = (n: number) => `guest${n}.ghost@example.org`;

function ghostExport(onList: readonly string[]): string {
  const languages = ['', 'pt', 'pt-BR', 'en-US', 'es', 'it'];
  const rows: string[][] = [];
  for (let n = 0; n < IMPORT_ROWS; n++) {
    const name = n % 50 === 0 ? `Souza, Ana "Aninha" ${n}` : `Guest ${n}`;
    const created = new Date(Date.UTC(2021, 0, 1) + n * 3_600_000).toISOString();
    rows.push([guestAddress(n), name, created, languages[n % languages.length] ?? '']);
  }
  const problems: string[][] = [
    ...onList.slice(0, IMPORT_PROBLEMS.alreadyThere).map((email) => [email, '', '', 'pt']),
    ...Array.from({ length: IMPORT_PROBLEMS.repeated }, (_, n) => [guestAddress(n * 7).toUpperCase(), '', '', '']),
    ...Array.from({ length: IMPORT_PROBLEMS.invalidEmail }, (_, n) => [
      ['not-an-email', `guest${n}@`, '@example.org', `two words${n}@example.org`][n % 4] ?? '',
      '',
      '',
      '',
    ]),
    ...Array.from({ length: IMPORT_PROBLEMS.invalidLanguage }, (_, n) => [`french${n}@example.fr`, '', '', 'fr']),
  ];
  // Spread through the second half, after the first use of every address repeated.
  problems.forEach((problem, index) => {
    rows.splice(IMPORT_ROWS / 2 + index * 13, 0, problem);
  });
  return `email,name,created_at,language\n${rows.map((row) => row.map(csvField).join(',')).join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// 4. Sign-in

type Fixture = Awaited<ReturnType<typeof testApp>>;

interface SignInRun {
  owners: number;
  passwordMs: Latency;
  codeMs: Latency;
  /** Both steps of one sign-in together. */
  totalMs: Latency;
  /** One password hash (scrypt, better-auth's), alone: the floor of the password step. */
  hashMs: Latency;
}

/**
 * OWNERS accounts enrolled through the pages' APIs, then each signed in once: password, then the
 * next code its app shows (the enrollment used the current one).
 */
async function measureSignIn(fixture: Fixture): Promise<SignInRun> {
  const { codeOf, enrolledOwner, OWNER_PASSWORD, ownerClient } = await import(
    '../../src/server/testing/owner-client.ts'
  );
  const step = () => Math.floor(Date.now() / 30_000);
  const owners = [];
  for (let n = 0; n < OWNERS; n++) {
    const email = `owner${n}@vibra.test`;
    owners.push({ email, ...(await enrolledOwner(fixture, email)), enrolledStep: step() });
  }
  const password: number[] = [];
  const code: number[] = [];
  for (const owner of owners) {
    const browser = ownerClient(fixture.app);
    const started = performance.now();
    const first = await browser.post('/api/admin/sign-in', { email: owner.email, password: OWNER_PASSWORD });
    password.push(performance.now() - started);
    if (first.json().outcome !== 'codeNeeded') throw new Error(`sign-in: ${first.statusCode} ${first.body}`);
    const typed = codeOf(owner.totp, step() <= owner.enrolledStep ? 1 : 0);
    const codeStarted = performance.now();
    const second = await browser.post('/api/admin/sign-in/code', { code: typed });
    code.push(performance.now() - codeStarted);
    if (second.json().outcome !== 'signedIn') throw new Error(`sign-in code: ${second.statusCode} ${second.body}`);
  }
  const context = await fixture.ownerAuth.$context;
  const hashes: number[] = [];
  for (let n = 0; n < 10; n++) {
    const started = performance.now();
    await context.password.hash(OWNER_PASSWORD);
    hashes.push(performance.now() - started);
  }
  return {
    owners: OWNERS,
    passwordMs: latencyOf(password),
    codeMs: latencyOf(code),
    totalMs: latencyOf(password.map((ms, index) => ms + (code[index] ?? 0))),
    hashMs: latencyOf(hashes),
  };
}

// ---------------------------------------------------------------------------------------------
// The run

/** One target: what was measured against it, and whether it was met. */
interface Check {
  what: string;
  target: string;
  measured: string;
  pass: boolean;
}

interface OwnerRun {
  date: string;
  host: { cpus: number; loadAverage: number };
  /** The server's version and character classification (ILIKE lower-cases every row by it). */
  postgres: { version: string; ctype: string };
  rows: { subscribers: number; quizLeads: number; seedSeconds: number };
  lists: ListRun[];
  exports: { small: ExportRun; large: ExportRun };
  import: { rows: number; seconds: number; added: number; skipped: number };
  signIn: SignInRun;
  checks: Check[];
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: round1((performance.now() - started) / 1000) };
}

function listCheck(run: ListRun): Check {
  const over = Object.entries(run.kinds).filter(([, latency]) => latency.p99 >= TARGET.listP99Ms);
  const { calls, p50, p95, p99 } = run.overall;
  return {
    what: `${run.list}: ${calls} pages, searches, filters and sorts`,
    target: `p99 < ${TARGET.listP99Ms} ms`,
    measured: `p50 ${p50} · p95 ${p95} · p99 ${p99} ms${over.length ? `; over: ${over.map(([kind, l]) => `${kind} p99 ${l.p99} ms (${l.slowest})`).join(', ')}` : ''}`,
    pass: over.length === 0 && p99 < TARGET.listP99Ms,
  };
}

async function measure(fixture: Fixture, secret: string): Promise<Omit<OwnerRun, 'date' | 'host' | 'postgres'>> {
  const { db } = fixture.database;

  console.log(`bench: ${EXPORT_SMALL.toLocaleString('en')} subscribers, exported as CSV`);
  await seedSubscribers(db, 0, EXPORT_SMALL);
  const small = await measureExport(db);
  console.log(exportLine(small));

  const seed = await timed(async () => {
    await seedSubscribers(db, EXPORT_SMALL, ROWS);
    await seedLeads(db, ROWS);
    // What autovacuum would have done by the time a list is this long: statistics, visibility map.
    await db.execute(sql`VACUUM ANALYZE newsletter_subscribers, quiz_leads`);
  });
  console.log(
    `bench: seeded up to ${ROWS.toLocaleString('en')} subscribers and as many quiz requests in ${seed.seconds} s`,
  );
  const large = await measureExport(db);
  console.log(exportLine(large));

  const lists = [
    await measureList('the subscriber list (findSubscribers)', SUBSCRIBER_QUERIES, (query) =>
      findSubscribers(db, subscriberFilterOf(query)),
    ),
    await measureList('the quiz requests (findLeads)', LEAD_QUERIES, (query) => findLeads(db, leadFilterOf(query))),
  ];
  for (const run of lists) console.log(listLines(run).join('\n'));

  const latest = await db.execute(
    sql`SELECT email FROM newsletter_subscribers ORDER BY id DESC LIMIT ${IMPORT_PROBLEMS.alreadyThere}`,
  );
  const csv = ghostExport(rowsOf<{ email: string }>(latest).map((row) => row.email));
  const [before] = rowsOf<{ last: number }>(
    await db.execute(sql`SELECT max(id)::int AS last FROM newsletter_subscribers`),
  );
  const imported = await timed(() => importSubscribers(db, { csv, defaultLocale: 'pt', secret }));
  if (typeof imported.result === 'string') throw new Error(`the import was refused: ${imported.result}`);
  const skips = Object.values(IMPORT_PROBLEMS).reduce((sum, n) => sum + n, 0);
  const { added, skipped } = imported.result;
  if (added !== IMPORT_ROWS) {
    // Which rows the file should not have added: anything but its new guests.
    const guests = new Set(Array.from({ length: IMPORT_ROWS }, (_, n) => guestAddress(n)));
    const newRows = rowsOf<{ id: number; email: string; status: string }>(
      await db.execute(sql`SELECT id, email, status FROM newsletter_subscribers WHERE id > ${before?.last ?? 0}`),
    );
    const unexpected = newRows.filter((row) => !guests.has(row.email));
    console.log(`bench: the import added ${added}, not ${IMPORT_ROWS}; rows it should not have added:`, unexpected);
  }
  const importRun = { rows: IMPORT_ROWS + skips, seconds: imported.seconds, added, skipped };
  console.log(
    `bench: import of a Ghost export, ${importRun.rows.toLocaleString('en')} rows (${Math.round(csv.length / 1024)} KiB): ${importRun.seconds} s · added ${importRun.added} · skipped ${importRun.skipped} (the file has ${IMPORT_ROWS} new addresses and ${skips} to skip)`,
  );

  console.log(`bench: sign-in of ${OWNERS} owners, password then code, through the HTTP API (inject)`);
  const signIn = await measureSignIn(fixture);
  const latencyText = (l: Latency) => `p50 ${l.p50} ms · max ${l.max} ms`;
  console.log(
    `  password ${latencyText(signIn.passwordMs)} · code ${latencyText(signIn.codeMs)} · both ${latencyText(signIn.totalMs)}`,
  );
  console.log(`  one password hash alone (scrypt, better-auth's): ${latencyText(signIn.hashMs)}`);

  const checks: Check[] = [
    ...lists.map(listCheck),
    {
      what: 'CSV export of all subscribers',
      target: `under ${TARGET.exportSeconds} s, memory flat`,
      measured: `${large.rows.toLocaleString('en')} rows in ${large.seconds} s; heap in use +${large.liveHeapGrowthMiB} MiB at most (${small.rows.toLocaleString('en')} rows: +${small.liveHeapGrowthMiB}); RSS +${large.peakRssGrowthMiB} MiB at most, V8's heap reserve +${large.peakHeapTotalGrowthMiB} MiB (${small.rows.toLocaleString('en')} rows: +${small.peakRssGrowthMiB} and +${small.peakHeapTotalGrowthMiB})`,
      pass: large.seconds < TARGET.exportSeconds && exportFlat(small, large),
    },
    {
      what: `import of a Ghost export, ${importRun.rows.toLocaleString('en')} rows`,
      target: `under ${TARGET.importSeconds} s, every row accounted for`,
      measured: `${importRun.seconds} s: ${importRun.added.toLocaleString('en')} added, ${importRun.skipped} skipped`,
      pass: importRun.seconds < TARGET.importSeconds && importRun.added === IMPORT_ROWS && importRun.skipped === skips,
    },
    {
      what: `sign-in, password then code (${OWNERS} owners, once each)`,
      target: `median < ${TARGET.signInMedianMs} ms`,
      measured: `p50 ${signIn.totalMs.p50} ms, max ${signIn.totalMs.max} ms (password ${signIn.passwordMs.p50}, code ${signIn.codeMs.p50}); one scrypt hash alone ${signIn.hashMs.p50} ms`,
      pass: signIn.totalMs.p50 < TARGET.signInMedianMs,
    },
  ];
  return {
    rows: { subscribers: ROWS, quizLeads: ROWS, seedSeconds: seed.seconds },
    lists,
    exports: { small, large },
    import: importRun,
    signIn,
    checks,
  };
}

// ---------------------------------------------------------------------------------------------
// The figures in docs/performance.md

const DOC = join(ROOT, 'docs', 'performance.md');
const START = '<!-- bench:owner:start -->';
const END = '<!-- bench:owner:end -->';

function ownerMarkdown(run: OwnerRun): string {
  const kindRows = run.lists.flatMap((list) =>
    Object.entries(list.kinds).map(
      ([kind, l]) =>
        `| ${list.list.split(' (')[0]} | ${kind} | ${l.p50} ms | ${l.p95} ms | ${l.p99} ms | \`${l.slowest}\` |`,
    ),
  );
  return [
    START,
    `\`npm run bench:owner\`, ${run.date.slice(0, 16).replace('T', ' ')} UTC, load average ${run.host.loadAverage} on ${run.host.cpus} cores: PostgreSQL ${run.postgres.version} (a server of the benchmark's own, \`LC_CTYPE\` ${run.postgres.ctype}), ${run.rows.subscribers.toLocaleString('en')} subscribers and ${run.rows.quizLeads.toLocaleString('en')} quiz requests.`,
    '',
    '| what | target | measured | |',
    '|---|---|---|---|',
    ...run.checks.map(
      (check) => `| ${check.what} | ${check.target} | ${check.measured} | ${check.pass ? 'met' : '**missed**'} |`,
    ),
    '',
    '| list | kind | p50 | p95 | p99 | slowest |',
    '|---|---|---|---|---|---|',
    ...kindRows,
    END,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  process.chdir(ROOT);
  const cpus = availableParallelism();
  const loadAverage = round1(loadavg()[0] ?? 0);
  console.log(
    `bench: starting a PostgreSQL server of its own (load average ${loadAverage} on ${cpus} cores${loadAverage > cpus ? ': a busy machine, the times will be long' : ''})…`,
  );
  const postgres = await startThrowawayPostgres();
  const removing = () =>
    postgres.remove().catch((error) => console.error('bench: could not remove its PostgreSQL server:', error));
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, removing its PostgreSQL server`);
      void removing().finally(() => process.exit(code));
    });
  }
  try {
    // The test app's PostgreSQL server is TEST_DATABASE_URL, read once as fixtures.ts loads: ours.
    process.env.TEST_DATABASE_URL = postgres.url;
    const { testApp, TEST_AUTH_SECRET } = await import('../../src/server/testing/fixtures.ts');
    const fixture = await testApp({ database: 'postgres' });
    let run: OwnerRun;
    try {
      const [server] = rowsOf<{ version: string; ctype: string }>(
        await fixture.database.db.execute(
          sql`SELECT current_setting('server_version') AS version, datctype AS ctype FROM pg_database WHERE datname = current_database()`,
        ),
      );
      const measured = await measure(fixture, TEST_AUTH_SECRET);
      run = {
        date: new Date().toISOString(),
        host: { cpus, loadAverage },
        postgres: { version: server?.version.split(' ')[0] ?? '?', ctype: server?.ctype ?? '?' },
        ...measured,
      };
    } finally {
      await fixture.close();
    }
    await mkdir(join(ROOT, 'bench-results'), { recursive: true });
    const file = join('bench-results', `owner-${stamp(new Date())}.json`);
    await writeFile(join(ROOT, file), `${JSON.stringify({ target: TARGET, ...run }, null, 2)}\n`);
    await writeBetweenMarkers(DOC, { start: START, end: END }, ownerMarkdown(run));
    console.log('\nTargets');
    for (const check of run.checks) {
      console.log(`  ${check.pass ? 'PASS' : 'MISS'}  ${check.what}: ${check.target} → ${check.measured}`);
    }
    const missed = run.checks.filter((check) => !check.pass).length;
    console.log(
      `\nbench: ${missed === 0 ? 'all targets met' : `${missed} of ${run.checks.length} targets missed`}; wrote ${file} and the figures of docs/performance.md`,
    );
    return missed === 0 ? 0 : 1;
  } finally {
    await removing();
  }
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  // A failed query's message is the whole statement: its first line, and why (drizzle's cause).
  const why = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  console.error(`\nbench failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${why}`);
  if (error instanceof Error && error.stack && process.env.BENCH_DEBUG) console.error(error.stack);
}
process.exit(exitCode);
