/**
 * One Lighthouse run (mobile, default simulated throttling) in a fresh headless Chromium, and the
 * figures the benchmark reads from its report.
 */
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The flags the project's notes give for headless Chromium on these machines. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

/** A Chromium started for one run; `kill` is safe to call more than once. */
export interface Browser {
  port: number;
  kill: () => void;
}

export async function launchBrowser(chromePath: string): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // run.ts handles Ctrl-C itself so the server is stopped too.
    handleSIGINT: false,
  });
  let killed = false;
  return {
    port: chrome.port,
    kill: () => {
      if (killed) return;
      killed = true;
      chrome.kill();
    },
  };
}

/** Lighthouse could not measure the page (for example NO_NAVSTART on a busy machine): worth another try. */
export class LighthouseRunError extends Error {}

/**
 * Runs Lighthouse on `url` through the browser listening on `port`; the parsed report and its JSON
 * text. `keepStorage` leaves the browser's caches and service workers as an earlier visit left them
 * (a repeat visit); by default Lighthouse clears them (a first visit).
 */
export async function runLighthouse(
  url: string,
  port: number,
  { keepStorage = false }: { keepStorage?: boolean } = {},
): Promise<{ lhr: Result; json: string }> {
  const flags: Flags = {
    port,
    disableStorageReset: keepStorage,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  };
  const result = await lighthouse(url, flags).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    throw new LighthouseRunError(`Lighthouse failed on ${url}: ${message}`, { cause: error });
  });
  if (!result) throw new LighthouseRunError(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new LighthouseRunError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const json = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
  return { lhr, json };
}

export interface LcpElement {
  selector: string | null;
  snippet: string | null;
  label: string | null;
}

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue: string | null;
  /** Weight of the audit in its category's score (0 for insights and diagnostics). */
  weight: number;
  /** The elements, resources or messages the audit names (at most 20). */
  items: string[];
}

export interface PageSummary {
  name: string;
  path: string;
  requestedUrl: string;
  finalUrl: string;
  fetchTime: string;
  scores: Record<Category, number | null>;
  metrics: {
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    fcpMs: number | null;
    speedIndexMs: number | null;
  };
  /** Decides the page's targets (pages.ts); the Astro starter's pages are `reference`. */
  kind: 'home' | 'post' | 'page' | 'reference';
  transfer: {
    totalKiB: number;
    /** Script files plus the page's inline scripts, compressed: all JavaScript before interaction. */
    scriptKiB: number;
    requests: number;
    scriptRequests: number;
    scripts: { url: string; kib: number }[];
  };
  /** The HTML response: its bytes as transferred, and when its last byte arrives in the simulation. */
  document: DocumentArrival | null;
  lcpElement: LcpElement | null;
  /** TTFB, load delay, load duration and render delay of the LCP (ms), when Lighthouse gives them. */
  lcpBreakdown: { part: string; ms: number }[];
  failingAudits: FailingAudit[];
  runWarnings: string[];
  /** How busy the machine was: Lighthouse's CPU benchmark index and the 1-minute load average before the run. */
  host: { benchmarkIndex: number | null; loadAverage: number; cpus: number };
  reportFile: string;
}

export interface DocumentArrival {
  /** Compressed body and headers. */
  bytes: number;
  /**
   * When its last byte arrives in Lighthouse's own network model at the run's throttling: DNS (two
   * round trips), the TCP handshake and request, then TCP slow start (10 packets, 14.6 KB, in the
   * first window, twice that in each next one). Nothing else counted: no page paints before it,
   * as Lighthouse simulates a page (the HTML as one download, then its parse).
   */
  lastByteMs: number;
}

/** A loosely typed view of audit details: Lighthouse's own union is too wide to walk generically. */
type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function metric(lhr: Result, id: string): number | null {
  return num(lhr.audits[id]?.numericValue);
}

/** Items of a details object, following `list` details into their nested tables and nodes. */
function detailItems(details: unknown): Loose[] {
  if (!isObject(details)) return [];
  if (details.type === 'node') return [details];
  if (details.type === 'list-section') return detailItems(details.value);
  if (details.type === 'network-tree') return longestChain(details);
  const items = Array.isArray(details.items) ? details.items.filter(isObject) : [];
  if (details.type === 'list') return items.flatMap((item) => detailItems(item));
  return items;
}

/** The longest request chain of a network dependency tree, as one item naming each request in turn. */
function longestChain(tree: Loose): Loose[] {
  const urls: string[] = [];
  let level = tree.chains;
  while (isObject(level)) {
    const links = Object.values(level).filter(isObject);
    const next = links.find((link) => link.isLongest === true) ?? links[0];
    if (!next) break;
    urls.push(`${str(next.url) ?? '?'} (${Math.round(num(next.navStartToEndTime) ?? 0)} ms)`);
    level = next.children;
  }
  return urls.length > 0 ? [{ label: `longest chain: ${urls.join(' → ')}` }] : [];
}

export function documentArrivalOf(lhr: Result, requests: Loose[]): DocumentArrival | null {
  const bytes = num(requests.find((item) => item.resourceType === 'Document')?.transferSize);
  const { rttMs, throughputKbps } = lhr.configSettings.throttling;
  if (bytes === null || rttMs === undefined || throughputKbps === undefined) return null;
  const { TCPConnection, DNSCache } = Lantern.Simulation;
  const connection = new TCPConnection(rttMs, throughputKbps * 1024, 0, lhr.finalDisplayedUrl.startsWith('https:'));
  const { timeElapsed } = connection.simulateDownloadUntil(bytes, {
    dnsResolutionTime: rttMs * DNSCache.rttMultiplier,
  });
  return { bytes, lastByteMs: Math.round(timeElapsed) };
}

