/**
 * `npm run bench:newsletter`: an edition to 50,000 subscribers in four languages on PostgreSQL.
 * 1. queueing: the time `beginSending` takes to write every subscriber's mail (one transaction);
 * 2. sending: a production server (the current build) sends to a local SMTP sink over pooled
 *    connections with NEWSLETTER_SEND_RATE high enough not to hold it back — mails per second, and
 *    the server's resident memory while it sends;
 * 3. kill -9: halfway through, the server is killed (SIGKILL) and started again on the same
 *    database; at the end the sink counts each address: every one received, none twice.
 * The server sends one mail at a time; a mail in flight at the kill is the one that can arrive
 * twice (its SMTP server accepted it, its row was not yet marked): it carries a Message-ID made
 * from its outbox row, so a receiving mail system that drops repeated Message-IDs (Gmail does)
 * shows it once.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import {
  createDatabase,
  dropDatabase,
  postgresReachable,
  TEST_POSTGRES_URL,
} from '../../src/server/db/postgres-admin.ts';
import { newsletterEditions } from '../../src/server/db/schema.ts';
import { beginSending } from '../../src/server/newsletter/edition-sending.ts';
import { ensureBuild, freePort, ROOT, stamp } from '../lib/bench-setup.ts';
import { type RunningServer, startServer } from '../lib/server-process.ts';

const SUBSCRIBERS = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 50_000);
const SITE_URL = 'https://vibra.example';
const TARGET_PER_SECOND = 200;

/** An SMTP server that only counts what it receives, by recipient (parsing would be the bottleneck). */
async function startSink() {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) received.set(address, (received.get(address) ?? 0) + 1);
        callback();
      });
    },
  });
  // The killed server's connections end with a reset: expected here, not a failure of the sink.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A server process's resident memory in MiB (Linux). */
function residentMiB(pid: number | undefined): number {
  if (!pid) return 0;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : 0;
}

const letter = (subject: string, words: string) => ({
  subject,
  preheader: words,
  doc: {
    type: 'doc' as const,
    content: [
      { type: 'heading' as const, attrs: { level: 2 as const }, content: [{ type: 'text' as const, text: subject }] },
      ...Array.from({ length: 6 }, () => ({
        type: 'paragraph' as const,
        content: [{ type: 'text' as const, text: words }],
      })),
    ],
  },
});

