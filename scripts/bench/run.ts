/**
 * `npm run bench [-- --build]`: Lighthouse (mobile, simulated throttling) on the production server
 * for each page in pages.ts. Builds first when dist/ is missing (or with --build), starts the server
 * on a free loopback port, runs the pages one after another in a fresh headless Chromium each,
 * prints a table per page, a summary and the targets, and writes bench-results/lighthouse-<date>.json
 * plus each page's full Lighthouse report beside it.
 *
 * Exits 0 when every run completed, whatever the scores; non-zero only when the benchmark itself
 * failed (no browser, build or server failure, Lighthouse error, a redirected page).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, freePort, ROOT, stamp } from '../lib/bench-setup.ts';
import { findBrowser } from '../lib/find-browser.ts';
import { type RunningServer, startServer } from '../lib/server-process.ts';
import {
  type Browser,
  CATEGORIES,
  CHROME_FLAGS,
  LighthouseRunError,
  launchBrowser,
  type PageSummary,
  runLighthouse,
  summarize,
} from './lighthouse.ts';
import { PAGES } from './pages.ts';
import {
  checkTargets,
  failingAuditsText,
  hostWarning,
  pageTable,
  summaryLine,
  TARGETS,
  targetsTable,
} from './report.ts';

const RESULTS = join(ROOT, 'bench-results');

function parseArgs(argv: string[]): { build: boolean } {
  let build = false;
  for (const arg of argv) {
    if (arg === '--build') build = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: npm run bench [-- --build]   (--build rebuilds even when dist/ exists)');
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg} (only --build is accepted)`);
  }
  return { build };
}

// What is running, for the clean-up. A start still in progress is kept as its promise, so a Ctrl-C
// during start-up still stops the process once it has been spawned.
let server: Promise<RunningServer> | null = null;
let browser: Promise<Browser> | null = null;

let cleaning: Promise<void> | null = null;

/** Stops Chromium and the server; every caller (signal handler, finally) waits for the same stop. */
function cleanUp(): Promise<void> {
  cleaning ??= stopAll();
  return cleaning;
}

async function stopAll() {
  const starting = { browser, server };
  browser = null;
  server = null;
  // A start that failed left nothing running (its error is reported by main).
  const chrome = await starting.browser?.catch(() => null);
  try {
    chrome?.kill();
  } catch (error) {
    console.error('bench: could not stop Chromium:', error);
  }
  const running = await starting.server?.catch(() => null);
  try {
    await running?.stop();
  } catch (error) {
    console.error('bench: could not stop the server:', error);
  }
}

// Ctrl-C or a kill: stop Chromium and the server before leaving.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping`);
    void cleanUp().finally(() => process.exit(code));
  });
}

/** Tries per page: a run that Lighthouse itself could not record is retried, anything else fails at once. */
const ATTEMPTS = 3;

/** One page in a fresh Chromium (and profile); the finally here and cleanUp both stop the browser. */
async function measure(url: string, chromePath: string) {
  for (let attempt = 1; ; attempt++) {
    if (cleaning) throw new Error('interrupted');
    browser = launchBrowser(chromePath);
    const chrome = await browser;
    try {
      return await runLighthouse(url, chrome.port);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS || cleaning) throw error;
      console.log(`  retrying (${attempt}/${ATTEMPTS - 1}): ${error.message}`);
    } finally {
      chrome.kill();
      browser = null;
    }
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  process.chdir(ROOT);

  const chromePath = findBrowser();
  if (!chromePath) throw new Error('no Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH');

  ensureBuild(args.build);

  const startedAt = new Date();
  const runStamp = stamp(startedAt);
  await mkdir(RESULTS, { recursive: true });

  const port = await freePort();
  if (cleaning) throw new Error('interrupted');
  server = startServer(port);
  const { url: origin } = await server;
  if (cleaning) throw new Error('interrupted');
  console.log(`bench: server ${origin}, browser ${chromePath}, ${PAGES.length} pages\n`);

  const pages: PageSummary[] = [];
  let lighthouseVersion = '';
  let userAgent = '';
  let settings: unknown = null;
  for (const page of PAGES) {
    const url = `${origin}${page.path}`;
    const t0 = Date.now();
    const loadAverage = loadavg()[0] ?? 0;
    const { lhr, json } = await measure(url, chromePath);
    const reportFile = join('bench-results', `lighthouse-${runStamp}-${page.name}.report.json`);
    await writeFile(join(ROOT, reportFile), json);
    // The server redirects unprefixed pages by language except for crawlers (Lighthouse's UA is one):
    // a redirect here would mean another page than the one asked for was measured.
    if (lhr.finalDisplayedUrl !== url || (lhr.mainDocumentUrl && lhr.mainDocumentUrl !== url)) {
      throw new Error(
        `${page.name}: asked for ${url} but Lighthouse measured ${lhr.finalDisplayedUrl} (main document ${lhr.mainDocumentUrl}); was it redirected? (report ${reportFile})`,
      );
    }
    const summary = summarize(lhr, { ...page, reportFile, loadAverage, cpus: availableParallelism() });
    pages.push(summary);
    lighthouseVersion = lhr.lighthouseVersion;
    userAgent = lhr.environment.hostUserAgent;
    settings = {
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      throttling: lhr.configSettings.throttling,
      screenEmulation: lhr.configSettings.screenEmulation,
    };

    console.log(pageTable(summary));
    for (const warning of summary.runWarnings) console.log(`  warning: ${warning}`);
    const busy = hostWarning(summary);
    if (busy) console.log(busy);
    console.log(failingAuditsText(summary));
    console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s, report ${reportFile})\n`);
  }

  console.log('Summary');
  for (const page of pages) console.log(summaryLine(page));

  const checks = checkTargets(pages);
  console.log('\nTargets');
  console.log(targetsTable(checks, pages));

  const summaryFile = join('bench-results', `lighthouse-${runStamp}.json`);
  await writeFile(
    join(ROOT, summaryFile),
    `${JSON.stringify(
      {
        date: startedAt.toISOString(),
        lighthouseVersion,
        userAgent,
        chromeFlags: CHROME_FLAGS,
        categories: CATEGORIES,
        settings,
        targets: TARGETS,
        checks,
        pages,
      },
      null,
      2,
    )}\n`,
  );
  const missed = checks.filter((check) => !check.pass).length;
  console.log(
    `\nbench: ${missed === 0 ? 'all targets met' : `${missed} of ${checks.length} targets missed`}; wrote ${summaryFile}`,
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack && process.env.BENCH_DEBUG) console.error(error.stack);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
