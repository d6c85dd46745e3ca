/**
 * `npm run bench:pages [-- --build] [-- --runs N] [-- --pages home-en,post-en]` (the first part of
 * `npm run bench`): Lighthouse (mobile, simulated throttling) on the
 * production server for each page in pages.ts, and on Astro's blog starter (peer.ts) in the same run.
 * Builds first when dist/ is missing (or with --build), starts both servers on free loopback ports,
 * measures each page N times (default 3) in a fresh headless Chromium each and keeps the run with
 * the median LCP, prints a table per page, a summary, the targets, our pages beside the starter's,
 * and static throughput of both servers; writes bench-results/lighthouse-<date>.json plus each
 * page's full Lighthouse report beside it. `--pages` measures only the named pages of pages.ts (a
 * quick look while working; the comparisons that need a page left out are skipped).
 *
 * Exits 0 when every run completed, whatever the scores; non-zero only when the benchmark itself
 * failed (no browser, build or server failure, Lighthouse error, a redirected page).
 */

import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { ensureBuild, freePort, ROOT, stamp } from '../lib/bench-setup.ts';
import { findBrowser } from '../lib/find-browser.ts';
import { inlineScripts } from '../lib/inline-script-hashes.ts';
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
import { type BenchPage, PAGES } from './pages.ts';
import { PEER_PAGES, type RunningPeer, startPeer } from './peer.ts';
import { latestRunMarkdown, writeLatestRun } from './performance-doc.ts';
import {
  measureRealBrowser,
  REAL_BROWSER_CONDITIONS,
  REAL_BROWSER_PAIRS,
  realBrowserChecks,
  realBrowserTable,
} from './real-browser.ts';
import { measureRepeatVisit, type RepeatVisit } from './repeat-visit.ts';
import {
  checkTargets,
  documentFloorNote,
  failingAuditsText,
  hostWarning,
  pageTable,
  referenceTable,
  summaryLine,
  TARGETS,
  type TargetCheck,
  targetsTable,
} from './report.ts';
import { measureThroughput, requireWrk, type Throughput } from './throughput.ts';

const RESULTS = join(ROOT, 'bench-results');

