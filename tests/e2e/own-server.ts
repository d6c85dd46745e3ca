/**
 * A spec's own production server, for a spec that needs a database of its own: a fresh PGlite in a
 * temporary folder, on a free port of 127.0.0.1, its log joined to the run's (log-scan.ts reads
 * that log for personal data at the end).
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
 * Starts the server (`name` names its temporary folder) with the spec's own settings over the
 * shared ones; `site` is its address.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string>,
): Promise<{ server: StartedServer; site: string }> {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const config = readConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: site,
    DATA_DIR: join(mkdtempSync(join(tmpdir(), `vibra-${name}-e2e-`)), 'pglite'),
    LOG_LEVEL: 'info',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  return { server: await startServer(config, undefined, runLogDestination()), site };
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
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATABASE_URL: database.url, SITE_URL: site, LOG_LEVEL: 'info' };
  const config = readConfig({
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...settings,
  });
  const server = await startServer(config, undefined, runLogDestination());
  const close = async () => {
    await server.close();
    await dropDatabase(TEST_POSTGRES_URL, database.name);
  };
  return { server, site, env, close };
}
