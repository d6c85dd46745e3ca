/**
 * Reading a vitals beacon: the schema, and the reduction of each metric to what the report groups
 * by (no address, no user agent, no query string is kept).
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { canonicalPagePath, splitLocale } from '../../i18n/paths.ts';
import { VITALS_MAX_METRICS } from '../../lib/vitals/beacon.ts';
import { isMetricName, type MetricName, type Rating, rate } from '../../lib/vitals/ratings.ts';
import type { SiteIndex } from '../http/site-manifest.ts';

/** The largest value accepted per metric: milliseconds up to a minute, CLS up to 10. */
const MAX_VALUE: Record<MetricName, number> = {
  lcp: 60_000,
  fcp: 60_000,
  ttfb: 60_000,
  inp: 60_000,
  fid: 60_000,
  cls: 10,
};

const metricSchema = z
  .object({
    metric: z
      .string()
      .max(8)
      .transform((name) => name.toLowerCase())
      .refine(isMetricName, 'unknown metric'),
    value: z.number().nonnegative(),
    /** Recomputed from the value; never trusted. */
    rating: z.string().max(24).optional(),
    url: z.string().max(2048),
    timestamp: z.number().optional(),
    userAgent: z.string().max(512).optional(),
    connection: z.string().max(32).optional(),
    id: z.string().max(100).optional(),
    navigationType: z.string().max(32).optional(),
    attribution: z.object({ target: z.string().max(300).optional() }).optional(),
  })
  .refine((item) => item.value <= MAX_VALUE[item.metric as MetricName], 'value out of range');

/** One metric, or a page view's metrics (at most ten). */
export const beaconSchema = z.union([metricSchema, z.array(metricSchema).min(1).max(VITALS_MAX_METRICS)]);

/** A page's group on /performance. */
export type PageGroup = 'home' | 'article' | 'guide' | 'other';
export type Device = 'mobile' | 'desktop';

/** A metric as stored: grouped, anonymous. */
export interface Sample {
  metric: MetricName;
  value: number;
  rating: Rating;
  pageGroup: PageGroup;
  /** The page's path, or `(other)` for an address that is not a page of the site. */
  pagePath: string;
  device: Device;
  browser: string;
  connection: string;
  locale: Locale;
}

const CONNECTIONS = new Set(['slow-2g', '2g', '3g', '4g']);

/** Crawlers, previews and measuring tools: their numbers are not visitors' experience. */
const BOT = /bot\b|crawl|spider|slurp|lighthouse|pagespeed|headless|preview|monitor|python|curl|wget/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

/** Phone or tablet-sized browsing, from the client hint or the user agent. */
export function deviceOf(userAgent: string, mobileHint: string | undefined): Device {
  if (mobileHint === '?1') return 'mobile';
  if (mobileHint === '?0') return 'desktop';
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'desktop';
}

/** The browser's family, never its version or platform. */
export function browserOf(userAgent: string): string {
  if (/SamsungBrowser/i.test(userAgent)) return 'samsung';
  if (/Edg\//i.test(userAgent)) return 'edge';
  if (/OPR\/|Opera/i.test(userAgent)) return 'opera';
  if (/Firefox\//i.test(userAgent)) return 'firefox';
  if (/Chrome\/|CriOS\//i.test(userAgent)) return 'chrome';
  if (/Safari\//i.test(userAgent)) return 'safari';
  return 'other';
}

/** The group a page of the site belongs to, by its key in the page index. */
export function pageGroupOf(key: string | undefined): PageGroup {
  if (!key) return 'other';
  if (key === 'page:home') return 'home';
  if (key.startsWith('post:')) return 'article';
  if (key === 'page:chakra' || key === 'page:spiritualGuidance') return 'guide';
  return 'other';
}

/**
 * A beacon's metric reduced to what the report needs: the path of a page of this site (query and
 * fragment dropped; anything else grouped as `(other)`), the rating recomputed from the value.
 */
export function toSample(
  item: z.infer<typeof metricSchema>,
  context: { site: SiteIndex; siteOrigin: string; userAgent: string; mobileHint: string | undefined },
): Sample {
  const metric = item.metric as MetricName;
  let path: string | undefined;
  try {
    const url = new URL(item.url, context.siteOrigin);
    if (url.origin === context.siteOrigin || item.url.startsWith('/')) path = canonicalPagePath(url.pathname);
  } catch {
    path = undefined;
  }
  const page = path ? context.site.page(path) : undefined;
  const locale = page?.locale ?? (path ? splitLocale(path).locale : LOCALES[0]);
  return {
    metric,
    value: item.value,
    rating: rate(metric, item.value),
    pageGroup: pageGroupOf(page?.key),
    pagePath: page ? page.path : '(other)',
    device: deviceOf(context.userAgent, context.mobileHint),
    browser: browserOf(context.userAgent),
    connection: item.connection && CONNECTIONS.has(item.connection) ? item.connection : 'unknown',
    locale,
  };
}
