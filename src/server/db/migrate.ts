import { readdir, readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { schemaMigrations } from './schema.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** Any constant: several servers starting at once take turns through this advisory lock. */
const MIGRATION_LOCK = 4_721_009;

/**
 * The statements of a migration file: comments dropped, split where a line ends with `;`.
 * (One statement per query, because node-postgres sends queries with the extended protocol, which
 * takes one statement at a time; migrations therefore avoid `;` at the end of a line inside a
 * function body.)
 */
export function splitStatements(file: string): string[] {
  return file
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/**
 * Applies the SQL files in `migrations/` that have not run yet, in name order, each in its own
 * transaction, and records them in `schema_migrations`. Runs on every start; a no-op when current.
 */
export async function migrate(db: Database): Promise<string[]> {
  // Under the lock too: two servers running CREATE TABLE IF NOT EXISTS at once can collide. Raw SQL:
  // an advisory lock and DDL, which the builder does not write (the table is schemaMigrations).
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
    const statements = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
    const applied = await db.transaction(async (tx) => {
      // Raw SQL: the advisory lock, a function call with no table.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const done = await tx
        .select({ name: schemaMigrations.name })
        .from(schemaMigrations)
        .where(eq(schemaMigrations.name, file));
      if (done.length > 0) return false;
      // Raw SQL: the migration's own statements.
      for (const statement of splitStatements(statements)) await tx.execute(sql.raw(statement));
      await tx.insert(schemaMigrations).values({ name: file });
      return true;
    });
    if (applied) ran.push(file);
  }
  return ran;
}
