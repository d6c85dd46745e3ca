import { SERVICE_WORKER_PATH } from '../service-worker/config.ts';

/**
 * Registers the service worker (/sw.js). Runs from the after-paint script, once the page has
 * painted and the browser is idle: the worker's install downloads the offline pages, stylesheet
 * and fonts, which must never compete with the page itself. Not under `astro dev`, which has no
 * /sw.js.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker
    .register(SERVICE_WORKER_PATH)
    // This page came from the network before any worker could see it: ask the worker to keep it
    // (it keeps only articles and guides) with the files it loaded, so it opens again offline.
    .then(() => (firstVisit ? navigator.serviceWorker.ready : undefined))
    .then((ready) => ready?.active?.postMessage(keepMessage()))
    .catch((error: unknown) => {
      console.warn('The offline service worker could not be registered', error);
    });
}

function keepMessage() {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(location.origin));
  return { type: 'keep', page: location.href, files };
}
