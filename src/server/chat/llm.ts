/**
 * The optional LLM (CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY, CHAT_LLM_MODEL): any OpenAI-compatible
 * endpoint through the AI SDK, grounded on the passages the built-in engine found. The prompt
 * allows only those passages, asks for the visitor's language and numbered citations ([1]); the
 * citations order the sources and are taken out of the text the visitor reads. Caps: the
 * question's length (the API's), output tokens, a timeout, an abort when the visitor leaves.
 * The per-client rate and the daily budget are the route's (routes.ts).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type ModelMessage, streamText } from 'ai';
import { site } from '../../config/site.ts';
import { LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import type { ChatTurn } from '../../lib/chat/contract.ts';
import type { Passage } from './knowledge.ts';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** CHAT_LLM_MAX_OUTPUT_TOKENS: the longest answer, in tokens. */
  maxOutputTokens: number;
  /** CHAT_LLM_TIMEOUT_SECONDS: an answer not finished by then is abandoned (the built-in one is given). */
  timeoutSeconds: number;
}

export interface LlmRequest {
  question: string;
  language: Locale;
  passages: Passage[];
  history: ChatTurn[];
  /** Aborted when the visitor leaves or stops the answer. */
  signal: AbortSignal;
}

/** A streamed answer: its text as it comes, then which passages it cited and the tokens it used. */
export interface LlmAnswer {
  text: AsyncGenerator<string>;
  /** Filled once `text` is done: the 0-based passages cited, in order of first citation. */
  cited: number[];
  /** Filled once `text` is done. */
  tokens: number;
}

export interface Llm {
  answer(request: LlmRequest): LlmAnswer;
}

/** The passages a model may use, numbered as it cites them. */
function context(passages: Passage[]): string {
  return passages
    .map((passage, index) => `[${index + 1}] ${passage.title} — ${passage.heading}\n${passage.sentences.join(' ')}`)
    .join('\n\n');
}

export function systemPrompt(language: Locale, passages: Passage[]): string {
  return [
    `You are the assistant on the website of ${site.brandName}, where ${site.authorName}, a vibrational therapist and spiritual guide in Brazil, writes about chakras, the aura, tarot, meditation and energy work and offers sessions.`,
    'Answer ONLY with what the numbered passages from the site say. If they do not answer the question, say that you do not know and suggest writing through the contact page. Never add facts, prices, dates or promises of your own.',
    'Cite the passages you use with their numbers in square brackets, like [1].',
    `Write in ${LOCALE_NAMES[language]} (language code ${language}), whatever language the passages are in: two to four short, warm, plain sentences. No lists, no headings, no links.`,
    'You give no medical, psychological or financial advice: for health matters, say that these practices complement and never replace professional care.',
    '',
    'Passages:',
    context(passages),
  ].join('\n');
}

/**
 * Takes the `[n]` citations out of a stream of text pieces (a citation may be split between two
 * pieces) and notes which passages they name.
 */
export async function* withoutCitations(pieces: AsyncIterable<string>, cited: number[]): AsyncGenerator<string> {
  let pending = '';
  for await (const piece of pieces) {
    pending += piece;
    // Hold back a trailing "[" or "[12" that may be the start of a citation.
    const open = pending.search(/ ?\[\d*$/);
    const ready = open === -1 ? pending : pending.slice(0, open);
    pending = open === -1 ? '' : pending.slice(open);
    const text = ready.replace(/ ?\[(\d+)\]/g, (_match, number: string) => {
      const index = Number(number) - 1;
      if (!cited.includes(index)) cited.push(index);
      return '';
    });
    if (text) yield text;
  }
  if (pending) yield pending;
}

export function createLlm(settings: LlmSettings): Llm {
  const provider = createOpenAICompatible({ name: 'chat', baseURL: settings.baseUrl, apiKey: settings.apiKey });
  const model = provider.chatModel(settings.model);

  return {
    answer({ question, language, passages, history, signal }) {
      const messages: ModelMessage[] = [
        ...history.map((turn): ModelMessage => ({ role: turn.role, content: turn.content })),
        { role: 'user', content: question },
      ];
      const result = streamText({
        model,
        system: systemPrompt(language, passages),
        messages,
        maxOutputTokens: settings.maxOutputTokens,
        temperature: 0.2,
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutSeconds * 1000)]),
        // Failures arrive as `error` parts below; the SDK must not print them itself.
        onError: () => {},
      });
      const answer: LlmAnswer = { text: (async function* () {})(), cited: [], tokens: 0 };
      async function* pieces(): AsyncGenerator<string> {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') yield part.text;
          else if (part.type === 'error')
            throw part.error instanceof Error ? part.error : new Error(String(part.error));
          else if (part.type === 'abort') throw new Error('the answer was aborted');
          else if (part.type === 'finish') answer.tokens = part.totalUsage.totalTokens ?? 0;
        }
      }
      answer.text = withoutCitations(pieces(), answer.cited);
      return answer;
    },
  };
}
