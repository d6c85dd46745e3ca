import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { ChatWidgetMessages } from '../../i18n/messages/chat-widget.ts';
import { askAssistant, historyOf, type PartialAnswer } from './ask-assistant.ts';
import { type ChatEntry, createEntry } from './chat-entry.ts';
import { readConversation, saveConversation } from './conversation-storage.ts';

/** Where a question stands: none under way, waiting for the first words, or being answered. */
export type ChatPhase = 'idle' | 'thinking' | 'answering';

export interface ChatState {
  entries: ChatEntry[];
  /** The answer being written, shown after the entries until it is finished. */
  live: PartialAnswer | null;
  phase: ChatPhase;
  /** The text field's value. */
  draft: string;
  setDraft: (draft: string) => void;
  /** The failure shown under the conversation, if the last question failed. */
  failure: string | null;
  /** What the polite status region says (progress, a stop, a clear). */
  status: string;
  send: (text: string) => void;
  stop: () => void;
  clear: () => void;
}

/**
 * The conversation and its one question at a time. A failure takes the question out of the
 * conversation and puts it back in the field with the failure's message; a stop keeps what had
 * arrived, marked as stopped (or, if nothing had, puts the question back in the field).
 * Leaving the page stops the answer. The conversation is kept for the tab (sessionStorage).
 */
export function useChat(locale: Locale, texts: ChatWidgetMessages): ChatState {
  // The panel mounts on the first opening, in the browser only: storage is there to read.
  const [entries, setEntries] = useState<ChatEntry[]>(readConversation);
  const [live, setLive] = useState<PartialAnswer | null>(null);
  const [phase, setPhase] = useState<ChatPhase>('idle');
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const running = useRef<AbortController | null>(null);
  // Bumped by `clear`, so an answer still arriving for the old conversation is dropped.
  const generation = useRef(0);

  useEffect(() => saveConversation(entries), [entries]);

  useEffect(() => {
    const leave = () => running.current?.abort();
    addEventListener('pagehide', leave);
    return () => removeEventListener('pagehide', leave);
  }, []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || running.current) return;
      const asked = createEntry({ role: 'user', content: message });
      const controller = new AbortController();
      const started = generation.current;
      running.current = controller;
      setEntries((current) => [...current, asked]);
      setDraft('');
      setFailure(null);
      setPhase('thinking');
      setStatus(texts.thinking);

      const outcome = await askAssistant({
        message,
        locale,
        history: historyOf(entries),
        signal: controller.signal,
        onProgress: (answer) => {
          if (generation.current !== started) return;
          setLive(answer);
          setPhase('answering');
          setStatus(texts.answering);
        },
      });
      running.current = null;
      if (generation.current !== started) return;
      setLive(null);
      setPhase('idle');

      const withdraw = () => {
        setEntries((current) => current.filter((entry) => entry.id !== asked.id));
        setDraft(message);
      };
      const answered = (answer: PartialAnswer, stopped: boolean) =>
        setEntries((current) => [
          ...current,
          createEntry({
            role: 'assistant',
            content: answer.text,
            language: answer.language,
            sources: answer.sources,
            ...(stopped && { stopped }),
          }),
        ]);
      if (outcome.kind === 'answered') {
        answered(outcome.answer, false);
        setStatus('');
      } else if (outcome.kind === 'stopped') {
        if (outcome.answer.text.trim()) answered(outcome.answer, true);
        else withdraw();
        setStatus(texts.stopped);
      } else {
        withdraw();
        setFailure(outcome.message ?? texts.error);
        setStatus('');
      }
    },
    [entries, locale, texts],
  );

  const stop = useCallback(() => running.current?.abort(), []);

  const clear = useCallback(() => {
    generation.current += 1;
    running.current?.abort();
    running.current = null;
    setEntries([]);
    setLive(null);
    setPhase('idle');
    setFailure(null);
    setStatus(texts.cleared);
  }, [texts]);

  return { entries, live, phase, draft, setDraft, failure, status, send: (text) => void send(text), stop, clear };
}
