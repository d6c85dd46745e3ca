/**
 * Builds /sw.js into a finished build (postbuild.ts runs it after `astro build`): bundles
 * src/service-worker/sw.ts with its settings (which pages are articles and guides, the offline
 * pages, texts in four languages), then Workbox's `injectManifest` writes the precache list in.
 * Exported so a test can build the worker again over a changed copy of the build (a "deploy").
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { getManifest, injectManifest } from 'workbox-build';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES } from '../../src/i18n/locales.ts';
import { getMessages } from '../../src/i18n/messages/index.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { keptWhenVisited, type ServiceWorkerConfig } from '../../src/service-worker/config.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Precached (besides the offline pages): what every page needs to be drawn (app icons are fetched at install). */
const PRECACHE_PATTERNS = [
  // The two first-screen fonts (Latin): the rest come from the cache once used.
  '_astro/inter-400-600-latin.*.woff2',
  '_astro/fraunces-600-latin.*.woff2',
  '_astro/icons.*.svg',
  'favicon.svg',
];

interface SiteManifest {
  pages: { key: string; path: string }[];
}

/** `offline/index.html` → `/offline`, `pt/offline/index.html` → `/pt/offline`. */
const offlineUrl = (file: string) => `/${file.replace(/\/?index\.html$/, '')}`;

export async function buildServiceWorker(
  distDir: string,
): Promise<{ bytes: number; precached: number; build: string }> {
  const client = join(distDir, 'client');
  const manifest = JSON.parse(await readFile(join(distDir, 'server', 'site-manifest.json'), 'utf8')) as SiteManifest;

  const offlinePages = Object.fromEntries(LOCALES.map((locale) => [locale, localizePath('/offline', locale)]));
  const config: Omit<ServiceWorkerConfig, 'build'> = {
    defaultLocale: DEFAULT_LOCALE,
    offlinePages,
    savedPaths: manifest.pages.filter((page) => keptWhenVisited(page.key)).map((page) => page.path),
    htmlLang: { ...HTML_LANG },
    texts: Object.fromEntries(
      LOCALES.map((locale) => {
        const messages = getMessages(locale);
        return [
          locale,
          {
            savedNotice: messages.offline.savedNotice,
            notSentTitle: messages.offline.notSentTitle,
            notSentText: messages.newsletter.connectionBody,
            retry: messages.offline.sendAgain,
            emailLabel: messages.newsletter.emailLabel,
          },
        ];
      }),
    ),
  };

  const offlineFiles = LOCALES.map((locale) => `${localizePath('/offline', locale).slice(1)}/index.html`);
  const work = await mkdtemp(join(tmpdir(), 'vibra-sw-'));
  try {
    const precache = { globDirectory: client, globPatterns: [...offlineFiles, ...PRECACHE_PATTERNS] };
    // The build id: whatever changes what the worker holds (each file's revision) or does.
    const { manifestEntries } = await getManifest(precache);
    const build = createHash('sha256')
      .update(JSON.stringify(config))
      .update(JSON.stringify(manifestEntries))
      .digest('base64url')
      .slice(0, 12);
    const bundled = join(work, 'sw.js');
    await bundleWorker({ entry: join(ROOT, 'src/service-worker/sw.ts'), out: bundled, config: { ...config, build } });
    const result = await injectManifest({
      swSrc: bundled,
      swDest: join(client, 'sw.js'),
      ...precache,
      // Hashed build files are their own revision; the others get one from their content.
      dontCacheBustURLsMatching: /^_astro\//,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) =>
            entry.url.endsWith('index.html')
              ? { ...entry, url: offlineUrl(entry.url) }
              : { ...entry, url: `/${entry.url}` },
          ),
          warnings: [],
        }),
      ],
    });
    for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
    const bytes = (await readFile(join(client, 'sw.js'))).length;
    return { bytes, precached: result.count, build };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Bundles the worker into one classic script, with its settings written in. */
async function bundleWorker({ entry, out, config }: { entry: string; out: string; config: ServiceWorkerConfig }) {
  await esbuild({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { SW_CONFIG: JSON.stringify(config), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}
