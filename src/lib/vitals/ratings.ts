/**
 * The Web Vitals the site measures and how each value is rated, in one place for
 * the browser's reporter and overlay, the server's endpoint and page, and the tests.
 */

import { numberFormat } from '../intl.ts';

/** The metrics, in the order the overlay and /performance list them. */
export const METRICS = ['lcp', 'fid', 'cls', 'fcp', 'ttfb', 'inp'] as const;

/** A metric's name, in lower case (`lcp`, `inp`). */
export type MetricName = (typeof METRICS)[number];

/** A rating, named as web-vitals names them. */
export type Rating = 'good' | 'needs-improvement' | 'poor';

export const RATINGS: readonly Rating[] = ['good', 'needs-improvement', 'poor'];

/**
 * Good and poor thresholds: a value up to `good` is good, above `poor` is poor,
 * in between needs improvement. Times in milliseconds; CLS is unitless.
 */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  fid: { good: 100, poor: 300 },
  cls: { good: 0.1, poor: 0.25 },
  fcp: { good: 1800, poor: 3000 },
  ttfb: { good: 800, poor: 1800 },
  inp: { good: 200, poor: 500 },
};

/** Below this many samples a figure is shown as uncertain. */
export const FEW_SAMPLES = 20;

/** The points a rating is worth in the overall score. */
export const RATING_SCORES: Record<Rating, number> = { good: 100, 'needs-improvement': 70, poor: 30 };

/** The rating of a value: good up to the good threshold, poor above the poor one. */
export function rate(metric: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

/** The score out of 100: the mean of the rating scores of the metrics measured so far, or null. */
export function overallScore(ratings: readonly Rating[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round(ratings.reduce((sum, rating) => sum + RATING_SCORES[rating], 0) / ratings.length);
}

/** True for a known metric name, in any letter case. */
export function isMetricName(value: string): value is MetricName {
  return (METRICS as readonly string[]).includes(value);
}

/** A value as people read it: `1.2 s`, `85 ms`, `0.05`. */
export function formatMetric(metric: MetricName, value: number, locale: string): string {
  if (metric === 'cls') return numberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  if (value >= 1000) return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(value / 1000)} s`;
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ms`;
}
