import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_WINDOW_BYTES,
  fastestForm,
  HEADER_BYTES,
  inlineForFirstPaint,
  windowsFor,
} from '../../scripts/lib/first-paint-inline.ts';

const UTILITIES = [
  '.used{color:red}',
  '.sm\\:wide{width:1px}',
  '.aria-\\[current\\=page\\]\\:bold{font-weight:700}',
  '.opened-by-island{display:grid}',
  '.nowhere{color:blue}',
].join('');
const CSS = `@layer base{:focus-visible{outline:3px solid gold}}@layer utilities{${UTILITIES}}`;
const SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="eye" viewBox="0 0 24 24"><path d="M1 1"/></symbol><symbol id="play" viewBox="0 0 24 24"><path d="M2 2"/></symbol></svg>';
const ISLAND = 'import"./shared.js";export default()=>import("./panel.js");';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;
const icon = (id: string) => `<svg><use href="/_astro/icons.abc.svg#${id}"></use></svg>`;

const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});
/** Words that barely compress. */
function noise(from: number, count: number): string {
  return Array.from({ length: count }, (_, index) => (((from + index) * 7919) % 65_521).toString(36)).join(' ');
}

function distWith(pages: Record<string, string>, css = CSS): string {
  const dist = mkdtempSync(join(tmpdir(), 'vibra-inline-'));
  dists.push(dist);
  const astro = join(dist, 'client', '_astro');
  mkdirSync(astro, { recursive: true });
  writeFileSync(join(astro, 'site.css'), css);
  writeFileSync(join(astro, 'icons.abc.svg'), SPRITE);
  writeFileSync(join(astro, 'Menu.js'), ISLAND);
  writeFileSync(join(astro, 'shared.js'), 'export const a=1;');
  writeFileSync(join(astro, 'panel.js'), 'export const panel=()=>({className:"opened-by-island"});');
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dist, 'client', path), { recursive: true });
    writeFileSync(join(dist, 'client', path, 'index.html'), html);
  }
  return dist;
}
const built = (dist: string, path: string) => readFileSync(join(dist, 'client', path, 'index.html'), 'utf8');

/** The CSS postbuild writes into a one-page site built from `html` and the stylesheet `css`. */
async function inlinedCss(html: string, css: string): Promise<string> {
  const dist = distWith({ '': html }, css);
  await inlineForFirstPaint(dist);
  return /<style data-page-css[^>]*>([\s\S]*?)<\/style>/.exec(built(dist, ''))?.[1] ?? '';
}

describe('round trips to the first paint', () => {
  it('counts the TCP windows a response spans, each twice the last', () => {
    expect(windowsFor(FIRST_WINDOW_BYTES - HEADER_BYTES)).toBe(1);
    expect(windowsFor(FIRST_WINDOW_BYTES - HEADER_BYTES + 1)).toBe(2);
    expect(windowsFor(3 * FIRST_WINDOW_BYTES - HEADER_BYTES)).toBe(2);
    expect(windowsFor(3 * FIRST_WINDOW_BYTES - HEADER_BYTES + 1)).toBe(3);
  });

  it('prefers fewer trips to the first paint, then no sprite to wait for, then every part styled, then fewer bytes', () => {
    const linked = { html: 'a', waitsForStylesheet: true, waitsForSprite: true };
    const inlined = { html: 'a'.repeat(50), waitsForStylesheet: false, waitsForSprite: false };
    expect(fastestForm([linked, inlined]).html).toBe(inlined.html);
    const iconsInlined = { ...linked, waitsForSprite: false };
    expect(fastestForm([linked, iconsInlined]).waitsForSprite).toBe(false);
    expect(fastestForm([{ ...inlined, html: 'a' }, inlined]).html).toBe('a');
    // Smaller, but its lower parts wait for the file: only worth it for a round trip.
    const firstScreen = { ...inlined, html: 'a', belowFoldWaits: true };
    expect(fastestForm([inlined, firstScreen]).html).toBe(inlined.html);
  });
});

