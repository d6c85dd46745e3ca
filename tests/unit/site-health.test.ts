/**
 * The site-health checks on small builds and content folders written for each test: each check
 * must find what is wrong, and only that.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlFileOf, readBuiltSite } from '../../scripts/lib/site-health/built-site.ts';
import { checkLanguage, detectBlockLanguage, textBlocks } from '../../scripts/lib/site-health/language-check.ts';
import {
  checkDepth,
  checkHeadings,
  checkHeadText,
  checkHreflang,
  checkLinks,
  readingWords,
  structuredDataFindings,
} from '../../scripts/lib/site-health/page-checks.ts';
import {
  checkTranslations,
  readContent,
  sourceHash,
  stampTranslation,
} from '../../scripts/lib/site-health/translations.ts';
import { measurePages, weightFindings } from '../../scripts/lib/site-health/weight-check.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { getMessages } from '../../src/i18n/messages/index.ts';
import { overallState, SCRIPT_BUDGET_BYTES, type SiteHealthReport, withPrevious } from '../../src/lib/site-health.ts';
import { describeFinding, reportText } from '../../src/lib/site-health-text.ts';
import { auditView } from '../../src/site/views/audit.ts';

const SITE = 'https://vibra.example';
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function write(root: string, path: string, text: string | Buffer) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

interface TestPage {
  path: string;
  locale?: Locale;
  key?: string;
  translated?: boolean;
  head?: string;
  /** More attributes of `<html>` (postbuild leaves some there). */
  htmlAttributes?: string;
  body: string;
}

const html = ({ locale = 'en', head = '', htmlAttributes = '', body }: TestPage) =>
  `<!DOCTYPE html><html lang="${locale === 'pt' ? 'pt-BR' : locale}"${htmlAttributes}><head>${head}</head><body>${body}</body></html>`;

/** A dist/ folder with these pages (and extra client files), as readBuiltSite reads one. */
function buildOf(pages: TestPage[], files: Record<string, string> = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'vibra-health-'));
  folders.push(dist);
  const manifest = {
    pages: pages.map((page) => ({
      key: page.key ?? `page:${page.path}`,
      locale: page.locale ?? 'en',
      path: page.path,
      versions: {},
      onDemand: false,
      translated: page.translated ?? true,
      indexable: true,
    })),
    redirects: {},
    gift: {},
    quizGuides: {},
  };
  write(dist, 'server/site-manifest.json', JSON.stringify(manifest));
  for (const page of pages) write(dist, join('client', htmlFileOf(page.path)), html(page));
  for (const [path, text] of Object.entries(files)) write(dist, join('client', path), text);
  return readBuiltSite(dist);
}

/** Every page's weight, its files read from the built site. */
const weightsOf = (site: ReturnType<typeof buildOf>) =>
  measurePages(site, (path) => readFileSync(join(site.client, path), 'utf8'));

const ENGLISH =
  'Sit comfortably, close your eyes and let your breath slow down before you begin the practice of the day.';
const PORTUGUESE =
  'Sente-se confortavelmente, feche os olhos e deixe a respiração desacelerar antes de começar a prática do dia.';
const SPANISH =
  'Siéntate cómodamente, cierra los ojos y deja que tu respiración se calme antes de empezar la práctica del día.';

