/**
 * The speed reference: Astro's own blog starter (../shared/peers/astro-blog), built and served
 * beside our site in the same benchmark run, so our figures are printed next to its figures taken
 * on the same machine at the same moment. Its copy is kept in bench-results/peer-astro-blog and
 * rebuilt only when missing. Served by sirv (a plain static file server) with the same kind of
 * precompressed brotli/gzip files our postbuild writes.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { freePort, ROOT } from '../lib/bench-setup.ts';

const SOURCE = join(ROOT, '..', 'shared', 'peers');
const COPY = join(ROOT, 'bench-results', 'peer-astro-blog');

/** Pages of the starter measured against the same page types of ours. */
export const PEER_PAGES = [
  { name: 'starter-home', path: '/' },
  { name: 'starter-post', path: '/blog/first-post/' },
] as const;

/** The starter, served. */
export interface RunningPeer {
  url: string;
  /** Its build output (for the inline-script sizes). */
  dist: string;
  stop: () => Promise<void>;
}

function run(command: string, args: string[], cwd: string) {
  // Node 24 from our own node_modules first on PATH, as the peers' README says.
  const path = `${join(ROOT, 'node_modules', 'node', 'bin')}${delimiter}${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`;
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH: path, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.status})`);
}

/** Copies, installs, builds and precompresses the starter once. */
function ensureBuilt(): string {
  const dist = join(COPY, 'dist');
  if (existsSync(join(dist, 'index.html.br'))) return dist;
  if (!existsSync(join(SOURCE, 'astro-blog'))) throw new Error(`the Astro blog starter is not at ${SOURCE}/astro-blog`);
  console.log('bench: building the Astro blog starter (first run only)…');
  cpSync(join(SOURCE, 'astro-blog'), COPY, { recursive: true });
  run('npm', ['install', '--no-audit', '--no-fund'], COPY);
  run('npm', ['run', 'build'], COPY);
  run(process.execPath, [join(SOURCE, 'precompress.mjs'), dist], COPY);
  return dist;
}

/** Builds the starter if needed and serves it on a free loopback port. */
export async function startPeer(): Promise<RunningPeer> {
  const dist = ensureBuilt();
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'sirv-cli', 'bin.js'),
      dist,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--brotli',
      '--gzip',
      '--etag',
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sirv exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the starter on ${url} did not answer within 20 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dist,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
