/**
 * The chat assistant's evaluation set (tests/chat-evaluation) held to its targets in every
 * language, on knowledge made from the real content the way the build makes it: a change to the
 * engine, the knowledge build or the content that makes the assistant find fewer right pages or
 * decline fewer off-topic questions fails here, not only in `npm run bench:chat`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVALUATION_TARGETS,
  type EvaluationSummary,
  evaluate,
  readEvaluation,
} from '../../scripts/lib/chat-evaluation.ts';
import { SENTENCE_END } from '../../scripts/lib/chat-page-sections.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { builtInAnswer, passageSource } from '../../src/server/chat/built-in-answer.ts';
import type { Knowledge } from '../../src/server/chat/knowledge.ts';
import { renderedKnowledge } from './rendered-knowledge.ts';

let knowledge: Knowledge;

beforeAll(async () => {
  knowledge = await renderedKnowledge();
}, 300_000);

/** The questions a summary got wrong, to read in a failure. */
const misses = (summary: EvaluationSummary) => summary.failures.map((failure) => failure.question.question);

describe.each(LOCALES)('the chat assistant in %s, on the evaluation set', (locale) => {
  it(`cites a right page among the first three for ${EVALUATION_TARGETS.onTopicTop3 * 100} % of on-topic questions and declines ${EVALUATION_TARGETS.offTopicDeclined * 100} % of off-topic ones`, async () => {
    const summary = evaluate(knowledge, locale, await readEvaluation(locale));
    expect(summary.withSources).toBeGreaterThan(40);
    expect(summary.offTopic).toBeGreaterThanOrEqual(16);
    expect(summary.top3, `on-topic misses: ${misses(summary).join(' | ')}`).toBeGreaterThanOrEqual(
      EVALUATION_TARGETS.onTopicTop3,
    );
    expect(summary.offTopicDeclined, `misses: ${misses(summary).join(' | ')}`).toBeGreaterThanOrEqual(
      EVALUATION_TARGETS.offTopicDeclined,
    );
  });

  it('answers in whole sentences of the one section its first source links to', async () => {
    for (const { question } of await readEvaluation(locale)) {
      const answer = builtInAnswer(knowledge, question, { pageLocale: locale });
      const [quoted] = answer.passages;
      if (!answer.answered || answer.intent !== 'question' || !quoted) continue;
      expect(answer.sources[0], question).toEqual(passageSource(quoted));
      const sentences = quoted.sentences.filter((sentence) => answer.answer.includes(sentence));
      expect(sentences.join(' '), question).toBe(answer.answer);
      expect(answer.answer, question).toMatch(SENTENCE_END);
    }
  });
});
