/**
 * The server Playwright starts: the production server on a fresh database in a temporary folder,
 * delivering its mail to a real SMTP server started here, plus read-only routes that let tests see
 * what the server recorded and what the SMTP server received (test code only).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { readConfig } from '../../src/server/config.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { emailOutbox, notFoundDaily } from '../../src/server/db/schema.ts';
import { startServer } from '../../src/server/start.ts';
import { startSmtp } from '../../src/server/testing/smtp.ts';
import { runLogDestination } from './log-scan.ts';

const smtp = await startSmtp();

const config = readConfig({
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: join(mkdtempSync(join(tmpdir(), 'vibra-e2e-')), 'pglite'),
  // Every request is logged, so the log scan at the end of the run (log-scan.ts) reads them all.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // Every test signs up from 127.0.0.1; the limit itself is covered by the server tests.
  NEWSLETTER_RATE_LIMIT: '100000',
  NEWSLETTER_LINK_RATE_LIMIT: '100000',
  VITALS_RATE_LIMIT: '100000',
  QUIZ_RATE_LIMIT: '100000',
  CHAT_RATE_LIMIT: '100000',
  // Beacons show on /performance within a second, so a test can follow one there.
  VITALS_REPORT_SECONDS: '1',
  // Two browsers, axe and this server share two cores: the event-loop guard (tested by the server
  // tests) would answer "very busy" to the tests themselves.
  MAX_EVENT_LOOP_DELAY_MS: '0',
  SMTP_URL: smtp.url,
  MAIL_POLL_MS: '500',
});

// The whole run's log, appended to one file (the HTTPS server of observatory.spec.ts adds its own).
const log = runLogDestination();

const server = await startServer(
  config,
  (app, { db }) => {
    // Every vitals sample not rolled up yet, and the histogram rows (to see a beacon arrive).
    app.get('/__e2e/vitals', async () => ({
      samples: rowsOf(
        await db.execute(sql`SELECT metric, rating, page_group, page_path, device, locale FROM web_vital_samples`),
      ),
      daily: rowsOf(await db.execute(sql`SELECT metric, page_group, locale, samples FROM web_vital_daily`)),
    }));
    // Today's quiz funnel counts of a language.
    app.get<{ Querystring: { locale: string } }>('/__e2e/quiz-funnel', async (request) =>
      Object.fromEntries(
        rowsOf<{ step: string; count: number }>(
          await db.execute(
            sql`SELECT step, count FROM quiz_funnel WHERE locale = ${request.query.locale} AND day = (now() AT TIME ZONE 'UTC')::date`,
          ),
        ).map((row) => [row.step, Number(row.count)]),
      ),
    );
    app.get('/__e2e/not-found-hits', async () => db.select().from(notFoundDaily).orderBy(desc(notFoundDaily.lastSeen)));
    // The outbox rows of an address, and what the SMTP server received for it.
    app.get<{ Querystring: { to: string } }>('/__e2e/outbox', async (request) =>
      db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, request.query.to)).orderBy(emailOutbox.id),
    );
    app.get<{ Querystring: { to: string } }>('/__e2e/smtp', async (request) =>
      smtp.received
        .filter((entry) => entry.to.includes(request.query.to))
        .map(({ mail }) => ({
          subject: mail.subject,
          text: mail.text,
          listUnsubscribe: mail.header('List-Unsubscribe'),
          listUnsubscribePost: mail.header('List-Unsubscribe-Post'),
        })),
    );
  },
  log,
);
async function stop() {
  await server.close();
  await smtp.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
