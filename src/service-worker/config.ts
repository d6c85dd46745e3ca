/**
 * What the service worker and the pages share: cache names, and the settings the build writes
 * into the worker (scripts/lib/service-worker-build.ts), so the worker never imports the site.
 */

/** Where the worker is served: its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Pages a visitor opened, kept for reading offline (the offline page lists them). */
export const SAVED_PAGES_CACHE = 'vibra-pages-v1';
/** Content-hashed build files (`/_astro/`): scripts, styles, fonts. */
export const ASSETS_CACHE = 'vibra-assets-v1';
/** Images: covers, photos, the video poster. */
export const IMAGES_CACHE = 'vibra-images-v1';
/** Every cache this worker version uses; others starting with `vibra-` are old and are deleted. */
export const CURRENT_CACHES = [SAVED_PAGES_CACHE, ASSETS_CACHE, IMAGES_CACHE];

/** Texts the worker writes into pages, in one language. */
export interface WorkerTexts {
  /** Above a page served from the device: `{date}` is when it was saved. */
  savedNotice: string;
  /** A form sent without a connection: heading, the connection message the newsletter form shows, the retry button. */
  notSentTitle: string;
  notSentText: string;
  retry: string;
  /** The e-mail field's label, for the form written back. */
  emailLabel: string;
}

export interface ServiceWorkerConfig {
  /** Identifies the build (a hash of what is precached); the worker answers it to `version`. */
  build: string;
  defaultLocale: string;
  /** The offline page of each language, precached. */
  offlinePages: Record<string, string>;
  /** The paths of the pages kept when visited (`keptWhenVisited`), in every language. */
  savedPaths: string[];
  texts: Record<string, WorkerTexts>;
  /** BCP 47 tag of each locale, for dates. */
  htmlLang: Record<string, string>;
}

/**
 * Whether a page (by its page-index key) is kept on the device once visited: each language's home
 * page (where the logo and the installed app lead), the articles and the guides. Nothing else is
 * kept, so pages with fresh figures (/performance) or one-time links (the newsletter's) never come
 * from a cache.
 */
export function keptWhenVisited(pageKey: string): boolean {
  return (
    pageKey === 'page:home' ||
    pageKey.startsWith('post:') ||
    pageKey === 'page:chakra' ||
    pageKey === 'page:spiritualGuidance'
  );
}
