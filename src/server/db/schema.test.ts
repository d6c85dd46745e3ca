import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, testDatabaseKinds } from '../testing/fixtures.ts';
import { catalogOf, createStatements, tablesOf } from '../testing/schema-catalog.ts';
import type { DatabaseConnection } from './client.ts';
import * as schema from './schema.ts';

describe.each(await testDatabaseKinds())('schema.ts and the migrations on %s', (kind) => {
  let migrated: DatabaseConnection;
  let described: DatabaseConnection;
  beforeAll(async () => {
    [migrated, described] = await Promise.all([testDatabase(kind), testDatabase(kind, { migrated: false })]);
    for (const statement of createStatements(tablesOf(schema))) await described.db.execute(sql.raw(statement));
  });
  afterAll(async () => {
    await Promise.all([migrated?.close(), described?.close()]);
  });

  it('describe the same tables: columns, types, nullability, defaults, keys, indexes and foreign keys', async () => {
    const fromMigrations = await catalogOf(migrated.db);
    expect(fromMigrations.filter((line) => line.startsWith('table '))).toHaveLength(tablesOf(schema).length);
    expect(await catalogOf(described.db)).toEqual(fromMigrations);
  });

  // Last: it changes the database made from schema.ts, as a drift between the two would.
  it('tell a column that differs', async () => {
    await described.db.execute(sql`ALTER TABLE quiz_funnel ALTER COLUMN count DROP DEFAULT`);
    const fromSchema = await catalogOf(described.db);
    expect(fromSchema).toContain('column quiz_funnel.count integer NOT NULL');
    expect(fromSchema).not.toEqual(await catalogOf(migrated.db));
  });
});
