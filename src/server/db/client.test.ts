import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, testDatabaseKinds } from '../testing/fixtures.ts';
import { isUniqueViolation, loggableError, rowsOf } from './client.ts';
import { newsletterSubscribers } from './schema.ts';

describe('database errors', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  async function failure(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('expected the query to fail');
  }

  it('are logged with their code and the driver message, never the query parameters', async () => {
    const error = await failure(() =>
      database.db.execute(sql`INSERT INTO no_such_table (email) VALUES (${'secret.person@example.com'})`),
    );
    expect(String((error as Error).message)).toContain('secret.person@example.com');
    const logged = loggableError(error);
    expect(logged.code).toBe('42P01');
    expect(JSON.stringify(logged)).not.toContain('secret.person');
  });

  it('recognise a unique violation through the Drizzle wrapper', async () => {
    const row = {
      email: 'twice@example.com',
      locale: 'en' as const,
      source: '/',
      status: 'subscribed' as const,
      consentTextVersion: 'v',
      consentPurpose: 'p',
    };
    await database.db.insert(newsletterSubscribers).values({ ...row, unsubscribeToken: 'a' });
    const error = await failure(() =>
      database.db.insert(newsletterSubscribers).values({ ...row, email: 'TWICE@example.com', unsubscribeToken: 'b' }),
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(loggableError(error)).toEqual({ code: '23505', message: expect.stringContaining('unique') });
    expect(JSON.stringify(loggableError(error))).not.toContain('twice@');
  });
});

/**
 * drizzle-orm 0.45 runs a pooled transaction's BEGIN outside the try that gives its connection
 * back (drizzle-orm#6241): one BEGIN on a broken connection kept it checked out for good, and
 * closing the pool then waited forever (patches/drizzle-orm+*.patch).
 */
describe.skipIf(!(await testDatabaseKinds()).includes('postgres'))('a pooled transaction', () => {
  it('gives back a connection that broke before its BEGIN, so the pool serves on and closes', async () => {
    const database = await testDatabase('postgres');
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      // As when the server restarts while the pool hands out an idle connection.
      pool.once('acquire', (client) => void client.end());
      await expect(database.db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
      expect(pool.totalCount).toBe(0);
      expect(rowsOf(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
