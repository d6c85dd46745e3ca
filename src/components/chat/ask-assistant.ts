/**
 * One question to `POST /api/chat` and its streamed answer (see lib/chat/contract.ts): what the
 * widget sends, how it reads the events, and the one outcome it ends with. No React here.
 */
import type { Locale } from '../../i18n/locales.ts';
import {
  CHAT_ENDPOINT,
  CHAT_HISTORY_MAX_ITEMS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TIMEOUT_MS,
  type ChatRequest,
  type ChatSource,
  type ChatTurn,
} from '../../lib/chat/contract.ts';
import { readEvents } from '../../lib/chat/event-stream.ts';
import { isAnswerLanguage } from './answer-language.ts';
import { type ChatEntry, sourcesFrom } from './chat-entry.ts';

/** An answer as far as it has arrived. */
export interface PartialAnswer {
  text: string;
  language: Locale;
  sources: ChatSource[];
}

export type AskOutcome =
  /** The answer arrived whole (`done`). */
  | { kind: 'answered'; answer: PartialAnswer }
  /** The visitor stopped it, or left the page: what had arrived. */
  | { kind: 'stopped'; answer: PartialAnswer }
  /** Network, server error, timeout or an unreadable answer; `message` is a refusal's own words. */
  | { kind: 'failed'; message?: string };

export interface AskOptions {
  message: string;
  /** The page's language. */
  locale: Locale;
  /** The conversation before this question. */
  history: ChatTurn[];
  /** Aborted when the visitor stops the answer or leaves the page. */
  signal: AbortSignal;
  /** Called with the answer so far each time it changes. */
  onProgress: (answer: PartialAnswer) => void;
  timeoutMs?: number;
  fetcher?: typeof fetch;
}

/** The latest turns the server may use as context, each cut to the length it accepts. */
export function historyOf(entries: readonly ChatEntry[]): ChatTurn[] {
  return entries
    .filter((entry) => entry.content.trim() !== '')
    .slice(-CHAT_HISTORY_MAX_ITEMS)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_MESSAGE_MAX_LENGTH) }));
}

/** A refusal's message (4xx with `{ message }`, already in the visitor's language), if any. */
async function refusalMessage(response: Response): Promise<string | undefined> {
  if (response.status < 400 || response.status >= 500) return undefined;
  try {
    const { message } = ((await response.json()) ?? {}) as Record<string, unknown>;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks and reads the answer as it streams: `meta` sets its language, `delta` appends, `reset`
 * drops the text so far, `sources` sets the links, `done` ends it. An `error` event, a stream
 * that ends before `done`, or no answer within `timeoutMs` is a failure.
 */
export async function askAssistant(options: AskOptions): Promise<AskOutcome> {
  const { signal, timeoutMs = CHAT_TIMEOUT_MS, fetcher = fetch } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const stop = () => controller.abort();
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });

  const answer: PartialAnswer = { text: '', language: options.locale, sources: [] };
  const request: ChatRequest = { message: options.message, locale: options.locale, history: options.history };
  try {
    const response = await fetcher(CHAT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) return { kind: 'failed', message: await refusalMessage(response) };
    for await (const event of readEvents(response.body)) {
      const data = (event.data ?? {}) as Record<string, unknown>;
      if (event.name === 'meta' && isAnswerLanguage(data.language)) answer.language = data.language;
      else if (event.name === 'delta' && typeof data.text === 'string') answer.text += data.text;
      else if (event.name === 'reset') answer.text = '';
      else if (event.name === 'sources') answer.sources = sourcesFrom(data.sources);
      else if (event.name === 'error') return { kind: 'failed' };
      else if (event.name === 'done') {
        // `done` carries the whole answer: it wins over the pieces, should one have been lost.
        if (typeof data.answer === 'string' && data.answer.trim()) answer.text = data.answer;
        return answer.text.trim() ? { kind: 'answered', answer: { ...answer } } : { kind: 'failed' };
      } else continue;
      options.onProgress({ ...answer });
    }
    return { kind: 'failed' };
  } catch {
    // Only an abort the visitor asked for is a stop; anything else thrown (the network, the
    // timeout, a broken stream) is a failure.
    return signal.aborted && !timedOut ? { kind: 'stopped', answer } : { kind: 'failed' };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
    // Nothing more will be read: let the connection go.
    controller.abort();
  }
}
