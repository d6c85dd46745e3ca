/**
 * `POST /api/chat` `{ message, locale?, history? }`: the assistant. The newsletter's rules: a size
 * cap (413), JSON only (415), same-origin (403), a per-client rate limit (`CHAT_RATE_LIMIT`, 429),
 * a Zod schema (400), refusals in the visitor's language, never a 5xx for what a visitor sends.
 * `Accept: application/json` gets one JSON answer; anything else a stream of Server-Sent Events
 * (src/lib/chat/event-stream.ts). The built-in engine always answers; the LLM, when configured,
 * answers questions the site covers, within its per-client rate and daily budget, and gives way
 * to the built-in answer when it fails, times out or is over budget.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import {
  CHAT_BODY_LIMIT,
  CHAT_ENDPOINT,
  CHAT_HISTORY_MAX_ITEMS,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatAnswer,
  type ChatSource,
} from '../../lib/chat/contract.ts';
import { type ChatStreamEvent, encodeStreamEvent } from '../../lib/chat/event-stream.ts';
import { type Database, loggableError } from '../db/client.ts';
import { HOURLY_MS, purgeNowAndThen } from '../db/purge-now-and-then.ts';
import { type GuardRefusal, guardEndpoint, REFUSAL_STATUS } from '../http/endpoint-guards.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { bodyFields, refererPath, visitorLocale } from '../http/request-context.ts';
import { visitorText } from '../visitor-text.ts';
import { type BuiltInAnswer, builtInAnswer, passageSource, sourceList } from './built-in-answer.ts';
import type { Knowledge } from './knowledge.ts';
import type { Llm } from './llm.ts';
import { type AnswerCounter, llmTokensToday, purgeOldQuestions } from './stats.ts';

export interface ChatRouteOptions {
  knowledge: Knowledge;
  db: Database;
  siteUrl: string;
  limiter: RateLimiter;
  /** CHAT_LOG_QUESTIONS: keep the text of unanswered questions. */
  logQuestions: boolean;
  /** Where answers are counted (written to the database every few seconds). */
  counter: AnswerCounter;
  llm?: {
    client: Llm;
    /** LLM answers per client per minute (CHAT_LLM_RATE_LIMIT); beyond it, built-in answers. */
    limiter: RateLimiter;
    /** Tokens a day for all servers (CHAT_LLM_DAILY_TOKENS). */
    dailyTokens: number;
  };
}

const turnSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: visitorText(CHAT_MESSAGE_MAX_LENGTH),
});

const chatSchema = z.strictObject({
  message: visitorText(CHAT_MESSAGE_MAX_LENGTH),
  locale: z.enum(LOCALES).optional(),
  history: z.array(turnSchema).max(CHAT_HISTORY_MAX_ITEMS).optional().default([]),
});

type Refusal = Exclude<GuardRefusal, 'unexpected'> | 'unavailable';

/** The visitor's language for a refusal: the body's `locale`, else the page the request came from. */
function refusalLocale(request: FastifyRequest): Locale {
  return visitorLocale(bodyFields(request.body), refererPath(request));
}

function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  const messages = getMessages(refusalLocale(request));
  const message = refusal === 'unavailable' ? messages.chatWidget.error : messages.chat.errors[refusal];
  return reply.code(REFUSAL_STATUS[refusal]).header('Cache-Control', 'no-store').send({ message });
}

/** JSON for `Accept: application/json` (and no event stream asked for alongside). */
const wantsJson = (request: FastifyRequest) => {
  const accept = (request.headers.accept ?? '').toLowerCase();
  return accept.includes('application/json') && !accept.includes('text/event-stream');
};

/** The answer's text in pieces of a few words, so the built-in answer streams like the LLM's. */
function* inPieces(text: string): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let index = 0; index < words.length; index += 4) yield words.slice(index, index + 4).join('');
}

/** Events as the wire carries them. */
async function* asText(events: AsyncIterable<ChatStreamEvent>): AsyncGenerator<string> {
  for await (const event of events) yield encodeStreamEvent(event);
}

/** The cited passages' pages first (in citation order), then the rest of the built-in sources. */
function citedSources(builtIn: BuiltInAnswer, cited: number[]): ChatSource[] {
  const fromCitations = cited.flatMap((index) => {
    const passage = builtIn.passages[index];
    return passage ? [passageSource(passage)] : [];
  });
  return sourceList([...fromCitations, ...builtIn.sources]);
}