describe('what the first paint needs, written into the page', () => {
  it('keeps the rules the HTML uses and the icons it draws', async () => {
    const html = page(
      `<p class="used sm:wide">x</p><a aria-current="page" class="aria-[current=page]:bold">y</a>${icon('eye')}` +
        '<astro-island component-url="/_astro/Menu.js"></astro-island>',
    );
    const dist = distWith({ '': html });
    const summary = await inlineForFirstPaint(dist);
    expect(summary).toEqual({ pages: 1, cssInlined: 1, firstScreenOnly: 0, iconsInlined: 1, faviconInlined: 0 });
    const result = built(dist, '');
    const css = /<style data-page-css data-stylesheet="\/_astro\/site.css">([^<]*)<\/style>/.exec(result)?.[1];
    expect(css).toContain('.used{');
    expect(css).toContain('.sm\\:wide{');
    expect(css).toContain('.aria-\\[current\\=page\\]\\:bold{');
    // A class only an island's code adds comes with the whole stylesheet, loaded before the island runs.
    expect(css).not.toContain('.opened-by-island');
    expect(css).not.toContain('.nowhere');
    // Rules for elements by kind or state stay whole.
    expect(css).toContain(':focus-visible{');
    expect(result).not.toContain('<link rel="stylesheet"');
    expect(result).toContain('<use href="#eye">');
    expect(result).toContain('<body><svg style="display:none" aria-hidden="true"><symbol id="eye"');
    expect(result).not.toContain('id="play"');
  });

  it('keeps the stylesheet a file when writing it in would cost the page a round trip', async () => {
    // Rules that do not compress, all used by the page; the page itself fills most of the first window.
    const rules = Array.from({ length: 120 }, (_, index) => `.r${index}{content:"${noise(40_000 + index * 40, 30)}"}`);
    const classes = rules.map((_, index) => `r${index}`).join(' ');
    let words = 0;
    let html = '';
    do {
      words += 200;
      html = page(`<p class="${classes}">${noise(0, words)}</p>${icon('eye')}`);
    } while (brotliCompressSync(html).length < FIRST_WINDOW_BYTES - HEADER_BYTES - 1_500);
    const dist = distWith({ big: html }, `@layer utilities{${UTILITIES}${rules.join('')}}`);
    await inlineForFirstPaint(dist);
    const result = built(dist, 'big');
    expect(result).toContain('<link rel="stylesheet" href="/_astro/site.css">');
    // The icon alone still fits: one file fewer to wait for.
    expect(result).toContain('<use href="#eye">');
  });

  it('keeps only the custom properties the page reads, through other properties and its own code', async () => {
    const css = [
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-rotate:initial}}}',
      '@layer theme{:root{--color-a:red;--color-b:blue;--default-font:var(--font-x);--font-x:serif;--progress:0}}',
      '@layer base{html{font-family:var(--default-font)}}',
      '@layer utilities{.used{color:var(--color-a);box-shadow:var(--tw-shadow)}.nowhere{rotate:var(--tw-rotate)}}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-rotate{syntax:"*";inherits:false}',
    ].join('');
    // An inline style reading `--progress` keeps it though no rule does.
    const inlined = await inlinedCss(page('<p class="used" style="width:calc(var(--progress)*1%)">x</p>'), css);
    expect(inlined).toContain('--color-a:red');
    expect(inlined).toContain('--default-font:var(--font-x)');
    expect(inlined).toContain('--font-x:serif');
    expect(inlined).toContain('--progress:0');
    expect(inlined).toContain('--tw-shadow:0 0 #0000');
    expect(inlined).toContain('@property --tw-shadow');
    expect(inlined).not.toContain('--color-b');
    expect(inlined).not.toContain('--tw-rotate');
  });

  it("writes in only the first screen's rules when that, and only that, keeps the page in one round trip", async () => {
    // Rules and words that do not compress: the rules of the part below the fold weigh ~3 KB.
    const incompressible = (seed: string) => createHash('sha256').update(seed).digest('base64url');
    const low = Array.from({ length: 80 }, (_, index) => `.low${index}{content:"${incompressible(`low${index}`)}"}`);
    const lowClasses = low.map((_, index) => `low${index}`).join(' ');
    const css = `@layer utilities{.used{color:red}${low.join('')}}`;
    const pageWith = (words: number) =>
      page(
        `<p class="used">${Array.from({ length: words }, (_, index) => incompressible(`w${index}`)).join(' ')}</p>` +
          `<footer class="below-fold"><p class="${lowClasses}">z</p></footer>`,
      );
    // What the page weighs with every rule written in, as the server sends it.
    const withAllRules = (words: number) =>
      brotliCompressSync(
        pageWith(words).replace('<link rel="stylesheet" href="/_astro/site.css">', `<style>${css}</style>`),
      ).length + HEADER_BYTES;
    const lowRulesBytes = brotliCompressSync(low.join('')).length;
    expect(lowRulesBytes).toBeGreaterThan(2_000);
    // The most words for which the page stays within `bytes` (a word of 43 characters weighs ~33).
    const wordsWhere = (bytes: number) => {
      let words = Math.floor(bytes / 40);
      while (withAllRules(words) > bytes) words -= 10;
      while (withAllRules(words + 2) <= bytes) words += 2;
      return words;
    };
    // With every rule, a little over one window (but well under it without those below the fold);
    // and a page a little shorter, whose rules all fit.
    const over = wordsWhere(FIRST_WINDOW_BYTES + lowRulesBytes / 2);
    const under = wordsWhere(FIRST_WINDOW_BYTES - 300);
    const dist = distWith({ over: pageWith(over), under: pageWith(under) }, css);
    const summary = await inlineForFirstPaint(dist);
    expect(summary).toMatchObject({ cssInlined: 1, firstScreenOnly: 1 });

    const whole = built(dist, 'under');
    expect(whole).toContain('<style data-page-css data-stylesheet="/_astro/site.css">');
    expect(whole).toContain('.low79{');
    expect(whole).not.toContain('<noscript>');

    const firstScreen = built(dist, 'over');
    expect(windowsFor(brotliCompressSync(firstScreen).length)).toBe(1);
    const rules = /<style data-page-css data-first-screen data-stylesheet="\/_astro\/site.css">([^<]*)<\/style>/.exec(
      firstScreen,
    )?.[1];
    expect(rules).toContain('.used{');
    expect(rules).not.toContain('.low');
    // Without JavaScript the page links the whole file; with it, the start-up script fetches it.
    expect(firstScreen).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>');
    expect(firstScreen.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(firstScreen).toContain(`<footer class="below-fold"><p class="${lowClasses}">z</p></footer>`);
  });

  it('drops element defaults for elements the page does not have, and keeps those it cannot tell', async () => {
    const base = [
      'h1,sub{font-weight:600}',
      'abbr:where([title]){text-decoration:underline}',
      ':where(select:is([multiple])) optgroup option{padding:1px}',
      'sub{bottom:-.25em}',
      '::placeholder{opacity:1}',
      '[hidden]:where(:not([hidden=until-found])){display:none}',
      '@media (prefers-reduced-motion:reduce){table{margin:0}}',
    ].join('');
    const inlined = await inlinedCss(page('<h1 class="used">x</h1><p hidden>y</p>'), `@layer base{${base}}${CSS}`);
    expect(inlined).toContain('h1,sub{font-weight:600}');
    expect(inlined).toContain('::placeholder{');
    expect(inlined).toContain('[hidden]:where(');
    expect(inlined).toContain(':focus-visible{');
    for (const absent of ['abbr', 'optgroup', 'bottom:-.25em', 'table', 'prefers-reduced-motion'])
      expect(inlined).not.toContain(absent);
  });

  it('leaves hover styles to the whole stylesheet', async () => {
    const css =
      '@layer utilities{.used{color:red}@media (hover:hover){.used:hover{color:blue}}@media (width>=40rem){.used{width:1px}}}';
    const inlined = await inlinedCss(page('<p class="used">x</p>'), css);
    expect(inlined).toBe('@layer utilities{.used{color:red}@media (width>=40rem){.used{width:1px}}}');
  });

  it('drops the styles of parts only some inputs draw when no such input is on the page', async () => {
    const base = [
      '::-webkit-datetime-edit-year-field{padding-block:0}',
      '::-webkit-calendar-picker-indicator{line-height:1}',
      '::-webkit-inner-spin-button{height:auto}',
      '::-webkit-search-decoration{-webkit-appearance:none}',
      '::file-selector-button{margin-inline-end:4px}',
      '::placeholder{opacity:1}',
    ].join('');
    const form = (type: string) => page(`<form><input class="used" type="${type}" placeholder="x"><input></form>`);
    const css = `@layer base{${base}}${CSS}`;
    const withEmail = await inlinedCss(form('email'), css);
    expect(withEmail).toContain('::placeholder{');
    for (const part of ['datetime-edit', 'calendar-picker', 'spin-button', 'search-decoration', 'file-selector'])
      expect(withEmail).not.toContain(part);
    const withDate = await inlinedCss(form('date'), css);
    expect(withDate).toContain('::-webkit-datetime-edit-year-field{');
    expect(withDate).toContain('::-webkit-calendar-picker-indicator{');
    expect(withDate).toContain('::-webkit-inner-spin-button{');
    expect(withDate).not.toContain('file-selector');
    expect(await inlinedCss(form('file'), css)).toContain('::file-selector-button{');
    expect(await inlinedCss(form('search'), css)).toContain('::-webkit-search-decoration{');
  });

  it('writes the tab icon into pages over one round trip, and only those', async () => {
    const favicon = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
    const long = page(`${favicon}<p class="used">${noise(0, 12_000)}</p>`);
    const dist = distWith({ '': page(`${favicon}<p class="used">x</p>`), long });
    writeFileSync(
      join(dist, 'client', 'favicon.svg'),
      '<svg viewBox="0 0 32 32">\n  <circle r="15" fill="#2a1f47"/>\n</svg>\n',
    );
    const summary = await inlineForFirstPaint(dist);
    expect(summary.faviconInlined).toBe(1);
    expect(built(dist, '')).toContain(favicon);
    expect(built(dist, 'long')).toContain(
      `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent('<svg viewBox="0 0 32 32"><circle r="15" fill="#2a1f47"/></svg>')}" type="image/svg+xml">`,
    );
  });

  it('refuses an icon the sprite does not have, rather than draw nothing', async () => {
    const dist = distWith({ '': page(icon('missing')) });
    await expect(inlineForFirstPaint(dist)).rejects.toThrow('missing');
  });
});
