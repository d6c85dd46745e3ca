/**
 * The contract between the chat widget and `POST /api/chat`. The request is JSON
 * `{ message, locale?, history? }`. With `Accept: application/json` the answer is one JSON object
 * (`ChatAnswer`); otherwise it is a stream of Server-Sent Events (see event-stream.ts): `meta`
 * (the answer's language), `delta` (text to append), `reset` (drop the text so far: a fallback
 * answer follows), `sources`, and `done` last; `error` if the answer broke off.
 */
import type { Locale } from '../../i18n/locales.ts';

export const CHAT_ENDPOINT = '/api/chat';

/** A visitor's message: 1 to 2,000 characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** The most earlier messages a request may carry (the widget sends the latest ones). */
export const CHAT_HISTORY_MAX_ITEMS = 10;

/** A request's largest body: a full history of long messages, in UTF-8 and JSON escapes. */
export const CHAT_BODY_LIMIT = 96 * 1024;

/** How long the widget waits for an answer to finish before it counts as failed. */
export const CHAT_TIMEOUT_MS = 45_000;

export type ChatRole = 'user' | 'assistant';

export interface ChatTurn {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  message: string;
  /** The language of the page the visitor is on: the tie-breaker for short messages. */
  locale?: Locale;
  /** The conversation so far, oldest first, at most `CHAT_HISTORY_MAX_ITEMS`. */
  history?: ChatTurn[];
}

/** A page the answer comes from: its title and its path in the answer's language. */
export interface ChatSource {
  title: string;
  url: string;
}

export interface ChatAnswer {
  answer: string;
  language: Locale;
  /** Best first. */
  sources: ChatSource[];
}

/** What a refusal (400, 403, 413, 415, 429, 503) carries: a message in the visitor's language. */
export interface ChatRefusal {
  message: string;
}

/** The events of the streamed answer and what each one's `data` holds (JSON). */
export interface ChatStreamEvents {
  meta: { language: Locale };
  delta: { text: string };
  reset: Record<string, never>;
  sources: { sources: ChatSource[] };
  done: { answer: string };
  error: { message: string };
}

export type ChatStreamEventName = keyof ChatStreamEvents;
