import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { ServerConfig } from './config.ts';
import { type DatabaseConnection, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { type AstroHandler, createApp } from './http/app.ts';
import { loadSiteIndex } from './http/site-manifest.ts';
import { loadStaticFiles } from './http/static-files.ts';

/** A listening server and what it holds open. */
export interface StartedServer {
  app: FastifyInstance;
  database: DatabaseConnection;
  /** Stops accepting connections, lets open requests finish, closes the database. */
  close: () => Promise<void>;
}

/**
 * Opens and migrates the database, loads the build and listens. `extend` may add routes before
 * listening (the end-to-end server adds a read-only inspection route there).
 */
export async function startServer(
  config: ServerConfig,
  extend?: (app: FastifyInstance, database: DatabaseConnection) => void,
): Promise<StartedServer> {
  const logger = pino({ level: config.logLevel, base: undefined });
  const database = await openDatabase(config.dataDir);
  const applied = await migrate(database.db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

  const entry = pathToFileURL(join(config.distDir, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: AstroHandler };
  const app = createApp({
    files: await loadStaticFiles(join(config.distDir, 'client')),
    site: await loadSiteIndex(join(config.distDir, 'server', 'site-manifest.json')),
    astro: handler,
    db: database.db,
    logger,
  });
  extend?.(app, database);
  await app.listen({ host: config.host, port: config.port });
  logger.info(`Vibra is listening on http://${config.host}:${config.port}`);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
