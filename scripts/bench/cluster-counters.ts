/**
 * The counters of `npm run bench:cluster`: vitals beacons and quiz steps sent through the
 * round-robin proxy to two servers, against what the shared PostgreSQL database counted.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { LOCALES } from '../../src/i18n/locales.ts';
import { FUNNEL_ENDPOINT, FUNNEL_STEPS } from '../../src/lib/quiz/lead.ts';
import { QUIZ_PATHS } from '../../src/lib/quiz/results.ts';
import { VITALS_ENDPOINT } from '../../src/lib/vitals/beacon.ts';
import { METRICS } from '../../src/lib/vitals/ratings.ts';
import { type DatabaseConnection, rowsOf } from '../../src/server/db/client.ts';
import { loadPhase } from '../lib/load-phase.ts';
import { unexpectedAnswers } from './cluster-phases.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Vitals beacons and quiz steps sent through the proxy, against what the database counted. */
export interface Counters {
  beacons: { sent: number; unexpected: number; metricsAccepted: number; metricsStored: number };
  quiz: { stepReports: number; plainForms: number; unexpected: number; cells: number; wrongCells: string[] };
}

/** Stored vitals samples: still raw, plus those rolled up into the daily histograms. */
async function countSamples(database: DatabaseConnection): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`
      SELECT (SELECT count(*) FROM web_vital_samples) + (SELECT coalesce(sum(samples), 0) FROM web_vital_daily) AS n`),
  );
  return Number(row?.n ?? 0);
}

/** The quiz funnel's counts summed over days, as `locale step` → count. */
async function funnelCounts(database: DatabaseConnection): Promise<Map<string, number>> {
  const rows = rowsOf<{ cell: string; count: number }>(
    await database.db.execute(
      sql`SELECT locale || ' ' || step AS cell, sum(count)::int AS count FROM quiz_funnel GROUP BY locale, step`,
    ),
  );
  return new Map(rows.map((row) => [row.cell, row.count]));
}

/**
 * `beacons` page views' beacons (all metrics each, while both servers roll samples up every
 * `rollUpSeconds`), `stepReports` quiz steps from the island spread over steps and languages, and
 * `plainForms` quizzes answered without JavaScript; then the database is counted.
 */
export async function counters(
  proxyUrl: string,
  database: DatabaseConnection,
  options: { beacons: number; stepReports: number; plainForms: number; rollUpSeconds: number },
): Promise<Counters> {
  const browser = { origin: proxyUrl, 'sec-fetch-site': 'same-origin', 'user-agent': CHROME };
  const json = { ...browser, 'content-type': 'application/json' };
  const beacon = JSON.stringify(METRICS.map((metric) => ({ metric, value: metric === 'cls' ? 0.02 : 900, url: '/' })));
  const beacons = await loadPhase({
    url: `${proxyUrl}${VITALS_ENDPOINT}`,
    connections: 10,
    amount: options.beacons,
    requests: [{ method: 'POST', headers: { ...json, referer: `${proxyUrl}/` }, body: beacon }],
  });

  const expected = new Map<string, number>();
  const add = (cell: string) => expected.set(cell, (expected.get(cell) ?? 0) + 1);
  const steps = FUNNEL_STEPS.filter((step) => step !== 'guide');
  let reported = 0;
  const stepReports = await loadPhase({
    url: `${proxyUrl}${FUNNEL_ENDPOINT}`,
    connections: 10,
    amount: options.stepReports,
    requests: [
      {
        method: 'POST',
        headers: json,
        setupRequest: (request) => {
          const step = steps[reported % steps.length] as string;
          const locale = LOCALES[reported++ % LOCALES.length] as string;
          add(`${locale} ${step}`);
          return { ...request, body: JSON.stringify({ step, locale }) };
        },
      },
    ],
  });
  const answers = new URLSearchParams({ locale: 'en' });
  for (const question of ['q1', 'q2', 'q3', 'q4', 'q5', 'q6']) answers.set(question, 'chakraAlignment');
  const plainForms = await loadPhase({
    url: `${proxyUrl}${QUIZ_PATHS.answers}?${answers}`,
    connections: 10,
    amount: options.plainForms,
    headers: browser,
  });
  for (const step of ['started', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'result'])
    for (let n = 0; n < options.plainForms; n++) add(`en ${step}`);

  // A roll-up by each server after the last beacon; the plain form's steps are counted beside the answer.
  await sleep(options.rollUpSeconds * 1_000 + 500);
  let counted = await funnelCounts(database);
  const wrongCells = () =>
    [...new Set([...expected.keys(), ...counted.keys()])]
      .filter((cell) => expected.get(cell) !== counted.get(cell))
      .map((cell) => `${cell}: ${counted.get(cell) ?? 0} counted, ${expected.get(cell) ?? 0} sent`);
  for (let waited = 0; wrongCells().length > 0 && waited < 5_000; waited += 100) {
    await sleep(100);
    counted = await funnelCounts(database);
  }
  return {
    beacons: {
      sent: options.beacons,
      unexpected: unexpectedAnswers(beacons, '204'),
      metricsAccepted: (beacons.status['204'] ?? 0) * METRICS.length,
      metricsStored: await countSamples(database),
    },
    quiz: {
      stepReports: reported,
      plainForms: options.plainForms,
      unexpected: unexpectedAnswers(stepReports, '204') + unexpectedAnswers(plainForms, '303'),
      cells: expected.size,
      wrongCells: wrongCells(),
    },
  };
}
