import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../scripts/lib/inline-script-hashes.ts';
import { externalizeIslandRuntime } from '../../scripts/lib/island-runtime.ts';

const RUNTIME =
  '(()=>{var x="<unknown>";customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const page = (runtime: string) =>
  `<html><body><script>(()=>{self.Astro={}})();</script><script>${runtime}</script><p>text</p></body></html>`;

const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});
function distWith(pages: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'vibra-runtime-'));
  dists.push(dist);
  mkdirSync(join(dist, 'client', '_astro'), { recursive: true });
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dist, 'client', path), { recursive: true });
    writeFileSync(join(dist, 'client', path, 'index.html'), html);
  }
  return dist;
}

describe('the island runtime moved out of the pages', () => {
  it('becomes one file named on <html> for the start script, and the pages keep their other inline scripts', async () => {
    const dist = distWith({ '': page(RUNTIME), blog: page(RUNTIME) });
    const moved = await externalizeIslandRuntime(dist);
    expect(moved?.pages).toBe(2);
    const html = readFileSync(join(dist, 'client', 'blog', 'index.html'), 'utf8');
    expect(html).toContain(`<html data-island-runtime="${moved?.path}">`);
    expect(html).not.toContain('customElements');
    expect(html).not.toContain('<script src=');
    expect(readFileSync(join(dist, 'client', moved?.path ?? ''), 'utf8')).toBe(RUNTIME);
    // Only the small inline script is left for the page's policy; on-demand pages get the runtime's hash.
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(inlineScriptHashes(page(RUNTIME))).toContain(moved?.inlineHash);
  });

  it('refuses a page with no <html> tag to carry the path, rather than leave its islands without a runtime', async () => {
    const dist = distWith({ '': `<body><script>${RUNTIME}</script></body>` });
    await expect(externalizeIslandRuntime(dist)).rejects.toThrow('no <html> tag');
  });

  it('refuses pages whose runtimes differ, rather than serve one of them the wrong code', async () => {
    const dist = distWith({ '': page(RUNTIME), blog: page(RUNTIME.replace('unknown', 'other')) });
    await expect(externalizeIslandRuntime(dist)).rejects.toThrow('differs');
  });
});
