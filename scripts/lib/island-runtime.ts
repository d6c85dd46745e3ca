/**
 * Astro writes its island runtime (the `astro-island` custom element, about 4.4 KB, 1.5 KB with
 * brotli) inline into every page that has an island, which is every page (the chat launcher, the
 * mobile menu). Our islands hydrate only when touched or seen, so nothing needs the runtime before
 * the first paint: postbuild moves it into one cached file and leaves its path on
 * `<html data-island-runtime>`, and the start script loads it after the first paint, or at once when
 * an island is used before then (page-start.ts). Every page's first response is 1.5 KB smaller (the
 * first 14 KB are what arrives in the first round trip), and no script in the HTML competes with
 * the first screen: even a deferred one cost Lighthouse's simulated slow 4G a round trip of LCP.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The runtime's inline script: within one `<script>` element (its code holds `<` but never `</script>`). */
const RUNTIME =
  /<script>(\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*)<\/script>/;

/** The opening of the page's root element, where the runtime's path is left for the start script. */
const HTML_TAG = /<html(?=[\s>])/;

export interface MovedRuntime {
  /** The file's path on the site. */
  path: string;
  pages: number;
  /** The inline script's CSP hash: pages rendered on demand still carry it inline. */
  inlineHash: string;
}

/** Moves the island runtime out of every built page; null when no page has it. */
export async function externalizeIslandRuntime(dist: string): Promise<MovedRuntime | null> {
  const client = join(dist, 'client');
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  let runtime: string | null = null;
  let path = '';
  let moved = 0;
  for (const entry of pages) {
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const match = RUNTIME.exec(html);
    if (!match?.[1]) continue;
    if (runtime === null) {
      runtime = match[1];
      path = `/_astro/island-runtime.${createHash('sha256').update(runtime).digest('base64url').slice(0, 10)}.js`;
      await writeFile(join(client, path), runtime);
    } else if (match[1] !== runtime) {
      throw new Error(`${file}: its island runtime differs from the other pages'; one shared file cannot serve both`);
    }
    const withoutRuntime = html.replace(match[0], '');
    if (!HTML_TAG.test(withoutRuntime)) throw new Error(`${file}: no <html> tag to carry the runtime's path`);
    await writeFile(file, withoutRuntime.replace(HTML_TAG, `<html data-island-runtime="${path}"`));
    moved++;
  }
  if (runtime === null) return null;
  return { path, pages: moved, inlineHash: `sha256-${createHash('sha256').update(runtime).digest('base64')}` };
}
