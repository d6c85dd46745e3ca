import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../scripts/lib/throwaway-postgres.ts';
import { pt } from '../i18n/messages/pt.ts';
import { readConfig } from './config.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './http/endpoint-guards.ts';
import { type StartedServer, startServer } from './start.ts';
import { FIXTURE_MANIFEST, fixtureFiles } from './testing/fixtures.ts';

/**
 * The production server on a PostgreSQL server of its own, which the test stops and starts:
 * while it is down, what needs it answers 503 within 3 s and pages are still served; once it is
 * back, signups are stored again within 5 s, without restarting the server.
 */
const bin = postgresBinaries();
if (!bin && process.env.CI) throw new Error('CI needs PostgreSQL installed (bash scripts/ci/start-postgres.sh)');

/** Where each fixture page lies in a build (`/about` → `about/index.html`). */
const BUILT_PAGES: Record<string, string> = {
  '/': 'index.html',
  '/pt/': 'pt/index.html',
  '/about': 'about/index.html',
};

describe.skipIf(!bin)('a PostgreSQL outage', () => {
  let postgres: ThrowawayPostgres;
  let server: StartedServer;
  let distDir: string;
  let url: string;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(bin);
    distDir = await mkdtemp(join(tmpdir(), 'vibra-outage-'));
    const files = fixtureFiles();
    for (const [path, file] of Object.entries(BUILT_PAGES)) {
      await mkdir(dirname(join(distDir, 'client', file)), { recursive: true });
      await writeFile(join(distDir, 'client', file), files.get(path)?.body ?? '');
    }
    await mkdir(join(distDir, 'server'));
    await writeFile(join(distDir, 'server', 'entry.mjs'), 'export const handler = (req, res, next) => next();\n');
    await writeFile(join(distDir, 'server', 'site-manifest.json'), JSON.stringify(FIXTURE_MANIFEST));
    await writeFile(join(distDir, 'server', 'inline-script-hashes.json'), '{}');
    const env = { PORT: '0', DIST_DIR: distDir, DATABASE_URL: postgres.url, NEWSLETTER_RATE_LIMIT: '10000' };
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    server = await startServer(readConfig(env), undefined, quiet);
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    url = `http://127.0.0.1:${address.port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await postgres?.remove();
    if (distDir) await rm(distDir, { recursive: true, force: true });
  }, 60_000);

  let count = 0;
  const signup = () =>
    fetch(`${url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `outage.${count++}@example.com`, locale: 'pt', source: '/pt/' }),
    });

  /** Milliseconds `work` took, and what it returned. */
  async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
    const started = performance.now();
    const result = await work();
    return [result, performance.now() - started];
  }

  it('answers 503 within 3 s while the database is down, serves pages, and recovers within 5 s', async () => {
    expect((await signup()).status).toBe(201);
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: 'ready' });

    await postgres.stop();
    const [refused, refusedMs] = await timed(signup);
    expect(refused.status).toBe(503);
    expect(refusedMs).toBeLessThan(3_000);
    expect(refused.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ outcome: 'unavailable', message: pt.newsletter.reasons.unavailable });

    // The plain form keeps what the visitor typed, and says why.
    const form = await fetch(`${url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'typed@example.com', locale: 'pt', source: '/pt/', placement: 'footer' }),
      redirect: 'manual',
    });
    expect(form.status).toBe(503);
    const page = await form.text();
    expect(page).toContain('value="typed@example.com"');
    expect(page).toContain(pt.newsletter.reasons.unavailable);

    for (const path of ['/', '/about', '/healthz']) expect((await fetch(`${url}${path}`)).status, path).toBe(200);
    const [notReady, notReadyMs] = await timed(() => fetch(`${url}/readyz`));
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('cache-control')).toBe('no-store');
    expect(notReadyMs).toBeLessThan(1_500);

    await postgres.start();
    const back = performance.now();
    let status = 0;
    while (status !== 201 && performance.now() - back < 5_000) {
      status = (await signup()).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(201);
    expect(performance.now() - back).toBeLessThan(5_000);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  }, 60_000);
});
