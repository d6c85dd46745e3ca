/**
 * The latest `npm run bench:pages` as tables in docs/performance.md, written by the benchmark
 * between two markers, so the figures a reader finds there are the last run's, not retyped prose.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { PageSummary } from './lighthouse.ts';
import { REAL_BROWSER_CONDITIONS, type RealBrowserPaint } from './real-browser.ts';
import type { TargetCheck } from './report.ts';

const START = '<!-- bench:pages:start (written by npm run bench:pages; edits here are overwritten) -->';
const END = '<!-- bench:pages:end -->';

const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const score = (value: number | null) => (value === null ? '–' : String(value));

/** The run's tables, in Markdown. */
export function latestRunMarkdown(run: {
  date: Date;
  runs: number;
  pages: readonly PageSummary[];
  starter: readonly PageSummary[];
  realBrowser: readonly RealBrowserPaint[];
  checks: readonly TargetCheck[];
}): string {
  const stamp = run.date.toISOString().slice(0, 16).replace('T', ' ');
  const pageRows = [...run.pages, ...run.starter].map(
    (page) =>
      `| ${page.kind === 'reference' ? `starter ${page.path}` : `\`${page.path}\``} | ${score(page.scores.performance)} · ${score(page.scores.accessibility)} · ${score(page.scores['best-practices'])} · ${score(page.scores.seo)} | ${ms(page.metrics.lcpMs)} | ${ms(page.metrics.fcpMs)} | ${page.metrics.cls?.toFixed(3) ?? 'n/a'} | ${ms(page.metrics.tbtMs)} | ${page.transfer.totalKiB.toFixed(0)} KiB | ${page.transfer.scriptKiB.toFixed(1)} KiB |`,
  );
  const paintRows = run.realBrowser.map(
    (paint) => `| ${paint.name} | ${paint.fcpMs} ms | ${paint.lcpMs} ms | ${paint.cls.toFixed(3)} |`,
  );
  const checkRows = run.checks.map(
    (check) =>
      `| ${check.pass ? 'met' : '**missed**'} | ${check.target} | ${Object.entries(check.values)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')} |`,
  );
  return [
    START,
    `### Latest run: ${stamp} UTC (median of ${run.runs} Lighthouse runs a page)`,
    '',
    '| page | perf · a11y · bp · SEO | LCP | FCP | CLS | TBT | transferred | JavaScript |',
    '|---|---|---|---|---|---|---|---|',
    ...pageRows,
    '',
    `In a real Chromium (${REAL_BROWSER_CONDITIONS}):`,
    '',
    '| page | FCP | LCP | CLS |',
    '|---|---|---|---|',
    ...paintRows,
    '',
    '| target | what | figures |',
    '|---|---|---|',
    ...checkRows,
    END,
  ].join('\n');
}

/** Puts the run's tables between the bench:pages markers in `file`. */
export function writeLatestRun(file: string, markdown: string): Promise<void> {
  return writeBetweenMarkers(file, { start: START, end: END }, markdown);
}

/** Replaces what lies between two markers in `file` (the markers included) with `markdown`. */
export async function writeBetweenMarkers(
  file: string,
  markers: { start: string; end: string },
  markdown: string,
): Promise<void> {
  const text = await readFile(file, 'utf8');
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start === -1 || end < start) throw new Error(`${file} has lost its markers ${markers.start}`);
  await writeFile(file, `${text.slice(0, start)}${markdown}${text.slice(end + markers.end.length)}`);
}
