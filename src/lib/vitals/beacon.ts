/** The contract between the browser's vitals reporter and `POST /api/analytics/web-vitals`. */
import type { MetricName, Rating } from './ratings.ts';

export const VITALS_ENDPOINT = '/api/analytics/web-vitals';

/** The largest beacon body accepted (a page view's six metrics take about 2 KB). */
export const VITALS_BODY_LIMIT = 4096;

/** The most metrics one beacon may carry. */
export const VITALS_MAX_METRICS = 10;

/**
 * One metric as the reporter sends it: the endpoint's seven base fields (`metric`, `value`,
 * `rating`, `url`, `timestamp`, `userAgent`, `connection`) plus the measurement's id, the
 * navigation type and a short attribution. The server trusts none of it blindly: it recomputes
 * the rating and keeps only what its report groups by.
 */
export interface BeaconMetric {
  metric: MetricName;
  value: number;
  rating: Rating;
  url: string;
  timestamp: number;
  userAgent: string;
  /** The Network Information API's effective type (`4g`), or `unknown`. */
  connection: string;
  id: string;
  navigationType: string;
  attribution?: {
    /** LCP: the element; INP and FID: the interaction's target; CLS: the largest shift's source. */
    target?: string;
  };
}
