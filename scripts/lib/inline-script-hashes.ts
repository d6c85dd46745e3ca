/**
 * The SHA-256 of every inline script of every built page, for the server's Content-Security-Policy
 * (`script-src 'sha256-…'` instead of `'unsafe-inline'`): an injected script matches no hash and
 * does not run. JSON-LD and other data blocks are not scripts a browser runs, so they need none.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SCRIPT_HASHES_FILE } from '../../src/server/http/security-headers.ts';
import { urlPathOf } from '../../src/server/http/static-files.ts';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\btype="(?:application\/(?:ld\+)?json|importmap|speculationrules)"/;

/** The code of a page's inline scripts that a browser runs (data blocks such as JSON-LD left out). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !DATA_BLOCK.test(attributes))
    .map(([, , code = '']) => code);
}

/** The hashes (`sha256-…`) of a page's inline scripts, in order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map((code) => `sha256-${createHash('sha256').update(code).digest('base64')}`);
  return [...new Set(hashes)];
}

/** What the server reads: each page's hashes, and those allowed on pages rendered on demand. */
export interface ScriptHashesFile {
  pages: Record<string, string[]>;
  onDemand: string[];
}

/**
 * Writes dist/server/inline-script-hashes.json. Pages rendered on demand share the layout, so
 * they may run every hash of the build, plus `onDemandExtra` (scripts postbuild moved out of the
 * static pages but Astro still inlines when it renders a page per request).
 */
export async function writeInlineScriptHashes(
  dist: string,
  onDemandExtra: readonly string[] = [],
): Promise<{ pages: number; distinct: number }> {
  const client = join(dist, 'client');
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  const pages: Record<string, string[]> = {};
  for (const entry of entries.filter((candidate) => candidate.isFile() && candidate.name.endsWith('.html'))) {
    const file = join(entry.parentPath, entry.name);
    pages[urlPathOf(relative(client, file))] = inlineScriptHashes(await readFile(file, 'utf8'));
  }
  const onDemand = [...new Set([...Object.values(pages).flat(), ...onDemandExtra])];
  const hashes: ScriptHashesFile = { pages, onDemand };
  await writeFile(join(dist, 'server', SCRIPT_HASHES_FILE), JSON.stringify(hashes));
  return { pages: Object.keys(pages).length, distinct: onDemand.length };
}
