/**
 * The conversation, kept for this tab only (sessionStorage): it comes back when the panel opens
 * again or on the next page of the same visit, and is gone when the tab closes. Never
 * localStorage, never a cookie: nothing outlives the visit or leaves the device from here.
 */
import { type ChatEntry, entryFrom } from './chat-entry.ts';

const KEY = 'vibra:chat';

/** The conversation kept for this tab (`storage` in tests); none when unreadable or unavailable. */
export function readConversation(storage?: Storage): ChatEntry[] {
  try {
    const saved: unknown = JSON.parse((storage ?? sessionStorage).getItem(KEY) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return saved.map(entryFrom).filter((entry): entry is ChatEntry => entry !== null);
  } catch {
    return [];
  }
}

/** Keeps the conversation; an empty one is removed. */
export function saveConversation(entries: ChatEntry[], storage?: Storage): void {
  try {
    // Reading `sessionStorage` itself throws where the visitor blocks site data: hence inside.
    const store = storage ?? sessionStorage;
    if (entries.length === 0) store.removeItem(KEY);
    else store.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Blocked or full storage: the conversation still works, it just is not kept.
  }
}
