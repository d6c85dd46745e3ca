import { expect, test } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { CRAWLER, SPEC_ROUTES } from './site-data.ts';

test('every route of the spec answers 200, or a permanent redirect to a 200, in all four languages', async ({
  request,
}) => {
  const failures: string[] = [];
  for (const route of SPEC_ROUTES) {
    for (const locale of LOCALES) {
      const path = localizePath(route, locale);
      let response = await request.get(path, { maxRedirects: 0, headers: CRAWLER });
      if (response.status() === 301) {
        const location = response.headers().location ?? '';
        response = await request.get(location, { maxRedirects: 0, headers: CRAWLER });
        if (response.status() !== 200) failures.push(`${path} → ${location}: ${response.status()}`);
      } else if (response.status() !== 200) {
        failures.push(`${path}: ${response.status()}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('the Portuguese root routes redirect permanently to the canonical Portuguese post', async ({ request }) => {
  const response = await request.get('/como-ler-sua-aura', { maxRedirects: 0, headers: CRAWLER });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/pt/blog/como-ler-sua-aura');
  const english = await request.get('/pt/blog/tarot-meaning', { maxRedirects: 0, headers: CRAWLER });
  expect(english.headers().location).toBe('/pt/blog/taro-o-que-significa');
});

test('sitemap.xml, robots.txt and the RSS feeds are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: ');
  for (const locale of LOCALES) {
    const feed = await request.get(localizePath('/rss.xml', locale));
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<rss version="2.0"');
  }
});
