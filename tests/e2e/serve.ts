/**
 * The server Playwright starts: the production server on a fresh database in a temporary folder,
 * plus one read-only route that lets tests see what the server recorded (test code only).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { readConfig } from '../../src/server/config.ts';
import { notFoundHits } from '../../src/server/db/schema.ts';
import { startServer } from '../../src/server/start.ts';

const config = readConfig({
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: join(mkdtempSync(join(tmpdir(), 'vibra-e2e-')), 'pglite'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});

const server = await startServer(config, (app, { db }) => {
  app.get('/__e2e/not-found-hits', async () => db.select().from(notFoundHits).orderBy(desc(notFoundHits.lastSeen)));
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
