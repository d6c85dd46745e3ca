/**
 * Vitest's global setup: the content store the dev server reads (.astro/data-store.json), written
 * from src/content once before any test file starts, as `astro dev` does at start (`astro sync`
 * and `astro check` write the build's copy under node_modules). Test files that read the content
 * (the chat's evaluation, the booking pages' views) find it whole: written while they ran, it was
 * read empty. Skipped when the store is newer than the content.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The newest modification time of a file under `path` (or of `path` itself), in milliseconds. */
function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export default function syncContentStore(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const store = join(root, '.astro', 'data-store.json');
  const content = Math.max(
    newestChange(join(root, 'src', 'content')),
    newestChange(join(root, 'src', 'content.config.ts')),
  );
  if (existsSync(store) && statSync(store).mtimeMs >= content) return;
  const script =
    "import { sync } from 'astro'; await sync({ root: process.cwd(), cacheDir: './.astro/', logLevel: 'warn' });";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`astro sync failed: ${result.stderr}`);
}
