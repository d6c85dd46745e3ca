/** Printing the benchmark's tables and checking its targets. */
import { CATEGORIES, type Category, type PageSummary } from './lighthouse.ts';

/** The targets the site aims at. Misses are reported, never turned into a failing exit code. */
export const TARGETS = {
  /** Every category at 100. */
  categoryScore: 100,
  /** Largest Contentful Paint at most this, in ms (mobile, simulated throttling), by page kind. */
  lcpMs: { post: 1000, home: 1200, page: 1200 },
  /** First Contentful Paint at most this, in ms. */
  fcpMs: 700,
  /** No layout shift: CLS must round to 0.000 (below 0.0005). */
  clsBelow: 0.0005,
  /** Everything an article transfers during its load, in KiB (the page-weight budget of site health). */
  postKiB: 180,
  /**
   * JavaScript before interaction, script files and inline scripts (compressed KiB): the page
   * script (~4, with the vitals reporter) and, once the browser is idle, React with the islands in
   * view (~60), so that they answer the first tap (the script budget of site health).
   */
  scriptKiB: 80,
} as const;

export interface TargetCheck {
  target: string;
  pass: boolean;
  /** The figure per page, as printed. */
  values: Record<string, string>;
}

const fmt = (value: number | null, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));
const kibText = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function pad(text: string, width: number) {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function shorten(text: string, max: number) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The table printed after each page. */
export function pageTable(page: PageSummary): string {
  const { scores, metrics, transfer, lcpElement } = page;
  const rows: [string, string][] = [
    ['performance', fmt(scores.performance)],
    ['accessibility', fmt(scores.accessibility)],
    ['best-practices', fmt(scores['best-practices'])],
    ['seo', fmt(scores.seo)],
    ['LCP', `${fmt(metrics.lcpMs)} ms`],
    ['TBT', `${fmt(metrics.tbtMs)} ms`],
    ['CLS', fmt(metrics.cls, 3)],
    ['FCP', `${fmt(metrics.fcpMs)} ms`],
    ['Speed Index', `${fmt(metrics.speedIndexMs)} ms`],
    [
      'HTML',
      page.document
        ? `${kibText(page.document.bytes)}, last byte at ${page.document.lastByteMs} ms (network alone)`
        : 'n/a',
    ],
    ['transferred', `${transfer.totalKiB.toFixed(1)} KiB in ${transfer.requests} requests`],
    ['JavaScript', `${transfer.scriptKiB.toFixed(1)} KiB in ${transfer.scriptRequests} scripts`],
    ['LCP element', lcpElement ? shorten(lcpElement.selector ?? lcpElement.label ?? '?', 100) : 'n/a'],
  ];
  if (lcpElement?.snippet) rows.push(['LCP snippet', shorten(lcpElement.snippet, 100)]);
  if (page.lcpBreakdown.length > 0) {
    rows.push(['LCP breakdown', page.lcpBreakdown.map((part) => `${part.part} ${part.ms} ms`).join(', ')]);
  }
  const keyWidth = Math.max(...rows.map(([key]) => key.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  const line = `+${'-'.repeat(keyWidth + 2)}+${'-'.repeat(valueWidth + 2)}+`;
  const { benchmarkIndex, loadAverage, cpus } = page.host;
  const title = `${page.name}  ${page.finalUrl}  (CPU benchmark index ${fmt(benchmarkIndex)}, load ${loadAverage.toFixed(1)} on ${cpus} cores)`;
  return [
    title,
    line,
    ...rows.map(([key, value]) => `| ${pad(key, keyWidth)} | ${pad(value, valueWidth)} |`),
    line,
  ].join('\n');
}

/** The audits that cost points, grouped by category, with up to `maxItems` of what each names. */
export function failingAuditsText(page: PageSummary, maxItems = 5): string {
  if (page.failingAudits.length === 0) return `${page.name}: no failing audits`;
  const lines = [`${page.name}: failing audits`];
  for (const category of CATEGORIES) {
    const audits = page.failingAudits.filter((audit) => audit.category === category);
    if (audits.length === 0) continue;
    lines.push(`  ${category}`);
    for (const audit of audits) {
      const score = audit.score === null ? '' : ` score ${audit.score}`;
      const value = audit.displayValue ? ` (${shorten(audit.displayValue, 80)})` : '';
      const weight = audit.weight > 0 ? ` weight ${audit.weight}` : '';
      lines.push(`    - ${audit.id}: ${audit.title}${value}${score}${weight}`);
      for (const item of audit.items.slice(0, maxItems)) lines.push(`        · ${shorten(item, 160)}`);
      if (audit.items.length > maxItems) lines.push(`        · … ${audit.items.length - maxItems} more`);
    }
  }
  return lines.join('\n');
}

/**
 * A warning when the machine was too busy for the CPU-bound figures (TBT, and LCP/FCP through the
 * simulation's CPU time) to be trusted: they scale with how slow the host's main thread was.
 */
export function hostWarning(page: PageSummary): string | null {
  const { benchmarkIndex, loadAverage, cpus } = page.host;
  const reasons: string[] = [];
  if (loadAverage > cpus) reasons.push(`load average ${loadAverage.toFixed(1)} > ${cpus} cores`);
  if (benchmarkIndex !== null && benchmarkIndex < 500) reasons.push(`CPU benchmark index ${benchmarkIndex} < 500`);
  return reasons.length > 0
    ? `  warning: busy or slow host (${reasons.join(', ')}): TBT and the CPU part of FCP/LCP are inflated; rerun on a quiet machine`
    : null;
}

/** One line per page for the end of the run. */
export function summaryLine(page: PageSummary): string {
  const { scores, metrics, transfer } = page;
  return [
    pad(page.name, 10),
    `perf ${fmt(scores.performance)}`,
    `a11y ${fmt(scores.accessibility)}`,
    `bp ${fmt(scores['best-practices'])}`,
    `seo ${fmt(scores.seo)}`,
    `LCP ${fmt(metrics.lcpMs)} ms`,
    `TBT ${fmt(metrics.tbtMs)} ms`,
    `CLS ${fmt(metrics.cls, 3)}`,
    `FCP ${fmt(metrics.fcpMs)} ms`,
    `total ${transfer.totalKiB.toFixed(1)} KiB`,
    `JS ${transfer.scriptKiB.toFixed(1)} KiB`,
  ].join('  ');
}

/** Every target checked on every page. */
export function checkTargets(pages: readonly PageSummary[]): TargetCheck[] {
  const check = (
    target: string,
    value: (page: PageSummary) => string,
    ok: (page: PageSummary) => boolean,
  ): TargetCheck => ({
    target,
    pass: pages.every(ok),
    values: Object.fromEntries(pages.map((page) => [page.name, `${value(page)}${ok(page) ? '' : ' ✗'}`])),
  });
  const categoryChecks = CATEGORIES.map((category: Category) =>
    check(
      `${category} = ${TARGETS.categoryScore}`,
      (page) => fmt(page.scores[category]),
      (page) => page.scores[category] === TARGETS.categoryScore,
    ),
  );
  const lcpTarget = (page: PageSummary) =>
    page.kind === 'reference' ? Number.POSITIVE_INFINITY : TARGETS.lcpMs[page.kind];
  return [
    ...categoryChecks,
    check(
      `LCP <= ${TARGETS.lcpMs.post} ms (posts), ${TARGETS.lcpMs.home} ms (others)`,
      (page) => `${fmt(page.metrics.lcpMs)} ms`,
      (page) => page.metrics.lcpMs !== null && page.metrics.lcpMs <= lcpTarget(page),
    ),
    check(
      `FCP <= ${TARGETS.fcpMs} ms`,
      (page) => `${fmt(page.metrics.fcpMs)} ms`,
      (page) => page.metrics.fcpMs !== null && page.metrics.fcpMs <= TARGETS.fcpMs,
    ),
    check(
      `posts transfer <= ${TARGETS.postKiB} KiB`,
      (page) => `${page.transfer.totalKiB.toFixed(0)} KiB`,
      (page) => page.kind !== 'post' || page.transfer.totalKiB <= TARGETS.postKiB,
    ),
    check(
      'CLS = 0',
      (page) => fmt(page.metrics.cls, 3),
      (page) => page.metrics.cls !== null && page.metrics.cls < TARGETS.clsBelow,
    ),
    check(
      `JS before interaction <= ${TARGETS.scriptKiB} KiB`,
      (page) => `${page.transfer.scriptKiB.toFixed(1)} KiB`,
      (page) => page.transfer.scriptKiB <= TARGETS.scriptKiB,
    ),
  ];
}

/**
 * The pages whose FCP target is out of reach of anything but a smaller HTML response: in
 * Lighthouse's simulation their HTML's last byte alone arrives after it (a response over TCP's first
 * window, 14.6 KB with its headers, takes one more round trip), and the first paint comes after it.
 */
export function documentFloorNote(pages: readonly PageSummary[]): string | null {
  const named = pages.flatMap(({ name, document }) =>
    document && document.lastByteMs > TARGETS.fcpMs
      ? [`${name} ${document.lastByteMs} ms (${kibText(document.bytes)})`]
      : [],
  );
  if (named.length === 0) return null;
  return `FCP cannot come before the HTML's last byte, which the simulation delivers after ${TARGETS.fcpMs} ms on: ${named.join(', ')}`;
}

/** The targets as a table: one row per target, one column per page. */
export function targetsTable(checks: readonly TargetCheck[], pages: readonly PageSummary[]): string {
  const targetWidth = Math.max(6, ...checks.map((check) => check.target.length));
  const columnWidth = Math.max(
    ...pages.map((page) => page.name.length),
    ...checks.flatMap((check) => Object.values(check.values).map((value) => value.length)),
  );
  const header = `      ${pad('target', targetWidth)}  ${pages.map((page) => pad(page.name, columnWidth)).join('  ')}`;
  const rows = checks.map(
    (check) =>
      `${check.pass ? 'PASS' : 'MISS'}  ${pad(check.target, targetWidth)}  ${pages
        .map((page) => pad(check.values[page.name] ?? '', columnWidth))
        .join('  ')}`,
  );
  return [header, ...rows].join('\n');
}

/** Our page types beside the Astro blog starter's, measured in the same run. */
export function referenceTable(pairs: readonly { ours: PageSummary; starter: PageSummary }[]): string {
  const lines = [
    [
      pad('page', 20),
      pad('LCP', 8),
      pad('FCP', 8),
      pad('transferred', 13),
      pad('starter', 16),
      pad('LCP', 8),
      pad('FCP', 8),
      pad('transferred', 13),
      'LCP ratio',
    ].join(' '),
  ];
  for (const { ours, starter } of pairs) {
    const ratio =
      ours.metrics.lcpMs && starter.metrics.lcpMs ? (ours.metrics.lcpMs / starter.metrics.lcpMs).toFixed(2) : 'n/a';
    lines.push(
      [
        pad(ours.name, 20),
        pad(`${fmt(ours.metrics.lcpMs)} ms`, 8),
        pad(`${fmt(ours.metrics.fcpMs)} ms`, 8),
        pad(`${ours.transfer.totalKiB.toFixed(0)} KiB`, 13),
        pad(starter.name, 16),
        pad(`${fmt(starter.metrics.lcpMs)} ms`, 8),
        pad(`${fmt(starter.metrics.fcpMs)} ms`, 8),
        pad(`${starter.transfer.totalKiB.toFixed(0)} KiB`, 13),
        `${ratio}×`,
      ].join(' '),
    );
  }
  return lines.join('\n');
}
