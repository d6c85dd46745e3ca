/**
 * Files every page references by a fixed address (not through the bundler): icons, the share
 * image and the home page's hero video must be served.
 */
import { expect, test } from '@playwright/test';
import { getMessages, homePath, LOCALES } from './fixtures.ts';

test('the icons, the share image and the hero video referenced by the home pages are served', async ({ page }) => {
  const referenced = new Set<string>();
  for (const locale of LOCALES) {
    await page.goto(homePath(locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages(locale).hero.title);
    const paths = await page.evaluate(() => {
      // A page over one round trip carries its tab icon as a `data:` URL (first-paint-inline.ts): kept whole.
      const local = (href: string | null | undefined) =>
        href?.startsWith('data:') ? href : href ? new URL(href, location.href).pathname : null;
      return [
        ...[...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((link) =>
          local(link.getAttribute('href')),
        ),
        local(document.querySelector('meta[property="og:image"]')?.getAttribute('content')),
        ...[...document.querySelectorAll('[data-hero-video] source')].map((source) =>
          local(source.getAttribute('src')),
        ),
      ];
    });
    for (const path of paths) {
      expect(path, `an asset reference on ${homePath(locale)}`).not.toBeNull();
      if (path) referenced.add(path);
    }
  }
  // A favicon, a share image and two video formats at least.
  expect(referenced.size).toBeGreaterThanOrEqual(4);

  const expectedType: Record<string, RegExp> = {
    '.svg': /^image\/svg\+xml/,
    '.png': /^image\/png/,
    '.webm': /^video\/webm/,
    '.mp4': /^video\/mp4/,
  };
  const written = [...referenced].filter((path) => path.startsWith('data:'));
  for (const icon of written) expect(decodeURIComponent(icon)).toMatch(/^data:image\/svg\+xml,<svg [^>]*>.*<\/svg>$/);
  for (const path of [...referenced].filter((reference) => !written.includes(reference))) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect.soft(response.status(), `GET ${path}`).toBe(200);
    const type = expectedType[path.slice(path.lastIndexOf('.'))];
    if (type) expect.soft(response.headers()['content-type'], `content type of ${path}`).toMatch(type);
    expect.soft((await response.body()).length, `${path} is not empty`).toBeGreaterThan(100);
  }
});