describe('language check', () => {
  it('finds English left on a Portuguese page, and Portuguese on a Spanish one', () => {
    const site = buildOf([
      { path: '/pt/', locale: 'pt', body: `<p>${PORTUGUESE}</p><p>${ENGLISH}</p>` },
      { path: '/es/', locale: 'es', body: `<h2>${SPANISH}</h2><p>${PORTUGUESE}</p>` },
    ]);
    const result = checkLanguage(site.pages);
    expect(result.findings.map((finding) => [finding.page, finding.locale])).toEqual([
      ['/pt/', 'en'],
      ['/es/', 'pt'],
    ]);
    expect(result.judged).toBe(4);
    expect(result.agreed).toBe(2);
  });

  it('reads text marked with its own lang in that language, and reads nested cards as their own blocks', () => {
    const root = parse(
      html({
        path: '/pt/',
        locale: 'pt',
        body: `<ul><li><h3>${PORTUGUESE}</h3><p lang="en">${ENGLISH}</p></li></ul><p>Diga <q lang="en">${ENGLISH}</q> em voz alta, com calma e atenção.</p>`,
      }),
    );
    const blocks = textBlocks(root);
    expect(blocks.map((block) => block.locale)).toEqual(['pt', 'en', 'pt']);
    expect(blocks[2]?.text).not.toContain('Sit comfortably');
    expect(checkLanguage([{ page: { path: '/pt/' } as never, html: '', root }]).findings).toEqual([]);
  });

  it('reads labels, image descriptions, metadata and structured data too', () => {
    const site = buildOf([
      {
        path: '/pt/',
        locale: 'pt',
        head: `<meta name="description" content="${PORTUGUESE}"><script type="application/ld+json">{"@type":"Service","name":"${ENGLISH}","areaServed":"${PORTUGUESE}"}</script>`,
        body: `<button aria-label="${ENGLISH}"></button><img alt="${PORTUGUESE}" src="/a.png"><span translate="no" title="${ENGLISH}"></span>`,
      },
    ]);
    const findings = checkLanguage(site.pages).findings;
    expect(findings.map((finding) => finding.quote?.slice(0, 20))).toEqual([
      ENGLISH.slice(0, 20),
      ENGLISH.slice(0, 20),
    ]);
    expect(findings).toHaveLength(2);
  });

  it('does not judge names and labels, and leaves out the words all our languages share', () => {
    expect(detectBlockLanguage('Luana Alves', 'pt')).toBeNull();
    expect(detectBlockLanguage('Coaching e Mentoria Espiritual', 'pt')).toBe('pt');
    expect(detectBlockLanguage('Chakra laríngeo · Vishuddha e o poder da palavra', 'pt')).toBe('pt');
    expect(detectBlockLanguage('Write to contato@vibra.example at /contact', 'en')).toBeNull();
  });
});

