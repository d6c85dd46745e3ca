/**
 * MDN HTTP Observatory's own tests and grading, run against a server of ours. The package is
 * installed on first use, with `--ignore-scripts`, into node_modules/.cache/ (not a project
 * dependency: its postinstall downloads the HSTS preload and TLD lists, which no offline install
 * can do). The preload list only matters for registered public domains; for a test server on
 * localhost an empty list gives the same verdict.
 *
 * `npx observatory-scan`-like use: `node scripts/lib/observatory.ts <host> <https port>` prints the
 * result as JSON; trust a test certificate with NODE_EXTRA_CA_CERTS (read at process start).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The version whose tests and scores the project checks against. */
const OBSERVATORY_VERSION = '1.4.8';
const PREFIX = resolve('node_modules/.cache/observatory');
const PACKAGE = join(PREFIX, 'node_modules', '@mdn', 'mdn-http-observatory');

/** Installs the observatory if this machine does not have it yet; returns its folder. */
export function ensureObservatory(): string {
  if (!existsSync(join(PACKAGE, 'package.json'))) {
    mkdirSync(PREFIX, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--prefix',
        PREFIX,
        `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  const preload = join(PACKAGE, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
  return PACKAGE;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Each test's outcome and what it adds to or takes from the score. */
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
}

/**
 * The observatory's scan, with the port ours listens on (its `scan()` only knows 80 and 443):
 * the same retrieval, tests and grading, as its scanner/index.js does them.
 */
export async function observe(host: string, httpsPort: number): Promise<ObservatoryResult> {
  const root = pathToFileURL(`${ensureObservatory()}/`);
  const load = (path: string) => import(new URL(path, root).href);
  const [{ retrieve }, { ALL_TESTS }, grader, charts] = await Promise.all([
    load('src/retriever/retriever.js'),
    load('src/constants.js'),
    load('src/grader/grader.js'),
    load('src/grader/charts.js'),
  ]);
  // No plain-HTTP port: the redirection test then reads "no HTTP, no redirect needed".
  const requests = await retrieve(host, { httpsPort, httpPort: 1 });
  if (!requests.responses.auto) throw new Error(`no answer from https://${host}:${httpsPort}`);
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests: ObservatoryResult['tests'] = {};
  for (const test of ALL_TESTS as ((requests: unknown) => {
    result: string;
    pass: boolean;
    constructor: { name: string };
  })[]) {
    const outcome = test(requests);
    const scoreModifier: number = grader.getScoreModifier(outcome.result);
    withExtraCredit += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
    tests[outcome.constructor.name] = { result: outcome.result, pass: outcome.pass, scoreModifier };
  }
  const score = uncurved >= charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const { grade } = grader.getGradeForScore(score);
  return { score, grade, tests };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [host = 'localhost', port = '443'] = process.argv.slice(2);
  console.log(JSON.stringify(await observe(host, Number(port))));
}
