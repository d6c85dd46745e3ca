/**
 * What each page costs a visitor on a phone before they touch it, in compressed bytes: its HTML,
 * stylesheets, the fonts of its first view, images loaded at once, and the JavaScript that runs before any
 * interaction (inline scripts, module scripts, islands that hydrate on load or when the browser is
 * idle). Islands that wait to be scrolled near (`client:visible`) are not counted.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import type { HTMLElement } from 'node-html-parser';
import {
  type HealthFinding,
  PAGE_BUDGET_BYTES,
  RED_FACTOR,
  SCRIPT_BUDGET_BYTES,
} from '../../../src/lib/site-health.ts';
import { inlineScripts } from '../inline-script-hashes.ts';
import { moduleGraph } from '../module-graph.ts';
import { type BuiltSite, htmlFileOf } from './built-site.ts';

/**
 * Islands that load without an interaction. `client:visible` ones load when scrolled near, so
 * they belong to a later view than the first (the home page's video and practice of the day).
 */
const EAGER_ISLANDS = 'astro-island[client="load"], astro-island[client="idle"]';

export interface PageWeight {
  path: string;
  totalBytes: number;
  scriptBytes: number;
}

/** Every page's weight and its script before interaction. */
export function measurePages(site: BuiltSite, read: (path: string) => string): PageWeight[] {
  return site.pages.map(({ page, root, html }) => {
    const inline = inlineScripts(html).join('');
    const modules = new Set<string>();
    for (const entry of eagerScripts(root)) moduleGraph(entry, modules, read);
    const scriptBytes =
      (inline ? brotliCompressSync(inline, BROTLI).length : 0) + sum([...modules].map(site.transferSize));
    const other = [
      ...root.querySelectorAll('link[rel="stylesheet"]').map((link) => link.getAttribute('href') ?? ''),
      ...(root.querySelector('[data-first-view-fonts]')?.getAttribute('data-first-view-fonts') ?? '').split(' '),
      ...root.querySelectorAll('img[src]:not([loading="lazy"])').map((image) => image.getAttribute('src') ?? ''),
    ].filter((url) => url.startsWith('/'));
    // The precompressed copy postbuild wrote, as the server sends it.
    const htmlBytes = site.transferSize(`/${htmlFileOf(page.path)}`);
    return {
      path: page.path,
      scriptBytes,
      totalBytes: htmlBytes + scriptBytes + sum([...new Set(other)].map(site.transferSize)),
    };
  });
}

/** Module scripts and islands that hydrate without being scrolled near. */
function eagerScripts(root: HTMLElement): string[] {
  return [
    ...root.querySelectorAll('script[src]').map((script) => script.getAttribute('src') ?? ''),
    ...root.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute('href') ?? ''),
    ...root
      .querySelectorAll(EAGER_ISLANDS)
      .flatMap((island) => [island.getAttribute('component-url') ?? '', island.getAttribute('renderer-url') ?? '']),
  ].filter((url) => url.startsWith('/'));
}

/** Inline scripts are compressed with the page; quality 9 is within a few bytes of 11, far faster. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Pages over a budget. */
export function weightFindings(weights: readonly PageWeight[], which: 'totalBytes' | 'scriptBytes'): HealthFinding[] {
  const budget = which === 'totalBytes' ? PAGE_BUDGET_BYTES : SCRIPT_BUDGET_BYTES;
  return weights
    .filter((weight) => weight[which] > budget)
    .map((weight) => ({ kind: 'overBudget' as const, page: weight.path, value: weight[which], limit: budget }));
}

/** Red when a page is far over its budget. */
export const farOverBudget = (findings: readonly HealthFinding[]) =>
  findings.some((finding) => Number(finding.value) > Number(finding.limit) * RED_FACTOR);
