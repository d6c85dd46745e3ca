import { HTML_LANG, LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { localizePath } from '../../i18n/paths.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
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
  const dayLabel = (day: string) =>
    dateTimeFormat(HTML_LANG[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const dayLabels = overview?.days.map(dayLabel) ?? [];
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
          <section aria-labelledby="quiz-heading" className={CARD}>
            <h2 id="quiz-heading" className="font-semibold text-violet-900">
              {texts.quiz}
            </h2>
            {overview.quizGuides.length === 0 ? (
              <p className="mt-2 text-ink-soft">{texts.noGuides}</p>
            ) : (
              <Table containerClassName="mt-2">
                <TableCaption srOnly>{texts.quiz}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{texts.result}</TableHead>
                    <TableHead>{texts.language}</TableHead>
                    <TableHead align="end">{texts.last7}</TableHead>
                    <TableHead align="end">{texts.last30}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {overview.quizGuides.map((row) => (
                    <TableRow key={`${row.result}-${row.locale}`}>
                      <TableCell className="py-2">{texts.quizResults[row.result]}</TableCell>
                      <TableCell>{LOCALE_NAMES[row.locale]}</TableCell>
                      <TableCell align="end">{row.last7}</TableCell>
                      <TableCell align="end">{row.last30}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </section>
        )}
        {overview && (
          <section aria-labelledby="missing-heading" className={CARD}>
            <h2 id="missing-heading" className="font-semibold text-violet-900">
              {texts.missing}
            </h2>
            {overview.missingPaths.length === 0 ? (
              <p className="mt-2 text-ink-soft">{texts.noMissing}</p>
            ) : (
              <Table containerClassName="mt-2">
                <TableCaption srOnly>{texts.missing}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{texts.path}</TableHead>
                    <TableHead align="end">{texts.last7}</TableHead>
                    <TableHead align="end">{texts.last30}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {overview.missingPaths.map((row) => (
                    <TableRow key={row.path}>
                      <TableCell className="break-all py-2">{row.path}</TableCell>
                      <TableCell align="end">{row.last7}</TableCell>
                      <TableCell align="end">{row.last30}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </section>
        )}
      </div>
    </>
  );
}
