import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../scripts/lib/inline-script-hashes.ts';
import { externalizeIslandRuntime, runtimeNeed } from '../../scripts/lib/island-runtime.ts';

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
    expect(inlineScriptHashes(page(RUNTIME))).toContain(moved?.inlineHashes[0]);
  });

  it('takes the client directives along, ahead of the runtime, which finds them defined', async () => {
    const directive = (name: string) =>
      `<script>(()=>{var a=(s,i,o)=>{};(self.Astro||(self.Astro={})).${name}=a;window.dispatchEvent(new Event("astro:${name}"));})();</script>`;
    const withDirectives = (...names: string[]) =>
      page(RUNTIME).replace('<script>(()=>{self', `${names.map(directive).join('')}<script>(()=>{self`);
    const dist = distWith({ '': withDirectives('visible', 'interaction'), faq: withDirectives('interaction') });
    const moved = await externalizeIslandRuntime(dist);
    expect(moved?.directives).toEqual(['interaction', 'visible']);
    const file = readFileSync(join(dist, 'client', moved?.path ?? ''), 'utf8');
    expect(file.indexOf('.interaction=')).toBeLessThan(file.indexOf('.visible='));
    expect(file.indexOf('.visible=')).toBeLessThan(file.indexOf('customElements.define'));
    for (const path of ['', 'faq']) {
      const html = readFileSync(join(dist, 'client', path, 'index.html'), 'utf8');
      expect(html).not.toContain('self.Astro||');
      expect(inlineScriptHashes(html)).toHaveLength(1);
    }
    // Pages rendered on demand keep all three inline: each has its hash.
    const kept = inlineScriptHashes(readFileSync(join(dist, 'client', 'index.html'), 'utf8'));
    const moves = inlineScriptHashes(withDirectives('visible', 'interaction')).filter((hash) => !kept.includes(hash));
    expect(moves).toHaveLength(3);
    expect(moved?.inlineHashes.toSorted()).toEqual(moves.toSorted());
  });

  it('refuses pages whose copies of a directive differ', async () => {
    const directive = (body: string) =>
      `<script>(()=>{var a=${body};(self.Astro||(self.Astro={})).visible=a;})();</script>`;
    const dist = distWith({
      '': page(RUNTIME).replace('<p>', `${directive('1')}<p>`),
      faq: page(RUNTIME).replace('<p>', `${directive('2')}<p>`),
    });
    await expect(externalizeIslandRuntime(dist)).rejects.toThrow('visible directive differs');
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

describe('when a page needs the runtime before an island is used', () => {
  const islandOf = (client: string, value?: object) =>
    `<astro-island uid="1" component-url="/_astro/X.js" client="${client}" opts="${JSON.stringify({ name: 'X', value }).replaceAll('"', '&quot;')}"></astro-island>`;

  it('never, where every island waits for the visitor', () => {
    expect(
      runtimeNeed(`<p>x</p>${islandOf('interaction')}${islandOf('interaction', { replayClick: true })}`),
    ).toBeNull();
    expect(runtimeNeed('<p>No island.</p>')).toBeNull();
  });

  it('on sight, where an island hydrates when it comes into view', () => {
    expect(runtimeNeed(`${islandOf('interaction')}${islandOf('visible', { rootMargin: '200px' })}`)).toBe('sight');
  });

  it('when the address has the fragment an island resumes from', () => {
    expect(runtimeNeed(`${islandOf('interaction', { resumeHash: '#quiz-' })}${islandOf('interaction')}`)).toBe(
      '#quiz-',
    );
  });

  it('once idle, where an island hydrates on its own, whatever else the page has, or where one value cannot say it', () => {
    expect(runtimeNeed(`${islandOf('visible')}${islandOf('idle')}`)).toBe('idle');
    expect(runtimeNeed(islandOf('load'))).toBe('idle');
    expect(runtimeNeed(`${islandOf('interaction', { resumeHash: '#quiz-' })}${islandOf('visible')}`)).toBe('idle');
    const twoResumes =
      islandOf('interaction', { resumeHash: '#quiz-' }) + islandOf('interaction', { resumeHash: '#b-' });
    expect(runtimeNeed(twoResumes)).toBe('idle');
  });

  it('is written on <html> beside the runtime path', async () => {
    const dist = distWith({ '': page(RUNTIME).replace('<p>text</p>', islandOf('visible')), faq: page(RUNTIME) });
    const moved = await externalizeIslandRuntime(dist);
    const html = (path: string) => readFileSync(join(dist, 'client', path, 'index.html'), 'utf8');
    expect(html('')).toContain(`<html data-island-runtime="${moved?.path}" data-island-runtime-when="sight">`);
    expect(html('faq')).toContain(`<html data-island-runtime="${moved?.path}">`);
  });
});
