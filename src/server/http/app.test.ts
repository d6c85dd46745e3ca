import { describe, expect, it } from 'vitest';
import { notFoundDaily } from '../db/schema.ts';
import { hookedTestApp } from '../testing/hooks.ts';

const fixture = hookedTestApp();

describe('static files', () => {
  it('serves brotli to clients that accept it, with security headers and HTML caching', async () => {
    const response = await fixture.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The site's address is https: browsers are told to stay on https for two years.
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    // Only this page's own inline script may run: no 'unsafe-inline' for scripts.
    expect(policy).toContain("script-src 'self' 'sha256-about';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('serves gzip, or the plain file, as accepted', async () => {
    const gzip = await fixture.app.inject({ url: '/pt/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await fixture.app.inject({ url: '/pt/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<h1>Sobre</h1>');
  });

  it('caches hashed assets forever and answers 304 to a matching ETag', async () => {
    const first = await fixture.app.inject({ url: '/_astro/app.abc.js' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await fixture.app.inject({
      url: '/_astro/app.abc.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('has the browser check the service worker on every visit, so a new deploy takes over', async () => {
    const response = await fixture.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/javascript');
  });

  it('leaves the headers only documents obey off scripts and media, but not off the worker or an SVG', async () => {
    const documentOnly = ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy'];
    for (const url of ['/_astro/app.abc.js', '/media/clip.mp4']) {
      const asset = await fixture.app.inject({ url });
      expect(asset.statusCode, url).toBe(200);
      for (const name of documentOnly) expect(asset.headers[name], `${url} ${name}`).toBeUndefined();
      expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(asset.headers['strict-transport-security'], url).toBeDefined();
    }
    // The worker's script response sets the worker's own policy; an SVG opened on its own is a document.
    for (const url of ['/sw.js', '/favicon.svg']) {
      const response = await fixture.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      for (const name of documentOnly) expect(response.headers[name], `${url} ${name}`).toBeDefined();
    }
  });

  it('answers byte ranges (Safari needs them for video)', async () => {
    const response = await fixture.app.inject({ url: '/media/clip.mp4', headers: { range: 'bytes=2-5' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 2-5/10');
    expect(response.body).toBe('2345');
    expect((await fixture.app.inject({ url: '/media/clip.mp4' })).headers['accept-ranges']).toBe('bytes');
  });

  it('offers no byte ranges for pages, which are always sent whole', async () => {
    const page = await fixture.app.inject({ url: '/about', headers: { range: 'bytes=0-3' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['accept-ranges']).toBeUndefined();
    expect(page.body).toBe('<h1>About</h1>');
  });

  it('normalises slashes: no trailing slash on pages, one on language homes', async () => {
    expect((await fixture.app.inject({ url: '/about/' })).headers.location).toBe('/about');
    expect((await fixture.app.inject({ url: '/pt' })).headers.location).toBe('/pt/');
  });

  it('answers the health check', async () => {
    const response = await fixture.app.inject({ url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('languages', () => {
  it('moves ?lng to the same page in that language and remembers the choice', async () => {
    const response = await fixture.app.inject({ url: '/blog/tarot-meaning?lng=pt&ref=x' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/pt/blog/taro-o-que-significa?ref=x');
    expect(String(response.headers['set-cookie'])).toMatch(
      /^i18next=pt; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
  });

  it('sends a first visit to the browser language, but never a crawler', async () => {
    const visitor = await fixture.app.inject({ url: '/about', headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(visitor.headers.location).toBe('/pt/about');
    const bot = await fixture.app.inject({
      url: '/about',
      headers: { 'accept-language': 'pt-BR', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    expect(bot.statusCode).toBe(200);
  });

  it('redirects the Portuguese root routes permanently to the canonical post', async () => {
    const response = await fixture.app.inject({ url: '/taro-o-que-significa' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/pt/blog/taro-o-que-significa');
  });
});

describe('on-demand routes and 404', () => {
  it('hands on-demand pages to Astro', async () => {
    const response = await fixture.app.inject({ url: '/performance' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<h1>Web Vitals</h1>');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown paths with the 404 page of their language and records them without personal data', async () => {
    const english = await fixture.app.inject({ url: '/missing/page?email=ana@example.com' });
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('Oops! Page not found');
    const portuguese = await fixture.app.inject({ url: '/pt/sem-pagina' });
    expect(portuguese.body).toContain('Ops! Página não encontrada');
    await fixture.app.inject({ url: '/missing/page' });
    await fixture.app.inject({ url: '/unsubscribe/ana@example.com' });

    await expect.poll(async () => (await fixture.database.db.select().from(notFoundDaily)).length).toBe(3);
    const rows = await fixture.database.db.select().from(notFoundDaily);
    const byPath = Object.fromEntries(rows.map((row) => [row.path, row.hits]));
    expect(byPath).toEqual({ '/missing/page': 2, '/pt/sem-pagina': 1, '/unsubscribe/[email]': 1 });
    expect(JSON.stringify(rows)).not.toContain('ana@example.com');
  });

  it('answers undecodable paths and control characters with a plain 400, and records nothing', async () => {
    for (const url of ['/gone%00', '/a%0d%0aSet-Cookie:x=1', '/bad%E0%A4%A']) {
      const response = await fixture.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('This address is not valid.');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('never redirects to another host: doubled slashes and dot segments go to the plain path', async () => {
    const sneaky = await fixture.app.inject({ url: '/.//evil.example?lng=zz' });
    expect(sneaky.statusCode).toBe(301);
    expect(sneaky.headers.location).toBe('/evil.example?lng=zz');
    const doubled = await fixture.app.inject({ url: '//about' });
    expect(doubled.statusCode).toBe(301);
    expect(doubled.headers.location).toBe('/about');
  });

  it('answers unknown API paths with JSON', async () => {
    const response = await fixture.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});
