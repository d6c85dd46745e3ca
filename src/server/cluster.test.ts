/**
 * Many servers (issue 14): two production servers (`startServer`, as `npm run serve` starts them)
 * on one PostgreSQL database, each sending mail to one real SMTP server, behind a round-robin
 * proxy that adds X-Forwarded-For as nginx does (the servers trust one hop). Visitors are told
 * apart by the loopback address they connect from (127.0.x.y), which the proxy passes on.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_ENDPOINT } from '../lib/quiz/lead.ts';
import { QUIZ_PATHS } from '../lib/quiz/results.ts';
import { VITALS_ENDPOINT } from '../lib/vitals/beacon.ts';
import { readConfig } from './config.ts';
import { rowsOf } from './db/client.ts';
import { createDatabase, dropDatabase } from './db/postgres-admin.ts';
import { type StartedServer, startServer } from './start.ts';
import { FIXTURE_MANIFEST, TEST_POSTGRES_URL, TEST_SITE_URL, testDatabaseKinds } from './testing/fixtures.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './testing/round-robin-proxy.ts';
import { startSmtp } from './testing/smtp.ts';
import { awayFromWindowEdge } from './testing/window-edge.ts';

/** The newsletter's limit per visitor in this test: small, so its test stays short. */
const SIGNUPS_PER_MINUTE = 8;

/** A browser on the site: same-origin headers and a real browser's user agent (bots' beacons are dropped). */
const BROWSER = {
  origin: TEST_SITE_URL,
  'sec-fetch-site': 'same-origin',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The least of a build `startServer` needs: an Astro handler that serves nothing, the fixture site's manifest. */
async function fakeBuild(): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'vibra-cluster-'));
  await mkdir(join(distDir, 'client'));
  await mkdir(join(distDir, 'server'));
  await writeFile(join(distDir, 'client', 'index.html'), '<h1>Home</h1>');
  await writeFile(join(distDir, 'server', 'entry.mjs'), 'export const handler = (req, res, next) => next();\n');
  await writeFile(join(distDir, 'server', 'site-manifest.json'), JSON.stringify(FIXTURE_MANIFEST));
  await writeFile(join(distDir, 'server', 'inline-script-hashes.json'), '{}');
  return distDir;
}

/** A log that keeps every record, to check afterwards that nothing was logged as an error. */
function collectingLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  return { stream, records: () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }) };
}

