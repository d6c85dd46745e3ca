import type { APIRoute } from 'astro';
import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localeStaticPaths, localizePath } from '../../i18n/paths.ts';

export const getStaticPaths = localeStaticPaths;

/** The site's colours (global.css): the darkest violet and the page background. */
const THEME_COLOR = '#2a1f47';
const BACKGROUND_COLOR = '#f7f3ee';

/**
 * The web app manifest in one language (every page links its own): installed from a Portuguese
 * page, the app opens on the Portuguese home, with Portuguese name and description.
 */
export const GET: APIRoute = ({ props }) => {
  const { locale } = props as { locale: Locale };
  const home = getMessages(locale).pages.home;
  const manifest = {
    id: localizePath('/', locale),
    name: home.title,
    short_name: site.brandName,
    description: home.description,
    lang: HTML_LANG[locale],
    dir: 'ltr',
    start_url: localizePath('/', locale),
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
};
