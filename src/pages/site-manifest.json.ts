import type { APIRoute } from 'astro';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { pageIndex, versionsByKey } from '../i18n/page-index.ts';
import { localizePath } from '../i18n/paths.ts';

/**
 * Build-time list of every page, its versions in each language and the permanent redirects.
 * `scripts/postbuild.ts` moves it out of the public folder into `dist/server/`, where the production
 * server (language switching, redirects) and the tests read it.
 */
export const GET: APIRoute = async () => {
  const pages = await pageIndex();
  const versions = versionsByKey(pages);
  const redirects: Record<string, string> = {};
  for (const page of pages.filter((candidate) => candidate.key.startsWith('post:') && candidate.translated)) {
    const englishSlug = page.key.slice('post:'.length);
    const slug = page.path.split('/').at(-1) ?? englishSlug;
    if (slug === englishSlug) continue;
    // The English slug under this language's prefix (/pt/blog/tarot-meaning) finds the localized one.
    redirects[localizePath(`/blog/${englishSlug}`, page.locale)] = page.path;
    // The spec's Portuguese root routes (/como-ler-sua-aura) lead to the Portuguese post; under
    // another language's prefix (/es/como-ler-sua-aura), to that language's version.
    if (page.locale === 'pt') {
      redirects[`/${slug}`] = page.path;
      for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
        const target = versions.get(page.key)?.[locale];
        if (target) redirects[localizePath(`/${slug}`, locale)] = target;
      }
    }
  }
  return new Response(
    JSON.stringify({ pages: pages.map((page) => ({ ...page, versions: versions.get(page.key) })), redirects }),
    { headers: { 'Content-Type': 'application/json' } },
  );
};
