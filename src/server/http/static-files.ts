import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { ScriptHashes } from './security-headers.ts';

/** One built file, held in memory with its precompressed variants. */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  /** Content-hashed build asset (`/_astro/…`): cacheable forever. */
  immutable: boolean;
  html: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
  '.ogg': 'audio/ogg',
  '.webmanifest': 'application/manifest+json',
};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The URL path a built file answers at: `about/index.html` → `/about`, `pt/index.html` → `/pt/`. */
export function urlPathOf(relativePath: string): string {
  const path = `/${relativePath.split(sep).join('/')}`;
  if (path === '/index.html') return '/';
  if (path.endsWith('/index.html')) {
    const dir = path.slice(0, -'/index.html'.length);
    // Language homes keep their slash (`/pt/`), every other page has none (`/pt/about`).
    return /^\/[a-z]{2}$/.test(dir) ? `${dir}/` : dir;
  }
  // Astro writes the unprefixed 404 page as `404.html`.
  return path.endsWith('.html') ? path.slice(0, -'.html'.length) : path;
}

/**
 * Reads the whole client build into memory once at start (a few MB), so serving a file never
 * touches the disk. `.br` and `.gz` siblings written by the build become variants of their file.
 */
export async function loadStaticFiles(clientDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const paths = await listFiles(clientDir);
  const available = new Set(paths);
  for (const file of paths) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const body = await readFile(file);
    const urlPath = urlPathOf(relative(clientDir, file));
    const ext = extname(file).toLowerCase();
    files.set(urlPath, {
      body,
      br: available.has(`${file}.br`) ? await readFile(`${file}.br`) : undefined,
      gzip: available.has(`${file}.gz`) ? await readFile(`${file}.gz`) : undefined,
      contentType: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      immutable: urlPath.startsWith('/_astro/'),
      html: ext === '.html',
    });
  }
  return files;
}

/** Picks the smallest encoding the client accepts: brotli, then gzip, then none. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (file.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Parses a single `bytes=start-end` range against a size; null when absent or unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * The inline-script hashes postbuild listed per page, and those allowed on pages rendered on
 * demand (no entry): every hash of the build, since they share its layout's scripts.
 */
export async function loadScriptHashes(file: string): Promise<ScriptHashes> {
  const { pages = {}, onDemand = [] } = JSON.parse(await readFile(file, 'utf8')) as {
    pages?: Record<string, string[]>;
    onDemand?: string[];
  };
  return { byPath: new Map(Object.entries(pages)), all: onDemand };
}
