import type { HealthState } from '../../lib/site-health.ts';
import type { FindingText } from '../../lib/site-health-text.ts';
import type { AuditCheck, AuditPageProps } from '../../site/view-models/pages.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';
import { PageShell } from './PageShell.tsx';

const BADGE: Record<HealthState, string> = {
  green: 'bg-sage-700 text-paper',
  amber: 'bg-gold-100 text-ink ring-1 ring-gold-500',
  red: 'bg-danger text-paper',
};
const MARK: Record<HealthState, string> = { green: '✓', amber: '!', red: '✗' };

function StateBadge({ state, label }: { state: HealthState; label: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[state]}`}
    >
      <span aria-hidden="true">{MARK[state]}</span>
      {label}
    </span>
  );
}

function Finding({ finding }: { finding: FindingText }) {
  return (
    <li className="[overflow-wrap:anywhere]">
      {finding.page && (
        <a href={finding.page} className="font-medium text-violet-700 underline-offset-2 hover:underline">
          {finding.page}
        </a>
      )}
      {finding.entry && <span className="font-medium">{finding.entry}</span>}
      {(finding.page || finding.entry) && ': '}
      {finding.what}
      {finding.quote && (
        <>
          {' '}
          <q lang={finding.quote.lang} className="italic">
            {finding.quote.text}
          </q>
        </>
      )}
    </li>
  );
}

function Check({ check }: { check: AuditCheck }) {
  return (
    <li className="rounded-[var(--radius-card)] bg-paper p-5 shadow-soft">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`check-${check.id}`} className="text-lg font-semibold text-violet-900">
          {check.name}
        </h3>
        <StateBadge state={check.state} label={check.stateLabel} />
      </div>
      <p className="mt-1 text-sm font-medium text-ink">{check.count}</p>
      <p className="mt-2 text-sm text-ink-soft">{check.explain}</p>
      {check.findings.length > 0 && (
        <details className="mt-3 text-sm" open={check.state === 'red'}>
          <summary className="cursor-pointer font-medium text-violet-700">{check.count}</summary>
          <ul className="mt-2 list-disc space-y-1.5 ps-5">
            {check.findings.map((finding, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: findings are a fixed list rendered once
              <Finding key={index} finding={finding} />
            ))}
          </ul>
          {check.more && <p className="mt-2 text-ink-soft">{check.more}</p>}
        </details>
      )}
    </li>
  );
}

/** Site health: the last build's report, check by check, readable on a phone. */
export function AuditPage({ title, intro, report }: AuditPageProps) {
  if ('noReport' in report) {
    return (
      <PageShell title={title} intro={intro}>
        <p>{report.noReport}</p>
      </PageShell>
    );
  }
  const { languages } = report;
  return (
    <PageShell title={title} intro={intro}>
      <div className="max-w-3xl space-y-12">
        <div className="space-y-2">
          <p>
            <StateBadge state={report.overall.state} label={report.overall.text} />
          </p>
          <p className="text-sm text-ink-soft">
            {report.builtAt} {report.comparedWith}
          </p>
        </div>
        <section aria-labelledby="audit-languages">
          <h2 id="audit-languages" className="text-2xl font-semibold text-violet-900">
            {languages.heading}
          </h2>
          <Table containerClassName="mt-4">
            <TableCaption srOnly>{languages.heading}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead className="py-2">{languages.columns.language}</TableHead>
                <TableHead align="end" className="py-2">
                  {languages.columns.pages}
                </TableHead>
                <TableHead align="end" className="py-2">
                  {languages.columns.translated}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {languages.rows.map((row) => (
                <TableRow key={row.name}>
                  <TableHead scope="row" className="py-2 font-normal">
                    {row.name}
                  </TableHead>
                  <TableCell align="end" className="py-2 tabular-nums">
                    {row.pages}
                  </TableCell>
                  <TableCell align="end" className="py-2 tabular-nums">
                    {row.translated}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
        <section aria-labelledby="audit-checks">
          <h2 id="audit-checks" className="text-2xl font-semibold text-violet-900">
            {report.checksHeading}
          </h2>
          <ul className="mt-4 space-y-4">
            {report.checks.map((check) => (
              <Check key={check.id} check={check} />
            ))}
          </ul>
          <p className="mt-6 text-sm text-ink-soft">{report.detector}</p>
        </section>
      </div>
    </PageShell>
  );
}
