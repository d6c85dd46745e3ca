import { readFile } from 'node:fs/promises';
import type { Alternates } from '../../i18n/alternates.ts';
import type { Locale } from '../../i18n/locales.ts';
import { switchLocale } from '../../i18n/paths.ts';
import type { BookableService } from '../../lib/booking.ts';
import type { QuizResult } from '../../lib/quiz/results.ts';
import type { OfferFacts } from '../../site/catalog.ts';
import type { GiftFacts } from '../../site/gift.ts';
import type { SitePage } from '../../site/page-index.ts';

/** What the guide e-mail says of a guide: the result's name, the guide's title, its page and PDF. */
export interface QuizGuideFacts {
  resultName: string;
  title: string;
  path: string;
  pdfPath: string;
}

/** A page of the site as the server sees it (the build's page index, trimmed). */
export type ManifestPage = Pick<SitePage, 'key' | 'locale' | 'path' | 'onDemand' | 'translated' | 'indexable'> & {
  /** The same page in the other languages (its localized slug where it has one). */
  versions: Alternates;
};

/** What the build wrote about the site (see src/pages/site-manifest.json.ts). */
export interface SiteManifest {
  pages: ManifestPage[];
  redirects: Record<string, string>;
  /** The welcome gift per language, for the welcome e-mail. */
  gift: Record<Locale, GiftFacts>;
  /** Each quiz result's guide per language, for the guide e-mail. */
  quizGuides: Record<Locale, Record<QuizResult, QuizGuideFacts>>;
  /** What a visitor can book, by service (src/content/booking/services.yaml). */
  bookable: Record<string, BookableService>;
  /** Each course and product by its key, in the languages it is translated into (the chat tells their prices). */
  offers: Record<string, Partial<Record<Locale, OfferFacts>>>;
}

/** The bookable services by id, as the booking routes look them up. */
export function bookableServices(manifest: SiteManifest): ReadonlyMap<string, BookableService> {
  return new Map(Object.entries(manifest.bookable));
}

/** Fast look-ups over the manifest for the request path. */
export interface SiteIndex {
  manifest: SiteManifest;
  /** The same page in another language (its localized slug when it has one). */
  pageIn(path: string, locale: Locale): string;
  /** True for every page path of the site, static or on demand. */
  isPage(path: string): boolean;
  /** The page at a path, if it is one of the site's. */
  page(path: string): ManifestPage | undefined;
  /** True for paths Astro renders per request: on-demand pages and the API. */
  isOnDemand(path: string): boolean;
  /** A permanent redirect target for this path, if any. */
  redirectFor(path: string): string | undefined;
}

/** Reads the manifest the build wrote next to the server bundle. */
export async function loadSiteIndex(manifestFile: string): Promise<SiteIndex> {
  return createSiteIndex(JSON.parse(await readFile(manifestFile, 'utf8')) as SiteManifest);
}

/** Look-ups over a manifest already in memory. */
export function createSiteIndex(manifest: SiteManifest): SiteIndex {
  const byPath = new Map(manifest.pages.map((page) => [page.path, page]));
  return {
    manifest,
    pageIn: (path, locale) => byPath.get(path)?.versions[locale] ?? switchLocale(path, locale),
    isPage: (path) => byPath.has(path),
    page: (path) => byPath.get(path),
    isOnDemand: (path) => path.startsWith('/api/') || byPath.get(path)?.onDemand === true,
    redirectFor: (path) => manifest.redirects[path],
  };
}
