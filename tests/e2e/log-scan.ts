/**
 * After the whole end-to-end run: the production server's log (every request of every test, at
 * level info) must hold no e-mail address, IP address or link token. The patterns here are wider
 * than the log scrubber's own (src/server/log-privacy.ts), so they catch what it would miss.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pino } from 'pino';

/**
 * Where a server started by a spec writes its log: the run's log file, which this scan reads at
 * the end, so what every server logged is checked (undefined outside a whole run: standard output).
 */
export function runLogDestination() {
  const file = process.env.E2E_LOG_FILE;
  return file ? pino.destination({ dest: file, append: true, sync: true }) : undefined;
}

const PERSONAL: [string, RegExp][] = [
  ['an e-mail address', /[\w.+-]+@[\w-]+\.[\w.-]+/],
  ['an IPv4 address', /\b\d{1,3}(?:\.\d{1,3}){3}\b/],
  ['an IPv6 address', /(?:^|[^\w:])(?:::1|::ffff:|[0-9a-f]{1,4}::[0-9a-f]{0,4})/i],
  ['a link token', /[A-Za-z0-9_-]{40,}/],
];

export default function scanServerLog(): void {
  const file = process.env.E2E_LOG_FILE;
  if (!file || !existsSync(file)) throw new Error(`log scan: no server log at ${file}`);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const requests = lines.filter((line) => line.includes('"msg":"request"')).length;
  // A run whose log is empty or nearly so would prove nothing.
  if (requests < 500) throw new Error(`log scan: only ${requests} requests logged; the log is not the whole run's`);
  const found = lines.flatMap((line, index) =>
    PERSONAL.filter(([, pattern]) => pattern.test(line)).map(
      ([what]) => `line ${index + 1}: ${what}: ${line.slice(0, 300)}`,
    ),
  );
  if (found.length > 0) throw new Error(`log scan: personal data in the server log\n${found.slice(0, 20).join('\n')}`);
  console.log(`log scan: ${lines.length} log lines (${requests} requests), no address, IP or token`);
}
