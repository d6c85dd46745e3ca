import type { MetricCard, PerformancePageProps } from '../../site/view-models/vitals.ts';
import { PageShell } from '../page/PageShell.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';
import { RatingBadge } from './RatingBadge.tsx';
import { TrendChart } from './TrendChart.tsx';

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
            <Table
              containerClassName="mt-6 rounded-[var(--radius-card)] bg-paper shadow-soft"
              scrollRegionLabelledBy="vitals-groups"
              className="min-w-[44rem]"
            >
              <TableCaption srOnly>{groups.heading}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead className="p-3">{groups.headers.pageGroup}</TableHead>
                  <TableHead className="p-3">{groups.headers.device}</TableHead>
                  <TableHead className="p-3">{groups.headers.language}</TableHead>
                  {groups.metrics.map((metric) => (
                    <TableHead key={metric.metric} className="p-3">
                      <abbr title={metric.name} className="no-underline">
                        {metric.label}
                      </abbr>
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {groups.rows.map((row) => (
                  <TableRow key={row.key} className="last:border-0">
                    <TableHead scope="row" className="p-3 font-semibold">
                      {row.pageGroup}
                      <span className="block text-xs font-normal text-ink-soft">
                        {row.samples}
                        {row.few && <> · {groups.few}</>}
                      </span>
                    </TableHead>
                    <TableCell className="p-3">{row.device}</TableCell>
                    <TableCell className="p-3">{row.language}</TableCell>
                    {row.cells.map((cell) => (
                      <TableCell key={cell.metric} className="p-3 whitespace-nowrap">
                        {cell.value && cell.rating && cell.ratingLabel ? (
                          <>
                            <span className="tabular-nums">{cell.value}</span>{' '}
                            <RatingBadge rating={cell.rating} label={cell.ratingLabel} />
                          </>
                        ) : (
                          <span className="text-ink-soft">–</span>
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
