/**
 * Astro writes its island runtime (the `astro-island` custom element, about 4.4 KB, 1.5 KB with
 * brotli) inline into every page that has an island, which is every page (the chat launcher, the
 * mobile menu), and before it one small script per client directive the page uses (`interaction`,
 * `visible`: 0.2–0.4 KB each with brotli). Our islands hydrate only when touched or seen, so
 * nothing needs them before the first paint: postbuild moves them into one cached file (the
 * directives first, then the runtime, which finds them defined) and leaves its path on
 * `<html data-island-runtime>`, with when the page needs it unprompted (`runtimeNeed`); the start
 * script loads it then, or at once when an island is used before (page-start.ts). Every page's
 * first response is about 2 KB smaller (the first 14 KB are what arrives in the first round
 * trip), and no script in the HTML competes with the first screen: even a deferred one cost
 * Lighthouse's simulated slow 4G a round trip of LCP.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The runtime's inline script: within one `<script>` element (its code holds `<` but never `</script>`). */
const RUNTIME =
  /<script>(\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*)<\/script>/;

/** A client directive's inline script, which defines `Astro.<directive>` (captured: its name). */
const DIRECTIVE =
  /<script>(\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.(\w+)=(?:(?!<\/script>)[\s\S])*?)<\/script>/g;

/** The opening of the page's root element, where the runtime's path is left for the start script. */
const HTML_TAG = /<html(?=[\s>])/;

/** An island's opening tag, as Astro writes it (its attributes in double quotes). */
const ISLAND_TAG = /<astro-island\b[^>]*>/g;

/** The five characters Astro escapes in attribute values. */
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value?.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

export type RuntimeNeed = 'idle' | 'sight';

/**
 * When a page needs the runtime before anyone uses an island (`data-island-runtime-when`, read by
 * page-start.ts): `idle` after the first paint when an island hydrates on its own (`client:load`,
 * `idle`, `media`, `only`) or may resume from the address (`client:interaction` with a
 * `resumeHash`: the quiz after a reload); `sight` when an island hydrates on sight
 * (`client:visible`); otherwise not at all (null): every island waits for the visitor's first use.
 */
export function runtimeNeed(html: string): RuntimeNeed | null {
  let need: RuntimeNeed | null = null;
  for (const [tag] of html.matchAll(ISLAND_TAG)) {
    const client = attribute(tag, 'client');
    if (client === 'visible') need = 'sight';
    else if (client !== 'interaction' || resumes(attribute(tag, 'opts'))) return 'idle';
  }
  return need;
}

/** Whether an island's serialized options name a `resumeHash`. */
function resumes(opts: string | undefined): boolean {
  try {
    return typeof JSON.parse(opts ?? '{}')?.value?.resumeHash === 'string';
  } catch {
    return false;
  }
}

export interface MovedRuntime {
  /** The file's path on the site. */
  path: string;
  pages: number;
  /** The directives moved with the runtime. */
  directives: string[];
  /** The moved inline scripts' CSP hashes: pages rendered on demand still carry them inline. */
  inlineHashes: string[];
}

/** One script shared by every page that carries it: a page with a different copy is refused. */
function same(scripts: Map<string, string>, name: string, code: string, file: string): void {
  const known = scripts.get(name);
  if (known === undefined) scripts.set(name, code);
  else if (known !== code)
    throw new Error(`${file}: its ${name} differs from the other pages'; one shared file cannot serve both`);
}

const sha256 = (code: string, encoding: 'base64' | 'base64url') => createHash('sha256').update(code).digest(encoding);

/** Moves the island runtime and the client directives out of every built page; null when no page has the runtime. */
export async function externalizeIslandRuntime(dist: string): Promise<MovedRuntime | null> {
  const client = join(dist, 'client');
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  // First every page's scripts (the file's content, hence its name, depends on all of them)…
  const scripts = new Map<string, string>();
  const pages: { file: string; html: string }[] = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const runtime = RUNTIME.exec(html)?.[1];
    if (!runtime) continue;
    if (!HTML_TAG.test(html)) throw new Error(`${file}: no <html> tag to carry the runtime's path`);
    same(scripts, 'island runtime', runtime, file);
    for (const [, code = '', name = ''] of html.matchAll(DIRECTIVE)) same(scripts, `${name} directive`, code, file);
    pages.push({ file, html });
  }
  const runtime = scripts.get('island runtime');
  if (runtime === undefined) return null;
  scripts.delete('island runtime');
  const directives = [...scripts.keys()].sort();
  const code = [...directives.map((name) => scripts.get(name)), runtime].join('\n');
  const path = `/_astro/island-runtime.${sha256(code, 'base64url').slice(0, 10)}.js`;
  await writeFile(join(client, path), code);
  // …then the pages without them.
  for (const { file, html } of pages) {
    const without = html.replace(RUNTIME, '').replace(DIRECTIVE, '');
    const need = runtimeNeed(without);
    const attributes = `data-island-runtime="${path}"${need ? ` data-island-runtime-when="${need}"` : ''}`;
    await writeFile(file, without.replace(HTML_TAG, `<html ${attributes}`));
  }
  return {
    path,
    pages: pages.length,
    directives: directives.map((name) => name.replace(/ directive$/, '')),
    inlineHashes: [runtime, ...directives.map((name) => scripts.get(name) ?? '')].map(
      (script) => `sha256-${sha256(script, 'base64')}`,
    ),
  };
}
