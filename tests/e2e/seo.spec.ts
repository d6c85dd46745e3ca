import { expect, test } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse } from 'node-html-parser';
import { REQUIRED_JSON_LD_FIELDS, structuredDataFindings } from '../../scripts/lib/site-health/page-checks.ts';
import { site } from '../../src/config/site.ts';
import { HTML_LANG } from '../../src/i18n/locales.ts';
import { CRAWLER, manifest } from './site-data.ts';

const absolute = (path: string) => new URL(path, site.url).href;

test('every page has its language, one h1, a short title, a real description, a canonical, reciprocal hreflang and valid JSON-LD', async ({
  request,
}) => {
  test.setTimeout(180_000);
  // Pages kept out of search engines (newsletter links) are checked by their own tests.
  const pages = manifest.pages.filter((page) => page.indexable);
  const head = new Map<string, { canonical: string; hreflang: Map<string, string> }>();
  const problems: string[] = [];
  const typesSeen = new Set<string>();

  for (const page of pages) {
    const response = await request.get(page.path, { headers: CRAWLER, maxRedirects: 0 });
    if (response.status() !== 200) {
      problems.push(`${page.path}: status ${response.status()}`);
      continue;
    }
    const html = parse(await response.text());
    const lang = html.querySelector('html')?.getAttribute('lang');
    if (lang !== HTML_LANG[page.locale]) problems.push(`${page.path}: <html lang="${lang}">`);
    if (html.querySelector('meta[name="robots"]')) problems.push(`${page.path}: kept out of search engines`);
    const h1s = html.querySelectorAll('h1').length;
    const title = html.querySelector('title')?.text ?? '';
    const description = html.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    const canonical = html.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    if (h1s !== 1) problems.push(`${page.path}: ${h1s} h1 elements`);
    if (!title || title.length > 60) problems.push(`${page.path}: title of ${title.length} characters`);
    if (description.length < 50 || description.length > 160)
      problems.push(`${page.path}: description of ${description.length} characters`);
    const expectedCanonical = page.translated ? absolute(page.path) : absolute(page.versions.en ?? page.path);
    if (canonical !== expectedCanonical)
      problems.push(`${page.path}: canonical ${canonical}, expected ${expectedCanonical}`);
    const hreflang = new Map(
      html
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    );
    if (page.translated && hreflang.get(page.locale) !== absolute(page.path))
      problems.push(`${page.path}: no self hreflang`);
    if (page.translated && !hreflang.has('x-default')) problems.push(`${page.path}: no x-default`);
    if (!page.translated && hreflang.size > 0) problems.push(`${page.path}: an untranslated copy declares hreflang`);
    head.set(absolute(page.path), { canonical, hreflang });

    for (const finding of structuredDataFindings(page.path, html))
      problems.push(`${page.path}: ${finding.kind} ${finding.value ?? ''}`);
    for (const script of html.querySelectorAll('script[type="application/ld+json"]')) {
      const data = JSON.parse(script.text) as Record<string, unknown>;
      typesSeen.add(String(data['@type']));
      if (data['@type'] === 'BlogPosting' && !/^PT\d+M$/.test(String(data.timeRequired)))
        problems.push(`${page.path}: timeRequired ${String(data.timeRequired)}`);
    }
  }

  // Reciprocity: every alternate a page names points back to it.
  for (const [url, { hreflang }] of head) {
    for (const [lang, target] of hreflang) {
      if (lang === 'x-default') continue;
      const back = head.get(target);
      if (!back) problems.push(`${url}: hreflang ${lang} points to unknown ${target}`);
      else if (![...back.hreflang.values()].includes(url)) problems.push(`${url}: ${target} does not link back`);
    }
  }

  expect(problems).toEqual([]);
  expect([...typesSeen].sort()).toEqual(Object.keys(REQUIRED_JSON_LD_FIELDS).sort());
});

test('sitemap.xml is well-formed and lists exactly the real, translated pages with alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(xml);
  const urls: {
    loc: string;
    lastmod: string;
    changefreq: string;
    priority: string;
    'xhtml:link': { '@_hreflang': string }[];
  }[] = parsed.urlset.url;
  const listed = urls.map((url) => url.loc).sort();
  const expected = manifest.pages
    .filter((page) => page.indexable && page.translated)
    .map((page) => absolute(page.path))
    .sort();
  expect(listed).toEqual(expected);
  for (const url of urls) {
    expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['daily', 'weekly', 'monthly', 'yearly']).toContain(url.changefreq);
    expect(url['xhtml:link'].map((link) => link['@_hreflang'])).toContain('x-default');
  }
  const home = urls.find((url) => url.loc === absolute('/'));
  expect(home?.priority).toBe('1.00');
  expect(urls.find((url) => url.loc === absolute('/privacy'))?.changefreq).toBe('yearly');
});
