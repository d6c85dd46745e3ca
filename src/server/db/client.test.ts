import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/fixtures.ts';
import { isUniqueViolation, loggableError } from './client.ts';
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
