import type { APIRoute } from 'astro';
import { pageIndex, versionsByKey } from '../i18n/page-index.ts';

/**
 * Build-time list of every page, its versions in each language and the permanent redirects.
 * `scripts/postbuild.ts` moves it out of the public folder into `dist/server/`, where the production
 * server (language switching, redirects) and the tests read it.
 */
export const GET: APIRoute = async () => {
  const pages = await pageIndex();
  const versions = versionsByKey(pages);
  // The Portuguese root routes of the spec (/como-ler-sua-aura, …): posts whose Portuguese slug
  // differs from the English one also answer at the site root, with a permanent redirect.
  const redirects = Object.fromEntries(
    pages
      .filter((page) => page.key.startsWith('post:') && page.locale === 'pt' && page.translated)
      .map((page) => ({
        slug: page.path.split('/').at(-1) ?? '',
        englishSlug: page.key.slice('post:'.length),
        path: page.path,
      }))
      .filter(({ slug, englishSlug }) => slug !== englishSlug)
      .map(({ slug, path }) => [`/${slug}`, path]),
  );
  return new Response(
    JSON.stringify({
      pages: pages.map((page) => ({ ...page, versions: versions.get(page.key) })),
      redirects,
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );
};
