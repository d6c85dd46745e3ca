import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/client.ts';
import { notFoundHits } from '../db/schema.ts';
import { testDatabase } from '../testing/fixtures.ts';
import { recordMissingPath, sanitizeMissingPath } from './record.ts';

describe('sanitizeMissingPath', () => {
  it('drops the query and fragment and masks personal-looking parts', () => {
    expect(sanitizeMissingPath('/old-page?utm=x#top')).toBe('/old-page');
    expect(sanitizeMissingPath('/u/maria.silva%40gmail.com/x')).toBe('/u/[email]/x');
    expect(sanitizeMissingPath('/cpf/12345678900')).toBe('/cpf/[number]');
    expect(sanitizeMissingPath('/year/2025')).toBe('/year/2025');
    expect(sanitizeMissingPath(`/${'a'.repeat(500)}`)).toHaveLength(300);
    expect(sanitizeMissingPath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});

describe('recordMissingPath', () => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  it('counts hits per path and keeps first and last seen', async () => {
    await recordMissingPath(database.db, '/gone?x=1');
    const [first] = await database.db.select().from(notFoundHits);
    await recordMissingPath(database.db, '/gone');
    await Promise.all([recordMissingPath(database.db, '/gone'), recordMissingPath(database.db, '/gone')]);
    const [row] = await database.db.select().from(notFoundHits);
    expect(row?.path).toBe('/gone');
    expect(row?.hits).toBe(4);
    expect(row?.firstSeen.getTime()).toBe(first?.firstSeen.getTime());
    expect(row?.lastSeen.getTime()).toBeGreaterThanOrEqual(first?.lastSeen.getTime() ?? 0);
  });
});
