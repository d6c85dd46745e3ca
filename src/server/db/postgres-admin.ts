import pg from 'pg';

/**
 * Creating and dropping whole databases on a PostgreSQL server (tests and the benchmark make a
 * fresh one per run). `adminUrl` points at any database the role may connect to (`postgres`).
 */

/**
 * The PostgreSQL server the tests and the signup benchmark use: TEST_DATABASE_URL, or the role that
 * scripts/ci/start-postgres.sh creates.
 */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://vibra:vibra@127.0.0.1:5432/postgres';

/** True when a PostgreSQL server answers at `url` within two seconds. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A connection string for database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty database with a unique name; returns its connection string. */
export async function createDatabase(adminUrl: string, prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return { name, url: databaseUrl(adminUrl, name) };
}

/**
 * Drops a database once its last connections are gone. A plain DROP (not FORCE, which a role
 * without superuser cannot use while autovacuum works there) retried for a few seconds.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    } catch (error) {
      // 55006: the database is still in use (a closing pool, autovacuum).
      if ((error as { code?: string }).code !== '55006' || attempt >= 25) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
