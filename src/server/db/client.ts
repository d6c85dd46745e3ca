import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import * as schema from './schema.ts';

/** The app's database handle (Drizzle over PostgreSQL). */
export type Database = PgliteDatabase<typeof schema>;

/** An open database and how to close it. */
export interface DatabaseConnection {
  db: Database;
  close: () => Promise<void>;
}

/**
 * Opens the embedded PostgreSQL (PGlite) stored in `dataDir`, creating the folder on first start.
 * `memory://` keeps it in memory (tests).
 */
export async function openDatabase(dataDir: string): Promise<DatabaseConnection> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return { db: drizzle({ client, schema }), close: () => client.close() };
}