describe('page checks', () => {
  it('finds links and anchors that lead nowhere, and accepts those that resolve', () => {
    const site = buildOf(
      [
        {
          path: '/',
          body: '<h2 id="top">Top</h2><a href="/blog">ok</a><a href="/blog#intro">ok</a><a href="#top">ok</a><img src="/logo.svg" alt=""><a href="/gone">x</a><a href="/blog#nowhere">x</a><a href="https://example.com/gone">external</a>',
        },
        { path: '/blog', body: '<p id="intro">Intro</p>' },
      ],
      { 'logo.svg': '<svg/>' },
    );
    expect(checkLinks(site).map((finding) => [finding.kind, finding.value])).toEqual([
      ['brokenLink', '/gone'],
      ['missingAnchor', '/blog#nowhere'],
    ]);
  });

  it('finds hreflang alternates that do not name the page back', () => {
    const link = (lang: string, path: string) => `<link rel="alternate" hreflang="${lang}" href="${SITE}${path}">`;
    const site = buildOf([
      { path: '/', head: link('en', '/') + link('pt', '/pt/') + link('x-default', '/'), body: '' },
      { path: '/pt/', locale: 'pt', head: link('pt', '/pt/') + link('x-default', '/'), body: '' },
    ]);
    expect(checkHreflang(site, SITE)).toEqual([{ kind: 'notReciprocal', page: '/', value: `${SITE}/pt/` }]);
  });

  it('finds missing, duplicated and overlong titles, and pages without exactly one h1', () => {
    const long = 'A title far too long for any search result page to show in full, really';
    const site = buildOf([
      { path: '/a', head: '<title>Chakra guide for all</title>', body: '<h1>A</h1>' },
      { path: '/b', head: '<title>Chakra guide for all</title>', body: '<h1>B</h1><h1>B again</h1>' },
      { path: '/c', head: `<title>${long}</title>`, body: '' },
      { path: '/d', body: '<h1>D</h1>' },
    ]);
    expect(checkHeadText(site, 'title').map((finding) => [finding.page, finding.kind])).toEqual([
      ['/b', 'duplicate'],
      ['/c', 'tooLong'],
      ['/d', 'missing'],
    ]);
    expect(checkHeadings(site).map((finding) => [finding.page, finding.value])).toEqual([
      ['/b', 2],
      ['/c', 0],
    ]);
  });

  it('finds JSON-LD that does not parse or lacks a required field', () => {
    const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
    const root = parse(
      html({
        path: '/',
        head:
          ld('{"@context":"https://schema.org","@type":"Person","name":"Luana","url":"https://vibra.example/about"}') +
          ld('{"@context":"https://schema.org","@type":"Product","name":"Kit","offers":{"price":10}}') +
          ld('{"@type": broken'),
        body: '',
      }),
    );
    expect(structuredDataFindings('/', root).map((finding) => [finding.kind, finding.value])).toEqual([
      ['missingField', 'Product.offers.priceCurrency'],
      ['unparsable', undefined],
    ]);
  });

  it('counts the reading words of a pillar guide, not its navigation or invitations', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    const root = parse(
      html({
        path: '/chakra',
        body: `<main><nav>${words(500)}</nav><p>${words(2990)}</p><aside data-nosnippet>${words(400)}</aside></main>`,
      }),
    );
    expect(readingWords(root)).toBe(2990);
    expect(
      checkDepth([{ page: { key: 'page:chakra', locale: 'en', path: '/chakra' } as never, html: '', root }]),
    ).toEqual([{ kind: 'fewWords', page: '/chakra', value: 2990, limit: 3000 }]);
  });

  it('counts the script a page runs before interaction, with its imports, but not islands that wait to be seen', () => {
    const big = `/*${'x'.repeat(50_000)}*/`;
    const site = buildOf(
      [
        {
          path: '/',
          body: '<astro-island client="idle" component-url="/_astro/eager.js"></astro-island><astro-island client="visible" component-url="/_astro/lazy.js"></astro-island>',
        },
        { path: '/plain', body: '<p>Nothing to run.</p>' },
      ],
      {
        '_astro/eager.js': `import"./shared.js";export default 1;${big}`,
        '_astro/shared.js': big,
        '_astro/lazy.js': big.repeat(5),
      },
    );
    const weights = weightsOf(site);
    const [home, plain] = weights;
    expect(home?.scriptBytes).toBe(100_000 + 'import"./shared.js";export default 1;'.length + 8);
    expect(plain?.scriptBytes).toBe(0);
    expect(weightFindings(weights, 'scriptBytes')).toEqual([
      { kind: 'overBudget', page: '/', value: home?.scriptBytes, limit: SCRIPT_BUDGET_BYTES },
    ]);
  });

  it('counts the fonts of the first view', () => {
    const site = buildOf(
      [
        {
          path: '/',
          head: '<style data-first-view-fonts="/_astro/brand.woff2">@font-face{}</style>',
          body: '<p>x</p>',
        },
        { path: '/plain', body: '<p>x</p>' },
      ],
      { '_astro/brand.woff2': 'x'.repeat(5_000) },
    );
    const [withFont, plain] = weightsOf(site);
    expect((withFont?.totalBytes ?? 0) - (plain?.totalBytes ?? 0)).toBeGreaterThanOrEqual(
      site.transferSize('/_astro/brand.woff2'),
    );
  });
});

