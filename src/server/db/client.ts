import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

/** The app's database handle: Drizzle over PostgreSQL, embedded (PGlite) or a server (node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction's handle, as `db.transaction` gives it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database and how to close it. */
export interface DatabaseConnection {
  db: Database;
  /** `pglite` (embedded) or `postgres` (a server through a pool). */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** The extensions the migrations create, which the embedded PostgreSQL loads as modules (bookings' exclusion constraint). */
export const PGLITE_EXTENSIONS = { btree_gist };

/** Where the data lives: a PGlite folder (or `memory://`), or a PostgreSQL connection string. */
export type DatabaseLocation = { dataDir: string } | { url: string; poolSize?: number };

/** Limits for a PostgreSQL server, so a stuck database answers with an error instead of hanging requests. */
export const POSTGRES_TIMEOUTS = {
  /**
   * Waiting for a free pooled connection or a new one: short, so that while the server is
   * unreachable a visitor hears "try again in a moment" (503) within 3 s instead of waiting.
   */
  connectionTimeoutMillis: 2_000,
  /** Server-side limit per statement. */
  statement_timeout: 5_000,
  /** Client-side limit per query (covers a server that stopped answering). */
  query_timeout: 8_000,
  /** A transaction left open by a crashed request is ended by the server. */
  idle_in_transaction_session_timeout: 10_000,
  idleTimeoutMillis: 30_000,
} as const;

/**
 * Opens the database. With a `url`, a pooled node-postgres client with the timeouts above;
 * otherwise the embedded PostgreSQL (PGlite) in `dataDir`, created on first start with full
 * durability (every commit is flushed to disk). `memory://` keeps it in memory (tests).
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseConnection> {
  if ('url' in location) {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: location.poolSize ?? 10,
      application_name: 'vibra',
      ...POSTGRES_TIMEOUTS,
    });
    // An idle pooled connection that breaks (server restart) must not crash the process;
    // the next query opens a new one.
    pool.on('error', () => {});
    // Nor one checked out between two queries of a transaction (a booking's mails are composed
    // while it holds its rows): its next query fails, and the transaction rolls back as usual.
    pool.on('connect', (client) => client.on('error', () => {}));
    return { db: drizzleNodePostgres({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
  }
  const { dataDir } = location;
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { relaxedDurability: false, extensions: PGLITE_EXTENSIONS });
  return { db: drizzlePglite({ client, schema }), kind: 'pglite', close: () => client.close() };
}

/** The rows of a raw `db.execute` result (both drivers return `{ rows }`). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** How many rows a raw `db.execute` wrote (node-postgres says `rowCount`, PGlite `affectedRows`). */
export function rowCount(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** PostgreSQL's SQLSTATE of a failed query, through Drizzle's wrapper (`cause`) when there is one. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the error is a unique violation (23505): the row already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * A database failure as logs may show it: the SQLSTATE (or system error code) and the driver's
 * own message, never Drizzle's wrapper, whose message repeats the query's parameters (an
 * e-mail address, say).
 */
export function loggableError(error: unknown): { code?: string; message: string } {
  let innermost = error;
  for (let depth = 0; depth < 4 && (innermost as { cause?: unknown })?.cause; depth++) {
    innermost = (innermost as { cause: unknown }).cause;
  }
  const message = innermost instanceof Error ? innermost.message : String(innermost);
  const code = sqlState(error) ?? (innermost as { code?: unknown })?.code;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    message: (message.split('\n', 1)[0] ?? '').slice(0, 200),
  };
}