function parseArgs(argv: string[]): { build: boolean; runs: number; pages: readonly BenchPage[] } {
  let build = false;
  let runs = 3;
  let pages = PAGES;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--build') build = true;
    else if (arg === '--runs') runs = Number(argv[++index]);
    else if (arg === '--pages') pages = pagesNamed(argv[++index] ?? '');
    else if (arg === '--help' || arg === '-h') {
      console.log(
        'usage: npm run bench:pages [-- --build] [-- --runs N] [-- --pages home-en,post-en]   (--build rebuilds even when dist/ exists)',
      );
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg} (--build, --runs N and --pages a,b are accepted)`);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
  return { build, runs, pages };
}

/** The pages of pages.ts named in a comma-separated list; an unknown name is an error, not a silent skip. */
function pagesNamed(list: string): readonly BenchPage[] {
  const names = list.split(',').filter(Boolean);
  const unknown = names.filter((name) => !PAGES.some((page) => page.name === name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `--pages: unknown ${unknown.join(', ') || '(none given)'}; known: ${PAGES.map((p) => p.name).join(', ')}`,
    );
  }
  return PAGES.filter((page) => names.includes(page.name));
}

// What is running, for the clean-up. A start still in progress is kept as its promise, so a Ctrl-C
// during start-up still stops the process once it has been spawned.
let server: Promise<RunningServer> | null = null;
let peer: Promise<RunningPeer> | null = null;
let browser: Promise<Browser> | null = null;

let cleaning: Promise<void> | null = null;

/** Stops Chromium and the server; every caller (signal handler, finally) waits for the same stop. */
function cleanUp(): Promise<void> {
  cleaning ??= stopAll();
  return cleaning;
}

async function stopAll() {
  const starting = { browser, server, peer };
  browser = null;
  server = null;
  peer = null;
  // A start that failed left nothing running (its error is reported by main).
  const chrome = await starting.browser?.catch(() => null);
  try {
    chrome?.kill();
  } catch (error) {
    console.error('bench: could not stop Chromium:', error);
  }
  for (const running of [await starting.server?.catch(() => null), await starting.peer?.catch(() => null)]) {
    try {
      await running?.stop();
    } catch (error) {
      console.error('bench: could not stop a server:', error);
    }
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

/** The compressed size of a built page's inline scripts (bytes), read from the build output. */
function inlineScriptBytes(dist: string, path: string): number {
  const file = join(dist, path.replace(/\/$/, ''), path.endsWith('.html') ? '' : 'index.html');
  if (!existsSync(file)) return 0;
  const code = inlineScripts(readFileSync(file, 'utf8')).join('');
  return code ? brotliCompressSync(code).length : 0;
}

/** Measures one page `runs` times and keeps the run with the median LCP. */
async function measurePage(
  page: { name: string; path: string; kind: PageSummary['kind'] },
  origin: string,
  dist: string,
  runs: number,
  chromePath: string,
  runStamp: string,
) {
  const url = `${origin}${page.path}`;
  const t0 = Date.now();
  const results: { lhr: Result; json: string; loadAverage: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const loadAverage = loadavg()[0] ?? 0;
    results.push({ ...(await measure(url, chromePath)), loadAverage });
  }
  results.sort(
    (a, b) =>
      (a.lhr.audits['largest-contentful-paint']?.numericValue ?? 0) -
      (b.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  );
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error(`${page.name}: no Lighthouse run`);
  const { lhr, json, loadAverage } = median;
  const reportFile = join('bench-results', `lighthouse-${runStamp}-${page.name}.report.json`);
  await writeFile(join(ROOT, reportFile), json);
  // The server redirects unprefixed pages by language except for crawlers (Lighthouse's UA is one):
  // a redirect here would mean another page than the one asked for was measured.
  if (lhr.finalDisplayedUrl !== url || (lhr.mainDocumentUrl && lhr.mainDocumentUrl !== url)) {
    throw new Error(
      `${page.name}: asked for ${url} but Lighthouse measured ${lhr.finalDisplayedUrl} (main document ${lhr.mainDocumentUrl}); was it redirected? (report ${reportFile})`,
    );
  }
  const summary = summarize(lhr, {
    ...page,
    reportFile,
    loadAverage,
    cpus: availableParallelism(),
    inlineScriptBytes: inlineScriptBytes(dist, page.path),
  });
  console.log(pageTable(summary));
  for (const warning of summary.runWarnings) console.log(`  warning: ${warning}`);
  const busy = hostWarning(summary);
  if (busy) console.log(busy);
  console.log(failingAuditsText(summary));
  console.log(`  (median LCP of ${runs} runs, ${((Date.now() - t0) / 1000).toFixed(1)} s, report ${reportFile})\n`);
  return { summary, lhr };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  process.chdir(ROOT);

  const chromePath = findBrowser();
  if (!chromePath) throw new Error('no Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH');
  requireWrk();

  ensureBuild(args.build);

  const startedAt = new Date();
  const runStamp = stamp(startedAt);
  await mkdir(RESULTS, { recursive: true });

  const port = await freePort();
  if (cleaning) throw new Error('interrupted');
  server = startServer(port);
  const { url: origin } = await server;
  peer = startPeer();
  const { url: peerOrigin, dist: peerDist } = await peer;
  if (cleaning) throw new Error('interrupted');
  console.log(
    `bench: server ${origin}, Astro blog starter ${peerOrigin}, browser ${chromePath}, ${args.pages.length} pages\n`,
  );

  const pages: PageSummary[] = [];
  let lighthouseVersion = '';
  let userAgent = '';
  let settings: unknown = null;
  for (const page of args.pages) {
    const { summary, lhr } = await measurePage(
      page,
      origin,
      join(ROOT, 'dist', 'client'),
      args.runs,
      chromePath,
      runStamp,
    );
    pages.push(summary);
    lighthouseVersion = lhr.lighthouseVersion;
    userAgent = lhr.environment.hostUserAgent;
    settings = {
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      throttling: lhr.configSettings.throttling,
      screenEmulation: lhr.configSettings.screenEmulation,
    };
  }
  const starters: PageSummary[] = [];
  for (const page of PEER_PAGES) {
    starters.push(
      (await measurePage({ ...page, kind: 'reference' }, peerOrigin, peerDist, args.runs, chromePath, runStamp))
        .summary,
    );
  }

  console.log('Summary');
  for (const page of [...pages, ...starters]) console.log(summaryLine(page));

  const checks = checkTargets(pages);
  console.log('\nTargets');
  console.log(targetsTable(checks, pages));
  const floor = documentFloorNote(pages);
  if (floor) console.log(floor);

  // Our page beside the starter's of the same type; a pair whose page `--pages` left out is skipped.
  const pairs = (
    [
      ['home-en', 'starter-home'],
      ['post-en', 'starter-post'],
      // The same article in both: what our page around the words costs.
      ['post-en', 'starter-our-post'],
    ] as const
  ).flatMap(([name, starterName]) => {
    const ours = pages.find((page) => page.name === name);
    const starter = starters.find((page) => page.name === starterName);
    return ours && starter ? [{ ours, starter }] : [];
  });
  console.log('\nBeside the Astro blog starter (same run, same machine)');
  console.log(referenceTable(pairs));

  console.log(`\nIn a real Chromium (${REAL_BROWSER_CONDITIONS})`);
  const realPairs = REAL_BROWSER_PAIRS.filter(([name]) => args.pages.some((page) => page.name === name));
  const realBrowser = await measureRealBrowser(chromePath, [
    ...realPairs.map(([name]) => ({ name, url: `${origin}${PAGES.find((page) => page.name === name)?.path}` })),
    ...PEER_PAGES.map((page) => ({ name: page.name, url: `${peerOrigin}${page.path}` })),
  ]);
  console.log(realBrowserTable(realBrowser, realPairs));
  const guard = realBrowserChecks(realBrowser, realPairs, pairs);
  for (const check of guard) {
    const values = Object.entries(check.values).map(([name, value]) => `${name} ${value}`);
    console.log(`  ${check.pass ? 'PASS' : 'MISS'}  ${check.target}: ${values.join(', ')}`);
  }
  checks.push(...guard);

  console.log('\nRepeat visit (the same browser again: service worker and caches kept)');
  const repeatVisits: (RepeatVisit & { name: string })[] = [];
  for (const first of new Set(pairs.map(({ ours }) => ours))) {
    const name = first.name;
    const repeat = { name, ...(await measureRepeatVisit(first.requestedUrl, chromePath)) };
    repeatVisits.push(repeat);
    console.log(
      `  ${name.padEnd(9)} first visit: LCP ${first.metrics.lcpMs} ms, FCP ${first.metrics.fcpMs} ms, ${first.transfer.totalKiB} KiB  ·  repeat: LCP ${repeat.lcpMs} ms, FCP ${repeat.fcpMs} ms, ${(repeat.transferredBytes / 1024).toFixed(1)} KiB transferred (the worker's answers count 0)`,
    );
  }

  console.log('\nStatic throughput (wrk, 10 connections, 8 s a page, brotli)');
  const throughput: (Throughput & { name: string })[] = [];
  for (const [name, url] of [
    ['home-en', `${origin}/`],
    ['starter-home', `${peerOrigin}/`],
    ['post-en', `${origin}/blog/tarot-meaning`],
    ['starter-post', `${peerOrigin}/blog/first-post/`],
  ] as const) {
    const result = await measureThroughput(url);
    throughput.push({ name, ...result });
    console.log(
      `  ${name.padEnd(13)} ${String(result.requestsPerSecond).padStart(6)} req/s  p99 ${result.p99Ms} ms  ${(result.bodyBytes / 1024).toFixed(1)} KiB a response  ${result.errors} errors`,
    );
  }
  const rate = (name: string) => throughput.find((row) => row.name === name)?.requestsPerSecond ?? 0;
  const ratios = [rate('home-en') / rate('starter-home'), rate('post-en') / rate('starter-post')];
  const staticCheck: TargetCheck = {
    target: "static req/s >= the starter's",
    pass: ratios.every((ratio) => ratio >= 1),
    values: { home: `${ratios[0]?.toFixed(2)}×`, post: `${ratios[1]?.toFixed(2)}×` },
  };
  checks.push(staticCheck);
  console.log(
    `  ${staticCheck.pass ? 'PASS' : 'MISS'}  ours / starter: home ${staticCheck.values.home}, post ${staticCheck.values.post}`,
  );

  const summaryFile = join('bench-results', `lighthouse-${runStamp}.json`);
  await writeFile(
    join(ROOT, summaryFile),
    `${JSON.stringify(
      {
        date: startedAt.toISOString(),
        runsPerPage: args.runs,
        lighthouseVersion,
        userAgent,
        chromeFlags: CHROME_FLAGS,
        categories: CATEGORIES,
        settings,
        targets: TARGETS,
        checks,
        pages,
        starter: starters,
        throughput,
        realBrowser,
        repeatVisits,
      },
      null,
      2,
    )}\n`,
  );
  // The docs keep the last full run's tables (a run of some pages only would leave gaps there).
  if (args.pages === PAGES) {
    const markdown = latestRunMarkdown({
      date: startedAt,
      runs: args.runs,
      pages,
      starter: starters,
      realBrowser,
      checks,
    });
    await writeLatestRun(join(ROOT, 'docs', 'performance.md'), markdown);
    console.log('bench: wrote the tables of docs/performance.md ("Latest run")');
  }
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
