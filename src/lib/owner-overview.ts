/**
 * The owner's overview as the server gathers it (src/server/admin/overview.ts) and the page shows
 * it (src/components/owner/OverviewPage.tsx): 30 days, day by day, in the owner's time zone.
 */
import type { Locale } from '../i18n/locales.ts';
import { OWNER_TIME_ZONE } from './owner-format.ts';
import type { QuizResult } from './quiz/results.ts';

export const OVERVIEW_DAYS = 30;

/** One day's counts of a series. */
export interface DayCount {
  /** YYYY-MM-DD, in the owner's time zone. */
  day: string;
  count: number;
}

export interface Overview {
  /** The 30 days, oldest first. */
  days: string[];
  subscribed: DayCount[];
  unsubscribed: DayCount[];
  quizGuides: { result: QuizResult; locale: Locale; last7: number; last30: number }[];
  chatAnswered: DayCount[];
  chatUnanswered: DayCount[];
  missingPaths: { path: string; last7: number; last30: number }[];
  mail: { waiting: number; failed: number };
}

/** The 30 days ending today in the owner's time zone, oldest first. */
export function overviewDays(now = new Date()): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: OWNER_TIME_ZONE }).format(now);
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: OVERVIEW_DAYS }, (_, index) =>
    new Date(end - (OVERVIEW_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The sum of a series' last `days` days. */
export function lastDays(series: DayCount[], days: number): number {
  return series.slice(-days).reduce((sum, entry) => sum + entry.count, 0);
}
