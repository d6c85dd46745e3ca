/**
 * The fonts: a first visit draws its text in the brand's fonts (the first screen's two Latin files,
 * swapped in over stand-ins resized to their metrics, so nothing shifts); every weight the pages
 * use has a face of its own; without JavaScript the fonts apply just the same.
 */
import { expect, type Page, test } from '@playwright/test';

const PAGES = ['/', '/blog/tarot-meaning', '/chakra', '/faq', '/pt/about', '/audit'];

/** Layout shifts so far on this page (a buffered observer). */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 200);
      }),
  );

/** The brand faces the page has loaded and draws with (not the resized stand-ins). */
const brandFacesInUse = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded' && !face.family.includes('fallback'))
      .map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`)
      .sort();
  });

test('a first visit draws its text in the brand fonts, and nothing shifts when they arrive', async ({
  browser,
  baseURL,
}) => {
  const fonts: string[] = [];
  // Each page as a first visit: a new context, no font in its cache (after one page the fonts would
  // be there at once, and nothing would be swapped to measure). The Portuguese home's title wraps
  // onto a second line in Fraunces: its stand-in must too. (The Spanish home's hero paragraph still
  // takes one line less in Inter than in its stand-in: docs/decisions.md, "Bold stand-ins".)
  for (const path of ['/', '/pt/', '/pt/blog/taro-o-que-significa']) {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    // The fonts are held back: the page shows in the stand-ins first, as on slow 4G.
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    release();
    await page.waitForLoadState('load');
    expect(await brandFacesInUse(page), path).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Fraunces/), expect.stringMatching(/^Inter/)]),
    );
    expect(await shifts(page), path).toBeLessThan(0.001);
    await context.close();
  }
  // Only the Latin files: our texts never need Latin Extended-A.
  expect(fonts.length).toBeGreaterThanOrEqual(2);
  for (const file of fonts) expect(file).not.toContain('latin-ext');
});

test('every weight and style the pages draw text in has a web font face of its own', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const missing = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((face) => !face.family.includes('fallback'));
      const covered = (family: string, weight: number, style: string) =>
        faces.some((face) => {
          const [low = 0, high = low] = face.weight.split(' ').map(Number);
          return face.family.replaceAll('"', '') === family && face.style === style && weight >= low && weight <= high;
        });
      const problems = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const element = walker.currentNode.parentElement;
        if (!element || !walker.currentNode.textContent?.trim()) continue;
        const style = getComputedStyle(element);
        const family = style.fontFamily.split(',')[0]?.replaceAll('"', '').trim() ?? '';
        if (!['Inter', 'Fraunces'].includes(family)) continue;
        if (!covered(family, Number(style.fontWeight), style.fontStyle)) {
          problems.add(`${family} ${style.fontWeight} ${style.fontStyle}: <${element.tagName.toLowerCase()}>`);
        }
      }
      return [...problems];
    });
    expect(missing, path).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the web fonts apply from the start', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/blog/tarot-meaning', { waitUntil: 'load' });
    expect(fonts.length).toBeGreaterThanOrEqual(2);
  });
});
