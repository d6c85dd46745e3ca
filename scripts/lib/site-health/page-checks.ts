/**
 * Checks of each built page as a search engine and a visitor read it: links and anchors that
 * resolve, reciprocal hreflang, titles and descriptions, one h1, structured data, and the depth of
 * the pillar guides.
 */
import type { HTMLElement } from 'node-html-parser';
import { DESCRIPTION_LENGTH, type HealthFinding, TITLE_LENGTH } from '../../../src/lib/site-health.ts';
import type { BuiltPage, BuiltSite } from './built-site.ts';

/** The pillar guides and the words each must have (English; translations follow within ±20%). */
export const PILLAR_MINIMUM_WORDS: Record<string, number> = {
  'page:chakra': 3000,
  'post:intuition-development': 2000,
  'post:energy-cleansing-home': 2000,
  'post:spiritual-protection': 2000,
  'post:tarot-meaning': 2000,
  'post:energy-cleansing-signs': 2000,
  'post:aura-reading': 2000,
  'post:third-eye-meditation': 2000,
};

/** Fields each JSON-LD type must carry, as paths (`offers.price`); lists are checked on their first item. */
export const REQUIRED_JSON_LD_FIELDS: Record<string, string[]> = {
  WebSite: ['name', 'url', 'inLanguage'],
  Person: ['name', 'url'],
  Blog: ['name', 'url'],
  BlogPosting: ['headline', 'inLanguage', 'wordCount', 'timeRequired', 'author.name', 'image', 'datePublished'],
  FAQPage: ['mainEntity.0.name', 'mainEntity.0.acceptedAnswer.text'],
  BreadcrumbList: ['itemListElement.0.position', 'itemListElement.0.name', 'itemListElement.0.item'],
  Service: ['name', 'provider.name', 'url', 'areaServed'],
  Product: ['name', 'offers.price', 'offers.priceCurrency'],
  Course: ['name', 'provider.name', 'offers.price'],
};

/** The value at a dotted path of parsed JSON, or undefined. */
function at(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      data,
    );
}

/** Every URL a page refers to: links, stylesheets, images, sources, posters. */
export function referencesOf(root: HTMLElement): string[] {
  return [
    ...root.querySelectorAll('a[href], link[href]').map((node) => node.getAttribute('href') ?? ''),
    ...root.querySelectorAll('img[src], source[src], video[src]').map((node) => node.getAttribute('src') ?? ''),
    ...root.querySelectorAll('video[poster]').map((node) => node.getAttribute('poster') ?? ''),
    ...root
      .querySelectorAll('img[srcset], source[srcset]')
      .flatMap((node) => (node.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(' ')[0] ?? '')),
  ];
}

/** The ids a page's anchors can point to. */
const idsOf = (root: HTMLElement) =>
  new Set(root.querySelectorAll('[id], a[name]').map((node) => node.getAttribute('id') ?? node.getAttribute('name')));

/** Internal links, images and anchors that lead nowhere. */
export function checkLinks(site: BuiltSite): HealthFinding[] {
  const findings: HealthFinding[] = [];
  const ids = new Map(site.pages.map(({ page, root }) => [page.path, idsOf(root)]));
  for (const { page, root } of site.pages) {
    const seen = new Set<string>();
    for (const url of referencesOf(root)) {
      if (seen.has(url) || !(url.startsWith('/') || url.startsWith('#')) || url.startsWith('//')) continue;
      seen.add(url);
      const [pathAndQuery = '', anchor] = url.split('#');
      const path = pathAndQuery.split('?')[0] || page.path;
      if (!site.serves(decodeURI(path))) {
        findings.push({ kind: 'brokenLink', page: page.path, value: url });
        continue;
      }
      const targetIds = ids.get(path);
      // Anchors are checked on static pages; `#main`-style anchors of the page itself too.
      if (anchor && targetIds && !targetIds.has(decodeURIComponent(anchor)))
        findings.push({ kind: 'missingAnchor', page: page.path, value: url });
    }
  }
  return findings;
}

