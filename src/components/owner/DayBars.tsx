import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';

export interface DayBarsProps {
  /** What is counted, as the chart's heading says it. */
  caption: string;
  /** One or two series over the same days (new and gone, answered and unanswered). */
  series: { label: string; colour: 'violet' | 'gold'; counts: { day: string; count: number }[] }[];
  /** The days' labels as the owner reads them ("27 nov"). */
  dayLabels: string[];
  /** The column headers of the numbers' table. */
  dayHeader: string;
  totals: { label: string; values: number[] }[];
  numbersLabel: string;
}

const WIDTH = 300;
const HEIGHT = 80;
const FILL = { violet: '#5b3fa0', gold: '#c8962c' } as const;

/**
 * Small bars of 30 days, drawn on the server as SVG (no chart script): one bar a day per series,
 * side by side. The numbers are beside it as text (the 7- and 30-day totals) and, for screen
 * readers and anyone who wants them, in a table day by day under a disclosure.
 */
export function DayBars({ caption, series, dayLabels, dayHeader, totals, numbersLabel }: DayBarsProps) {
  const days = series[0]?.counts.length ?? 0;
  const top = Math.max(1, ...series.flatMap((line) => line.counts.map((entry) => entry.count)));
  const slot = WIDTH / Math.max(1, days);
  const bar = (slot * 0.8) / series.length;
  return (
    <figure className="rounded-2xl bg-paper p-4 shadow-sm">
      <figcaption className="font-semibold text-violet-900">{caption}</figcaption>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {totals.map((total) => (
          <div key={total.label} className="flex gap-2">
            <dt className="text-ink-soft">{total.label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{total.values.join(' · ')}</dd>
          </div>
        ))}
      </dl>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 block h-auto w-full" aria-hidden="true" focusable="false">
        {series.flatMap((line, index) =>
          line.counts.map((entry, day) => {
            const height = (entry.count / top) * (HEIGHT - 2);
            return (
              <rect
                key={`${line.label}-${entry.day}`}
                x={day * slot + slot * 0.1 + index * bar}
                y={HEIGHT - height}
                width={bar}
                height={height}
                fill={FILL[line.colour]}
              />
            );
          }),
        )}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-ink-soft" aria-hidden="true">
        {series.map((line) => (
          <li key={line.label} className="flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm" style={{ background: FILL[line.colour] }} />
            {line.label}
          </li>
        ))}
      </ul>
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer py-2 text-violet-700 underline underline-offset-4">
          {numbersLabel}
        </summary>
        <Table>
          <TableCaption srOnly>{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{dayHeader}</TableHead>
              {series.map((line) => (
                <TableHead key={line.label} align="end">
                  {line.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {dayLabels.map((label, day) => (
              <TableRow key={label}>
                <TableHead scope="row">{label}</TableHead>
                {series.map((line) => (
                  <TableCell key={line.label} align="end" className="tabular-nums">
                    {line.counts[day]?.count ?? 0}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
