/**
 * `npm run bench:cluster` (also the last part of `npm run bench`): two production servers from the
 * current build on one fresh PostgreSQL database, both sending mail to one SMTP server of the
 * benchmark's own, behind a round-robin proxy that adds X-Forwarded-For (`TRUST_PROXY=1`; rate
 * limits raised out of reach, since every client comes from 127.0.0.1). Through the proxy:
 *
 * 1. signups per second and latency, 50 connections posting distinct addresses; afterwards every
 *    address answered 201 must be stored with its welcome mail;
 * 2. 50 identical signups at once: one row, one welcome mail, one 201;
 * 3. the outbox drained by the two senders: every mail received by the SMTP server exactly once;
 * 4. a static page through the proxy against one server directly, for the same time;
 * 5. vitals beacons and quiz steps (the island's reports and plain-form quizzes) counted exactly.
 *
 * The servers keep their SMTP connections open (the default; `SMTP_URL=…?pool=false` opens one per
 * mail, and the outbox then drains at about 10 mails/s a server here, since the benchmark's SMTP
 * server (smtp-server) waits 100 ms before greeting each connection).
 *
 * Starts PostgreSQL (scripts/ci/start-postgres.sh) when it is not reachable; the database is
 * dropped afterwards. Exits 1 when a correctness check fails. Writes bench-results/cluster-<date>.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DatabaseConnection, openDatabase } from '../../src/server/db/client.ts';
import {
  createDatabase,
  dropDatabase,
  postgresReachable,
  TEST_POSTGRES_URL,
} from '../../src/server/db/postgres-admin.ts';
import { startSmtp } from '../../src/server/testing/smtp.ts';
import { ensureBuild, freePort, ROOT, stamp } from '../lib/bench-setup.ts';
import { phaseLine } from '../lib/load-phase.ts';
import { type ProxyTally, type ProxyThread, startProxyThread } from '../lib/proxy-thread.ts';
import { type RunningServer, startServer } from '../lib/server-process.ts';
import { type Counters, counters } from './cluster-counters.ts';
import {
  type IdenticalSignups,
  identicalSignups,
  type MailDelivery,
  mailDelivery,
  type SignupLoad,
  type StaticPages,
  signupLoad,
  staticPages,
} from './cluster-phases.ts';
import { requireWrk } from './throughput.ts';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 50);
const IDENTICAL_SIGNUPS = 50;
/** Page views' beacons, island step reports and plain-form quizzes sent for the counters. */
const BEACONS = 2_000;
const STEP_REPORTS = 1_800;
const PLAIN_FORMS = 500;
/** The longest wait for the outbox to drain after the signups (its senders send one mail at a time). */
const MAIL_TIMEOUT_MS = 600_000;
/** How often each server rolls up vitals samples during the run (production: every 60 s). */
const ROLL_UP_SECONDS = 2;
const UNREACHABLE = '100000000';
const SERVER_ENV = {
  NODE_ENV: 'production',
  TRUST_PROXY: '1',
  MAIL_POLL_MS: '100',
  NEWSLETTER_RATE_LIMIT: UNREACHABLE,
  QUIZ_RATE_LIMIT: UNREACHABLE,
  QUIZ_FUNNEL_RATE_LIMIT: UNREACHABLE,
  VITALS_RATE_LIMIT: UNREACHABLE,
  VITALS_REPORT_SECONDS: String(ROLL_UP_SECONDS),
};

