/**
 * Language choice and detection (query, cookie, localStorage, Accept-Language, crawlers) and the
 * language switcher. Each page's language metadata is checked in seo.spec.ts; how the page index
 * computes it, in src/site/page-index.test.ts.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../../src/lib/language-detection.ts';
import { getMessages, LOCALES } from './fixtures.ts';
import { CRAWLER, manifest } from './site-data.ts';

function manifestPage(path: string) {
  const entry = manifest.pages.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`${path} is not in the site manifest`);
  return entry;
}

async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;
}

function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY);
}

function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

test.describe('choosing a language with ?lng', () => {
  test('?lng=pt moves to Portuguese, is remembered across pages, and ?lng=en brings English back', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/about?lng=pt');
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/pt\/about$/);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(302);
    expect(await redirect?.headerValue('location')).toBe('/pt/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await languageCookie(context)).toBe('pt');
    await expect.poll(() => storedLanguage(page)).toBe('pt');

    // An unprefixed page now follows the remembered choice.
    await page.goto('/blog');
    expect(pathname(page)).toBe('/pt/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages('pt').blog.heading);

    // Back to English, and it stays English.
    await page.goto('/?lng=en');
    expect(pathname(page)).toBe('/');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await languageCookie(context)).toBe('en');
    await expect.poll(() => storedLanguage(page)).toBe('en');
    await page.goto('/about');
    expect(pathname(page)).toBe('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('?lng keeps the rest of the query', async ({ page, context }) => {
    await page.goto('/blog?lng=es&utm_source=e2e');
    expect(pathname(page)).toBe('/es/blog');
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('e2e');
    expect(new URL(page.url()).searchParams.has('lng')).toBe(false);
    expect(await languageCookie(context)).toBe('es');
  });

  test('an unknown ?lng is dropped without changing the language', async ({ page, context }) => {
    await page.goto('/about?lng=xx');
    expect(pathname(page)).toBe('/about');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await languageCookie(context)).toBeUndefined();
    expect(await storedLanguage(page)).toBeNull();
  });

  test('a language remembered only in localStorage restores the cookie and moves an English page', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await page.evaluate((key) => localStorage.setItem(key, 'it'), LANGUAGE_STORAGE_KEY);
    expect(await languageCookie(context)).toBeUndefined();

    await page.goto('/contact');
    await expect(page).toHaveURL((url) => url.pathname === '/it/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect.poll(() => languageCookie(context)).toBe('it');
  });
});

test.describe('first visit with a Portuguese browser', () => {
  test.use({ locale: 'pt-BR' });

  test('an unprefixed page redirects to Portuguese and remembers it', async ({ page, context }) => {
    const response = await page.goto('/about');
    expect(pathname(page)).toBe('/pt/about');
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await languageCookie(context)).toBe('pt');
  });

  test('a prefixed page is an explicit language and is never redirected', async ({ page }) => {
    const response = await page.goto('/es/about');
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(pathname(page)).toBe('/es/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('a crawler with a Portuguese Accept-Language', () => {
  test.use({ locale: 'pt-BR', userAgent: CRAWLER['user-agent'] });

  test('gets the English page without a redirect or a cookie', async ({ page, context }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(pathname(page)).toBe('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await languageCookie(context)).toBeUndefined();
  });
});

test.describe('language switcher', () => {
  test('from a Portuguese post, EN leads to the English slug of the same post', async ({ page, context }) => {
    await page.goto('/pt/blog/taro-o-que-significa');
    const switcher = page.getByRole('navigation', { name: getMessages('pt').languageSwitcher.label, exact: true });
    await expect(switcher.locator('a[hreflang="pt"]')).toHaveAttribute('aria-current', 'true');
    await switcher.locator('a[hreflang="en"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog/tarot-meaning' && url.search === '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await languageCookie(context)).toBe('en');
  });

  test('on a page translated everywhere (/contact), each link leads to that language and ES lands on /es/contact', async ({
    page,
    context,
  }) => {
    const contact = manifestPage('/contact');
    await page.goto('/contact');
    const switcher = page.getByRole('navigation', { name: getMessages('en').languageSwitcher.label, exact: true });
    await expect(switcher.getByRole('link')).toHaveCount(LOCALES.length);
    for (const locale of LOCALES) {
      await expect(switcher.locator(`a[hreflang="${locale}"]`)).toHaveAttribute(
        'href',
        `${contact.versions[locale]}?lng=${locale}`,
      );
    }
    await expect(switcher.locator('a[hreflang="en"]')).toHaveAttribute('aria-current', 'true');
    await switcher.locator('a[hreflang="es"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/es/contact' && url.search === '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await languageCookie(context)).toBe('es');
  });

  test('on /about, ES leads to /es/about', async ({ page, context }) => {
    // /about has no Spanish translation yet: the switcher still leads to /es/about, the English
    // text under the Spanish address with a "not translated yet" notice, not to the Spanish home.

    await page.goto('/about');
    const switcher = page.getByRole('navigation', { name: getMessages('en').languageSwitcher.label, exact: true });
    await expect(switcher.getByRole('link')).toHaveCount(LOCALES.length);
    await switcher.locator('a[hreflang="es"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/es/about' && url.search === '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await languageCookie(context)).toBe('es');
  });

  test('?lng=es on /about leads to the Spanish copy of the page', async ({ page, context }) => {
    await page.goto('/about?lng=es');
    expect(pathname(page)).toBe('/es/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await languageCookie(context)).toBe('es');
  });

  test('works on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/it/contact');
    const switcher = page.getByRole('navigation', { name: getMessages('it').languageSwitcher.label, exact: true });
    await expect(switcher).toBeVisible();
    await switcher.locator('a[hreflang="pt"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/pt/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});
