/**
 * The production server: `npm start` (after the build) or `npm run serve`.
 * One Node process serves the static build and the on-demand routes; all state is in PostgreSQL.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { type AstroHandler, createApp } from './http/app.ts';
import { loadSiteIndex } from './http/site-manifest.ts';
import { loadStaticFiles } from './http/static-files.ts';

const config = readConfig();
const logger = pino({ level: config.logLevel, base: undefined });

const database = await openDatabase(config.dataDir);
const applied = await migrate(database.db);
if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

const { handler } = (await import(pathToFileURL(join(config.distDir, 'server', 'entry.mjs')).href)) as {
  handler: AstroHandler;
};
const app = createApp({
  files: await loadStaticFiles(join(config.distDir, 'client')),
  site: await loadSiteIndex(join(config.distDir, 'server', 'site-manifest.json')),
  astro: handler,
  db: database.db,
  logger,
});

await app.listen({ host: config.host, port: config.port });
logger.info(`Vibra is listening on http://${config.host}:${config.port}`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down: finishing open requests');
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