async function main() {
  if (!(await postgresReachable(TEST_POSTGRES_URL))) {
    console.log('bench: PostgreSQL is not answering; start it with npm run db:postgres');
    process.exitCode = 1;
    return;
  }
  ensureBuild(process.argv.includes('--build'));
  const created = await createDatabase(TEST_POSTGRES_URL, 'vibra_bench_newsletter');
  const connection = await openDatabase({ url: created.url, poolSize: 2 });
  const sink = await startSink();
  let server: RunningServer | undefined;
  try {
    const { db } = connection;
    await migrate(db);
    await db.execute(sql`
      INSERT INTO newsletter_subscribers (email, locale, source, status, consent_text_version, consent_purpose, unsubscribe_token)
      SELECT 'reader' || n || '@example.com', (ARRAY['en','pt','es','it'])[1 + n % 4], '/', 'subscribed', 'v1', 'newsletter',
             md5(n::text) || md5((n * 7)::text)
      FROM generate_series(1, ${SUBSCRIBERS}) AS n`);
    const words =
      'A quiet practice for the new moon: sit, breathe slowly, and write one intention on paper before you sleep.';
    const [edition] = await db
      .insert(newsletterEditions)
      .values({
        versions: {
          en: letter('New moon, new intentions', words),
          pt: letter('Lua nova, intenções novas', words),
          es: letter('Luna nueva, intenciones nuevas', words),
          it: letter('Luna nuova, nuove intenzioni', words),
        },
      })
      .returning({ id: newsletterEditions.id });
    console.log(`bench: an edition to ${SUBSCRIBERS.toLocaleString('en')} subscribers on PostgreSQL…`);

    const port = await freePort();
    const env = {
      DATABASE_URL: created.url,
      SMTP_URL: sink.url,
      NEWSLETTER_SEND_RATE: '10000',
      MAIL_POLL_MS: '200',
      SITE_URL,
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...(process.env.BENCH_NEWSLETTER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NEWSLETTER_NODE_OPTIONS } : {}),
    };
    const remaining = async () =>
      Number(
        (
          (await db.execute(sql`SELECT count(*) AS n FROM email_outbox WHERE status = 'queued'`)) as unknown as {
            rows: { n: string }[];
          }
        ).rows[0]?.n ?? 0,
      );
    server = await startServer(port, env);
    // The server's memory at rest (the build's files are held in memory), before any mail.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const restingMiB = residentMiB(server.process.pid);

    const queueStart = performance.now();
    const queued = await beginSending(db, edition?.id ?? 0, SITE_URL);
    const queueMs = performance.now() - queueStart;
    console.log(`  queued ${queued} mails in ${(queueMs / 1000).toFixed(2)} s (one transaction)`);

    const sendStart = performance.now();
    let peakMiB = 0;
    let killed = false;
    let sentBeforeKill = 0;
    let secondsBeforeKill = 0;
    let restartMs = 0;
    for (;;) {
      peakMiB = Math.max(peakMiB, residentMiB(server.process.pid));
      const left = await remaining();
      if (left === 0) break;
      if (!killed && left <= SUBSCRIBERS / 2) {
        killed = true;
        const exited = new Promise((resolve) => server?.process.once('exit', resolve));
        const killedAt = performance.now();
        sentBeforeKill = sink.received.size;
        secondsBeforeKill = (killedAt - sendStart) / 1000;
        server.process.kill('SIGKILL');
        await exited;
        server = await startServer(port, { ...env, DATA_DIR: server.dataDir });
        restartMs = performance.now() - killedAt;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const sendSeconds = (performance.now() - sendStart) / 1000;
    // The rate of the first half, before the kill: after it, the mail the killed server had
    // claimed waits out its lease (LEASE_SECONDS) before the restarted one may send it.
    const perSecond = sentBeforeKill / secondsBeforeKill;
    const counts = [...sink.received.values()];
    const twice = counts.filter((n) => n > 1).length;
    const missing = SUBSCRIBERS - sink.received.size;
    console.log(
      `  sent ${sentBeforeKill} in ${secondsBeforeKill.toFixed(1)} s → ${perSecond.toFixed(0)} mails/s (target ≥ ${TARGET_PER_SECOND}/s); all ${sink.received.size} in ${sendSeconds.toFixed(1)} s with the kill, the restart (${(restartMs / 1000).toFixed(1)} s) and the killed server's claimed mail waiting out its lease`,
    );
    console.log(
      `  server memory: ${restingMiB.toFixed(0)} MiB resident at rest, peak ${peakMiB.toFixed(0)} MiB while sending (+${(peakMiB - restingMiB).toFixed(0)})`,
    );
    console.log(`  kill -9 halfway: every address received (${missing} missing), ${twice} received twice`);
    const met = perSecond >= TARGET_PER_SECOND && missing === 0;
    console.log(`\nTarget: ≥ ${TARGET_PER_SECOND} mails/s, none lost → ${met ? 'met' : 'NOT met'}`);
    await mkdir(join(ROOT, 'bench-results'), { recursive: true });
    const file = join('bench-results', `newsletter-${stamp(new Date())}.json`);
    await writeFile(
      join(ROOT, file),
      JSON.stringify(
        {
          subscribers: SUBSCRIBERS,
          queueMs,
          sentBeforeKill,
          secondsBeforeKill,
          sendSeconds,
          perSecond,
          restingMiB,
          peakMiB,
          restartMs,
          missing,
          twice,
        },
        null,
        2,
      ),
    );
    console.log(`bench: wrote ${file}`);
    if (!met) process.exitCode = 1;
  } finally {
    await server?.stop();
    await sink.close();
    await connection.close();
    await dropDatabase(TEST_POSTGRES_URL, created.name);
  }
}

await main();
