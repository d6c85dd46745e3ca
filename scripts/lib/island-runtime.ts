/**
 * Astro writes its island runtime (the `astro-island` custom element, about 4.4 KB, 1.5 KB with
 * brotli) inline into every page that has an island, which is every page (the chat launcher, the
 * mobile menu). Our islands hydrate only when touched, so nothing needs the runtime before the
 * page is parsed: postbuild moves it into one cached file loaded with `defer`, and every page's
 * first response is 1.5 KB smaller (the first 14 KB are what arrives in the first round trip).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The runtime's inline script: within one `<script>` element (its code holds `<` but never `</script>`). */
const RUNTIME =
  /<script>(\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*)<\/script>/;

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
    await writeFile(file, html.replace(match[0], `<script src="${path}" defer></script>`));
    moved++;
  }
  if (runtime === null) return null;
  return { path, pages: moved, inlineHash: `sha256-${createHash('sha256').update(runtime).digest('base64')}` };
}
