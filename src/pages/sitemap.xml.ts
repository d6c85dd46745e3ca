import type { APIRoute } from 'astro';
import { site } from '../config/site.ts';
import { hreflangLinks } from '../i18n/alternates.ts';
import { pageIndex } from '../i18n/page-index.ts';
import { escapeXml } from '../lib/xml.ts';

/**
 * sitemap.xml, built from the same page index as the pages themselves: every canonical page in
 * every language with its hreflang alternates (x-default included), last modification, change
 * frequency and priority (spec section 9). Untranslated copies are left out: their canonical is English.
 */
export const GET: APIRoute = async () => {
  const pages = (await pageIndex()).filter((page) => page.translated);
  const urls = pages.map((page) => {
    const alternates = hreflangLinks(page.alternates, site.url)
      .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
      .join('\n');
    return [
      '  <url>',
      `    <loc>${escapeXml(new URL(page.path, site.url).href)}</loc>`,
      alternates,
      `    <lastmod>${page.lastModified}</lastmod>`,
      `    <changefreq>${page.changeFrequency}</changefreq>`,
      `    <priority>${page.priority.toFixed(2)}</priority>`,
      '  </url>',
    ].join('\n');
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
