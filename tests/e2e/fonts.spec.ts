/**
 * The fonts: a first visit draws its text in resized stand-ins and fetches the web fonts only once
 * the visitor starts reading, for the next page; later pages have them from the start; nothing shifts; every
 * weight the pages use has a face of its own; without JavaScript the fonts apply from the start.
 */
import { expect, type Page, test } from '@playwright/test';

const PAGES = ['/', '/blog/tarot-meaning', '/chakra', '/faq', '/pt/about', '/audit'];

/** Font files this page fetched, with when each request started and when the page first painted. */
function fontTimings(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
}

const webFontsOn = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLStyleElement>('style[data-web-fonts]')?.media);

/** True once the browser has fetched the page's font files (WebFonts.astro lists them). */
const fontsFetched = (page: Page) =>
  page.evaluate(
    () =>
      localStorage.getItem('vibra:fonts') ===
      document.querySelector<HTMLStyleElement>('style[data-web-fonts]')?.dataset.files,
  );

/** Scrolls a little, as a reader does, until the page has fetched its fonts. */
const readUntilFontsFetched = (page: Page) =>
  expect
    .poll(async () => {
      await page.mouse.wheel(0, 100);
      return fontsFetched(page);
    })
    .toBe(true);

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

test('a first visit keeps its stand-ins and fetches the fonts when the visitor starts reading, for the next page', async ({
  page,
}) => {
  await page.goto('/blog/tarot-meaning');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect((await fontTimings(page)).fonts, 'nothing before the visitor reads').toEqual([]);
  await readUntilFontsFetched(page);
  expect(await webFontsOn(page)).toBe('not all');
  const { firstPaint, fonts } = await fontTimings(page);
  expect(firstPaint).not.toBeNull();
  expect(fonts.length).toBe(2);
  for (const font of fonts) expect(font.start, font.url).toBeGreaterThan(firstPaint ?? 0);
  // Only the Latin files: our texts never need Latin Extended-A.
  for (const font of fonts) expect(font.url).not.toContain('latin-ext');
});

test('the next page draws its text in the web fonts from the start, from the cache, and nothing shifts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await readUntilFontsFetched(page);
  expect(await shifts(page), 'the first page').toBeLessThan(0.001);
  await page.goto('/pt/blog/taro-o-que-significa', { waitUntil: 'domcontentloaded' });
  expect(await webFontsOn(page)).toBe('all');
  await page.waitForLoadState('load');
  const used = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes('fallback')).length;
  });
  expect(used).toBeGreaterThanOrEqual(2);
  expect(await shifts(page), 'the next page').toBeLessThan(0.001);
});

test('every weight and style the pages draw text in has a web font face of its own', async ({ page }) => {
  await page.goto('/contact');
  await readUntilFontsFetched(page);
  for (const path of PAGES) {
    await page.goto(path);
    expect(await webFontsOn(page), path).toBe('all');
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
