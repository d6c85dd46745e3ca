import type { MetricName, Rating } from '../../lib/vitals/ratings.ts';
import { PageShell } from '../page/PageShell.tsx';
import { RatingBadge } from './RatingBadge.tsx';
import { TrendChart, type TrendChartProps } from './TrendChart.tsx';

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

interface GroupRow {
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

const h2 = 'text-2xl font-semibold text-violet-900 sm:text-3xl';

function SplitBar({ split, label }: { split: MetricCard['split']; label: string }) {
  return (
    <div className="mt-3">
      <div className="flex h-2.5 overflow-hidden rounded-full bg-violet-100" role="img" aria-label={label}>
        <span className="bg-[#3f7a52]" style={{ width: `${split.good}%` }} />
        <span className="bg-gold-500" style={{ width: `${split.needsImprovement}%` }} />
        <span className="bg-danger" style={{ width: `${split.poor}%` }} />
      </div>
      <p className="mt-1 text-xs text-ink-soft">{label}</p>
    </div>
  );
}

/** Field Web Vitals in the open: p75 per metric, the split, a daily trend, groups, and what it all means. */
export function PerformancePage(page: PerformancePageProps) {
  const { summary, trend, groups, explain } = page;
  return (
    <PageShell title={page.title} intro={page.intro}>
      <p className="max-w-3xl text-sm text-ink-soft">{page.privacy}</p>

      {page.message && (
        <section aria-labelledby="vitals-state" className="mt-10 max-w-3xl rounded-[var(--radius-card)] bg-sand p-6">
          <h2 id="vitals-state" className={h2}>
            {page.message.heading}
          </h2>
          <p className="mt-3 text-ink-soft" role={page.state === 'unavailable' ? 'alert' : undefined}>
            {page.message.text}
          </p>
        </section>
      )}

      {page.state === 'ready' && (
        <>
          <section aria-labelledby="vitals-summary" className="mt-12">
            <h2 id="vitals-summary" className={h2}>
              {summary.heading}
            </h2>
            <p className="mt-2 max-w-3xl text-ink-soft">{summary.intro}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {summary.cards.map((card) => (
                <li
                  key={card.metric}
                  className="rounded-[var(--radius-card)] bg-paper p-5 shadow-soft"
                  data-metric={card.metric}
                >
                  <h3 className="font-body text-sm font-semibold text-ink-soft">
                    <abbr title={card.name} className="uppercase no-underline">
                      {card.metric}
                    </abbr>{' '}
                    · {card.name}
                  </h3>
                  {card.value !== null && card.rating && card.ratingLabel ? (
                    <>
                      <p className="mt-2 flex flex-wrap items-baseline gap-3">
                        <span className="font-display text-3xl font-semibold text-violet-900">{card.value}</span>
                        <RatingBadge rating={card.rating} label={card.ratingLabel} />
                      </p>
                      <p className="text-xs text-ink-soft">
                        {summary.p75} · {card.samples}
                        {card.few && <> · {summary.few}</>}
                      </p>
                      <SplitBar split={card.split} label={card.splitLabel} />
                    </>
                  ) : (
                    <p className="mt-2 text-ink-soft">{summary.noValue}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="vitals-trend" className="mt-14">
            <h2 id="vitals-trend" className={h2}>
              {trend.heading}
            </h2>
            <p className="mt-2 max-w-3xl text-ink-soft">{trend.intro}</p>
            <div className="mt-6 grid gap-4 lg:grid-cols-2">
              {trend.charts.map((chart) => (
                <TrendChart key={chart.metric} {...chart} />
              ))}
            </div>
          </section>

          <section className="mt-14">
            <h2 id="vitals-groups" className={h2}>
              {groups.heading}
            </h2>
            <p className="mt-2 max-w-3xl text-ink-soft">{groups.intro}</p>
            <section
              className="mt-6 overflow-x-auto rounded-[var(--radius-card)] bg-paper shadow-soft"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the wide table scrolls sideways on a phone; a keyboard must scroll it too
              tabIndex={0}
              aria-labelledby="vitals-groups"
            >
              <table className="w-full min-w-[44rem] text-start text-sm">
                <thead>
                  <tr className="border-b border-violet-100">
                    <th scope="col" className="p-3 text-start">
                      {groups.headers.pageGroup}
                    </th>
                    <th scope="col" className="p-3 text-start">
                      {groups.headers.device}
                    </th>
                    <th scope="col" className="p-3 text-start">
                      {groups.headers.language}
                    </th>
                    {groups.metrics.map((metric) => (
                      <th key={metric.metric} scope="col" className="p-3 text-start">
                        <abbr title={metric.name} className="no-underline">
                          {metric.label}
                        </abbr>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {groups.rows.map((row) => (
                    <tr key={row.key} className="border-b border-violet-100 last:border-0">
                      <th scope="row" className="p-3 text-start font-semibold">
                        {row.pageGroup}
                        <span className="block text-xs font-normal text-ink-soft">
                          {row.samples}
                          {row.few && <> · {groups.few}</>}
                        </span>
                      </th>
                      <td className="p-3">{row.device}</td>
                      <td className="p-3">{row.language}</td>
                      {row.cells.map((cell) => (
                        <td key={cell.metric} className="p-3 whitespace-nowrap">
                          {cell.value && cell.rating && cell.ratingLabel ? (
                            <>
                              <span className="tabular-nums">{cell.value}</span>{' '}
                              <RatingBadge rating={cell.rating} label={cell.ratingLabel} />
                            </>
                          ) : (
                            <span className="text-ink-soft">–</span>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </section>
        </>
      )}

      <section aria-labelledby="vitals-explain" className="mt-14 max-w-3xl">
        <h2 id="vitals-explain" className={h2}>
          {explain.heading}
        </h2>
        <dl className="mt-6 space-y-5">
          {explain.items.map((item) => (
            <div key={item.metric}>
              <dt className="font-semibold text-violet-900">
                {item.name} (<abbr className="no-underline">{item.metric.toUpperCase()}</abbr>)
              </dt>
              <dd className="mt-1 text-ink-soft">
                {item.text} {item.thresholds}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 border-s-4 border-gold-300 ps-4 text-sm text-ink-soft">{explain.fidReplaced}</p>
      </section>
    </PageShell>
  );
}
