import { HTML_LANG, LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { localizePath } from '../../i18n/paths.ts';
import { ownerDayLabel } from '../../lib/owner-format.ts';
import { lastDays, type Overview } from '../../lib/owner-overview.ts';
import type { HealthState } from '../../lib/site-health.ts';
import { formatMetric, type MetricName, type Rating } from '../../lib/vitals/ratings.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';
import { DayBars } from './DayBars.tsx';

export interface OverviewPageProps {
  locale: Locale;
  name: string;
  texts: OwnerMessages['overview'];
  /** Null when the database could not be read. */
  overview: Overview | null;
  health: HealthState | null;
  vitals: { metric: MetricName; p75: number; rating: Rating }[];
}

const CARD = 'rounded-2xl bg-paper p-4 shadow-sm';
const RATING_CLASS: Record<Rating, string> = {
  good: 'text-[#3f5a4c]',
  'needs-improvement': 'text-[#8a5a00]',
  poor: 'text-danger',
};

/** The owner's first page: the last 7 and 30 days in small charts, each with its numbers. */
export function OverviewPage({ locale, name, texts, overview, health, vitals }: OverviewPageProps) {
  const site = getMessages(locale);
  const dayLabels = overview?.days.map((day) => ownerDayLabel(day, locale)) ?? [];
  const bars = (
    caption: string,
    series: { label: string; colour: 'violet' | 'gold'; counts: Overview['subscribed'] }[],
  ) => (
    <DayBars
      caption={caption}
      series={series}
      dayLabels={dayLabels}
      dayHeader={texts.day}
      numbersLabel={texts.numbers}
      totals={series.map((line) => ({
        label: `${line.label} (${texts.periods})`,
        values: [lastDays(line.counts, 7), lastDays(line.counts, 30)],
      }))}
    />
  );

  return (
    <>
      <h1 className="font-display text-3xl text-ink">{format(texts.heading, { name })}</h1>
      <p className="mt-2 text-ink-soft">{texts.intro}</p>
      {!overview && (
        <p role="alert" className="mt-6 rounded-xl bg-violet-50 p-4 text-ink">
          {texts.unavailable}
        </p>
      )}
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {overview &&
          bars(texts.subscribers, [
            { label: texts.joined, colour: 'violet', counts: overview.subscribed },
            { label: texts.left, colour: 'gold', counts: overview.unsubscribed },
          ])}
        {overview &&
          bars(texts.chat, [
            { label: texts.answered, colour: 'violet', counts: overview.chatAnswered },
            { label: texts.unanswered, colour: 'gold', counts: overview.chatUnanswered },
          ])}
        <section aria-labelledby="mail-heading" className={CARD}>
          <h2 id="mail-heading" className="font-semibold text-violet-900">
            {texts.mail}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <div>
              <dt className="text-sm text-ink-soft">{texts.waiting}</dt>
              <dd className="text-2xl font-semibold text-ink tabular-nums">{overview?.mail.waiting ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-soft">{texts.failed}</dt>
              <dd className="text-2xl font-semibold text-ink tabular-nums">{overview?.mail.failed ?? '—'}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="health-heading" className={CARD}>
          <h2 id="health-heading" className="font-semibold text-violet-900">
            {texts.health}
          </h2>
          <p className="mt-2 text-xl font-semibold text-ink">{health ? site.audit.states[health] : '—'}</p>
          <a
            href={localizePath('/audit', locale)}
            className="mt-2 inline-block min-h-11 py-2 text-violet-700 underline"
          >
            {texts.healthLink}
          </a>
        </section>
        <section aria-labelledby="vitals-heading" className={`${CARD} md:col-span-2`}>
          <h2 id="vitals-heading" className="font-semibold text-violet-900">
            {texts.vitals}
          </h2>
          {vitals.length === 0 ? (
            <p className="mt-2 text-ink-soft">{texts.noVitals}</p>
          ) : (
            <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {vitals.map((entry) => (
                <div key={entry.metric}>
                  <dt className="text-sm text-ink-soft">{site.vitals.metricNames[entry.metric]}</dt>
                  <dd className={`font-semibold tabular-nums ${RATING_CLASS[entry.rating]}`}>
                    {formatMetric(entry.metric, entry.p75, HTML_LANG[locale])} · {site.vitals.ratings[entry.rating]}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <a
            href={localizePath('/performance', locale)}
            className="mt-2 inline-block min-h-11 py-2 text-violet-700 underline"
          >
            {texts.vitalsLink}
          </a>
        </section>
        {overview && (
          <CountsCard
            id="quiz-heading"
            heading={texts.quiz}
            empty={texts.noGuides}
            columns={[texts.result, texts.language]}
            periods={[texts.last7, texts.last30]}
            rows={overview.quizGuides.map((row) => ({
              key: `${row.result}-${row.locale}`,
              cells: [texts.quizResults[row.result], LOCALE_NAMES[row.locale]],
              counts: [row.last7, row.last30],
            }))}
          />
        )}
        {overview && (
          <CountsCard
            id="missing-heading"
            heading={texts.missing}
            empty={texts.noMissing}
            columns={[texts.path]}
            periods={[texts.last7, texts.last30]}
            rows={overview.missingPaths.map((row) => ({
              key: row.path,
              cells: [row.path],
              counts: [row.last7, row.last30],
            }))}
          />
        )}
      </div>
    </>
  );
}

/** A card with a table of named rows and their 7- and 30-day counts, or a sentence when there are none. */
function CountsCard({
  id,
  heading,
  empty,
  columns,
  periods,
  rows,
}: {
  id: string;
  heading: string;
  empty: string;
  columns: string[];
  periods: string[];
  rows: { key: string; cells: string[]; counts: number[] }[];
}) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="font-semibold text-violet-900">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-ink-soft">{empty}</p>
      ) : (
        <Table containerClassName="mt-2">
          <TableCaption srOnly>{heading}</TableCaption>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
              {periods.map((period) => (
                <TableHead key={period} align="end">
                  {period}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, index) => (
                  <TableCell key={columns[index]} className="break-all py-2">
                    {cell}
                  </TableCell>
                ))}
                {row.counts.map((value, index) => (
                  <TableCell key={periods[index]} align="end">
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
