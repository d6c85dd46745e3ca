/**
 * Server-Sent Events in both directions of the chat: the server writes events with
 * `encodeEvent`, the widget reads them with `readEvents` (fetch's body stream; EventSource
 * cannot POST). Only what the chat uses: `event:` and one `data:` line of JSON per event.
 */
import type { ChatStreamEventName, ChatStreamEvents } from './contract.ts';

export type ChatStreamEvent = {
  [Name in ChatStreamEventName]: { name: Name; data: ChatStreamEvents[Name] };
}[ChatStreamEventName];

/** One event as the wire carries it. JSON never holds a raw line break, so one `data:` line is enough. */
export function encodeEvent<Name extends ChatStreamEventName>(name: Name, data: ChatStreamEvents[Name]): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The same, for an event already in hand. */
export const encodeStreamEvent = (event: ChatStreamEvent): string => encodeEvent(event.name, event.data);

/** Parses one block (the lines between blank lines); a comment or a block that is not JSON gives null. */
export function parseEventBlock(block: string): ChatStreamEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  try {
    return { name, data: JSON.parse(data.join('\n')) } as ChatStreamEvent;
  } catch {
    return null;
  }
}

/** The blank line that ends an event. */
const BLOCK_END = /\r?\n\r?\n/;

/** The events of a response body as they arrive. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      for (let end = BLOCK_END.exec(buffered); end; end = BLOCK_END.exec(buffered)) {
        const event = parseEventBlock(buffered.slice(0, end.index));
        buffered = buffered.slice(end.index + end[0].length);
        if (event) yield event;
      }
    }
    const last = parseEventBlock(buffered);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}
