import type { APIRoute } from 'astro';
import { site } from '../config/site.ts';

/** robots.txt: everything public may be crawled; the sitemap says what exists. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
