/**
 * The fonts: a first visit draws text in resized stand-ins and fetches the web fonts only after the
 * first paint; the swap moves nothing; every weight the pages use has a face of its own; later
 * pages switch the fonts on at once; without JavaScript they apply from the start.
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

test('a first visit fetches no font before its first paint, then switches the web fonts on', async ({ page }) => {
  await page.goto('/blog/tarot-meaning');
  await expect.poll(() => webFontsOn(page)).toBe('all');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(async () => (await fontTimings(page)).fonts.length).toBeGreaterThanOrEqual(2);
  const { firstPaint, fonts } = await fontTimings(page);
  expect(firstPaint).not.toBeNull();
  for (const font of fonts) expect(font.start, font.url).toBeGreaterThan(firstPaint ?? 0);
  // Only the Latin files: our texts never need Latin Extended-A.
  for (const font of fonts) expect(font.url).not.toContain('latin-ext');
});

test('the swap to the web fonts moves nothing on the page', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/blog/tarot-meaning']) {
    await page.goto(path);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect.poll(() => webFontsOn(page)).toBe('all');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBeLessThan(0.001);
  }
});

test('a later page of the visit has the web fonts on from the start', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => webFontsOn(page)).toBe('all');
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  expect(await webFontsOn(page)).toBe('all');
});

test('every weight and style the pages draw text in has a web font face of its own', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await expect.poll(() => webFontsOn(page)).toBe('all');
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
