import type { APIRoute } from 'astro';
import { site } from '../config/site.ts';
import { hreflangLinks } from '../i18n/alternates.ts';
import { escapeXml } from '../lib/xml.ts';
import { pageIndex } from '../site/index.ts';
import { absoluteUrl } from '../site/urls.ts';

/**
 * sitemap.xml, built from the page index: every canonical page in every language with its hreflang
 * alternates (x-default included), last modification, change frequency and priority (each page's
 * own, from `PAGES` in src/i18n/routes.ts).
 * Untranslated copies (their canonical is English) and pages kept out of search engines are left out.
 */
export const GET: APIRoute = async () => {
  const pages = (await pageIndex()).filter((page) => page.indexable && page.translated);
  const urls = pages.map((page) => {
    const alternates = hreflangLinks(page.alternates, site.url).map(
      (link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
    );
    return [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(page.path))}</loc>`,
      ...alternates,
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
