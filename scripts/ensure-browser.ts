/**
 * Makes sure a Chromium exists before the browser tests run. Without one, as root on a Debian-like
 * machine, it installs Debian's `chromium` with apt; otherwise it stops with one line saying how.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './lib/find-browser.ts';

const found = findBrowser();
if (found) {
  console.log(`browser: ${found}`);
  process.exit(0);
}

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt) {
  console.error('No Chromium found: install one (Debian: sudo apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}

console.log('No Chromium found: installing Debian chromium with apt-get…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-q', 'chromium'], { stdio: 'inherit', env });
const installed = findBrowser();
if (!installed) {
  console.error('apt-get finished but no Chromium was found at /usr/bin/chromium.');
  process.exit(1);
}
console.log(`browser: ${installed}`);
