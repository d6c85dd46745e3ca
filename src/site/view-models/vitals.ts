/** The /performance page's view model: field Web Vitals made readable in one language. */
import type { MetricName, Rating } from '../../lib/vitals/ratings.ts';

/** One metric's summary: its p75, rating, how many measurements and how they split. */
export interface MetricCard {
  metric: MetricName;
  name: string;
  value: string | null;
  rating?: Rating;
  ratingLabel?: string;
  samples: string;
  few: boolean;
  split: { good: number; needsImprovement: number; poor: number };
  splitLabel: string;
}

/** One metric's daily p75, ready to draw: values and their texts in the page's language. */
export interface TrendChartProps {
  metric: MetricName;
  caption: string;
  dayLabel: string;
  valueLabel: string;
  thresholds: { good: number; poor: number };
  thresholdLabels: { good: string; poor: string };
  /** The window's length, so days without data leave their gap. */
  days: number;
  /** The end of the window (the report's time). */
  generatedAt: string;
  points: { day: string; dayText: string; value: number; valueText: string; samplesText: string }[];
}

/** A page group × device × language row of the groups table. */
export interface GroupRow {
  key: string;
  pageGroup: string;
  device: string;
  language: string;
  samples: string;
  few: boolean;
  cells: { metric: MetricName; value?: string; rating?: Rating; ratingLabel?: string }[];
}

/** The /performance page's view model (site/views/performance.ts). */
export interface PerformancePageProps {
  title: string;
  intro: string;
  privacy: string;
  state: 'ready' | 'empty' | 'unavailable';
  message?: { heading: string; text: string };
  summary: { heading: string; intro: string; p75: string; noValue: string; few: string; cards: MetricCard[] };
  trend: { heading: string; intro: string; charts: TrendChartProps[] };
  groups: {
    heading: string;
    intro: string;
    headers: { pageGroup: string; device: string; language: string };
    metrics: { metric: MetricName; label: string; name: string }[];
    few: string;
    rows: GroupRow[];
  };
  explain: {
    heading: string;
    items: { metric: MetricName; name: string; text: string; thresholds: string }[];
    fidReplaced: string;
  };
}
