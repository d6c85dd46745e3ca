import { useEffect, useId, useRef, useState } from 'react';
import type { Messages } from '../../i18n/messages/index.ts';
import { numberFormat } from '../../lib/intl.ts';
import type { BeaconMetric } from '../../lib/vitals/beacon.ts';
import { formatMetric, METRICS, type MetricName, overallScore } from '../../lib/vitals/ratings.ts';
import { connectionInfo, subscribe } from '../../lib/vitals/reporter.ts';
import { RatingBadge } from './RatingBadge.tsx';

/** The overlay's texts in one language (`/vitals-overlay.json`). */
export interface OverlayLabels {
  /** The page's language tag, for number formats. */
  lang: string;
  texts: Messages['vitals']['overlay'];
  metricNames: Messages['vitals']['metricNames'];
  ratings: Messages['vitals']['ratings'];
}

/** Metrics whose attribution names a cause (the LCP element, the interaction's target, the shift). */
const WITH_CAUSE: readonly MetricName[] = ['lcp', 'inp', 'cls', 'fid'];

/**
 * The `?debug=performance` overlay: a floating score (the mean of the rating scores measured so far)
 * that opens a panel with each metric's value, rating and cause, and the connection. Updates live.
 * The panel is a labelled dialog; Escape or its close button return to the score button.
 */
export default function PerformanceOverlay({ labels }: { labels: OverlayLabels }) {
  const { texts } = labels;
  const [metrics, setMetrics] = useState<ReadonlyMap<MetricName, BeaconMetric>>(new Map());
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => subscribe((latest) => setMetrics(new Map(latest))), []);
  useEffect(() => {
    if (open) titleRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const score = overallScore([...metrics.values()].map((metric) => metric.rating));
  const connection = connectionInfo();
  const number = (value: number, unit: string) =>
    `${numberFormat(labels.lang, { maximumFractionDigits: 1 }).format(value)} ${unit}`;

  return (
    // The bottom-start corner: the chat launcher has the other one.
    <div className="fixed start-4 bottom-4 z-50 flex flex-col items-start gap-3 font-body text-sm">
      {/* Rendered from the start and shown by the tap: rendered at the tap, it kept a slow phone's
          tap from painting for up to 350 ms (npm run bench:taps). */}
      <section
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        hidden={!open}
        className="max-h-[80dvh] w-[min(24rem,calc(100vw-2rem))] overflow-auto rounded-[var(--radius-card)] bg-paper p-5 text-ink shadow-soft ring-1 ring-violet-100"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-lg font-semibold text-violet-900">
            {texts.title}
          </h2>
          <button
            type="button"
            onClick={close}
            className="rounded-full px-3 py-1 font-semibold text-violet-700 underline underline-offset-4 hover:text-violet-900"
          >
            {texts.close}
          </button>
        </div>
        <p className="mt-1">
          {texts.score}: <strong>{score ?? texts.waiting}</strong>
        </p>
        <dl className="mt-4 divide-y divide-violet-100">
          {METRICS.map((name) => {
            const metric = metrics.get(name);
            return (
              <div key={name} className="py-2" data-metric={name}>
                <dt className="flex items-center justify-between gap-3">
                  <abbr title={labels.metricNames[name]} className="font-semibold uppercase no-underline">
                    {name}
                  </abbr>
                  {metric ? (
                    <span className="flex items-center gap-2">
                      <span className="tabular-nums">{formatMetric(name, metric.value, labels.lang)}</span>
                      <RatingBadge rating={metric.rating} label={labels.ratings[metric.rating]} />
                    </span>
                  ) : (
                    <span className="text-ink-soft">{texts.waiting}</span>
                  )}
                </dt>
                <dd className="text-xs text-ink-soft">
                  {labels.metricNames[name]}
                  {metric?.attribution?.target && WITH_CAUSE.includes(name) && (
                    <>
                      {' · '}
                      {texts.cause}: <code className="break-all">{metric.attribution.target}</code>
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-violet-100 pt-3 text-xs">
          <dt className="font-semibold">{texts.connection}</dt>
          <dd>{connection.effectiveType ?? texts.notReported}</dd>
          <dt className="font-semibold">{texts.downlink}</dt>
          <dd>{connection.downlink === undefined ? texts.notReported : number(connection.downlink, 'Mbps')}</dd>
          <dt className="font-semibold">{texts.rtt}</dt>
          <dd>{connection.rtt === undefined ? texts.notReported : number(connection.rtt, 'ms')}</dd>
        </dl>
      </section>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={score === null ? texts.measuring : texts.button.replace('{score}', String(score))}
        onClick={() => (open ? close() : setOpen(true))}
        className="flex size-14 items-center justify-center rounded-full bg-violet-900 text-lg font-semibold text-paper shadow-soft ring-2 ring-gold-300 hover:bg-violet-700"
      >
        {score ?? '…'}
      </button>
    </div>
  );
}
