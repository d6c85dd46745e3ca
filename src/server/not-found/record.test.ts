import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/client.ts';
import { notFoundDaily } from '../db/schema.ts';
import { hookedTestDatabase } from '../testing/hooks.ts';
import {
  createMissingPathCounter,
  MAX_PATHS_PER_BATCH,
  MAX_PATHS_PER_DAY,
  OTHER_PATHS,
  sanitizeMissingPath,
} from './record.ts';

describe('sanitizeMissingPath', () => {
  it('keeps the path alone, without anything personal', () => {
    expect(sanitizeMissingPath('/old-page?utm=x#top')).toBe('/old-page');
    expect(sanitizeMissingPath('/u/maria.silva%40gmail.com/x')).toBe('/u/[email]/x');
    expect(sanitizeMissingPath('/cpf/12345678900')).toBe('/cpf/[number]');
    expect(sanitizeMissingPath(`/newsletter/confirm/${'Ab9_'.repeat(11)}`)).toBe('/newsletter/confirm/[token]');
    expect(sanitizeMissingPath('/year/2025')).toBe('/year/2025');
    expect(sanitizeMissingPath(`/${'a/'.repeat(250)}`)).toHaveLength(300);
    expect(sanitizeMissingPath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
    // A broken escape elsewhere does not keep an encoded address from being found.
    expect(sanitizeMissingPath('/bad%E0%A4%A/maria%40gmail.com')).toBe('/bad%E0%A4%A/[email]');
    expect(sanitizeMissingPath(`/${'a/'.repeat(8_000)}`)).toBe(`/${'a/'.repeat(150)}`.slice(0, 300));
  });
});

describe('the 404 counter', () => {
  const database = hookedTestDatabase();

  const rows = async () =>
    Object.fromEntries((await database.db.select().from(notFoundDaily)).map((row) => [row.path, row.hits]));

  it('counts per path and day, in one write per batch', async () => {
    const counter = createMissingPathCounter(database.db, { onError: (error) => Promise.reject(error) });
    counter.add('/gone?x=1');
    counter.add('/gone');
    await counter.flush();
    counter.add('/gone');
    counter.add('/also-gone');
    await counter.flush();
    expect(await rows()).toMatchObject({ '/gone': 3, '/also-gone': 1 });
  });

  it('keeps a batch that could not be written, and writes it with the next one', async () => {
    const errors: unknown[] = [];
    let failNext = true;
    const flaky = {
      transaction: (work: Parameters<DatabaseConnection['db']['transaction']>[0]) => {
        if (!failNext) return database.db.transaction(work);
        failNext = false;
        return Promise.reject(new Error('database away'));
      },
    } as unknown as DatabaseConnection['db'];
    const counter = createMissingPathCounter(flaky, { onError: (error) => errors.push(error) });
    counter.add('/kept');
    await counter.flush();
    expect(errors).toHaveLength(1);
    counter.add('/kept');
    await counter.flush();
    expect((await rows())['/kept']).toBe(2);
  });

  it('bounds a flood of made-up paths: a batch keeps at most its cap, a day at most its rows', async () => {
    const counter = createMissingPathCounter(database.db, { onError: (error) => Promise.reject(error) });
    for (let round = 0; round < 8; round++) {
      for (let index = 0; index < 2 * MAX_PATHS_PER_BATCH; index++) counter.add(`/flood/${round}/${index}`);
      await counter.flush();
    }
    const all = await database.db.select().from(notFoundDaily);
    expect(all.length).toBeLessThanOrEqual(MAX_PATHS_PER_DAY + 1);
    expect(all.some((row) => row.path === OTHER_PATHS)).toBe(true);
    const total = all.filter((row) => row.path.startsWith('/flood/') || row.path === OTHER_PATHS);
    expect(total.reduce((sum, row) => sum + row.hits, 0)).toBe(8 * 2 * MAX_PATHS_PER_BATCH);
  });
});