/** Waits until `done` holds, checking every 50 ms, for at most `ms`. */
async function until(done: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

const postgres = (await testDatabaseKinds()).includes('postgres');

describe.runIf(postgres)('two production servers on one PostgreSQL behind a round-robin proxy', () => {
  let distDir: string;
  let database: { name: string; url: string };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let proxy: RoundRobinProxy;
  const servers: StartedServer[] = [];
  const logs = [collectingLog(), collectingLog()];

  /** One request through the proxy from the visitor at `from` (a loopback address), on its own connection. */
  function send(path: string, options: { from: string; method?: string; json?: unknown }): Promise<Answer> {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: proxy.port,
          path,
          method: options.method ?? (body ? 'POST' : 'GET'),
          localAddress: options.from,
          agent: false,
          headers: { ...BROWSER, ...(body ? { 'content-type': 'application/json' } : {}) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
  const signUp = (email: string, from: string) =>
    send('/api/newsletter', { from, json: { email, locale: 'en', source: '/' } });
  const query = async <Row>(text: ReturnType<typeof sql>) => rowsOf<Row>(await servers[0]?.database.db.execute(text));
  const upstreams = (answers: Answer[]) => new Set(answers.map((answer) => answer.headers['x-upstream']));

  beforeAll(async () => {
    distDir = await fakeBuild();
    database = await createDatabase(TEST_POSTGRES_URL, 'vibra_cluster');
    smtp = await startSmtp();
    const config = readConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DIST_DIR: distDir,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '5',
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '100',
      SITE_URL: TEST_SITE_URL,
      TRUST_PROXY: '1',
      NEWSLETTER_RATE_LIMIT: String(SIGNUPS_PER_MINUTE),
      LOG_LEVEL: 'warn',
    });
    // Both start at once, as after a deploy: the migrations run once, under their lock.
    servers.push(...(await Promise.all(logs.map((log) => startServer(config, undefined, log.stream)))));
    proxy = await startRoundRobinProxy(servers.map((server) => (server.app.server.address() as AddressInfo).port));
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.close()));
    await smtp?.close();
    if (database) await dropDatabase(TEST_POSTGRES_URL, database.name);
    if (distDir) await rm(distDir, { recursive: true, force: true });
  });

  it('stores many different signups once each, answered by both servers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => signUp(`reader${n}@example.com`, `127.0.1.${n + 1}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(upstreams(answers)).toEqual(new Set(['0', '1']));
    const [row] = await query<{ count: number }>(
      sql`SELECT count(DISTINCT lower(email))::int AS count FROM newsletter_subscribers WHERE email LIKE 'reader%'`,
    );
    expect(row?.count).toBe(40);
  });

  it('keeps exactly one row for 50 identical signups at once, across both servers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => signUp('same@example.com', `127.0.2.${n + 1}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(upstreams(answers)).toEqual(new Set(['0', '1']));
    const rows = await query(sql`SELECT id FROM newsletter_subscribers WHERE lower(email) = 'same@example.com'`);
    expect(rows).toHaveLength(1);
    const mails = await query(sql`SELECT id FROM email_outbox WHERE to_address = 'same@example.com'`);
    expect(mails).toHaveLength(1);
  });

  it('adds up vitals beacons sent to both servers, rolled up by both at once', async () => {
    const beacon = ['lcp', 'fcp', 'cls'].map((metric) => ({ metric, value: metric === 'cls' ? 0.02 : 1200, url: '/' }));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) => send(VITALS_ENDPOINT, { from: `127.0.3.${n + 1}`, json: beacon })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 204));
    expect(upstreams(answers)).toEqual(new Set(['0', '1']));
    await Promise.all(servers.map((server) => server.vitals.refresh()));
    const daily = await query<{ metric: string; samples: number }>(
      sql`SELECT metric, sum(samples)::int AS samples FROM web_vital_daily GROUP BY metric ORDER BY metric`,
    );
    expect(daily).toEqual([
      { metric: 'cls', samples: 24 },
      { metric: 'fcp', samples: 24 },
      { metric: 'lcp', samples: 24 },
    ]);
    expect(await query(sql`SELECT id FROM web_vital_samples`)).toEqual([]);
  });

  it('counts quiz answers and steps from both servers, and one guide per address', async () => {
    const answers = new URLSearchParams({ locale: 'en' });
    for (const question of ['q1', 'q2', 'q3', 'q4', 'q5', 'q6']) answers.set(question, 'chakraAlignment');
    const plainForms = await Promise.all(
      Array.from({ length: 20 }, (_, n) => send(`${QUIZ_PATHS.answers}?${answers}`, { from: `127.0.4.${n + 1}` })),
    );
    expect(plainForms.map((answer) => answer.status)).toEqual(plainForms.map(() => 303));
    const steps = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        send(FUNNEL_ENDPOINT, { from: `127.0.5.${n + 1}`, json: { step: 'started', locale: 'pt' } }),
      ),
    );
    expect(steps.map((answer) => answer.status)).toEqual(steps.map(() => 204));
    const leads = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        send(QUIZ_PATHS.lead, {
          from: `127.0.6.${n + 1}`,
          json: { email: 'seeker@example.com', result: 'chakraAlignment', locale: 'en' },
        }),
      ),
    );
    expect(leads.map((answer) => answer.status)).toEqual(leads.map(() => 201));
    expect(upstreams([...plainForms, ...steps, ...leads])).toEqual(new Set(['0', '1']));

    // The plain form's and the guide's steps are counted beside the answer, so they may land a moment later.
    const funnel = () =>
      query<{ locale: string; step: string; count: number }>(
        sql`SELECT locale, step, count FROM quiz_funnel ORDER BY locale, step`,
      );
    const expected = [
      ...['guide', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'result', 'started'].map((step) => ({
        locale: 'en',
        step,
        count: step === 'guide' ? 10 : 20,
      })),
      { locale: 'pt', step: 'started', count: 10 },
    ];
    await until(async () => JSON.stringify(await funnel()) === JSON.stringify(expected)).catch(() => undefined);
    expect(await funnel()).toEqual(expected);
    expect(await query(sql`SELECT id FROM quiz_leads`)).toHaveLength(1);
  });

  it('holds the signup limit across both servers for one visitor, not for the next', async () => {
    await awayFromWindowEdge();
    const answers: Answer[] = [];
    for (let n = 0; n < SIGNUPS_PER_MINUTE + 4; n++) answers.push(await signUp(`busy${n}@example.com`, '127.0.7.1'));
    // A database too slow to count (a starved machine) leaves each server counting alone for a while.
    const countedAlone = logs.flatMap((log) => log.records()).filter((record) => record.msg.startsWith('rate limits:'));
    expect(countedAlone).toEqual([]);
    expect(answers.map((answer) => answer.headers['x-upstream'])).toEqual(answers.map((_, n) => String(n % 2)));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(SIGNUPS_PER_MINUTE).fill(201),
      ...Array(4).fill(429),
    ]);
    expect(Number(answers.at(-1)?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const stored = await query(sql`SELECT id FROM newsletter_subscribers WHERE email LIKE 'busy%'`);
    expect(stored).toHaveLength(SIGNUPS_PER_MINUTE);
    expect((await signUp('next@example.com', '127.0.7.2')).status).toBe(201);
  });

  it('delivers every mail exactly once between the two senders, and logs no error', async () => {
    const outbox = () =>
      query<{ to_address: string; status: string }>(sql`SELECT to_address, status FROM email_outbox`);
    await until(async () => (await outbox()).every((mail) => mail.status === 'sent'));
    // Long enough for either sender to have sent a mail twice, if it could.
    await sleep(500);
    const sent = (await outbox()).map((mail) => mail.to_address).sort();
    // 40 readers, the identical signup, 8 + 1 from the limit's test, and the quiz guide.
    expect(sent).toHaveLength(40 + 1 + SIGNUPS_PER_MINUTE + 1 + 1);
    expect(smtp.received.flatMap((message) => message.to).sort()).toEqual(sent);
    expect(proxy.errors).toEqual([]);
    for (const log of logs) expect(log.records().filter((record) => record.level >= 50)).toEqual([]);
  });
});
