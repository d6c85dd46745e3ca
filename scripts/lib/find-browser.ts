import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Chromium binaries Playwright may already have installed (`~/.cache/ms-playwright`). */
function playwrightBrowsers(): string[] {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((dir) => dir.startsWith('chromium'))
    .flatMap((dir) => [join(root, dir, 'chrome-linux', 'chrome'), join(root, dir, 'chrome-linux64', 'chrome')]);
}

/**
 * The Chromium the tests and benchmarks use: CHROME_PATH, then a Playwright-installed browser,
 * then Debian's /usr/bin/chromium. Null when there is none.
 */
export function findBrowser(): string | null {
  const candidates = [
    process.env.CHROME_PATH,
    ...playwrightBrowsers(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/** Flags for headless Chromium on these machines (no sandbox as root, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
