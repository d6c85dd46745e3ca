/**
 * The /performance report, computed from the histograms: the p75 of each metric with its rating,
 * the good / needs improvement / poor split, the p75 by page group × device × language, and a daily
 * p75 trend. Pure: `buildReport` takes rows, so it is tested without a database.
 */
import { METRICS, type MetricName, RATINGS, type Rating, rate } from '../../lib/vitals/ratings.ts';
import { type AggregateRow, BUCKET_GROWTH, REPORT_DAYS, scaleOf } from './store.ts';

/** One metric over the window. */
export interface MetricReport {
  metric: MetricName;
  samples: number;
  /** The 75th percentile (ms; unitless for CLS), or null without samples. */
  p75: number | null;
  rating: Rating | null;
  /** How many samples were good, needed improvement, were poor. */
  split: Record<Rating, number>;
  /** The p75 of each day that has samples, oldest first. */
  trend: { day: string; p75: number; samples: number }[];
}

/** The p75 of each metric for one page group, device and language. */
export interface GroupReport {
  pageGroup: string;
  device: string;
  locale: string;
  samples: number;
  p75: Partial<Record<MetricName, { value: number; rating: Rating; samples: number }>>;
}

export interface VitalsReport {
  generatedAt: string;
  days: number;
  samples: number;
  metrics: MetricReport[];
  groups: GroupReport[];
}

/** The value a bucket stands for: its geometric middle (bucket 0 holds values up to 1: zero). */
export function bucketValue(metric: MetricName, bucket: number): number {
  if (bucket <= 0) return 0;
  return BUCKET_GROWTH ** (bucket + 0.5) / scaleOf(metric);
}

/** The 75th percentile of a histogram (bucket → samples), or null when it is empty. */
export function percentile75(metric: MetricName, histogram: ReadonlyMap<number, number>): number | null {
  const total = [...histogram.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= total * 0.75) return bucketValue(metric, bucket);
  }
  return null;
}

function add(histogram: Map<number, number>, bucket: number | undefined, samples: number) {
  if (bucket === undefined) return;
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + samples);
}

export function buildReport(rows: readonly AggregateRow[], now = new Date()): VitalsReport {
  const metrics = METRICS.map((metric): MetricReport => {
    const mine = rows.filter((row) => row.metric === metric);
    const overall = new Map<number, number>();
    for (const row of mine) if (row.slice === 'overall') add(overall, row.bucket, row.samples);
    const split = Object.fromEntries(RATINGS.map((rating) => [rating, 0])) as Record<Rating, number>;
    for (const row of mine) if (row.slice === 'rating' && row.rating) split[row.rating] += row.samples;
    const days = new Map<string, Map<number, number>>();
    for (const row of mine) {
      if (row.slice !== 'day' || !row.day) continue;
      const histogram = days.get(row.day) ?? new Map<number, number>();
      add(histogram, row.bucket, row.samples);
      days.set(row.day, histogram);
    }
    const p75 = percentile75(metric, overall);
    return {
      metric,
      samples: Object.values(split).reduce((sum, count) => sum + count, 0),
      p75,
      rating: p75 === null ? null : rate(metric, p75),
      split,
      trend: [...days.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, histogram]) => ({
          day,
          p75: percentile75(metric, histogram) ?? 0,
          samples: [...histogram.values()].reduce((sum, count) => sum + count, 0),
        })),
    };
  });

  const groups = new Map<string, { group: GroupReport; histograms: Map<MetricName, Map<number, number>> }>();
  for (const row of rows) {
    if (row.slice !== 'group' || !row.pageGroup || !row.device || !row.locale) continue;
    const key = `${row.pageGroup}|${row.device}|${row.locale}`;
    const entry = groups.get(key) ?? {
      group: { pageGroup: row.pageGroup, device: row.device, locale: row.locale, samples: 0, p75: {} },
      histograms: new Map(),
    };
    const histogram = entry.histograms.get(row.metric) ?? new Map<number, number>();
    add(histogram, row.bucket, row.samples);
    entry.histograms.set(row.metric, histogram);
    groups.set(key, entry);
  }
  const groupReports = [...groups.values()].map(({ group, histograms }) => {
    for (const [metric, histogram] of histograms) {
      const value = percentile75(metric, histogram);
      const samples = [...histogram.values()].reduce((sum, count) => sum + count, 0);
      if (value !== null) group.p75[metric] = { value, rating: rate(metric, value), samples };
      group.samples = Math.max(group.samples, samples);
    }
    return group;
  });
  groupReports.sort(
    (a, b) =>
      a.pageGroup.localeCompare(b.pageGroup) || a.device.localeCompare(b.device) || a.locale.localeCompare(b.locale),
  );

  return {
    generatedAt: now.toISOString(),
    days: REPORT_DAYS,
    samples: metrics.reduce((sum, metric) => sum + metric.samples, 0),
    metrics,
    groups: groupReports,
  };
}
