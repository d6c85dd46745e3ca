import { describe, expect, it } from 'vitest';
import { encodeEvent, readEvents } from './event-stream.ts';

/** A body that arrives in the given pieces of bytes. */
function body(pieces: string[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(bytes.encode(piece));
      controller.close();
    },
  });
}

describe('the chat’s event stream', () => {
  it('reads back what the server writes, however the bytes are cut', async () => {
    const wire =
      encodeEvent('meta', { language: 'pt' }) +
      encodeEvent('delta', { text: 'Olá, ' }) +
      encodeEvent('delta', { text: 'ação\nnova' }) +
      encodeEvent('done', { answer: 'Olá, ação\nnova' });
    for (const size of [1, 3, 7, wire.length]) {
      const pieces = wire.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      const events = [];
      for await (const event of readEvents(body(pieces))) events.push(event);
      expect(events).toEqual([
        { name: 'meta', data: { language: 'pt' } },
        { name: 'delta', data: { text: 'Olá, ' } },
        { name: 'delta', data: { text: 'ação\nnova' } },
        { name: 'done', data: { answer: 'Olá, ação\nnova' } },
      ]);
    }
  });

  it('skips comments and broken blocks', async () => {
    const events = [];
    for await (const event of readEvents(
      body([': keep-alive\n\nevent: delta\ndata: {oops\n\n', encodeEvent('reset', {})]),
    ))
      events.push(event);
    expect(events).toEqual([{ name: 'reset', data: {} }]);
  });
});
