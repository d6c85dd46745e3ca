/** What both benchmarks need: the repository root, a build, and a free loopback port. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;

/** The build the server needs: the Astro output and the manifest postbuild moves into dist/server. */
function buildExists(): boolean {
  return ['dist/client/index.html', 'dist/server/entry.mjs', 'dist/server/site-manifest.json'].every((file) =>
    existsSync(join(ROOT, file)),
  );
}

/** Builds when dist/ is missing or when asked to (`--build`). */
export function ensureBuild(rebuild: boolean) {
  if (!rebuild && buildExists()) {
    console.log('bench: using the existing build in dist/ (pass --build to rebuild)');
    return;
  }
  console.log('bench: building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`npm run build exited with ${result.status ?? result.signal}`);
}

/** A date as a file-name part: `2026-11-21T23-04-38Z`. */
export function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** A port on 127.0.0.1 nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port'));
      probe.close(() => resolve(address.port));
    });
  });
}

/** The value below which `p` percent of `values` lie (the nearest rank, no interpolation). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
