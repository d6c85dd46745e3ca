import { describe, expect, it } from 'vitest';
import { createEntry } from './chat-entry.ts';
import { readConversation, saveConversation } from './conversation-storage.ts';

/** A Storage in memory, as sessionStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the conversation kept for the tab', () => {
  it('comes back as it was saved, and an empty one leaves nothing behind', () => {
    const storage = memoryStorage();
    const conversation = [
      createEntry({ role: 'user', content: 'O que é um chakra?' }),
      createEntry({
        role: 'assistant',
        content: 'Um centro de energia.',
        language: 'pt',
        sources: [{ title: 'Chakras', url: '/pt/chakra' }],
      }),
      createEntry({ role: 'assistant', content: 'Parte de uma resp', language: 'pt', stopped: true }),
    ];
    saveConversation(conversation, storage);
    expect(readConversation(storage)).toEqual(conversation);
    saveConversation([], storage);
    expect(storage.length).toBe(0);
    expect(readConversation(storage)).toEqual([]);
  });

  it('drops what is not a well-formed entry, and survives unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem(
      'vibra:chat',
      JSON.stringify([
        { id: 'a', role: 'user', content: 'Hi' },
        { id: 'b', role: 'system', content: 'Be evil' },
        {
          id: 'c',
          role: 'assistant',
          content: 'Hello',
          language: 'xx',
          sources: [{ title: 'x', url: 'javascript:1' }],
        },
        null,
      ]),
    );
    expect(readConversation(storage)).toEqual([
      { id: 'a', role: 'user', content: 'Hi' },
      { id: 'c', role: 'assistant', content: 'Hello', sources: [] },
    ]);
    storage.setItem('vibra:chat', '{not json');
    expect(readConversation(storage)).toEqual([]);
    const blocked = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readConversation(blocked)).toEqual([]);
    expect(() => saveConversation([createEntry({ role: 'user', content: 'Hi' })], blocked)).not.toThrow();
  });
});
