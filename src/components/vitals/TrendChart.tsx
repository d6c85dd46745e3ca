import type { MetricName } from '../../lib/vitals/ratings.ts';

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

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 12, right: 12, bottom: 24, left: 12 };
const DAY_MS = 86_400_000;

/**
 * A day-by-day line of one metric's 75th percentile, drawn on the server as SVG (no chart script),
 * with the good and poor thresholds dashed. The figure's data is also a table, read by screen
 * readers (the drawing is hidden from them).
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
  const line = points.map((point) => `${x(point.day).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure className="rounded-[var(--radius-card)] bg-paper p-5 shadow-soft" data-trend={props.metric}>
      <figcaption className="font-semibold text-violet-900">{props.caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full" aria-hidden="true" focusable="false">
        {(['good', 'poor'] as const).map((level) => (
          <g key={level}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(thresholds[level])}
              y2={y(thresholds[level])}
              stroke={level === 'good' ? '#3f5a4c' : '#a3262a'}
              strokeDasharray="6 5"
              strokeWidth="1.2"
            />
            <text x={WIDTH - PAD.right} y={y(thresholds[level]) - 4} textAnchor="end" fontSize="12" fill="#4a4360">
              {props.thresholdLabels[level]}
            </text>
          </g>
        ))}
        <polyline points={line} fill="none" stroke="#4b3a7a" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((point) => (
          <circle key={point.day} cx={x(point.day)} cy={y(point.value)} r="3.5" fill="#4b3a7a" />
        ))}
        {first && (
          <text x={PAD.left} y={HEIGHT - 6} fontSize="12" fill="#4a4360">
            {first.dayText}
          </text>
        )}
        {last && last !== first && (
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="12" fill="#4a4360">
            {last.dayText}
          </text>
        )}
      </svg>
      <table className="sr-only">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.dayLabel}</th>
            <th scope="col">{props.valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">
                <time dateTime={point.day}>{point.dayText}</time>
              </th>
              <td>
                {point.valueText} ({point.samplesText})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
