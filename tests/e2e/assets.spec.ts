/**
 * Files the pages reference by fixed address (not through the bundler) must be served.
 */
import { expect, test } from '@playwright/test';
import { KNOWN_MISSING_ASSETS } from './fixtures.ts';

test('the favicon, the share image and the hero video referenced by the pages are served', async ({ page }) => {
  // KNOWN SITE BUG: there is no public/ folder, so all of these answer 404 today (see fixtures.ts).
  // When this test starts passing, remove this annotation and empty KNOWN_MISSING_ASSETS.
  test.fail(true, 'favicon.svg, og/default.png and media/hero-loop.* are referenced but not in the build');

  await page.goto('/');
  const referenced = await page.evaluate(() => [
    document.querySelector('link[rel="icon"]')?.getAttribute('href'),
    new URL(document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '/', location.href)
      .pathname,
    ...[...document.querySelectorAll('[data-hero-video] source')].map((source) => source.getAttribute('src')),
  ]);
  expect(referenced.toSorted()).toEqual([...KNOWN_MISSING_ASSETS].toSorted());

  for (const path of KNOWN_MISSING_ASSETS) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect.soft(response.status(), `GET ${path}`).toBe(200);
  }
});
