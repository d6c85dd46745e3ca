/**
 * MDN HTTP Observatory's own tests against the production server over HTTPS, with a certificate
 * made here and trusted through NODE_EXTRA_CA_CERTS: the headers must score A+ (100 or more),
 * with no test taking points away.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { ObservatoryResult } from '../../scripts/lib/observatory.ts';

const NODE = process.execPath;

/** A self-signed certificate for localhost, made with openssl. */
function makeCertificate(dir: string) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key };
}

/** Resolves once the server answers /healthz over HTTPS, trusting only our certificate. */
async function healthy(port: number, ca: Buffer, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`the HTTPS server exited with ${server.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const req = request({ host: 'localhost', port, path: '/healthz', ca }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the HTTPS server did not start');
}

test('the security headers score A+ on MDN HTTP Observatory, over HTTPS', async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'vibra-tls-'));
  const { cert, key } = makeCertificate(dir);
  const port = Number(process.env.E2E_PORT ?? 4700) + 500;
  const server = spawn(NODE, ['tests/e2e/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      TLS_CERT_FILE: cert,
      TLS_KEY_FILE: key,
      SITE_URL: `https://localhost:${port}`,
    },
    stdio: 'ignore',
  });
  try {
    await healthy(port, readFileSync(cert), server);
    const output = execFileSync(NODE, ['scripts/lib/observatory.ts', 'localhost', String(port)], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      encoding: 'utf8',
      timeout: 180_000,
    });
    const result: ObservatoryResult = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
    const penalties = Object.entries(result.tests).filter(([, outcome]) => outcome.scoreModifier < 0);
    expect(penalties).toEqual([]);
    expect(result.tests['content-security-policy']?.result).not.toBe('csp-implemented-with-unsafe-inline');
    expect(result.tests['strict-transport-security']?.result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(result.tests['cross-origin-resource-policy']?.result).toBe('corp-implemented-with-same-origin');
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe('A+');
  } finally {
    server.kill('SIGTERM');
  }
});

for (const path of ['/', '/pt/blog/taro-o-que-significa', '/chakra', '/quiz', '/performance', '/audit', '/offline']) {
  test(`${path} runs under its Content-Security-Policy without a violation`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        ),
      );
    });
    await page.goto(path);
    // Start the page's islands and deferred scripts as a visitor would.
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}