export function registerChatRoutes(app: FastifyInstance, options: ChatRouteOptions) {
  const { knowledge, db, limiter, logQuestions, counter, llm } = options;
  const siteOrigin = [new URL(options.siteUrl).origin];

  /** Counts the answer (and keeps an unanswered question when the owner asked for that). */
  function record(answer: BuiltInAnswer, question: string, llmTokens?: number) {
    counter.add({
      locale: answer.language,
      answered: answer.answered,
      llmTokens,
      unansweredQuestion: logQuestions && !answer.answered ? question : undefined,
    });
  }

  /** Old unanswered questions go at most once an hour, when a question arrives. */
  const purgeQuestions = purgeNowAndThen(HOURLY_MS, () => purgeOldQuestions(db));

  /** Whether this answer may come from the LLM: configured, the site covers it, rate and budget left. */
  async function llmAllowed(request: FastifyRequest, builtIn: BuiltInAnswer): Promise<boolean> {
    if (!llm || !builtIn.answered || builtIn.passages.length === 0) return false;
    if (builtIn.intent !== 'question' && builtIn.intent !== 'booking') return false;
    if (!(await llm.limiter.take(request.ip)).allowed) return false;
    try {
      return (await llmTokensToday(db)) + counter.pendingTokens() < llm.dailyTokens;
    } catch (error) {
      request.log.warn({ error: loggableError(error) }, 'chat: the LLM budget could not be read; built-in answer');
      return false;
    }
  }

  /**
   * The answer as events: the LLM's when allowed (the built-in one after a `reset` if it breaks
   * off), otherwise the built-in one. `signal` aborts when the visitor leaves.
   */
  async function* answerEvents(
    request: FastifyRequest,
    question: string,
    history: { role: 'user' | 'assistant'; content: string }[],
    builtIn: BuiltInAnswer,
    signal: AbortSignal,
  ): AsyncGenerator<ChatStreamEvent> {
    yield { name: 'meta', data: { language: builtIn.language } };
    if (llm && (await llmAllowed(request, builtIn))) {
      const answer = llm.client.answer({
        question,
        language: builtIn.language,
        passages: builtIn.passages,
        history,
        signal,
      });
      let text = '';
      try {
        for await (const piece of answer.text) {
          text += piece;
          yield { name: 'delta', data: { text: piece } };
        }
        if (text.trim()) {
          yield { name: 'sources', data: { sources: citedSources(builtIn, answer.cited) } };
          yield { name: 'done', data: { answer: text.trim() } };
          record(builtIn, question, answer.tokens);
          return;
        }
      } catch (error) {
        if (signal.aborted) return; // The visitor left or stopped: nobody reads the rest.
        request.log.warn({ error: loggableError(error) }, 'chat: the LLM failed; built-in answer given');
      }
      if (text) yield { name: 'reset', data: {} };
    }
    for (const piece of inPieces(builtIn.answer)) yield { name: 'delta', data: { text: piece } };
    yield { name: 'sources', data: { sources: builtIn.sources } };
    yield { name: 'done', data: { answer: builtIn.answer } };
    record(builtIn, question);
  }

  app.register(async (scope) => {
    guardEndpoint(scope, {
      siteOrigins: siteOrigin,
      limiter,
      limitAfterBody: true,
      name: 'chat question',
      refuse: (request, reply, refusal) => refuse(request, reply, refusal === 'unexpected' ? 'unavailable' : refusal),
    });

    scope.post(CHAT_ENDPOINT, { bodyLimit: CHAT_BODY_LIMIT }, async (request, reply) => {
      const parsed = chatSchema.safeParse(request.body);
      if (!parsed.success) return refuse(request, reply, 'invalidRequest');
      const { message, history } = parsed.data;
      const pageLocale = parsed.data.locale ?? refusalLocale(request);
      const builtIn = builtInAnswer(knowledge, message, { pageLocale, history });
      if (logQuestions) {
        purgeQuestions().catch((error: unknown) =>
          request.log.error({ error: loggableError(error) }, 'could not delete old chat questions'),
        );
      }

      // Stops the LLM when the visitor leaves (the connection closes before the answer ends).
      const visitorLeft = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) visitorLeft.abort();
      });
      const events = answerEvents(request, message, history, builtIn, visitorLeft.signal);

      if (wantsJson(request)) {
        const answer: ChatAnswer = { answer: '', language: builtIn.language, sources: [] };
        let text = '';
        for await (const event of events) {
          if (event.name === 'delta') text += event.data.text;
          else if (event.name === 'reset') text = '';
          else if (event.name === 'sources') answer.sources = event.data.sources;
        }
        answer.answer = text.trim();
        return reply.header('Cache-Control', 'no-store').send(answer);
      }

      return reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Accel-Buffering', 'no')
        .send(Readable.from(asText(events)));
    });
  });
}
