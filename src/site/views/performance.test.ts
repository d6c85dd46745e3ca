import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n/messages/index.ts';
import { buildReport } from '../../server/vitals/report.ts';
import { type AggregateRow, BUCKET_GROWTH } from '../../server/vitals/store.ts';
import { performanceView } from './performance.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

/** Report rows for `count` LCP samples of `value` ms on articles, phones, Portuguese, today. */
function lcpRows(value: number, count: number): AggregateRow[] {
  const bucket = Math.floor(Math.log(value) / Math.log(BUCKET_GROWTH)); // as the database files it
  return [
    { slice: 'overall', metric: 'lcp', bucket, samples: count },
    { slice: 'rating', metric: 'lcp', rating: value <= 2500 ? 'good' : 'poor', samples: count },
    { slice: 'group', metric: 'lcp', pageGroup: 'article', device: 'mobile', locale: 'pt', bucket, samples: count },
    { slice: 'day', metric: 'lcp', day: '2026-11-23', bucket, samples: count },
  ];
}

describe('performanceView', () => {
  it('says the measurements cannot be read when the database does not answer', () => {
    const view = performanceView('pt', null);
    expect(view.state).toBe('unavailable');
    expect(view.message?.text).toBe(getMessages('pt').vitals.unavailable);
    expect(view.summary.cards).toEqual([]);
    expect(view.groups.rows).toEqual([]);
  });

  it('invites the first measurement when there is none yet', () => {
    const view = performanceView('es', buildReport([], NOW));
    expect(view.state).toBe('empty');
    expect(view.message?.heading).toBe(getMessages('es').vitals.emptyHeading);
    expect(view.trend.charts).toEqual([]);
  });

  it('shows p75, rating, split, trend and groups in the reader’s language', () => {
    const view = performanceView('pt', buildReport(lcpRows(1800, 3), NOW));
    expect(view.state).toBe('ready');
    expect(view.message).toBeUndefined();
    const lcp = view.summary.cards.find((card) => card.metric === 'lcp');
    expect(lcp?.value).toMatch(/^1,\d+ s$/); // Portuguese decimal comma
    expect(lcp?.ratingLabel).toBe(getMessages('pt').vitals.ratings.good);
    expect(lcp?.samples).toBe('de 3 visitas');
    expect(lcp?.few).toBe(true);
    expect(lcp?.split).toEqual({ good: 100, needsImprovement: 0, poor: 0 });
    expect(view.trend.charts.map((chart) => chart.metric)).toEqual(['lcp']);
    expect(view.trend.charts[0]?.points[0]?.dayText).toMatch(/23/);
    expect(view.groups.rows).toHaveLength(1);
    expect(view.groups.rows[0]).toMatchObject({ pageGroup: 'Artigos', device: 'Celulares', language: 'Português' });
    expect(view.groups.rows[0]?.cells.find((cell) => cell.metric === 'lcp')?.ratingLabel).toBe(
      getMessages('pt').vitals.ratings.good,
    );
  });

  it('explains every metric with its thresholds written in the page language', () => {
    const view = performanceView('it', null);
    expect(view.explain.items.map((item) => item.metric)).toEqual(['lcp', 'fid', 'cls', 'fcp', 'ttfb', 'inp']);
    expect(view.explain.items.find((item) => item.metric === 'cls')?.thresholds).toContain('0,1');
  });
});
