import { describe, expect, it } from 'vitest';
import { bucketValue, buildReport, percentile75 } from './report.ts';
import type { AggregateRow } from './store.ts';

const bucketOf = (value: number, scale = 1) => Math.floor(Math.log(Math.max(value * scale, 1)) / Math.log(1.05));

describe('percentiles from the histograms', () => {
  it('reads the 75th percentile within the buckets’ 2.5 %', () => {
    const values = Array.from({ length: 1000 }, (_, index) => 200 + index * 7);
    const histogram = new Map<number, number>();
    for (const value of values) histogram.set(bucketOf(value), (histogram.get(bucketOf(value)) ?? 0) + 1);
    const exact = values[Math.ceil(values.length * 0.75) - 1] ?? 0;
    const estimate = percentile75('lcp', histogram) ?? 0;
    expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.026);
  });

  it('treats bucket 0 as zero (a CLS of 0) and an empty histogram as no value', () => {
    expect(bucketValue('cls', 0)).toBe(0);
    expect(percentile75('cls', new Map([[0, 9]]))).toBe(0);
    expect(percentile75('lcp', new Map())).toBeNull();
    expect(bucketValue('cls', bucketOf(0.1, 1000))).toBeCloseTo(0.1, 2);
  });
});

describe('the report', () => {
  const rows: AggregateRow[] = [
    { slice: 'overall', metric: 'lcp', bucket: bucketOf(1200), samples: 3 },
    { slice: 'overall', metric: 'lcp', bucket: bucketOf(5000), samples: 1 },
    { slice: 'rating', metric: 'lcp', rating: 'good', samples: 3 },
    { slice: 'rating', metric: 'lcp', rating: 'poor', samples: 1 },
    { slice: 'day', metric: 'lcp', day: '2026-11-21', bucket: bucketOf(1200), samples: 3 },
    { slice: 'day', metric: 'lcp', day: '2026-11-20', bucket: bucketOf(5000), samples: 1 },
    {
      slice: 'group',
      metric: 'lcp',
      pageGroup: 'home',
      device: 'mobile',
      locale: 'pt',
      bucket: bucketOf(1200),
      samples: 3,
    },
    {
      slice: 'group',
      metric: 'lcp',
      pageGroup: 'article',
      device: 'desktop',
      locale: 'en',
      bucket: bucketOf(5000),
      samples: 1,
    },
  ];
  const report = buildReport(rows, new Date('2026-11-22T10:00:00Z'));

  it('gives each metric its p75, rating, split and day-by-day trend', () => {
    const lcp = report.metrics.find((metric) => metric.metric === 'lcp');
    expect(lcp).toMatchObject({ samples: 4, rating: 'good', split: { good: 3, 'needs-improvement': 0, poor: 1 } });
    expect(lcp?.p75).toBeGreaterThan(1170);
    expect(lcp?.p75).toBeLessThan(1230);
    expect(lcp?.trend.map((point) => point.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(lcp?.trend[0]?.p75).toBeGreaterThan(4800);
  });

  it('lists every metric, measured or not', () => {
    expect(report.metrics.map((metric) => metric.metric)).toEqual(['lcp', 'fid', 'cls', 'fcp', 'ttfb', 'inp']);
    expect(report.metrics.find((metric) => metric.metric === 'inp')).toMatchObject({
      samples: 0,
      p75: null,
      rating: null,
    });
    expect(report.samples).toBe(4);
  });

  it('breaks the figures down by page group, device and language', () => {
    expect(report.groups.map((group) => [group.pageGroup, group.device, group.locale, group.samples])).toEqual([
      ['article', 'desktop', 'en', 1],
      ['home', 'mobile', 'pt', 3],
    ]);
    expect(report.groups[0]?.p75.lcp?.rating).toBe('poor');
  });
});
