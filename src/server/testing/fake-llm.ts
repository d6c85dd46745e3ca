/**
 * A fake OpenAI-compatible server for the chat's LLM tests: real HTTP and real streaming
 * (`POST /v1/chat/completions` with `stream: true` answers Server-Sent Events of
 * `chat.completion.chunk`s, then `[DONE]`). What it answers is set per test; every request it
 * received is kept so a test can read the prompt.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmBehaviour =
  /** Streams these pieces, then a usage chunk. */
  | { kind: 'answer'; pieces: string[]; totalTokens?: number }
  /** Answers 500. */
  | { kind: 'fail' }
  /** Streams these pieces, then breaks the connection. */
  | { kind: 'break'; pieces: string[] }
  /** Accepts the request and never answers (the timeout's test). */
  | { kind: 'hang' };

export interface FakeLlm {
  /** The base URL to give as CHAT_LLM_BASE_URL. */
  baseUrl: string;
  behaviour: FakeLlmBehaviour;
  /** The JSON bodies received, oldest first. */
  requests: { authorization: string | undefined; body: Record<string, unknown> }[];
  /** How many requests the caller gave up on (closed before an answer was finished). */
  abandoned: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: null }],
    ...extra,
  })}\n\n`;

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    baseUrl: '',
    behaviour: { kind: 'answer', pieces: ['Hello'] },
    requests: [],
    abandoned: 0,
    close: async () => {},
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    fake.requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
    const behaviour = fake.behaviour;
    response.on('close', () => {
      if (!response.writableFinished) fake.abandoned++;
    });
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'fail') {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'the fake model failed', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    response.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of behaviour.pieces) {
      response.write(chunk({ content: piece }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (behaviour.kind === 'break') {
      response.socket?.destroy();
      return;
    }
    const totalTokens = behaviour.totalTokens ?? 42;
    response.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        usage: { prompt_tokens: totalTokens - 10, completion_tokens: 10, total_tokens: totalTokens },
      })}\n\n`,
    );
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
