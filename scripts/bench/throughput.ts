/**
 * Static-page throughput: how many requests a second a server answers for one page, with the
 * compressed body a browser would get (10 connections, a few seconds a page).
 *
 * The load comes from wrk (C, one thread), not autocannon: on our two cores autocannon's own
 * JavaScript parsing of the responses was the bottleneck (it ran at 100% of a core while our
 * server idled at 50%), so its figure measured the client, and a page's size rather than the
 * server's speed. With wrk the server is the busy side (about 90% against wrk's 25%).
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/bench-setup.ts';

/** What one throughput run measured. */
export interface Throughput {
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Bytes per response (compressed body and headers). */
  bodyBytes: number;
  /** Answers other than 2xx/3xx, and connections that failed. */
  errors: number;
}

/** Prints one JSON line at the end of a run (wrk's `done` hook). */
const SUMMARY_SCRIPT = join(ROOT, 'scripts', 'bench', 'wrk-summary.lua');

interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  p99Us: number;
  errors: number;
}

const WRK_MISSING = 'the static throughput bench needs wrk: apt-get install -y wrk';

/** Throws with the way to install wrk when it is missing (before a long bench, not at its end). */
export function requireWrk(): void {
  if (spawnSync('wrk', ['--version']).error) throw new Error(WRK_MISSING);
}

export async function measureThroughput(url: string, seconds = 8): Promise<Throughput> {
  const args = ['-t1', '-c10', `-d${seconds}s`, '-s', SUMMARY_SCRIPT];
  args.push('-H', 'Accept-Encoding: br, gzip', '-H', 'Accept: text/html', url);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(WRK_MISSING) : error),
    );
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code} on ${url}`))));
  });
  const line = output.split('\n').find((row) => row.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no summary for ${url}:\n${output}`);
  const summary = JSON.parse(line) as WrkSummary;
  return {
    url,
    requestsPerSecond: Math.round(summary.requests / (summary.durationUs / 1e6)),
    p99Ms: Math.round(summary.p99Us / 100) / 10,
    bodyBytes: Math.round(summary.bytes / Math.max(1, summary.requests)),
    errors: summary.errors,
  };
}
