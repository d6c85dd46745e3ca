import { describe, expect, it } from 'vitest';
import { formatMetric, METRICS, overallScore, RATING_SCORES, rate, THRESHOLDS } from './ratings.ts';

describe('ratings', () => {
  it('rates by fixed good/poor thresholds and rating scores', () => {
    expect(THRESHOLDS).toEqual({
      lcp: { good: 2500, poor: 4000 },
      fid: { good: 100, poor: 300 },
      cls: { good: 0.1, poor: 0.25 },
      fcp: { good: 1800, poor: 3000 },
      ttfb: { good: 800, poor: 1800 },
      inp: { good: 200, poor: 500 },
    });
    expect(RATING_SCORES).toEqual({ good: 100, 'needs-improvement': 70, poor: 30 });
  });

  it.each(METRICS)('rates %s at every threshold boundary', (metric) => {
    const { good, poor } = THRESHOLDS[metric];
    const step = metric === 'cls' ? 0.001 : 1;
    expect(rate(metric, 0)).toBe('good');
    expect(rate(metric, good)).toBe('good');
    expect(rate(metric, good + step)).toBe('needs-improvement');
    expect(rate(metric, poor)).toBe('needs-improvement');
    expect(rate(metric, poor + step)).toBe('poor');
  });

  it('scores the mean of the ratings measured so far', () => {
    expect(overallScore([])).toBeNull();
    expect(overallScore(['good'])).toBe(100);
    expect(overallScore(['good', 'poor'])).toBe(65);
    expect(overallScore(['good', 'needs-improvement', 'poor'])).toBe(67);
    expect(overallScore(['poor', 'poor', 'poor', 'poor', 'poor', 'poor'])).toBe(30);
  });

  it('formats values as people read them, in the page’s language', () => {
    expect(formatMetric('lcp', 1234, 'en')).toBe('1.23 s');
    expect(formatMetric('lcp', 1234, 'pt-BR')).toBe('1,23 s');
    expect(formatMetric('inp', 85.4, 'en')).toBe('85 ms');
    expect(formatMetric('cls', 0.0512, 'it')).toBe('0,051');
  });
});
