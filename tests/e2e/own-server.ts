/**
 * A spec's own production server, for a spec that needs a database of its own, on a free port of
 * 127.0.0.1, its log joined to the run's (log-scan.ts reads that log for personal data at the end).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/bench-setup.ts';
import { readConfig } from '../../src/server/config.ts';
import { createDatabase, dropDatabase, TEST_POSTGRES_URL } from '../../src/server/db/postgres-admin.ts';
import { type StartedServer, startServer } from '../../src/server/start.ts';
import { runLogDestination } from './log-scan.ts';

/**
 * Starts the server on `database` (DATA_DIR or DATABASE_URL) with the spec's `settings` over the
 * shared ones; `env` is what a second process (the owner command) needs to reach the same site.
 */
async function start(database: Record<string, string>, settings: Record<string, string>) {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, ...database, SITE_URL: site, LOG_LEVEL: 'info' };
  const config = readConfig({
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...settings,
  });
  return { server: await startServer(config, undefined, runLogDestination()), site, env };
}

/** Starts the server on a fresh PGlite in a temporary folder (`name` names it); `site` is its address. */
export async function startOwnServer(
  name: string,
  settings: Record<string, string>,
): Promise<{ server: StartedServer; site: string }> {
  const { server, site } = await start(
    { DATA_DIR: join(mkdtempSync(join(tmpdir(), `vibra-${name}-e2e-`)), 'pglite') },
    settings,
  );
  return { server, site };
}

/**
 * As startOwnServer, on a fresh database of the test PostgreSQL server, for a spec whose owner
 * command (a second process) must reach the server's database; `env` is what that command needs,
 * and `close` stops the server and drops the database.
 */
export async function startOwnServerOnPostgres(
  name: string,
  settings: Record<string, string>,
): Promise<{ server: StartedServer; site: string; env: NodeJS.ProcessEnv; close: () => Promise<void> }> {
  const database = await createDatabase(TEST_POSTGRES_URL, `vibra_${name}_e2e`);
  const { server, site, env } = await start({ DATABASE_URL: database.url }, settings);
  const close = async () => {
    await server.close();
    await dropDatabase(TEST_POSTGRES_URL, database.name);
  };
  return { server, site, env, close };
}
