import { describe, expect, it } from 'vitest';
import { hookedTestDatabase } from '../testing/hooks.ts';
import { databaseAnswers, isDatabaseUnavailable } from './availability.ts';
import type { Database } from './client.ts';

/** An error as Drizzle throws it: its own message, the driver's error as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['every address refused', wrapped(new AggregateError([withCode('refused', 'ECONNREFUSED')], 'all failed'))],
    ['a host name that does not resolve', withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND')],
    ['no free connection in time', wrapped(new Error('timeout exceeded when trying to connect'))],
    ['a connection that broke', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a server that stopped answering', wrapped(new Error('Query read timeout'))],
    ['a server shutting down', wrapped(withCode('terminating connection due to administrator command', '57P01'))],
    ['a server starting up', wrapped(withCode('the database system is starting up', '57P03'))],
    ['too many connections', wrapped(withCode('sorry, too many clients already', '53300'))],
    ['a statement over its time limit', wrapped(withCode('canceling statement due to statement timeout', '57014'))],
    ['a closed embedded database', wrapped(new Error('PGlite is closed'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a query naming a missing table', wrapped(withCode('relation "nope" does not exist', '42P01'))],
    ['a bug in our code', new TypeError('Cannot read properties of undefined')],
    ['nothing at all', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('databaseAnswers', () => {
  const database = hookedTestDatabase();

  it('is true while the database answers and false once it is closed', async () => {
    expect(await databaseAnswers(database.db, 1_000)).toBe(true);
    await database.close();
    expect(await databaseAnswers(database.db, 1_000)).toBe(false);
  });

  it('gives up after its time limit on a database that does not answer', async () => {
    const silent = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = performance.now();
    expect(await databaseAnswers(silent, 100)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
