/**
 * `npm run bench:chat` (also part of `npm run bench`): the chat assistant's built-in engine.
 *
 * 1. Accuracy: every question of the evaluation set (tests/chat-evaluation/<language>.yaml) is
 *    asked from its language's pages; per language, top-1 and top-3 source accuracy of the
 *    on-topic questions (the first cited page, or one of the first three, is one the set names),
 *    the share of off-topic questions declined (`intent: unknown`), and how many were handled
 *    right (the answer's language, and the intent where the set gives one).
 * 2. Answer time in the server process: every question answered 20 times, p50 and p99.
 * 3. Over HTTP on the production server: sequential JSON answers, then 10 visitors asking at once
 *    (autocannon), p50 and p99.
 *
 * Targets: on-topic top-3 >= 90 % and off-topic declined >= 90 % in every language (issues 12
 * and 31, EVALUATION_TARGETS); built-in p99 < 100 ms on the server.
 * Writes bench-results/chat-<date>.json. `--build` rebuilds first.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { CHAT_ENDPOINT } from '../../src/lib/chat/contract.ts';
import { builtInAnswer } from '../../src/server/chat/built-in-answer.ts';
import { KNOWLEDGE_FILE, loadKnowledge } from '../../src/server/chat/knowledge.ts';
import { ensureBuild, freePort, percentile, ROOT, stamp } from '../lib/bench-setup.ts';
import {
  EVALUATION_TARGETS,
  type EvaluationSummary,
  evaluate,
  isOffTopic,
  readEvaluation,
} from '../lib/chat-evaluation.ts';
import { loadPhase, phaseLine } from '../lib/load-phase.ts';
import { startServer } from '../lib/server-process.ts';

const TARGET = { ...EVALUATION_TARGETS, p99Ms: 100 };
const ROUNDS = 20;
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

ensureBuild(process.argv.includes('--build'));
const knowledge = await loadKnowledge(join(ROOT, 'dist', 'server', KNOWLEDGE_FILE));
const questions = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await readEvaluation(locale)] as const)),
) as Record<Locale, Awaited<ReturnType<typeof readEvaluation>>>;

console.log('bench: chat accuracy (built-in engine, evaluation set)');
const mark = (share: number, target: number) => `${percent(share)} ${share >= target ? '✓' : '✗ below the target'}`;
const summaries: EvaluationSummary[] = [];
for (const locale of LOCALES) {
  const summary = evaluate(knowledge, locale, questions[locale]);
  summaries.push(summary);
  console.log(
    `  ${locale}: ${summary.questions} questions · on-topic top-3 ${mark(summary.top3, TARGET.onTopicTop3)} (top-1 ${percent(summary.top1)}, of ${summary.withSources}) · off-topic declined ${mark(summary.offTopicDeclined, TARGET.offTopicDeclined)} (of ${summary.offTopic}) · handled ${percent(summary.handled)}`,
  );
  for (const failure of summary.failures) {
    const cited = failure.answer.sources.map((source) => source.url.split('#')[0]).join(' ') || '(none)';
    const what = isOffTopic(failure.question)
      ? 'off-topic, answered'
      : `${failure.answer.language} ${failure.answer.intent}`;
    console.log(`      ✗ "${failure.question.question}" → ${what}: ${cited}`);
  }
}

const all = LOCALES.flatMap((locale) => questions[locale].map((question) => ({ locale, text: question.question })));
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const { locale, text } of all) {
    const start = performance.now();
    builtInAnswer(knowledge, text, { pageLocale: locale });
    times.push(performance.now() - start);
  }
}
const inProcess = { p50: percentile(times, 50), p99: percentile(times, 99) };
console.log(
  `bench: answer time in the server process (${times.length} answers): p50 ${inProcess.p50.toFixed(1)} ms · p99 ${inProcess.p99.toFixed(1)} ms${inProcess.p99 < TARGET.p99Ms ? '' : '  ✗ above the target'}`,
);

const port = await freePort();
const server = await startServer(port, { CHAT_RATE_LIMIT: '1000000' });
let http: { sequential: { p50: number; p99: number }; concurrent: Awaited<ReturnType<typeof loadPhase>> };
try {
  const headers = { 'content-type': 'application/json', accept: 'application/json', origin: server.url };
  const roundTrips: number[] = [];
  for (const { locale, text } of all) {
    const start = performance.now();
    const response = await fetch(`${server.url}${CHAT_ENDPOINT}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: text, locale }),
    });
    await response.json();
    if (!response.ok) throw new Error(`${CHAT_ENDPOINT} answered ${response.status} to "${text}"`);
    roundTrips.push(performance.now() - start);
  }
  const sequential = { p50: percentile(roundTrips, 50), p99: percentile(roundTrips, 99) };
  const concurrent = await loadPhase({
    url: `${server.url}${CHAT_ENDPOINT}`,
    connections: 10,
    duration: 10,
    requests: all.slice(0, 40).map(({ locale, text }) => ({
      method: 'POST',
      headers,
      body: JSON.stringify({ message: text, locale }),
    })),
  });
  http = { sequential, concurrent };
  console.log(
    `bench: over HTTP, one visitor at a time (${roundTrips.length} questions): p50 ${sequential.p50.toFixed(1)} ms · p99 ${sequential.p99.toFixed(1)} ms`,
  );
  console.log(phaseLine('over HTTP, 10 visitors at once', concurrent, 'answers', '200'));
} finally {
  await server.stop();
}

await mkdir(join(ROOT, 'bench-results'), { recursive: true });
const file = join('bench-results', `chat-${stamp(new Date())}.json`);
await writeFile(
  join(ROOT, file),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      target: TARGET,
      accuracy: summaries.map(({ failures, ...summary }) => ({
        ...summary,
        failures: failures.map((failure) => failure.question.question),
      })),
      inProcessMs: inProcess,
      http,
    },
    null,
    2,
  ),
);
console.log(`bench: wrote ${file}`);
