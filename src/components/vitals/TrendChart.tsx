import type { TrendChartProps } from '../../site/view-models/vitals.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 12, right: 12, bottom: 12, left: 12 };
const DAY_MS = 86_400_000;
const LINE_COLOURS = { good: '#3f5a4c', poor: '#a3262a' } as const;
/** Words on the chart are page text beside the drawing, so they keep their size on a phone. */
const label = 'pointer-events-none absolute end-0 rounded bg-paper/85 px-1 text-xs text-ink-soft';

/**
 * A day-by-day line of one metric's 75th percentile, drawn on the server as SVG (no chart script),
 * with the good and poor thresholds dashed. The words on it (the thresholds' names, the first and
 * last day) are HTML over and under the drawing, at the page's small text size however narrow the
 * screen: the drawing scales, they do not. The poor threshold's name sits above its line and the
 * good one's below its own, so the two never meet. The figure's data is also a table, read by
 * screen readers (the drawing and its words are hidden from them).
 */
export function TrendChart(props: TrendChartProps) {
  const { points, thresholds, days } = props;
  const end = Date.parse(`${props.generatedAt.slice(0, 10)}T00:00:00Z`);
  const top = Math.max(thresholds.poor * 1.25, ...points.map((point) => point.value * 1.1));
  const x = (day: string) => {
    const index = days - 1 - Math.round((end - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
    return PAD.left + (Math.max(0, index) / Math.max(1, days - 1)) * (WIDTH - PAD.left - PAD.right);
  };
  const y = (value: number) => PAD.top + (1 - Math.min(value, top) / top) * (HEIGHT - PAD.top - PAD.bottom);
  const percentDown = (value: number) => `${((y(value) / HEIGHT) * 100).toFixed(2)}%`;
  const line = points.map((point) => `${x(point.day).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure className="rounded-[var(--radius-card)] bg-paper p-5 shadow-soft" data-trend={props.metric}>
      <figcaption className="font-semibold text-violet-900">{props.caption}</figcaption>
      <div className="relative mt-3" aria-hidden="true">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full" aria-hidden="true" focusable="false">
          {(['good', 'poor'] as const).map((level) => (
            <line
              key={level}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(thresholds[level])}
              y2={y(thresholds[level])}
              stroke={LINE_COLOURS[level]}
              strokeDasharray={level === 'good' ? '6 5' : '2 4'}
              strokeWidth="1.2"
            />
          ))}
          <polyline points={line} fill="none" stroke="#4b3a7a" strokeWidth="2.5" strokeLinejoin="round" />
          {points.map((point) => (
            <circle key={point.day} cx={x(point.day)} cy={y(point.value)} r="3.5" fill="#4b3a7a" />
          ))}
        </svg>
        <span data-chart-label className={`${label} -translate-y-full`} style={{ top: percentDown(thresholds.poor) }}>
          {props.thresholdLabels.poor}
        </span>
        {/* Below its line, and inside the drawing when the line runs near its foot. */}
        <span data-chart-label className={label} style={{ top: `min(${percentDown(thresholds.good)}, 100% - 1rem)` }}>
          {props.thresholdLabels.good}
        </span>
      </div>
      {first && (
        <p className="mt-1 flex justify-between gap-4 text-xs text-ink-soft" aria-hidden="true">
          <span data-chart-label>{first.dayText}</span>
          {last && last !== first && <span data-chart-label>{last.dayText}</span>}
        </p>
      )}
      <Table srOnly>
        <TableCaption>{props.caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{props.dayLabel}</TableHead>
            <TableHead>{props.valueLabel}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {points.map((point) => (
            <TableRow key={point.day}>
              <TableHead scope="row">
                <time dateTime={point.day}>{point.dayText}</time>
              </TableHead>
              <TableCell>
                {point.valueText} ({point.samplesText})
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </figure>
  );
}
