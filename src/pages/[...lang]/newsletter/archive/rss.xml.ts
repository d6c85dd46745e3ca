import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { DEFAULT_LOCALE, isLocale } from '../../../../i18n/locales.ts';
import { ARCHIVE_CACHE_CONTROL } from '../../../../lib/edition-archive.ts';
import { archiveFeed } from '../../../../site/archive-feed.ts';

export const prerender = false;

/** The newsletter archive's RSS 2.0 feed in one language, rendered per request like the list it follows. */
export const GET: APIRoute = async ({ params, locals }) => {
  const { lang } = params;
  if (lang !== undefined && (!isLocale(lang) || lang === DEFAULT_LOCALE)) return new Response(null, { status: 404 });
  const locale = lang ?? DEFAULT_LOCALE;
  const visit = (await locals.archive?.list(locale)) ?? { kind: 'unavailable' };
  // A database that does not answer: a feed reader tries again later.
  if (visit.kind === 'unavailable') {
    return new Response(null, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '300' } });
  }
  const response = await rss(archiveFeed(locale, visit.entries));
  response.headers.set('Cache-Control', ARCHIVE_CACHE_CONTROL);
  return response;
};
