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
import { ISLAND_RUNTIME_ATTRIBUTE, RUNTIME_NEED_ATTRIBUTE, type RuntimeNeed } from '../../src/lib/early-island-use.ts';

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

/** The value of an attribute in an island's opening tag, unescaped. */
function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value?.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * When a page needs the runtime before anyone uses an island (`data-island-runtime-when`, read by
 * page-start.ts): `idle` after the first paint when an island hydrates on its own (`client:load`,
 * `idle`, `media`, `only`); `sight` when an island hydrates on sight (`client:visible`); the
 * fragment a `client:interaction` island resumes from (`resumeHash`: the quiz after a reload), when
 * the address has it; `idle` again when one attribute cannot say both of the last two; otherwise not
 * at all (null): every island waits for the visitor's first use.
 */
export function runtimeNeed(html: string): RuntimeNeed | null {
  let sight = false;
  const resumes = new Set<RuntimeNeed>();
  for (const [tag] of html.matchAll(ISLAND_TAG)) {
    const client = attribute(tag, 'client');
    if (client === 'visible') sight = true;
    else if (client !== 'interaction') return 'idle';
    else {
      const resume = resumeHashOf(attribute(tag, 'opts'));
      if (resume) resumes.add(resume);
    }
  }
  const [resume, ...more] = resumes;
  if (!resume) return sight ? 'sight' : null;
  return sight || more.length > 0 ? 'idle' : resume;
}

/** The fragment an island resumes from, from its serialized options (`#…`, else none). */
function resumeHashOf(opts: string | undefined): `#${string}` | undefined {
  try {
    const hash: unknown = JSON.parse(opts ?? '{}')?.value?.resumeHash;
    return typeof hash === 'string' && hash.startsWith('#') ? (hash as `#${string}`) : undefined;
  } catch {
    return undefined;
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

/** The one copy every page carries of a script: a page with a different copy is refused. */
function shared(known: string | undefined, code: string, what: string, file: string): string {
  if (known !== undefined && known !== code) {
    throw new Error(`${file}: its ${what} differs from the other pages'; one shared file cannot serve both`);
  }
  return code;
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
  let runtime: string | undefined;
  const directives = new Map<string, string>();
  const pages: { file: string; html: string }[] = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const found = RUNTIME.exec(html)?.[1];
    if (!found) continue;
    if (!HTML_TAG.test(html)) throw new Error(`${file}: no <html> tag to carry the runtime's path`);
    runtime = shared(runtime, found, 'island runtime', file);
    for (const [, code = '', name = ''] of html.matchAll(DIRECTIVE)) {
      directives.set(name, shared(directives.get(name), code, `${name} directive`, file));
    }
    pages.push({ file, html });
  }
  if (runtime === undefined) return null;
  const names = [...directives.keys()].sort();
  const moved = [...names.map((name) => directives.get(name) ?? ''), runtime];
  const path = `/_astro/island-runtime.${sha256(moved.join('\n'), 'base64url').slice(0, 10)}.js`;
  await writeFile(join(client, path), moved.join('\n'));
  // …then the pages without them.
  for (const { file, html } of pages) {
    const without = html.replace(RUNTIME, '').replace(DIRECTIVE, '');
    const need = runtimeNeed(without);
    const attributes = `${ISLAND_RUNTIME_ATTRIBUTE}="${path}"${need ? ` ${RUNTIME_NEED_ATTRIBUTE}="${need}"` : ''}`;
    await writeFile(file, without.replace(HTML_TAG, `<html ${attributes}`));
  }
  return {
    path,
    pages: pages.length,
    directives: names,
    inlineHashes: moved.map((script) => `sha256-${sha256(script, 'base64')}`),
  };
}
