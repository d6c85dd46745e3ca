import { describe, expect, it, vi } from 'vitest';
import { CHAT_HISTORY_MAX_ITEMS, CHAT_MESSAGE_MAX_LENGTH, type ChatStreamEvents } from '../../lib/chat/contract.ts';
import { encodeEvent } from '../../lib/chat/event-stream.ts';
import { type AskOptions, askAssistant, historyOf, type PartialAnswer } from './ask-assistant.ts';
import { createEntry } from './chat-entry.ts';

type Wire = { [Name in keyof ChatStreamEvents]: [Name, ChatStreamEvents[Name]] }[keyof ChatStreamEvents];

/** A streamed answer as the server writes it, one chunk per event (or `chunks` as given). */
function sse(events: Wire[], chunks?: string[]): Response {
  const encoder = new TextEncoder();
  const parts = chunks ?? events.map(([name, data]) => encodeEvent(name, data as never));
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

function ask(fetcher: typeof fetch, extra: Partial<AskOptions> = {}) {
  const progress: PartialAnswer[] = [];
  const outcome = askAssistant({
    message: 'What is a chakra?',
    locale: 'en',
    history: [],
    signal: new AbortController().signal,
    onProgress: (answer) => progress.push(answer),
    fetcher,
    ...extra,
  });
  return { outcome, progress };
}

const SOURCES = [{ title: 'The seven chakras', url: '/chakra' }];

describe('askAssistant', () => {
  it('posts the question as JSON, asks for a stream, and reads meta, deltas, reset, sources and done', async () => {
    const fetcher = vi.fn<typeof fetch>(async () =>
      sse([
        ['meta', { language: 'pt' }],
        ['delta', { text: 'Rascunho' }],
        ['reset', {}],
        ['delta', { text: 'Um chakra ' }],
        ['delta', { text: 'é um centro de energia.' }],
        ['sources', { sources: SOURCES }],
        ['done', { answer: 'Um chakra é um centro de energia.' }],
      ]),
    );
    const history = [{ role: 'user' as const, content: 'Olá' }];
    const { outcome, progress } = ask(fetcher, { locale: 'pt', history });
    expect(await outcome).toEqual({
      kind: 'answered',
      answer: { text: 'Um chakra é um centro de energia.', language: 'pt', sources: SOURCES },
    });
    expect(progress.map((answer) => answer.text)).toEqual([
      '',
      'Rascunho',
      '',
      'Um chakra ',
      'Um chakra é um centro de energia.',
      'Um chakra é um centro de energia.',
    ]);
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'text/event-stream' });
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'What is a chakra?', locale: 'pt', history });
  });

  it('reads events split anywhere across chunks', async () => {
    const wire = `${encodeEvent('meta', { language: 'es' })}${encodeEvent('delta', { text: 'Hola' })}${encodeEvent('done', { answer: 'Hola' })}`;
    const chunks = wire.match(/.{1,7}/gs) ?? [];
    const { outcome } = ask(async () => sse([], chunks));
    expect(await outcome).toEqual({ kind: 'answered', answer: { text: 'Hola', language: 'es', sources: [] } });
  });

  it('keeps only links to pages of this site, each once', async () => {
    const { outcome } = ask(async () =>
      sse([
        ['delta', { text: 'Yes.' }],
        [
          'sources',
          {
            sources: [
              ...SOURCES,
              { title: 'Elsewhere', url: 'https://example.com/' },
              { title: 'Script', url: 'javascript:alert(1)' },
              { title: 'Protocol-relative', url: '//example.com/x' },
              { title: '', url: '/blog' },
              { title: 'The same page again', url: '/chakra' },
            ],
          },
        ],
        ['done', { answer: 'Yes.' }],
      ]),
    );
    expect((await outcome).kind === 'answered' && (await outcome)).toMatchObject({ answer: { sources: SOURCES } });
  });

  it('fails on an error event, a stream that ends before done, a 5xx and a network error', async () => {
    const broken = sse([
      ['delta', { text: 'Half an' }],
      ['error', { message: 'broke off' }],
    ]);
    expect(await ask(async () => broken).outcome).toEqual({ kind: 'failed' });
    expect(await ask(async () => sse([['delta', { text: 'Half an' }]])).outcome).toEqual({ kind: 'failed' });
    const serverError = new Response(JSON.stringify({ message: 'internal' }), { status: 500 });
    expect(await ask(async () => serverError).outcome).toEqual({ kind: 'failed' });
    expect(await ask(() => Promise.reject(new TypeError('Failed to fetch'))).outcome).toEqual({ kind: 'failed' });
    expect(await ask(async () => sse([['done', { answer: '' }]])).outcome).toEqual({ kind: 'failed' });
  });

  it("passes on a refusal's own message (4xx with { message }), and none without one", async () => {
    const tooMany = new Response(JSON.stringify({ message: 'Too many questions.' }), { status: 429 });
    expect(await ask(async () => tooMany).outcome).toEqual({ kind: 'failed', message: 'Too many questions.' });
    const bare = new Response('Bad request', { status: 400 });
    expect(await ask(async () => bare).outcome).toEqual({ kind: 'failed' });
  });

  it('stops with what had arrived when the visitor aborts, and fails on the timeout', async () => {
    const hanging = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const visitor = new AbortController();
    const stopped = ask(hanging, { signal: visitor.signal });
    visitor.abort();
    expect(await stopped.outcome).toEqual({ kind: 'stopped', answer: { text: '', language: 'en', sources: [] } });
    expect(await ask(hanging, { timeoutMs: 10 }).outcome).toEqual({ kind: 'failed' });
  });
});

describe('historyOf', () => {
  it(`sends the latest ${CHAT_HISTORY_MAX_ITEMS} turns with text, each cut to ${CHAT_MESSAGE_MAX_LENGTH} characters`, () => {
    const entries = Array.from({ length: 14 }, (_, index) =>
      createEntry({ role: index % 2 ? 'assistant' : 'user', content: `turn ${index}` }),
    );
    entries.push(createEntry({ role: 'assistant', content: '   ' }));
    entries.push(createEntry({ role: 'user', content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 5) }));
    const history = historyOf(entries);
    expect(history).toHaveLength(CHAT_HISTORY_MAX_ITEMS);
    expect(history[0]).toEqual({ role: 'assistant', content: 'turn 5' });
    expect(history.at(-1)?.content).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
  });
});