/** PostgreSQL at TEST_POSTGRES_URL, started by scripts/ci/start-postgres.sh when it does not answer. */
async function ensurePostgres() {
  if (await postgresReachable(TEST_POSTGRES_URL)) return;
  console.log('bench: PostgreSQL does not answer; starting it (scripts/ci/start-postgres.sh)…');
  const result = spawnSync('bash', ['scripts/ci/start-postgres.sh'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0 || !(await postgresReachable(TEST_POSTGRES_URL)))
    throw new Error(`no PostgreSQL at ${TEST_POSTGRES_URL}`);
}

/** Both servers at once, as after a deploy (the migrations run once, under their lock); none left running on failure. */
async function startServers(env: Record<string, string>): Promise<RunningServer[]> {
  const ports = [await freePort(), await freePort()];
  const started = await Promise.allSettled(ports.map((port) => startServer(port, env)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  return servers;
}

/** What one run measured. */
interface ClusterRun {
  signups: SignupLoad;
  identical: IdenticalSignups;
  mail: MailDelivery;
  staticPage: StaticPages;
  counted: Counters;
  proxy: ProxyTally;
}

/** Each failed correctness check, in words (empty when all hold). */
function failedChecks({ signups, identical, mail, staticPage, counted, proxy }: ClusterRun): string[] {
  const failed: string[] = [];
  if (signups.lost > 0 || signups.unexpected > 0)
    failed.push(`signups: ${signups.lost} lost, ${signups.unexpected} not answered 201`);
  if (
    identical.rows !== 1 ||
    identical.mails !== 1 ||
    identical.statuses['201'] !== 1 ||
    identical.statuses['409'] !== identical.count - 1
  )
    failed.push(
      `identical signups: ${identical.rows} rows, ${identical.mails} mails, ${JSON.stringify(identical.statuses)}`,
    );
  if (mail.sent !== mail.total || mail.duplicates > 0 || mail.missing > 0 || mail.unexpected > 0)
    failed.push(
      `mail: ${mail.sent} of ${mail.total} sent, ${mail.duplicates} twice, ${mail.missing} missing, ${mail.unexpected} unexpected`,
    );
  const { beacons, quiz } = counted;
  if (beacons.unexpected > 0 || beacons.metricsStored !== beacons.metricsAccepted)
    failed.push(
      `vitals: ${beacons.metricsStored} of ${beacons.metricsAccepted} metrics stored, ${beacons.unexpected} refused`,
    );
  if (quiz.unexpected > 0 || quiz.wrongCells.length > 0)
    failed.push(`quiz steps: ${quiz.unexpected} refused; ${quiz.wrongCells.join('; ')}`);
  if (staticPage.direct.errors > 0 || staticPage.proxied.errors > 0) failed.push('static page: answers other than 200');
  if (proxy.errors > 0 || proxy.forwarded.some((count) => count === 0))
    failed.push(`proxy: ${proxy.errors} failed (${proxy.firstError}), forwarded ${proxy.forwarded.join(' / ')}`);
  return failed;
}

/** The five measurements through `proxy`, printed as they come. */
async function measure(
  proxy: ProxyThread,
  server: RunningServer,
  database: { connection: DatabaseConnection; url: string },
  receipts: () => string[],
): Promise<Omit<ClusterRun, 'proxy'>> {
  const signups = await signupLoad(proxy.url, database.url, { connections: CONNECTIONS, seconds: SECONDS });
  console.log(phaseLine(`signups, ${CONNECTIONS} connections`, signups.load, 'signups', '201'));
  console.log(
    `  stored ${signups.stored} of ${signups.acknowledged} acknowledged with their welcome mail · lost ${signups.lost} · other answers ${signups.unexpected}`,
  );
  const identical = await identicalSignups(proxy.url, database.connection, IDENTICAL_SIGNUPS);
  console.log(
    `  ${identical.count} identical signups at once: answers ${JSON.stringify(identical.statuses)} · ${identical.rows} row · ${identical.mails} welcome mail`,
  );
  const mail = await mailDelivery(database.connection, receipts, MAIL_TIMEOUT_MS);
  console.log(
    `  mail: ${mail.sent} of ${mail.total} sent; ${mail.backlog} were still queued after the signups, sent in ${mail.drainSeconds} s (${Math.round(mail.backlog / Math.max(0.1, mail.drainSeconds))}/s) · received twice ${mail.duplicates} · missing ${mail.missing} · unexpected ${mail.unexpected}`,
  );
  const staticPage = await staticPages(proxy.url, server.url, '/', SECONDS);
  const { direct, proxied } = staticPage;
  console.log(
    `  static ${staticPage.path}: through the proxy ${proxied.requestsPerSecond} req/s (p99 ${proxied.p99Ms} ms) · one server directly ${direct.requestsPerSecond} req/s (p99 ${direct.p99Ms} ms) → ${(proxied.requestsPerSecond / Math.max(1, direct.requestsPerSecond)).toFixed(2)}×`,
  );
  const counted = await counters(proxy.url, database.connection, {
    beacons: BEACONS,
    stepReports: STEP_REPORTS,
    plainForms: PLAIN_FORMS,
    rollUpSeconds: ROLL_UP_SECONDS,
  });
  const { beacons, quiz } = counted;
  console.log(
    `  vitals: ${beacons.sent} beacons, ${beacons.metricsAccepted} metrics accepted, ${beacons.metricsStored} stored (raw or rolled up by either server) · refused ${beacons.unexpected}`,
  );
  console.log(
    `  quiz: ${quiz.stepReports} step reports and ${quiz.plainForms} plain-form quizzes · ${quiz.cells - quiz.wrongCells.length} of ${quiz.cells} (language, step) counts exact · refused ${quiz.unexpected}`,
  );
  return { signups, identical, mail, staticPage, counted };
}

async function main() {
  process.chdir(ROOT);
  requireWrk();
  ensureBuild(process.argv.includes('--build'));
  await ensurePostgres();
  console.log(
    `bench: two servers behind a round-robin proxy on one PostgreSQL database, ${CONNECTIONS} connections, ${SECONDS} s phases…`,
  );
  const created = await createDatabase(TEST_POSTGRES_URL, 'vibra_bench_cluster');
  const smtp = await startSmtp();
  const receipts = () => smtp.received.flatMap((message) => message.to);
  let servers: RunningServer[] = [];
  let proxy: ProxyThread | undefined;
  let connection: DatabaseConnection | undefined;
  let run: ClusterRun;
  try {
    servers = await startServers({ ...SERVER_ENV, DATABASE_URL: created.url, SMTP_URL: smtp.url });
    proxy = await startProxyThread(servers.map((server) => Number(new URL(server.url).port)));
    connection = await openDatabase({ url: created.url, poolSize: 2 });
    const database = { connection, url: created.url };
    const measured = await measure(proxy, servers[0] as RunningServer, database, receipts);
    const tally = await proxy.close();
    proxy = undefined;
    console.log(
      `  proxy: forwarded ${tally.forwarded.join(' / ')} requests to the two servers · failed ${tally.errors}`,
    );
    run = { ...measured, proxy: tally };
  } finally {
    await proxy?.close();
    await connection?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close();
    await dropDatabase(TEST_POSTGRES_URL, created.name);
  }

  const failed = failedChecks(run);
  console.log(
    `\nChecks: nothing lost, one row per address, every mail once, counters exact across both servers → ${failed.length ? `FAILED (${failed.join('; ')})` : 'all hold'}`,
  );
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  const file = join('bench-results', `cluster-${stamp(new Date())}.json`);
  await writeFile(
    join(ROOT, file),
    JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, run, failed }, null, 2),
  );
  console.log(`bench: wrote ${file}`);
  if (failed.length) process.exitCode = 1;
}

await main();
