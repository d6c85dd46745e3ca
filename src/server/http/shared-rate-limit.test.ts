import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseConnection, openDatabase, rowsOf } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createDatabase, dropDatabase } from '../db/postgres-admin.ts';
import { TEST_POSTGRES_URL, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestDatabase } from '../testing/hooks.ts';
import { awayFromWindowEdge } from '../testing/window-edge.ts';
import type { Allowance } from './rate-limit.ts';
import { rateLimiters, sharedLimiters } from './shared-rate-limit.ts';

/** A logger that keeps the warnings' messages. */
function warningsLogger() {
  const warnings: string[] = [];
  const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) };
  return { warnings, logger: logger as unknown as FastifyBaseLogger };
}

const allowedCount = (answers: Allowance[]) => answers.filter((answer) => answer.allowed).length;

/** A database that never answers: every query, raw or made with the builder, waits forever. */
function silentDatabase(): Database {
  const never = new Promise<never>(() => {});
  const query: object = new Proxy(() => {}, {
    get: (_target, key) => (key === 'then' ? never.then.bind(never) : query),
    apply: () => query,
  });
  return query as Database;
}

describe('rate limits with the embedded database', () => {
  const database = hookedTestDatabase('pglite');

  it('are counted in this process and write nothing to the database', async () => {
    const limiter = rateLimiters(database, warningsLogger().logger)('newsletter', 3);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await limiter.take('203.0.113.7'));
    expect(allowedCount(answers)).toBe(3);
    expect(answers.at(-1)).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(await limiter.take('203.0.113.8')).toEqual({ allowed: true });
    const rows = rowsOf(await database.db.execute(sql`SELECT * FROM rate_limit_windows`));
    expect(rows).toEqual([]);
  });
});

describe('rate limits when the database fails', () => {
  it('let an attempt through within the time limit when the database does not answer', async () => {
    const { warnings, logger } = warningsLogger();
    const limiter = sharedLimiters(silentDatabase(), logger, { timeoutMs: 100 })('vitals', 2);
    const started = Date.now();
    expect(await limiter.take('203.0.113.7')).toEqual({ allowed: true });
    expect(Date.now() - started).toBeLessThan(1_000);
    // Meanwhile this process counts alone, at once and without another warning.
    expect(await limiter.take('203.0.113.7')).toEqual({ allowed: true });
    expect((await limiter.take('203.0.113.7')).allowed).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('counting in this process for 10 s')]);
  });
});

const postgres = (await testDatabaseKinds()).includes('postgres');

describe.runIf(postgres)('rate limits shared through PostgreSQL', () => {
  let created: { name: string; url: string };
  let first: DatabaseConnection;
  let second: DatabaseConnection;

  beforeAll(async () => {
    created = await createDatabase(TEST_POSTGRES_URL, 'vibra_limits');
    first = await openDatabase({ url: created.url });
    second = await openDatabase({ url: created.url });
    await migrate(first.db);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    if (created) await dropDatabase(TEST_POSTGRES_URL, created.name);
  });

  /** The same limit on two servers, each with its own pool, as `startServer` makes it. */
  function onTwoServers(limit: number) {
    return [
      rateLimiters(first, warningsLogger().logger)('newsletter', limit),
      rateLimiters(second, warningsLogger().logger)('newsletter', limit),
    ] as const;
  }

  it('hold once for a client whose attempts alternate between two servers', async () => {
    const [one, two] = onTwoServers(4);
    await awayFromWindowEdge();
    const answers = [];
    for (let attempt = 0; attempt < 8; attempt++) answers.push(await (attempt % 2 ? two : one).take('198.51.100.1'));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, true, false, false, false, false]);
    const refused = answers.at(-1) as Allowance & { retryAfterSeconds: number };
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another client has its own count.
    expect(await two.take('198.51.100.2')).toEqual({ allowed: true });
  });

  it('allow exactly the limit when many attempts arrive at both servers at once', async () => {
    const [one, two] = onTwoServers(10);
    await awayFromWindowEdge();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => (attempt % 2 ? two : one).take('198.51.100.3')),
    );
    expect(allowedCount(answers)).toBe(10);
  });

  it('keep a keyed hash of the address, the same on both servers, never the address', async () => {
    const [one, two] = onTwoServers(10);
    await awayFromWindowEdge();
    await one.take('2001:db8::42');
    await two.take('2001:db8::42');
    const rows = rowsOf<{ client: string; count: number }>(
      await first.db.execute(sql`SELECT client, count FROM rate_limit_windows WHERE count = 2`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.client).toMatch(/^[\w-]{22}$/);
    const everything = JSON.stringify(rowsOf(await first.db.execute(sql`SELECT * FROM rate_limit_windows`)));
    expect(everything).not.toMatch(/2001:db8|198\.51\.100/);
    const secrets = rowsOf<{ secret: string }>(await first.db.execute(sql`SELECT secret FROM rate_limit_secret`));
    expect(secrets).toEqual([{ secret: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });

  it('delete windows that have ended, whichever limit they belong to', async () => {
    await first.db.execute(
      sql`INSERT INTO rate_limit_windows (name, client, window_end, count) VALUES ('chat-llm', 'old', 60000, 3)`,
    );
    await rateLimiters(first, warningsLogger().logger)('chat', 5).take('198.51.100.4');
    const old = async () =>
      rowsOf(await first.db.execute(sql`SELECT 1 FROM rate_limit_windows WHERE client = 'old'`)).length;
    for (let wait = 0; wait < 50 && (await old()) > 0; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await old()).toBe(0);
  });

  it('count in this process, and say so once, when the table is gone', async () => {
    const { warnings, logger } = warningsLogger();
    const limiter = rateLimiters(second, logger)('quiz', 2);
    await first.db.execute(sql`ALTER TABLE rate_limit_windows RENAME TO rate_limit_windows_away`);
    await awayFromWindowEdge();
    try {
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt++) answers.push(await limiter.take('198.51.100.5'));
      expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false, false]);
      expect(warnings).toEqual([expect.stringContaining('the database did not count an attempt')]);
    } finally {
      await first.db.execute(sql`ALTER TABLE rate_limit_windows_away RENAME TO rate_limit_windows`);
    }
  });

  it('let attempts through once the database is closed', async () => {
    const closing = await openDatabase({ url: created.url });
    const limiter = rateLimiters(closing, warningsLogger().logger)('chat-llm', 1);
    expect(await limiter.take('198.51.100.6')).toEqual({ allowed: true });
    await closing.close();
    expect(await limiter.take('198.51.100.7')).toEqual({ allowed: true });
  });
});
