/**
 * One line of the conversation as the widget shows and keeps it, and what the assistant's
 * answers may carry. Checks here guard both the stream and what comes back from sessionStorage.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { ChatRole, ChatSource } from '../../lib/chat/contract.ts';
import { isAnswerLanguage } from './answer-language.ts';

export interface ChatEntry {
  /** Unique within the conversation (React's key). */
  id: string;
  role: ChatRole;
  content: string;
  /** The answer's language (answers only): its `lang` attribute. */
  language?: Locale;
  /** The pages an answer comes from, best first (answers only). */
  sources?: ChatSource[];
  /** The visitor stopped this answer before it was finished. */
  stopped?: boolean;
}

let counter = 0;

/** A new entry with a fresh id. */
export function createEntry(fields: Omit<ChatEntry, 'id'>): ChatEntry {
  counter += 1;
  return { id: `${Date.now().toString(36)}-${counter}`, ...fields };
}

/** A path on this site (`/blog/…`), never another origin or a `javascript:` address. */
function isSitePath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}

/** The well-formed sources of `value` (anything): titled links to pages of this site, each once. */
export function sourcesFrom(value: unknown): ChatSource[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((item: unknown) => {
    const { title, url } = (item ?? {}) as Record<string, unknown>;
    if (typeof title !== 'string' || !title.trim() || !isSitePath(url) || seen.has(url)) return [];
    seen.add(url);
    return [{ title, url }];
  });
}

/** `value` as an entry, or null when it is not one (a stored conversation from another version). */
export function entryFrom(value: unknown): ChatEntry | null {
  const { id, role, content, language, sources, stopped } = (value ?? {}) as Record<string, unknown>;
  if (typeof id !== 'string' || (role !== 'user' && role !== 'assistant') || typeof content !== 'string') return null;
  return {
    id,
    role,
    content,
    ...(isAnswerLanguage(language) && { language }),
    ...(Array.isArray(sources) && { sources: sourcesFrom(sources) }),
    ...(stopped === true && { stopped }),
  };
}
