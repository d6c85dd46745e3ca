/**
 * Requests only an attacker sends, against the real build (Astro's own renderer behind the
 * server): never a 500, never a redirect off the site; and the production server's stop with a
 * browser's idle preconnect, a slowloris and a slow upload open.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../src/server/db/client.ts';
import { getMessages } from './fixtures.ts';

const en = getMessages('en');

/** Sends `text` over a new connection and collects the answer until the server closes it. */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

const port = () => Number(process.env.E2E_PORT);

test('requests Astro could not build are refused with a 4xx, never a 500', async ({ request }) => {
  for (const path of ['/api/newsletter', '/performance', '/audit', '/pt/audit']) {
    const answer = await exchange(port(), `TRACE ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(answer, path).toMatch(/^HTTP\/1\.1 405/);
  }
  const odd = await exchange(port(), 'GET /performance HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n');
  expect(odd).toMatch(/^HTTP\/1\.1 400/);
  expect(odd).toContain(en.common.invalidAddress);

  const json = await request.post('/api/newsletter', {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: { email: 'nul.e2e@example.com', locale: 'en', source: '/\u0000' },
  });
  expect(json.status()).toBe(400);
  const form = await request.post('/api/newsletter', {
    headers: { 'sec-fetch-site': 'same-origin' },
    form: { email: 'nul.form.e2e@example.com', source: '/\u0000', placement: 'footer' },
  });
  expect(form.status()).toBe(400);
  expect(await form.text()).toContain('value="nul.form.e2e@example.com"');
});

test('a raw backslash never redirects to another host', async () => {
  const answer = await exchange(
    port(),
    'GET /\\evil.example?lng=zz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
  );
  expect(answer).toMatch(/\r\nlocation: \/evil\.example\?lng=zz\r\n/i);
});

test('the server stops in time with idle and slow connections open, after writing its counts', async () => {
  test.setTimeout(90_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'vibra-stop-')), 'pglite');
  const serverPort = port() + 501;
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  const sockets: Socket[] = [];
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Vibra is listening');
    // A missing page, counted in memory and written every 5 s or at the stop.
    const missing = await fetch(`http://127.0.0.1:${serverPort}/a-page-counted-at-the-stop`);
    expect(missing.status).toBe(404);
    const open = (text: string) =>
      new Promise<void>((resolve) => {
        const socket = connect(serverPort, '127.0.0.1', () => {
          socket.write(text);
          resolve();
        });
        socket.on('error', () => {});
        sockets.push(socket);
      });
    await open(''); // a browser's preconnect: connected, silent
    await open('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '); // a slowloris, headers never finished
    await open(
      'POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 300\r\n\r\n{',
    );
    const stopped = Date.now();
    server.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 11_000)),
    ]);
    expect(code).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(10_000);
    expect(output).not.toContain('shutdown took longer');
  } finally {
    for (const socket of sockets) socket.destroy();
    server.kill('SIGKILL');
  }
  const database = await openDatabase({ dataDir });
  try {
    const rows = rowsOf<{ path: string }>(await database.db.execute(sql`SELECT path FROM not_found_daily`));
    expect(rows.map((row) => row.path)).toContain('/a-page-counted-at-the-stop');
  } finally {
    await database.close();
  }
});