/** Alternates that do not name the page back (only translated pages declare hreflang). */
export function checkHreflang(site: BuiltSite, siteUrl: string): HealthFinding[] {
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const alternates = new Map(
    site.pages
      .filter(({ page }) => page.indexable && page.translated)
      .map(({ page, root }) => [
        absolute(page.path),
        {
          path: page.path,
          hreflang: new Map(
            root
              .querySelectorAll('link[rel="alternate"][hreflang]')
              .map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
          ),
        },
      ]),
  );
  const findings: HealthFinding[] = [];
  for (const [url, { path, hreflang }] of alternates) {
    if (!hreflang.has('x-default')) findings.push({ kind: 'missing', page: path, value: 'x-default' });
    if (![...hreflang.values()].includes(url)) findings.push({ kind: 'missing', page: path, value: 'self' });
    for (const [lang, target] of hreflang) {
      if (lang === 'x-default') continue;
      const back = alternates.get(target);
      const namesBack = [...(back?.hreflang ?? [])].some(
        ([backLang, href]) => backLang !== 'x-default' && href === url,
      );
      if (!namesBack) findings.push({ kind: 'notReciprocal', page: path, value: target });
    }
  }
  return findings;
}

/** Missing, duplicated (within a language) or overlong titles or descriptions of indexable pages. */
export function checkHeadText(site: BuiltSite, which: 'title' | 'description'): HealthFinding[] {
  const limits = which === 'title' ? TITLE_LENGTH : DESCRIPTION_LENGTH;
  const read = (root: HTMLElement) =>
    which === 'title'
      ? (root.querySelector('title')?.text.trim() ?? '')
      : (root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '');
  const findings: HealthFinding[] = [];
  const firstWith = new Map<string, string>();
  // Untranslated copies repeat the English text under a canonical to it, on purpose.
  for (const { page, root } of site.pages.filter(({ page }) => page.indexable && page.translated)) {
    const text = read(root);
    if (!text) {
      findings.push({
        kind: 'missing',
        page: page.path,
        value: which === 'title' ? '<title>' : '<meta name="description">',
      });
      continue;
    }
    const key = `${page.locale}\n${text}`;
    const first = firstWith.get(key);
    if (first) findings.push({ kind: 'duplicate', page: page.path, value: first });
    else firstWith.set(key, page.path);
    if (text.length > limits.max)
      findings.push({ kind: 'tooLong', page: page.path, value: text.length, limit: limits.max });
    if (text.length < limits.min)
      findings.push({ kind: 'tooShort', page: page.path, value: text.length, limit: limits.min });
  }
  return findings;
}

/** Pages without exactly one h1. */
export function checkHeadings(site: BuiltSite): HealthFinding[] {
  return site.pages.flatMap(({ page, root }) => {
    const count = root.querySelectorAll('h1').length;
    return count === 1 ? [] : [{ kind: 'headingCount' as const, page: page.path, value: count, limit: 1 }];
  });
}

/** A page's JSON-LD that does not parse, has an unknown type or lacks a required field. */
export function structuredDataFindings(path: string, root: HTMLElement): HealthFinding[] {
  const findings: HealthFinding[] = [];
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(script.text);
    } catch {
      findings.push({ kind: 'unparsable', page: path });
      continue;
    }
    const type = String(data['@type']);
    const fields = REQUIRED_JSON_LD_FIELDS[type];
    if (data['@context'] !== 'https://schema.org')
      findings.push({ kind: 'missingField', page: path, value: `${type}.@context` });
    if (!fields) {
      findings.push({ kind: 'missingField', page: path, value: `${type} (unknown type)` });
      continue;
    }
    for (const field of fields) {
      const value = at(data, field);
      if (value === undefined || value === null || value === '')
        findings.push({ kind: 'missingField', page: path, value: `${type}.${field}` });
    }
  }
  return findings;
}

/** Structured data problems on every page. */
export const checkStructuredData = (site: BuiltSite): HealthFinding[] =>
  site.pages.flatMap(({ page, root }) => structuredDataFindings(page.path, root));

/** What is not the page's own reading text: navigation, forms, media, invitations and cards. */
const NOT_READING = 'nav, aside, form, button, svg, script, style, template, noscript, [hidden], [data-nosnippet]';

/** The words a reader reads in a page's `<main>`. */
export function readingWords(root: HTMLElement): number {
  const main = root.querySelector('main')?.clone() as HTMLElement | undefined;
  if (!main) return 0;
  for (const node of main.querySelectorAll(NOT_READING)) node.remove();
  return (main.structuredText.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []).length;
}

/** Pillar guides (in English) shorter than their minimum. */
export function checkDepth(pages: readonly BuiltPage[]): HealthFinding[] {
  return pages.flatMap(({ page, root }) => {
    const minimum = PILLAR_MINIMUM_WORDS[page.key];
    if (page.locale !== 'en' || minimum === undefined) return [];
    const words = readingWords(root);
    return words >= minimum ? [] : [{ kind: 'fewWords' as const, page: page.path, value: words, limit: minimum }];
  });
}
