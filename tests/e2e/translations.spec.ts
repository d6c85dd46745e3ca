/**
 * Every language reads as native: the Italian pages are Italian (judged by the same detector the
 * build uses), counts take their plural forms, share images and mail links speak the page's
 * language, and the footer's e-mail field shows a whole address on a laptop.
 */
import { expect, test } from '@playwright/test';
import { parse } from 'node-html-parser';
import { detectBlockLanguage, textBlocks } from '../../scripts/lib/site-health/language-check.ts';
import { CRAWLER } from './site-data.ts';

for (const path of ['/it/', '/it/blog', '/it/blog/tarocchi-significato']) {
  test(`${path} is in Italian, block by block`, async ({ request }) => {
    const html = parse(await (await request.get(path, { headers: CRAWLER })).text());
    expect(html.querySelector('html')?.getAttribute('lang')).toBe('it');
    const verdicts = textBlocks(html)
      .filter((block) => block.locale === 'it')
      .map((block) => ({ text: block.text, language: detectBlockLanguage(block.text, 'it') }))
      .filter((block) => block.language !== null);
    expect(verdicts.length).toBeGreaterThan(20);
    expect(verdicts.filter((block) => block.language !== 'it')).toEqual([]);
  });
}

test('the Italian post has its Italian slug, title and reading time, and no "not translated" notice', async ({
  page,
}) => {
  await page.goto('/it/blog/tarocchi-significato');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tarocchi');
  await expect(page.getByText(/min di lettura/).first()).toBeVisible();
  await expect(page.locator('[data-untranslated]')).toHaveCount(0);
});

const ONE_ARTICLE = { '': 'article', pt: 'artigo', es: 'artículo', it: 'articolo' } as const;
const MANY_ARTICLES = { '': 'articles', pt: 'artigos', es: 'artículos', it: 'articoli' } as const;

for (const prefix of ['', 'pt', 'es', 'it'] as const) {
  test(`/topics counts articles with the plural forms of ${prefix || 'en'}`, async ({ page }) => {
    await page.goto(`${prefix ? `/${prefix}` : ''}/topics`);
    const counts = await page.locator('main h2 span').allTextContents();
    const one = counts.filter((text) => /·\s*1\s/.test(text));
    const many = counts.filter((text) => /·\s*([2-9]|\d\d+)\s/.test(text));
    expect(one.length).toBeGreaterThan(0);
    expect(many.length).toBeGreaterThan(0);
    for (const text of one) expect(text.trim()).toBe(`· 1 ${ONE_ARTICLE[prefix]}`);
    for (const text of many) expect(text.trim()).toMatch(new RegExp(`^· \\d+ ${MANY_ARTICLES[prefix]}$`));
  });
}

for (const width of [1024, 1440]) {
  test(`the footer's e-mail field shows a whole address at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pt/');
    const field = page.locator('footer input[type="email"]');
    await field.scrollIntoViewIfNeeded();
    await field.fill('mariana.souza@exemplo.com.br');
    const fits = await field.evaluate((input: HTMLInputElement) => ({
      width: input.clientWidth,
      text: input.scrollWidth,
    }));
    expect(fits.width).toBeGreaterThanOrEqual(220);
    expect(fits.text).toBeLessThanOrEqual(fits.width);
  });
}

test('pages without an image of their own share the site card in their language', async ({ request }) => {
  const images = new Set<string>();
  for (const path of ['/about', '/pt/about', '/es/about', '/it/about']) {
    const html = parse(await (await request.get(path, { headers: CRAWLER })).text());
    const image = html.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
    const locale = path.split('/')[1] === 'about' ? 'en' : path.split('/')[1];
    expect(image).toMatch(new RegExp(`/og/${locale}/default\\.jpg$`));
    const response = await request.get(new URL(image).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    images.add((await response.body()).toString('base64'));
  }
  expect(images.size).toBe(4);
});

test('the booking link leads to the booking pages in the page’s language', async ({ page }) => {
  await page.goto('/it/services/energy-reading');
  await page.locator('a[href="/it/book"]').first().click();
  await expect(page).toHaveURL(/\/it\/book$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});
