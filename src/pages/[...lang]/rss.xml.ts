import type { APIRoute } from 'astro';
import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizedEntries, postPath } from '../../i18n/page-index.ts';
import { localeStaticPaths, localizePath } from '../../i18n/paths.ts';
import { escapeXml } from '../../lib/xml.ts';

export const getStaticPaths = localeStaticPaths;

/** The blog's RSS 2.0 feed in one language: the posts really written in it, newest first. */
export const GET: APIRoute = async ({ props }) => {
  const { locale } = props as { locale: Locale };
  const messages = getMessages(locale);
  const posts = (await localizedEntries('posts'))
    .filter((post) => post.locale === locale && post.translated)
    .sort((a, b) => b.entry.data.date.getTime() - a.entry.data.date.getTime());
  const absolute = (path: string) => escapeXml(new URL(path, site.url).href);
  const items = posts.map(({ key, entry }) => {
    const link = absolute(postPath(key, locale, entry.data.slug));
    return `    <item>
      <title>${escapeXml(entry.data.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <description>${escapeXml(entry.data.description)}</description>
      <category>${escapeXml(messages.blog.categories[entry.data.category])}</category>
      <pubDate>${entry.data.date.toUTCString()}</pubDate>
    </item>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.brandName} — ${messages.blog.heading}`)}</title>
    <link>${absolute(localizePath('/blog', locale))}</link>
    <atom:link href="${absolute(localizePath('/rss.xml', locale))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(messages.pages.blog.description)}</description>
    <language>${HTML_LANG[locale]}</language>
${items.join('\n')}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
