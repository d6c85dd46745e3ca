/**
 * POST /api/chat on the production server and build: the contract (JSON and streamed), the real
 * knowledge built from the pages, refusals, the rate limit, and the LLM path against a fake
 * OpenAI-compatible server (real HTTP, real streaming) with the built-in answer as fallback.
 */
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/bench-setup.ts';
import { startServer } from '../../scripts/lib/server-process.ts';
import type { ChatAnswer } from '../../src/lib/chat/contract.ts';
import { parseEventBlock } from '../../src/lib/chat/event-stream.ts';
import { startFakeLlm } from '../../src/server/testing/fake-llm.ts';
import { getMessages } from './fixtures.ts';

/** Posts a question as the site's own pages do. */
async function ask(baseUrl: string, body: unknown, accept = 'application/json') {
  return fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, origin: baseUrl },
    body: JSON.stringify(body),
  });
}

/** The events of a streamed answer, read as they arrive. */
async function streamedEvents(response: Response) {
  const text = await response.text();
  return text
    .split('\n\n')
    .map((block) => parseEventBlock(block))
    .filter((event) => event !== null);
}

test.describe('the chat API on the production server', () => {
  test('answers from the site’s pages, in the question’s language, with links in that language', async ({
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const english = await ask(base, { message: 'How many cards are in a tarot deck?', locale: 'pt' });
    expect(english.status).toBe(200);
    const answer = (await english.json()) as ChatAnswer;
    expect(answer.language).toBe('en');
    expect(answer.answer).toMatch(/78/);
    expect(answer.sources[0]?.url).toMatch(/^\/blog\/tarot-meaning(#|$)/);
    for (const source of answer.sources) {
      expect((await fetch(`${base}${source.url.split('#')[0]}`)).status).toBe(200);
      expect(source.title.length).toBeGreaterThan(3);
    }

    const portuguese = (await (
      await ask(base, { message: 'como limpar a energia da minha casa nova?', locale: 'en' })
    ).json()) as ChatAnswer;
    expect(portuguese.language).toBe('pt');
    expect(portuguese.sources.length).toBeGreaterThan(0);
    for (const source of portuguese.sources) expect(source.url).toMatch(/^\/pt\//);
    expect(portuguese.sources.map((source) => source.url)).toContainEqual(
      expect.stringMatching(/^\/pt\/blog\/limpeza-energetica/),
    );
  });

  test('streams the same answer as Server-Sent Events, sources before the end', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const question = { message: 'What crystals go with the heart chakra?', locale: 'en' };
    const response = await ask(base, question, 'text/event-stream');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = await streamedEvents(response);
    expect(events.map((event) => event.name)).toEqual([
      'meta',
      ...events.slice(1, -2).map(() => 'delta'),
      'sources',
      'done',
    ]);
    const streamed = events.flatMap((event) => (event.name === 'delta' ? [event.data.text] : [])).join('');
    const json = (await (await ask(base, question)).json()) as ChatAnswer;
    expect(streamed.trim()).toBe(json.answer);
  });

  test('refuses bad input with translated messages, never a server error', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const empty = await ask(base, { message: '', locale: 'pt' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe(getMessages('pt').chat.errors.invalidRequest);
    expect((await ask(base, { message: 'x'.repeat(2001) })).status).toBe(400);
    expect((await ask(base, { message: 'hi', history: 'all of it' })).status).toBe(400);
    expect((await ask(base, { message: 'hi', pad: 'x'.repeat(200_000) })).status).toBe(413);
    const plain = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: base },
      body: 'hi',
    });
    expect(plain.status).toBe(415);
    const crossSite = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ message: 'hi', locale: 'es' }),
    });
    expect(crossSite.status).toBe(403);
  });
});

test.describe('the chat API with its own servers', () => {
  test.describe.configure({ timeout: 120_000 });

  test('allows CHAT_RATE_LIMIT questions a minute per client, then 429 with Retry-After', async () => {
    const server = await startServer(await freePort(), { CHAT_RATE_LIMIT: '2', MAX_EVENT_LOOP_DELAY_MS: '0' });
    try {
      expect((await ask(server.url, { message: 'tarot?' })).status).toBe(200);
      expect((await ask(server.url, { message: 'tarot?' })).status).toBe(200);
      const refused = await ask(server.url, { message: 'tarot?', locale: 'it' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).message).toBe(getMessages('it').chat.errors.rateLimited);
    } finally {
      await server.stop();
    }
  });

  test('streams an LLM’s grounded answer, and the built-in one when the LLM fails', async () => {
    const llm = await startFakeLlm();
    const server = await startServer(await freePort(), {
      CHAT_LLM_BASE_URL: llm.baseUrl,
      CHAT_LLM_API_KEY: 'e2e-key',
      CHAT_LLM_MODEL: 'fake-model',
      CHAT_LLM_TIMEOUT_SECONDS: '2',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    try {
      const question = { message: 'How many cards are in a tarot deck?', locale: 'en' };
      llm.behaviour = { kind: 'answer', pieces: ['The deck has ', '78 cards', ' [1].'] };
      const events = await streamedEvents(await ask(server.url, question, 'text/event-stream'));
      const text = events.flatMap((event) => (event.name === 'delta' ? [event.data.text] : [])).join('');
      expect(text).toBe('The deck has 78 cards.');
      const sources = events.find((event) => event.name === 'sources');
      expect(sources?.name === 'sources' && sources.data.sources[0]?.url).toMatch(/^\/blog\/tarot-meaning/);
      const messages = (llm.requests.at(-1)?.body.messages ?? []) as { content: string }[];
      const prompt = messages[0]?.content ?? '';
      expect(prompt).toContain('78');

      llm.behaviour = { kind: 'fail' };
      const fallback = (await (await ask(server.url, question)).json()) as ChatAnswer;
      expect(fallback.answer).toMatch(/78/);
      expect(fallback.answer).not.toContain('The deck has');
    } finally {
      await server.stop();
      await llm.close();
    }
  });
});
