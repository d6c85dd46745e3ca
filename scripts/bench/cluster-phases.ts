/**
 * The measurements of `npm run bench:cluster`, each through the round-robin proxy in front of two
 * production servers on one PostgreSQL database: signups under load, identical signups at once,
 * the outbox drained by both senders, and static pages (the counters: cluster-counters.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type DatabaseConnection, rowsOf } from '../../src/server/db/client.ts';
import { loadPhase, type Phase } from '../lib/load-phase.ts';
import { distinctSignups, postSignup, storedWithMail } from './signup-client.ts';
import { measureThroughput, type Throughput } from './throughput.ts';

/** Answers other than `expected`, plus requests that got none (errors, timeouts). */
export function unexpectedAnswers(phase: Phase, expected: string): number {
  const other = Object.entries(phase.status).filter(([code]) => code !== expected);
  return other.reduce((sum, [, count]) => sum + count, phase.errors + phase.timeouts);
}

/** Signups under load: what was acknowledged, and what the database holds afterwards. */
export interface SignupLoad {
  load: Phase;
  /** Answered 201 (warm-up included). */
  acknowledged: number;
  /** Answers other than 201 and requests without an answer. */
  unexpected: number;
  /** The run's addresses stored with their welcome mail. */
  stored: number;
  lost: number;
}

/** Distinct addresses posted by `connections` clients for `seconds`, after a 2 s warm-up. */
export async function signupLoad(
  proxyUrl: string,
  databaseUrl: string,
  options: { connections: number; seconds: number },
): Promise<SignupLoad> {
  const prefix = `cluster.${Date.now()}.`;
  const signup = distinctSignups(prefix);
  const run = (connections: number, duration: number) =>
    loadPhase({ url: `${proxyUrl}/api/newsletter`, connections, duration, requests: [signup] });
  const phases = [await run(4, 2), await run(options.connections, options.seconds)];
  const acknowledged = phases.reduce((sum, phase) => sum + (phase.status['201'] ?? 0), 0);
  const stored = (await storedWithMail({ url: databaseUrl }, prefix)).size;
  return {
    load: phases[1] as Phase,
    acknowledged,
    unexpected: phases.reduce((sum, phase) => sum + unexpectedAnswers(phase, '201'), 0),
    stored,
    lost: Math.max(0, acknowledged - stored),
  };
}

/** Identical signups at once: their answers by status, and the rows and mails they left. */
export interface IdenticalSignups {
  count: number;
  statuses: Record<string, number>;
  rows: number;
  mails: number;
}

/** `count` signups of one address at once, each on its own connection. */
export async function identicalSignups(
  proxyUrl: string,
  database: DatabaseConnection,
  count: number,
): Promise<IdenticalSignups> {
  const email = `same.${Date.now()}@example.com`;
  const attempts = await Promise.all(Array.from({ length: count }, () => postSignup(proxyUrl, email)));
  const statuses: Record<string, number> = {};
  for (const { status } of attempts) statuses[status] = (statuses[status] ?? 0) + 1;
  const [row] = rowsOf<{ rows: number; mails: number }>(
    await database.db.execute(sql`
      SELECT (SELECT count(*)::int FROM newsletter_subscribers WHERE lower(email) = ${email}) AS rows,
             (SELECT count(*)::int FROM email_outbox WHERE to_address = ${email}) AS mails`),
  );
  return { count, statuses, rows: row?.rows ?? 0, mails: row?.mails ?? 0 };
}

/** The outbox once drained, against what the SMTP server received. */
export interface MailDelivery {
  /** Mails in the outbox, and how many of them were sent. */
  total: number;
  sent: number;
  /** Mails still queued when the wait began, and how long until none was left (the two senders' pace). */
  backlog: number;
  drainSeconds: number;
  /** Receipts beyond the first for one address; sent mails never received; receipts for no mail. */
  duplicates: number;
  missing: number;
  unexpected: number;
}

/** Waits (up to `timeoutMs`) until no mail is queued, then counts the SMTP server's receipts per address. */
export async function mailDelivery(
  database: DatabaseConnection,
  receipts: () => string[],
  timeoutMs: number,
): Promise<MailDelivery> {
  const queued = async () => {
    const [row] = rowsOf<{ queued: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS queued FROM email_outbox WHERE status = 'queued'`),
    );
    return row?.queued ?? 0;
  };
  const started = performance.now();
  const backlog = await queued();
  let reported = started;
  for (let left = backlog; left > 0 && performance.now() - started < timeoutMs; left = await queued()) {
    if (performance.now() - reported > 15_000) {
      reported = performance.now();
      console.log(`  … ${left} mails still queued`);
    }
    await sleep(100);
  }
  const drainSeconds = Math.round((performance.now() - started) / 100) / 10;
  // Long enough for either sender to have sent a mail twice, if it could.
  await sleep(1_000);
  const mails = rowsOf<{ to_address: string; status: string }>(
    await database.db.execute(sql`SELECT to_address, status FROM email_outbox`),
  );
  const sent = new Set(mails.filter((mail) => mail.status === 'sent').map((mail) => mail.to_address));
  const received = new Map<string, number>();
  for (const address of receipts()) received.set(address, (received.get(address) ?? 0) + 1);
  let duplicates = 0;
  let unexpected = 0;
  for (const [address, count] of received) {
    if (sent.has(address)) duplicates += count - 1;
    else unexpected += count;
  }
  return {
    total: mails.length,
    sent: sent.size,
    backlog,
    drainSeconds,
    duplicates,
    missing: [...sent].filter((address) => !received.has(address)).length,
    unexpected,
  };
}

/** One page's static throughput from one server directly and through the proxy. */
export interface StaticPages {
  path: string;
  direct: Throughput;
  proxied: Throughput;
}

/** Measures `path` directly on one server, then through the proxy, for the same time. */
export async function staticPages(
  proxyUrl: string,
  serverUrl: string,
  path: string,
  seconds: number,
): Promise<StaticPages> {
  const direct = await measureThroughput(`${serverUrl}${path}`, seconds);
  const proxied = await measureThroughput(`${proxyUrl}${path}`, seconds);
  return { path, direct, proxied };
}