function nodeOf(value: unknown): LcpElement | null {
  if (!isObject(value) || value.type !== 'node') return null;
  return { selector: str(value.selector), snippet: str(value.snippet), label: str(value.nodeLabel) };
}

/** One line naming what a details item points at: an element, a resource, a source location or a text. */
export function describeItem(item: Loose): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  const add = (text: string | null) => {
    if (text && !seen.has(text)) {
      seen.add(text);
      parts.push(text);
    }
  };
  const node = nodeOf(item) ?? nodeOf(item.node) ?? nodeOf(item.relatedNode);
  if (node) add([node.selector, node.snippet].filter(Boolean).join(' '));
  for (const [key, value] of Object.entries(item)) {
    if (key === 'node' || key === 'relatedNode' || key === 'subItems') continue;
    if (isObject(value)) {
      if (value.type === 'url') add(str(value.value));
      else if (value.type === 'source-location') add(`${str(value.url) ?? '?'}:${num(value.line) ?? '?'}`);
      else if (value.type === 'node') {
        const other = nodeOf(value);
        if (other) add([other.selector, other.snippet].filter(Boolean).join(' '));
      } else if (value.type === 'text' || value.type === 'code') add(str(value.value));
    } else if (['url', 'source', 'description', 'label', 'failureReason', 'reason', 'sourceLocation'].includes(key)) {
      add(str(value));
    }
  }
  const subItems =
    isObject(item.subItems) && Array.isArray(item.subItems.items) ? item.subItems.items.filter(isObject) : [];
  const sub = subItems
    .slice(0, 3)
    .map((subItem) => describeItem(subItem))
    .filter(Boolean);
  if (sub.length > 0) add(`[${sub.join(' | ')}]`);
  return parts.join(' — ');
}

/** The LCP element: the pre-13 audit if present, else the node in Lighthouse 13's LCP breakdown insight. */
function lcpElementOf(lhr: Result): LcpElement | null {
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight']) {
    for (const item of detailItems(lhr.audits[id]?.details)) {
      const node = nodeOf(item) ?? nodeOf(item.node);
      if (node) return node;
    }
  }
  return null;
}

function lcpBreakdownOf(lhr: Result): { part: string; ms: number }[] {
  return detailItems(lhr.audits['lcp-breakdown-insight']?.details).flatMap((item) => {
    const part = str(item.label) ?? str(item.subpart);
    const ms = num(item.duration);
    return part !== null && ms !== null ? [{ part, ms: Math.round(ms) }] : [];
  });
}

const NOT_SCORED = new Set(['notApplicable', 'manual', 'informative', 'error']);

/** Audits of the measured categories that lose points or flag a problem, with what they name. */
function failingAuditsOf(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const errored = audit.scoreDisplayMode === 'error';
      const lost = !NOT_SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1;
      if (!errored && !lost) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        scoreDisplayMode: audit.scoreDisplayMode,
        displayValue: errored ? `error: ${audit.errorMessage ?? 'unknown'}` : (audit.displayValue ?? null),
        weight: ref.weight,
        items: detailItems(audit.details)
          .map((item) => describeItem(item))
          .filter(Boolean)
          .slice(0, 20),
      });
    }
  }
  return failing;
}

/** Reads the benchmark's figures from a Lighthouse report. */
export function summarize(
  lhr: Result,
  page: {
    name: string;
    path: string;
    kind: PageSummary['kind'];
    reportFile: string;
    loadAverage: number;
    cpus: number;
    /** Compressed bytes of the document's inline scripts (Lighthouse counts only script files). */
    inlineScriptBytes: number;
  },
): PageSummary {
  const { name, path, kind, reportFile, loadAverage, cpus, inlineScriptBytes } = page;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;

  const requests = detailItems(lhr.audits['network-requests']?.details);
  const bytes = (item: Loose) => num(item.transferSize) ?? 0;
  const scripts = requests.filter((item) => item.resourceType === 'Script');

  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    name,
    path,
    kind,
    requestedUrl: lhr.requestedUrl ?? '',
    finalUrl: lhr.finalDisplayedUrl,
    fetchTime: lhr.fetchTime,
    scores,
    metrics: {
      lcpMs: round(metric(lhr, 'largest-contentful-paint')),
      tbtMs: round(metric(lhr, 'total-blocking-time')),
      cls: metric(lhr, 'cumulative-layout-shift'),
      fcpMs: round(metric(lhr, 'first-contentful-paint')),
      speedIndexMs: round(metric(lhr, 'speed-index')),
    },
    transfer: {
      totalKiB: kib(requests.reduce((sum, item) => sum + bytes(item), 0)),
      scriptKiB: kib(scripts.reduce((sum, item) => sum + bytes(item), 0) + inlineScriptBytes),
      requests: requests.length,
      scriptRequests: scripts.length,
      scripts: scripts.map((item) => ({ url: str(item.url) ?? '?', kib: kib(bytes(item)) })),
    },
    document: documentArrivalOf(lhr, requests),
    lcpElement: lcpElementOf(lhr),
    lcpBreakdown: lcpBreakdownOf(lhr),
    failingAudits: failingAuditsOf(lhr),
    runWarnings: lhr.runWarnings.map(String),
    host: { benchmarkIndex: num(lhr.environment.benchmarkIndex), loadAverage, cpus },
    reportFile,
  };
}
