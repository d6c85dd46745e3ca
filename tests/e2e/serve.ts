/**
 * The server Playwright starts: the production server on a fresh database in a temporary folder,
 * plus read-only routes that let tests see what the server recorded (test code only).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { readConfig } from '../../src/server/config.ts';
import { emailOutbox, notFoundHits } from '../../src/server/db/schema.ts';
import { startServer } from '../../src/server/start.ts';

const config = readConfig({
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: join(mkdtempSync(join(tmpdir(), 'vibra-e2e-')), 'pglite'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every test signs up from 127.0.0.1; the limit itself is covered by the server tests.
  NEWSLETTER_RATE_LIMIT: '100000',
});

const server = await startServer(config, (app, { db }) => {
  app.get('/__e2e/not-found-hits', async () => db.select().from(notFoundHits).orderBy(desc(notFoundHits.lastSeen)));
  // The mail queued for an address (the outbox keeps it: no SMTP_URL in the tests).
  app.get<{ Querystring: { to: string } }>('/__e2e/outbox', async (request) =>
    db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, request.query.to)).orderBy(emailOutbox.id),
  );
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