describe('translations', () => {
  function contentOf(files: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), 'vibra-content-'));
    folders.push(dir);
    for (const [path, text] of Object.entries(files)) write(dir, path, text);
    return dir;
  }
  const post = (title: string, body: string, extra = '') => `---\ntitle: "${title}"\n${extra}---\n\n${body}\n`;

  it('finds missing, awaiting, out-of-date and much shorter translations, and stamping makes one current', () => {
    const english = post('Grounding', 'Feel both feet on the floor and breathe slowly for a while.');
    const dir = contentOf({
      'posts/en/grounding.md': english,
      'posts/pt/grounding.md': post('Aterramento', 'Sinta os dois pés no chão e respire devagar por um tempo.'),
      'posts/es/grounding.md': post('Enraizamiento', 'Siente los pies.'),
      'posts/en/new.md': post('New', 'Only in English for now.', 'awaitingTranslation: true\n'),
      'quiz/en.yaml': 'title: "Which practice fits you?"\n',
    });
    const entries = readContent(dir);
    const result = checkTranslations(entries);
    expect(result.missing.map((finding) => `${finding.entry} ${finding.locale}`).sort()).toEqual([
      'posts/grounding it',
      'quiz es',
      'quiz it',
      'quiz pt',
    ]);
    expect(result.awaiting.map((finding) => finding.locale)).toEqual(['pt', 'es', 'it']);
    expect(result.stale.map((finding) => finding.locale)).toEqual(['pt', 'es']);
    expect(result.length).toEqual([{ kind: 'lengthRatio', entry: 'posts/grounding', locale: 'es', value: 31 }]);

    const portuguese = entries.find((entry) => entry.entry === 'posts/grounding' && entry.locale === 'pt');
    const englishEntry = entries.find((entry) => entry.entry === 'posts/grounding' && entry.locale === 'en');
    if (!portuguese || !englishEntry) throw new Error('entries not read');
    const stamped = stampTranslation(portuguese, sourceHash(englishEntry));
    expect(stamped).toContain(`sourceHash: ${sourceHash(englishEntry)}\n---`);
    writeFileSync(portuguese.file, stamped ?? '');
    expect(checkTranslations(readContent(dir)).stale.map((finding) => finding.locale)).toEqual(['es']);

    // A change to the English text makes the translation out of date again.
    writeFileSync(englishEntry.file, english.replace('slowly', 'slowly and deeply'));
    expect(checkTranslations(readContent(dir)).stale.map((finding) => finding.locale)).toEqual(['pt', 'es']);
  });
});

describe('report', () => {
  const report: SiteHealthReport = {
    builtAt: '2026-11-23T09:00:00.000Z',
    pagesChecked: 2,
    languages: [{ locale: 'en', pages: 2, translated: 2 }],
    detector: { judged: 10, agreed: 10, notJudged: 3 },
    items: [
      { id: 'links', state: 'red', count: 1, findings: [{ kind: 'brokenLink', page: '/', value: '/gone' }] },
      { id: 'samples', state: 'amber', count: 1, findings: [{ kind: 'sample', value: 'whatsappNumber' }] },
    ],
  };

  it('compares each check with the previous build and takes the worst state', () => {
    const compared = withPrevious(report, {
      ...report,
      builtAt: '2026-11-22T09:00:00.000Z',
      items: [{ ...report.items[0], count: 4 } as never],
    });
    expect(compared.items.map((item) => item.previous)).toEqual([4, undefined]);
    expect(compared.previousBuiltAt).toBe('2026-11-22T09:00:00.000Z');
    expect(overallState(report.items)).toBe('red');
    expect(overallState([{ state: 'amber' }, { state: 'green' }])).toBe('amber');
  });

  it('/audit says when no build has written a report yet, and shows states in the reader’s language', () => {
    expect(auditView('es', null).report).toEqual({ noReport: getMessages('es').audit.noReport });
    const view = auditView('pt', report).report;
    if ('noReport' in view) throw new Error('a report was given');
    expect(view.overall).toEqual({ state: 'red', text: getMessages('pt').audit.overall.red });
    expect(view.checks.map((check) => check.stateLabel)).toEqual([
      getMessages('pt').audit.states.red,
      getMessages('pt').audit.states.amber,
    ]);
  });

  it('words findings in the reader’s language, samples by what they are', () => {
    expect(describeFinding('pt', { kind: 'sample', value: 'whatsappNumber' }).what).toMatch(/WhatsApp/);
    expect(describeFinding('it', { kind: 'missingTranslation', entry: 'posts/grounding', locale: 'pt' })).toMatchObject(
      {
        what: expect.stringContaining('portoghese'),
      },
    );
    const text = reportText(report);
    expect(text).toContain('/: the link to /gone leads nowhere');
    expect(text).not.toContain('src/');
  });
});
