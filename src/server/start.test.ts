import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { samplesInPlace } from '../config/site.ts';
import { readConfig } from './config.ts';
import { sampleValuesWarning } from './sample-values.ts';
import { startServer } from './start.ts';
import { bookingNow, HOUR, mailsOf, storeBooking } from './testing/stored-booking.ts';

let distDir: string;

/** The least of a build the server starts from: an Astro handler that serves nothing, an empty site. */
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'vibra-start-'));
  await mkdir(join(distDir, 'client'));
  await mkdir(join(distDir, 'server'));
  await writeFile(join(distDir, 'server', 'entry.mjs'), 'export const handler = (req, res, next) => next();\n');
  const manifest = { pages: [], redirects: {}, gift: {}, quizGuides: {}, bookable: {} };
  await writeFile(join(distDir, 'server', 'site-manifest.json'), JSON.stringify(manifest));
  await writeFile(join(distDir, 'server', 'inline-script-hashes.json'), '{"pages":{},"onDemand":[]}');
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

/** Starts and stops the server, returning what it logged. */
async function logOfStart(env: NodeJS.ProcessEnv): Promise<{ level: number; msg: string }[]> {
  const lines: string[] = [];
  const log = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = { ...readConfig({ ...env, PORT: '0', DIST_DIR: distDir }), database: { dataDir: 'memory://' } };
  const server = await startServer(config, undefined, log);
  await server.close();
  return lines.flatMap((chunk) => chunk.trim().split('\n')).map((line) => JSON.parse(line));
}

describe('startServer', () => {
  // Each start migrates a fresh database: seconds on a busy machine, so in a hook, not in a test.
  type Log = Awaited<ReturnType<typeof logOfStart>>;
  const logs: { production?: Log; development?: Log } = {};
  beforeAll(async () => {
    logs.production = await logOfStart({ NODE_ENV: 'production' });
    logs.development = await logOfStart({ NODE_ENV: 'development' });
  });

  it('names the sample values still in place once, in one line, in production', () => {
    const log = logs.production ?? [];
    const warnings = log.filter((line) => line.msg.startsWith('sample values'));
    // The file ships with samples; once the owner has set them all, nothing is logged.
    const expected = sampleValuesWarning(true, samplesInPlace());
    expect(warnings).toEqual(expected ? [expect.objectContaining({ level: 40, msg: expected })] : []);
  });

  it('says nothing of samples outside production', () => {
    const log = logs.development ?? [];
    expect(log.some((line) => line.msg.startsWith('Vibra is listening'))).toBe(true);
    expect(log.filter((line) => line.msg.startsWith('sample values'))).toEqual([]);
  });
});

describe('the bookings’ scheduled work', () => {
  it('rides on requests: a reminder due now is queued after the next answer, once', async () => {
    const config = {
      ...readConfig({ NODE_ENV: 'development', PORT: '0', DIST_DIR: distDir }),
      database: { dataDir: 'memory://' },
    };
    const server = await startServer(config, undefined, new Writable({ write: (_chunk, _encoding, done) => done() }));
    try {
      const now = Date.now();
      const due = await storeBooking(server.database.db, {
        startsAt: new Date(now + 20 * HOUR),
        createdAt: new Date(now - 72 * HOUR),
        status: 'confirmed',
      });
      await server.app.inject({ url: '/healthz' });
      await server.app.inject({ url: '/healthz' });
      await vi.waitFor(async () =>
        expect((await bookingNow(server.database.db, due.id)).reminderSentAt).not.toBeNull(),
      );
      await server.app.inject({ url: '/healthz' });
      expect((await mailsOf(server.database.db, due.id)).map((mail) => mail.kind)).toEqual(['booking-reminder']);
    } finally {
      await server.close();
    }
  });
});
