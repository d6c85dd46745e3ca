/**
 * The service worker, served at /sw.js (built by scripts/lib/service-worker-build.ts: bundled,
 * then Workbox writes the precache list into `self.__WB_MANIFEST`). For readers on phones with an
 * unreliable connection:
 * - precached: the offline page of each language, the first-screen fonts, icons (pages carry their
 *   own CSS, so a saved page needs no stylesheet);
 * - pages: the network first (with navigation preload); a home page, article or guide the visitor
 *   opened is kept, and served from the device, with a notice, when the network fails or takes
 *   over 3 s;
 *   anything else falls back to the offline page in the page's language;
 * - a form posted without a connection comes back filled in, with the form's connection message;
 * - hashed build files and images: from the device first;
 * - never from a cache: /api/*, other POSTs, /performance, newsletter links, `no-store` answers.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ASSETS_CACHE, CURRENT_CACHES, IMAGES_CACHE, SAVED_PAGES_CACHE, type ServiceWorkerConfig } from './config.ts';
import { formFields, notSentPage, withSavedNotice } from './pages.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** Written by the build (esbuild `define`). */
declare const SW_CONFIG: ServiceWorkerConfig;

const config = SW_CONFIG;
const savedPaths = new Set(config.savedPaths);
const DAY = 24 * 60 * 60;
/** How long a saved page waits for the network before the copy on the device is shown. */
const NETWORK_TIMEOUT_SECONDS = 3;

// A new deploy's worker takes over at once: the server already serves the new deploy's files.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
// The precache keeps only this build's files (Workbox deletes the others on activate).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
enableNavigationPreload();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('vibra-') && !CURRENT_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// Tests and the curious ask which build is running.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'version') event.ports[0]?.postMessage(config.build);
});

/** The language of a path, from its prefix (`/pt/…`), else the default. */
function localeOf(pathname: string): string {
  const prefix = pathname.split('/')[1] ?? '';
  return prefix in config.offlinePages ? prefix : config.defaultLocale;
}

const offlinePage = (url: URL) => matchPrecache(config.offlinePages[localeOf(url.pathname)] ?? '/offline');

/** Never keeps what the server marked `no-store`. */
const respectNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /no-store/i.test(response.headers.get('Cache-Control') ?? '') ? null : response,
};

/** One saved copy per page, whatever its query string (`?lng=pt` from the language switcher). */
const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
};

/** A saved page shown instead of the network says so, with the day it was saved. */
const savedNotice: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (!cachedResponse) return cachedResponse;
    const locale = localeOf(new URL(request.url).pathname);
    const texts = config.texts[locale] ?? config.texts[config.defaultLocale];
    return texts ? withSavedNotice(cachedResponse, texts.savedNotice, config.htmlLang[locale] ?? 'en') : cachedResponse;
  },
};

// Home pages, articles and guides: fresh from the network, kept on the device for the bus with no signal.
const savedPages = new NetworkFirst({
  cacheName: SAVED_PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    withoutQuery,
    new CacheableResponsePlugin({ statuses: [200] }),
    respectNoStore,
    new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    savedNotice,
  ],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && savedPaths.has(url.pathname), savedPages);

// Every other page (including /performance and the newsletter's links): the network only; the
// catch handler below answers with the offline page when there is none.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// A form sent without a connection (the newsletter before its script arrived): the offline page
// with the form filled in again, so nothing typed is lost. Never stored.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, url }) => {
    const copy = request.clone();
    try {
      return await fetch(request);
    } catch {
      const fields = await formFields(copy);
      // The page's language travels in the form (the address is the API's, not the page's).
      const sent = fields.find(([name]) => name === 'locale')?.[1];
      const locale = sent && sent in config.texts ? sent : localeOf(url.pathname);
      const texts = config.texts[locale] ?? config.texts[config.defaultLocale];
      const offline = await matchPrecache(config.offlinePages[locale] ?? '/offline');
      if (!offline || !texts) return Response.error();
      return notSentPage(offline, fields, url, texts);
    }
  },
  'POST',
);

// Build files are named by their content: the copy on the device is always right.
const buildFiles = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
  ],
});
const isBuildFile = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/_astro/');
registerRoute(({ url, request }) => isBuildFile(url) && request.destination !== 'image', buildFiles);

const images = new CacheFirst({
  cacheName: IMAGES_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});
const isImage = (url: URL) => /\.(avif|webp|png|jpe?g|gif|svg)$/i.test(url.pathname);
registerRoute(({ request, sameOrigin }) => sameOrigin && request.destination === 'image', images);

// The page on which the worker was installed came from the network before the worker could see
// it: the page sends its address and the files it loaded (service-worker-registration.ts), and a
// page that is kept when visited is kept with them, so an article read once opens again offline.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: unknown; files?: unknown } | null;
  if (data?.type !== 'keep' || typeof data.page !== 'string' || !Array.isArray(data.files)) return;
  const page = new URL(data.page);
  if (page.origin !== self.location.origin || !savedPaths.has(page.pathname)) return;
  const files = data.files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, page))
    .filter((url) => isBuildFile(url) || (url.origin === self.location.origin && isImage(url)));
  event.waitUntil(
    Promise.allSettled([
      savedPages.handle({ event, request: new Request(page.href, { credentials: 'same-origin' }) }),
      ...files.map((url) => (isImage(url) ? images : buildFiles).handle({ event, request: new Request(url.href) })),
    ]),
  );
});

setCatchHandler(async ({ request, url }) => {
  if (request.destination === 'document') return (await offlinePage(url)) ?? Response.error();
  return Response.error();
});
