/**
 * What tests need that takes seconds to make (a test app, a fresh database: 5–20 s on a busy
 * two-core machine) is made in a hook, which has its own timeout (hookTimeout in vitest.config.ts),
 * never in the test's body, where it would eat the test's 20 s. Made once for the tests of the
 * enclosing `describe`, or afresh for each with `{ each: true }` (a test that closes the
 * database or stops the server); closed after them.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DatabaseConnection } from '../db/client.ts';
import { type TestAppOptions, type TestDatabaseKind, testApp, testDatabase } from './fixtures.ts';

/** A test app, as `testApp` makes it. */
export type TestApp = Awaited<ReturnType<typeof testApp>>;

/**
 * Registers the hooks that make `make()`'s result before the tests (each, or all) and close it
 * after, and returns a stand-in for it: read it inside the tests (or later hooks), not while the
 * describe is collected. Reads and writes go to the object the hook made.
 */
export function madeInHook<T extends { close: () => Promise<unknown> }>(
  make: () => Promise<T>,
  { each = false }: { each?: boolean } = {},
): T {
  let made: T | undefined;
  const current = () => {
    if (!made) throw new Error('a test read what a hook makes before the hook made it');
    return made;
  };
  (each ? beforeEach : beforeAll)(async () => {
    made = await make();
  });
  (each ? afterEach : afterAll)(async () => {
    await made?.close();
  });
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(current(), key),
    set: (_target, key, value) => Reflect.set(current(), key, value),
  });
}

/** A test app (see `testApp`) for the tests of the enclosing describe; options may be made in an earlier hook. */
export function hookedTestApp(
  options: TestAppOptions | (() => TestAppOptions) = {},
  hooks?: { each?: boolean },
): TestApp {
  return madeInHook(() => testApp(typeof options === 'function' ? options() : options), hooks);
}

/** A fresh database with the migrations applied, for the tests of the enclosing describe. */
export function hookedTestDatabase(kind?: TestDatabaseKind, hooks?: { each?: boolean }): DatabaseConnection {
  return madeInHook(() => testDatabase(kind), hooks);
}
