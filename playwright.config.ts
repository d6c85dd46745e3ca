import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/lib/find-browser.ts';

// A port of this run's own (workers inherit it through the environment), so a server left on a
// fixed port by another run can never answer in its place.
process.env.E2E_PORT ??= String(4700 + (process.pid % 1000));
const PORT = Number(process.env.E2E_PORT);
// The production server's log of the whole run, scanned for personal data at the end (log-scan.ts).
process.env.E2E_LOG_FILE ??= join(tmpdir(), `vibra-e2e-${process.pid}.log`);

/** End-to-end tests in Debian's Chromium against the production server and build. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // Two cores run the server, two browsers and axe at once: give slow steps room, never flakiness.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: 0,
  globalTeardown: './tests/e2e/log-scan.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    launchOptions: { executablePath: findBrowser() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node tests/e2e/serve.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    env: { PORT: String(PORT), E2E_LOG_FILE: process.env.E2E_LOG_FILE },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
