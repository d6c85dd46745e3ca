import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { getMessages, localizePath } from './fixtures.ts';
import { manifest } from './site-data.ts';

test.describe('blog grid', () => {
  for (const [width, columns] of [
    [375, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      const grid = page.locator('[data-blog-grid]');
      const template = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns);
      expect(template.split(' ').filter(Boolean)).toHaveLength(columns);
    });
  }

  test('a post without an image shows the designed placeholder, one with an image shows it', async ({ page }) => {
    await page.goto('/blog');
    const withoutImage = page.locator('[data-blog-grid] article', {
      has: page.getByRole('link', { name: /Radiesthesia/ }),
    });
    await expect(withoutImage.locator('svg[data-placeholder]')).toBeVisible();
    await expect(withoutImage.locator('img')).toHaveCount(0);
    const withImage = page.locator('[data-blog-grid] article', {
      has: page.getByRole('link', { name: /Tarot Meaning/ }),
    });
    await withImage.locator('img').scrollIntoViewIfNeeded();
    await expect(withImage.locator('img')).toBeVisible();
    await expect
      .poll(() => withImage.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('an article shows its table of contents, related articles, author, booking and share links', async ({ page }) => {
  await page.goto('/blog/tarot-meaning');
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="related-title"] article')).toHaveCount(3);
  await expect(page.getByText(/over 15 years of experience/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /wa\.me/);
  await expect(page.locator('.reading-progress')).toHaveAttribute('aria-hidden', 'true');
});

/** Opens `path` on a phone; the `content-visibility` of each text section `selector` finds. */
async function sectionVisibility(page: Page, path: string, selector: string): Promise<string[]> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  return page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).contentVisibility));
}

test('a long article renders its later sections only near the screen, spaced and linked as one text', async ({
  page,
}) => {
  const selector = '[data-article-body] > .text-section';
  const visibility = await sectionVisibility(page, '/blog/tarot-meaning', selector);
  expect(visibility.length).toBeGreaterThan(3);
  expect(visibility[0]).toBe('visible');
  expect(new Set(visibility.slice(1))).toEqual(new Set(['auto']));
  // Above each heading, only its own margin: the section boxes add no space of their own. (Each is
  // brought onto the screen first: the browser lays out a later section only near it.)
  const sections = page.locator(selector);
  const gaps = await sections.evaluateAll(async (elements) => {
    const rendered = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const measured: { gap: number; margin: number }[] = [];
    for (const element of elements.slice(1)) {
      const heading = element.querySelector('h2') as HTMLElement;
      heading.scrollIntoView({ block: 'center' });
      await rendered();
      const above = element.previousElementSibling?.lastElementChild as HTMLElement;
      const gap = heading.getBoundingClientRect().top - above.getBoundingClientRect().bottom;
      measured.push({
        gap: Math.round(gap),
        margin: Math.round(Number.parseFloat(getComputedStyle(heading).marginTop)),
      });
    }
    return measured;
  });
  for (const { gap, margin } of gaps) expect(gap).toBe(margin);
  expect(gaps[0]?.margin).toBeGreaterThan(0);
  // The contents' link to the last section brings its heading onto the screen.
  const lastHeading = sections.last().locator('h2');
  const lastId = await lastHeading.getAttribute('id');
  await page.getByRole('navigation', { name: 'On this page' }).locator(`a[href="#${lastId}"]`).click();
  await expect(lastHeading).toBeInViewport();
});

test('a short text renders every section at once: one starting on the first screen would move what follows', async ({
  page,
}) => {
  const visibility = await sectionVisibility(
    page,
    '/courses/chakra-healing-masterclass',
    '.prose-vibra > .text-section',
  );
  expect(visibility.length).toBeGreaterThan(1);
  expect(new Set(visibility)).toEqual(new Set(['visible']));
});

test('an untranslated page says so, in the reader’s language, and points its canonical at English', async ({
  page,
}) => {
  // Every real page is translated: a fixture article exists in English only (VIBRA_CONTENT_FIXTURES=1, as npm test builds).
  const fixture = manifest.pages.find((entry) => entry.key === 'post:fixture-untranslated' && entry.locale === 'it');
  expect(fixture, 'the build has no untranslated fixture: build with VIBRA_CONTENT_FIXTURES=1').toBeDefined();
  expect(fixture?.translated).toBe(false);
  await page.goto(fixture?.path ?? '');
  await expect(page.getByRole('note')).toContainText('non è ancora stata tradotta');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/fixture-untranslated$/);
  await expect(page.locator('link[hreflang="it"]')).toHaveCount(0);
});

test('the FAQ page filters by keyword and reads completely without the filter', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.locator('main details:visible');
  const total = await questions.count();
  expect(total).toBe(17);
  // React arrives only when the filter is first used; what is typed meanwhile is kept and applied.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.waitForTimeout(500);
  expect(scripts.filter((url) => /client\.|react/i.test(url))).toEqual([]);
  await page.getByLabel('Filter the questions').pressSequentially('crystals');
  await expect.poll(() => questions.count()).toBeLessThan(total);
  await expect(page.getByRole('main').getByRole('status')).toContainText(/^\d+ of 17 questions/);
  await expect(page.getByRole('main').getByRole('status')).not.toContainText('17 of 17');
  await page.getByLabel('Filter the questions').fill('zzzz');
  await expect(page.getByRole('main').getByRole('status')).toContainText('No question matches');
});

const PAGE_TYPES = [
  '/blog',
  '/blog/tarot-meaning',
  '/pt/blog/taro-o-que-significa',
  '/chakra',
  '/spiritual-guidance',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/services',
  '/services/energy-reading',
  '/products/crystal-healing-kit',
  '/courses/chakra-healing-masterclass',
  '/topics',
  '/sitemap',
  '/audit',
  '/performance',
  '/es/chakra',
];

for (const path of PAGE_TYPES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page, path);
  });
}

test.describe('data tables on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const fits = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  for (const locale of ['en', 'it'] as const) {
    test(`the chakra guide's sound table is named, has its headers and fits the screen (${locale})`, async ({
      page,
    }) => {
      const labels = getMessages(locale).chakraGuide;
      await page.goto(localizePath('/chakra', locale));
      const table = page.getByRole('table', { name: labels.soundHeading });
      await table.scrollIntoViewIfNeeded();
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([labels.chakrasHeading, labels.note, labels.mantra]);
      await expect(table.getByRole('rowheader')).toHaveCount(7);
      expect(await fits(page)).toBe(true);
    });
  }

  test('the audit’s languages table is named, has its headers and fits the screen', async ({ page }) => {
    const labels = getMessages('pt').audit;
    await page.goto(localizePath('/audit', 'pt'));
    const table = page.getByRole('table', { name: labels.languagesHeading });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(4);
    expect(await fits(page)).toBe(true);
    await expectNoSeriousViolations(page, '/pt/audit on a phone');
  });
});
