/**
 * Unknown addresses: a translated 404 page with the right status, and a privacy-safe count of
 * the missing paths (read through the test-only route `/__e2e/not-found-hits` of serve.ts).
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { getMessages, getTestRoute, HTML_LANG, homePath, type Locale } from './fixtures.ts';

interface NotFoundRow {
  path: string;
  hits: number;
}

async function notFoundRows(request: APIRequestContext): Promise<{ rows: NotFoundRow[]; raw: string }> {
  const response = await getTestRoute(request, '/__e2e/not-found-hits');
  expect(response.status()).toBe(200);
  const raw = await response.text();
  return { rows: JSON.parse(raw) as NotFoundRow[], raw };
}

async function hitsOf(request: APIRequestContext, path: string): Promise<number | undefined> {
  return (await notFoundRows(request)).rows.find((row) => row.path === path)?.hits;
}

/** A missing path in each language, and the language's 404 page it must show. */
const MISSING: Record<Locale, string> = {
  en: '/this-page-is-also-missing',
  pt: '/pt/nao-existe',
  es: '/es/no-existe',
  it: '/it/non-esiste',
};

test.describe('404 page', () => {
  for (const [locale, path] of Object.entries(MISSING) as [Locale, string][]) {
    test(`${path} shows the ${locale} 404 page with a link to its home`, async ({ page }) => {
      const messages = getMessages(locale).notFound;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.heading);
      await expect(page.getByRole('link', { name: messages.home, exact: true })).toHaveAttribute(
        'href',
        homePath(locale),
      );
      // Kept out of search engines, and never presented as a canonical page or a translation.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    });
  }

  test('the Portuguese 404 page says "Ops! Página não encontrada" and links to /pt/', async ({ page }) => {
    const response = await page.goto('/pt/nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ops! Página não encontrada');
    await expect(page.getByRole('link', { name: getMessages('pt').notFound.home, exact: true })).toHaveAttribute(
      'href',
      '/pt/',
    );
  });

  test('the 404 page itself is not served with status 200 at /404', async ({ page }) => {
    expect((await page.request.get('/404', { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.get('/pt/404', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('missing-path log', () => {
  // One test on purpose: it owns every request to this path, so the counts are exact.
  test('an unknown English address answers 404 and is recorded without its query, once per request', async ({
    page,
  }) => {
    const path = '/this-does-not-exist';
    const response = await page.goto(`${path}?email=a@b.com`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages('en').notFound.heading);
    const home = page.getByRole('link', { name: 'Return to Home', exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Recording happens after the response is sent: wait for the row.
    await expect.poll(() => hitsOf(page.request, path), { timeout: 15_000 }).toBe(1);

    for (let i = 0; i < 2; i += 1) {
      expect((await page.request.get(`${path}?email=a@b.com`)).status()).toBe(404);
    }
    await expect.poll(() => hitsOf(page.request, path), { timeout: 15_000 }).toBe(3);

    const { rows, raw } = await notFoundRows(page.request);
    expect(rows.filter((row) => row.path.startsWith(path))).toHaveLength(1);
    expect(raw).not.toContain('a@b.com');
    expect(raw).not.toContain('b.com');
    expect(raw).not.toContain('email=');

    // The way home works.
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages('en').hero.title);
  });

  test('masks an e-mail address or a long number inside the path', async ({ page }) => {
    expect((await page.request.get('/e2e-missing/someone@example.org')).status()).toBe(404);
    expect((await page.request.get('/e2e-missing/phone-5548999990000')).status()).toBe(404);
    await expect
      .poll(async () => (await notFoundRows(page.request)).rows.map((row) => row.path), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['/e2e-missing/[email]', '/e2e-missing/phone-[number]']));
    const { raw } = await notFoundRows(page.request);
    expect(raw).not.toContain('someone@example.org');
    expect(raw).not.toContain('5548999990000');
  });
});
