/**
 * The /performance page's view model (rendered per request): the field vitals report made
 * readable in one language. Pure: it takes the report (or null when it cannot be read).
 */

import { HTML_LANG, LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages, plural } from '../../i18n/messages/index.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import { FEW_SAMPLES, formatMetric, METRICS, type MetricName, THRESHOLDS } from '../../lib/vitals/ratings.ts';
import type { VitalsReport } from '../../server/vitals/report.ts';
import type { MetricCard, PerformancePageProps, TrendChartProps } from '../view-models/vitals.ts';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export function performanceView(locale: Locale, report: VitalsReport | null): PerformancePageProps {
  const t = getMessages(locale).vitals;
  const lang = HTML_LANG[locale];
  const value = (metric: MetricName, number: number) => formatMetric(metric, number, lang);
  const state = report === null ? 'unavailable' : report.samples === 0 ? 'empty' : 'ready';

  const cards: MetricCard[] = (report?.metrics ?? []).map((metric) => {
    const total = metric.samples;
    const split = {
      good: percent(metric.split.good, total),
      needsImprovement: percent(metric.split['needs-improvement'], total),
      poor: percent(metric.split.poor, total),
    };
    return {
      metric: metric.metric,
      name: t.metricNames[metric.metric],
      value: metric.p75 === null ? null : value(metric.metric, metric.p75),
      rating: metric.rating ?? undefined,
      ratingLabel: metric.rating ? t.ratings[metric.rating] : undefined,
      samples: plural(locale, t.samples, total),
      few: total > 0 && total < FEW_SAMPLES,
      split,
      splitLabel: format(t.splitLabel, {
        good: `${split.good}%`,
        needsImprovement: `${split.needsImprovement}%`,
        poor: `${split.poor}%`,
      }),
    };
  });

  const charts: TrendChartProps[] = (report?.metrics ?? [])
    .filter((metric) => metric.trend.length > 0)
    .map((metric) => ({
      metric: metric.metric,
      caption: format(t.trendCaption, { metric: t.metricNames[metric.metric] }),
      dayLabel: t.day,
      valueLabel: t.p75,
      thresholds: THRESHOLDS[metric.metric],
      thresholdLabels: { good: t.ratings.good, poor: t.ratings.poor },
      days: report?.days ?? 28,
      generatedAt: report?.generatedAt ?? new Date().toISOString(),
      points: metric.trend.map((point) => ({
        day: point.day,
        dayText: dateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
          new Date(`${point.day}T00:00:00Z`),
        ),
        value: point.p75,
        valueText: value(metric.metric, point.p75),
        samplesText: plural(locale, t.samples, point.samples),
      })),
    }));

  return {
    title: getMessages(locale).pageNames.performance,
    intro: t.intro,
    privacy: t.privacy,
    state,
    message:
      state === 'unavailable'
        ? { heading: t.summaryHeading, text: t.unavailable }
        : state === 'empty'
          ? { heading: t.emptyHeading, text: t.emptyText }
          : undefined,
    summary: {
      heading: t.summaryHeading,
      intro: t.summaryIntro,
      p75: t.p75,
      noValue: t.noValue,
      few: t.fewSamples,
      cards,
    },
    trend: { heading: t.trendHeading, intro: t.trendIntro, charts },
    groups: {
      heading: t.groupsHeading,
      intro: t.groupsIntro,
      headers: { pageGroup: t.pageGroup, device: t.device, language: t.language },
      metrics: METRICS.map((metric) => ({ metric, label: metric.toUpperCase(), name: t.metricNames[metric] })),
      few: t.fewSamples,
      rows: (report?.groups ?? []).map((group) => ({
        key: `${group.pageGroup}-${group.device}-${group.locale}`,
        pageGroup: t.groups[group.pageGroup as keyof typeof t.groups] ?? group.pageGroup,
        device: t.devices[group.device as keyof typeof t.devices] ?? group.device,
        language: LOCALE_NAMES[group.locale as Locale] ?? group.locale,
        samples: plural(locale, t.samples, group.samples),
        few: group.samples < FEW_SAMPLES,
        cells: METRICS.map((metric) => {
          const cell = group.p75[metric];
          return cell
            ? { metric, value: value(metric, cell.value), rating: cell.rating, ratingLabel: t.ratings[cell.rating] }
            : { metric };
        }),
      })),
    },
    explain: {
      heading: t.explainHeading,
      items: METRICS.map((metric) => ({
        metric,
        name: t.metricNames[metric],
        text: t.explain[metric],
        thresholds: format(t.thresholdsText, {
          good: value(metric, THRESHOLDS[metric].good),
          poor: value(metric, THRESHOLDS[metric].poor),
        }),
      })),
      fidReplaced: t.fidReplaced,
    },
  };
}
