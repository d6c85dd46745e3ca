/**
 * `npm run bench:taps` (also part of `npm run bench`): how quickly each island answers a visitor's
 * first tap on a slow phone. The production server is loaded in Chromium with slow 4G (150 ms,
 * 1.6 Mbps down, 750 kbps up) and a CPU 4× slower; the visitor taps each island one second after
 * it came into view (the same moments as tests/e2e/early-taps.spec.ts), and the tap's Interaction
 * to Next Paint is read from the browser's Event Timing entries. Target: INP ≤ 200 ms ("good")
 * for every first tap, over several runs (the worst run is reported). Writes
 * bench-results/taps-<date>.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { ensureBuild, freePort, ROOT, stamp } from '../lib/bench-setup.ts';
import { CHROMIUM_ARGS, findBrowser } from '../lib/find-browser.ts';
import { startServer } from '../lib/server-process.ts';
import { emulateSlowPhone } from '../lib/slow-phone.ts';

const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
const INP_TARGET_MS = 200;

/** An island, where it is, and how a visitor reaches and taps it. */
interface TapCase {
  name: string;
  path: string;
  /** Wait for the whole page before scrolling to it (islands below the first view). */
  afterLoad: boolean;
  target: string;
  /** What shows that the island answered. */
  answer: string;
}

const CASES: TapCase[] = [
  {
    name: 'newsletter (footer)',
    path: '/blog/tarot-meaning',
    afterLoad: true,
    target: '#newsletter-footer button[type="submit"]',
    answer: '#newsletter-footer input[aria-invalid="true"], #newsletter-footer button[disabled]',
  },
  {
    name: 'video',
    path: '/',
    afterLoad: true,
    target: '[data-video-facade]',
    answer: 'iframe[src*="youtube-nocookie.com/embed/"]',
  },
  { name: 'quiz', path: '/quiz', afterLoad: false, target: 'text=Start the quiz', answer: '[role="progressbar"]' },
  {
    name: 'chat',
    path: '/blog/tarot-meaning',
    afterLoad: false,
    target: '.chat-launcher',
    answer: '[role="dialog"]:not([hidden])',
  },
  {
    name: 'performance overlay',
    path: '/?debug=performance',
    afterLoad: false,
    target: '#performance-overlay button[aria-expanded]',
    // Shown, not merely there: the panel is in the page, hidden, before the tap.
    answer: '#performance-overlay [role="dialog"]:not([hidden])',
  },
];

async function slowPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await emulateSlowPhone(page);
  // Every interaction's Event Timing entries, from the start (an observer added later misses them).
  await page.addInitScript(() => {
    const durations: number[] = [];
    (window as unknown as { tapDurations: number[] }).tapDurations = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (entry.interactionId) durations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  // Nothing leaves the machine: the video player's address is answered empty.
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ status: 204 }));
  return page;
}

/** One first tap: its INP (the longest interaction of the tap), or null when the island did not answer. */
async function tapOnce(browser: Browser, origin: string, tap: TapCase): Promise<number | null> {
  const page = await slowPhone(browser);
  try {
    await page.goto(`${origin}${tap.path}`, { waitUntil: tap.afterLoad ? 'load' : 'commit', timeout: 90_000 });
    const target = page.locator(tap.target).first();
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    // Again while the page still grows around it; an island taking over replaces the element it
    // found (the quiz's plain start link becomes a button), so a detached element is found anew.
    for (let attempt = 0; attempt < 20; attempt++) {
      const inView = await target.scrollIntoViewIfNeeded({ timeout: 5_000 }).then(
        () => target.isVisible(),
        () => false,
      );
      if (inView) break;
    }
    await page.waitForTimeout(1_000);
    await target.tap();
    await page.locator(tap.answer).first().waitFor({ state: 'attached', timeout: 10_000 });
    await page.waitForTimeout(300);
    const durations = await page.evaluate(() => (window as unknown as { tapDurations: number[] }).tapDurations);
    return Math.max(0, ...durations);
  } catch (error) {
    console.log(`    ${tap.name}: no answer (${error instanceof Error ? error.message.split('\n')[0] : error})`);
    return null;
  } finally {
    await page.context().close();
  }
}

/** The islands named by `--only a,b` (every island without it); an unknown name is an error, not a silent skip. */
function casesNamed(only: string | undefined): TapCase[] {
  if (only === undefined) return CASES;
  const names = only.split(',');
  const unknown = names.filter((name) => !CASES.some((tap) => tap.name === name));
  if (unknown.length > 0) {
    throw new Error(`--only: unknown ${unknown.join(', ')}; known: ${CASES.map((tap) => tap.name).join(', ')}`);
  }
  return CASES.filter((tap) => names.includes(tap.name));
}

async function main() {
  process.chdir(ROOT);
  const { values } = parseArgs({ options: { build: { type: 'boolean' }, only: { type: 'string' } } });
  const cases = casesNamed(values.only);
  ensureBuild(values.build ?? false);
  const chromePath = findBrowser();
  if (!chromePath) throw new Error('no Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH');
  const server = await startServer(await freePort());
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const results: { name: string; inpMs: (number | null)[] }[] = [];
  try {
    console.log(`bench: each island's first tap on a slow phone (slow 4G, CPU 4× slower), ${RUNS} runs`);
    for (const tap of cases) {
      const inpMs: (number | null)[] = [];
      for (let run = 0; run < RUNS; run++) inpMs.push(await tapOnce(browser, server.url, tap));
      results.push({ name: tap.name, inpMs });
      const answered = inpMs.filter((value): value is number => value !== null);
      console.log(
        `  ${tap.name.padEnd(20)} INP worst ${answered.length ? Math.round(Math.max(...answered)) : 'n/a'} ms, runs ${inpMs.map((value) => (value === null ? 'no answer' : Math.round(value))).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const missed = results.filter(
    ({ inpMs }) =>
      inpMs.some((value) => value === null) || Math.max(...inpMs.map((value) => value ?? 0)) > INP_TARGET_MS,
  );
  console.log(
    `\nTarget: every first tap answered, INP <= ${INP_TARGET_MS} ms → ${missed.length ? `NOT met (${missed.map((result) => result.name).join(', ')})` : 'met'}`,
  );
  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  const file = join('bench-results', `taps-${stamp(new Date())}.json`);
  await writeFile(join(ROOT, file), JSON.stringify({ runs: RUNS, targetMs: INP_TARGET_MS, results }, null, 2));
  console.log(`bench: wrote ${file}`);
  if (missed.length) process.exitCode = 1;
}

await main();
