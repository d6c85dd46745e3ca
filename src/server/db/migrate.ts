import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/**
 * Applies the SQL files in `migrations/` that have not run yet, in name order, each in its own
 * transaction, and records them in `schema_migrations`. Runs on every start; a no-op when current.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await db.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`)).rows.map((row) => row.name),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const statements = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(statements));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
    });
    ran.push(file);
  }
  return ran;
}
