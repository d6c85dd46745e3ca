import type { APIRoute } from 'astro';
import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localeStaticPaths, localizePath } from '../../i18n/paths.ts';
import { escapeXml } from '../../lib/xml.ts';
import { postsIn } from '../../site/posts.ts';
import { absoluteUrl } from '../../site/urls.ts';

export const getStaticPaths = localeStaticPaths;

/** The blog's RSS 2.0 feed in one language: the posts really written in it, newest first. */
export const GET: APIRoute = async ({ props }) => {
  const { locale } = props as { locale: Locale };
  const messages = getMessages(locale);
  const posts = (await postsIn(locale)).filter((post) => post.translated);
  const absolute = (path: string) => escapeXml(absoluteUrl(path));
  const items = posts.map(({ entry, page }) => {
    const link = absolute(page.path);
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
