/**
 * The field vitals reporter: measures this page view's LCP, INP, CLS, FCP and TTFB with web-vitals
 * 5's standard build (6 adds single-page-app soft navigations for 0.7 KB more: docs/decisions.md;
 * the element behind LCP, INP and CLS is read here from the metric's own entries, which the
 * attribution build would do for 3 KB more on every page) and FID (the `first-input` entry;
 * web-vitals dropped it; it stays one of the six metrics the site rates), and sends them in one
 * beacon when the page is hidden. Started as the page starts (page-script.ts, an `async` script in
 * the head), so even a visit that ends within a second reports; `subscribe` lets the debug overlay
 * watch the values arrive.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { type BeaconMetric, VITALS_ENDPOINT } from './beacon.ts';
import { type MetricName, rate } from './ratings.ts';

/** Layout Instability API entries (not in TypeScript's DOM library yet). */
interface LayoutShiftAttribution {
  node: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}
interface LayoutShift extends PerformanceEntry {
  value: number;
  sources: LayoutShiftAttribution[];
}

type Listener = (metrics: ReadonlyMap<MetricName, BeaconMetric>) => void;

const measured = new Map<MetricName, BeaconMetric>();
const listeners = new Set<Listener>();
let started = false;
let sent = false;
let restored = false;

/** Calls `listener` now and whenever a metric arrives or changes; returns the unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(measured);
  return () => listeners.delete(listener);
}

/** The connection the browser reports (Network Information API), where it does. */
export function connectionInfo(): { effectiveType?: string; downlink?: number; rtt?: number } {
  const connection = (
    navigator as Navigator & { connection?: { effectiveType?: string; downlink?: number; rtt?: number } }
  ).connection;
  return connection
    ? { effectiveType: connection.effectiveType, downlink: connection.downlink, rtt: connection.rtt }
    : {};
}

function record(metric: MetricName, value: number, details: { id: string; navigationType: string; target?: string }) {
  measured.set(metric, {
    metric,
    value,
    rating: rate(metric, value),
    url: location.pathname,
    timestamp: Date.now(),
    userAgent: navigator.userAgent,
    connection: connectionInfo().effectiveType ?? 'unknown',
    id: details.id,
    navigationType: details.navigationType,
    ...(details.target ? { attribution: { target: details.target.slice(0, 300) } } : {}),
  });
  for (const listener of listeners) listener(measured);
}

/** A short selector for an element: enough to find it, nothing the visitor typed. */
function selectorOf(node: Node | null | undefined): string | undefined {
  if (!(node instanceof Element)) return undefined;
  const id = node.id ? `#${node.id}` : '';
  const classes = [...node.classList]
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join('');
  return `${node.tagName.toLowerCase()}${id}${classes}`;
}

/** The element that moved most in the page view's largest layout shift. */
function largestShiftTarget(entries: readonly LayoutShift[]): string | undefined {
  const largest = entries.reduce<LayoutShift | undefined>(
    (top, entry) => (top === undefined || entry.value > top.value ? entry : top),
    undefined,
  );
  const sources = largest?.sources ?? [];
  const moved = (source: LayoutShiftAttribution) =>
    source.currentRect.width * source.currentRect.height + source.previousRect.width * source.previousRect.height;
  const biggest = [...sources].sort((a, b) => moved(b) - moved(a))[0];
  return selectorOf(biggest?.node);
}

/** First Input Delay from the `first-input` entry: how long the first interaction waited. */
function observeFirstInput() {
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as (PerformanceEventTiming & { target?: Node | null }) | undefined;
    if (!entry) return;
    observer.disconnect();
    record('fid', Math.max(0, entry.processingStart - entry.startTime), {
      id: `fid-${Math.round(entry.startTime)}`,
      navigationType: 'navigate',
      target: selectorOf(entry.target),
    });
  });
  observer.observe({ type: 'first-input', buffered: true });
}

/** The navigation's entry, with Chromium's prerender activation time where there is one. */
function navigationEntry() {
  return (
    performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { activationStart?: number })[]
  )[0];
}

/**
 * A visitor who leaves a slow page right after its first paint leaves before web-vitals reports
 * TTFB (it waits for the page to load) and FCP (its observer's callback has not run yet); both
 * are already in the performance timeline: read them there, as web-vitals itself does. Not for a
 * page restored from the back-forward cache, whose entries are the original visit's.
 */
function recordEarlyMetrics() {
  const navigation = navigationEntry();
  if (restored || !navigation) return;
  const activation = navigation.activationStart ?? 0;
  const details = () => ({
    id: `early-${Date.now()}-${Math.floor(Math.random() * 1e12)}`,
    navigationType: navigation.type.replace(/_/g, '-'),
  });
  if (!measured.has('ttfb') && navigation.responseStart > 0) {
    record('ttfb', Math.max(navigation.responseStart - activation, 0), details());
  }
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  if (!measured.has('fcp') && paint) record('fcp', Math.max(paint.startTime - activation, 0), details());
}

/** Sends the page view's metrics once, as the page is hidden (or left). */
function send() {
  if (sent) return;
  recordEarlyMetrics();
  if (measured.size === 0) return;
  sent = true;
  const body = JSON.stringify([...measured.values()]);
  const queued = navigator.sendBeacon?.(VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }));
  if (!queued) {
    fetch(VITALS_ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => {
      // The page is going away; a lost measurement is not worth more than that.
    });
  }
}

/** Observes one metric; a browser that cannot (an old engine) costs a warning, nothing else. */
function observe(name: string, start: () => void) {
  try {
    start();
  } catch (error) {
    console.warn(`Web Vitals: ${name} cannot be measured in this browser`, error);
  }
}

export function startReporter(): void {
  if (started) return;
  started = true;
  // Every change is recorded (the overlay shows values as they move); the beacon carries the last.
  const live = { reportAllChanges: true };
  observe('LCP', () =>
    onLCP(
      (metric) => record('lcp', metric.value, { ...metric, target: selectorOf(metric.entries.at(-1)?.element) }),
      live,
    ),
  );
  observe('INP', () =>
    onINP((metric) => record('inp', metric.value, { ...metric, target: selectorOf(metric.entries[0]?.target) }), live),
  );
  observe('CLS', () =>
    onCLS((metric) => record('cls', metric.value, { ...metric, target: largestShiftTarget(metric.entries) }), live),
  );
  observe('FCP', () => onFCP((metric) => record('fcp', metric.value, metric)));
  observe('TTFB', () => onTTFB((metric) => record('ttfb', metric.value, metric)));
  observe('FID', observeFirstInput);
  // Leaving a page fires pagehide, then visibilitychange; web-vitals reads the page's last LCP
  // and CLS entries on the latter, so the beacon goes then. pagehide sends only for a page already
  // hidden (a background tab closed), where no visibilitychange follows.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // A page restored from the back-forward cache is a new page view with its own measurements.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    sent = false;
    restored = true;
    measured.clear();
  });
}
