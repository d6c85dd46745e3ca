import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { ChatWidgetMessages } from '../../i18n/messages/chat-widget.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { CloseIcon } from './ChatIcons.tsx';
import { ChatMessage } from './ChatMessage.tsx';
import { Suggestions } from './Suggestions.tsx';
import { useChat } from './use-chat.ts';

interface ChatPanelProps {
  id: string;
  locale: Locale;
  texts: ChatWidgetMessages;
  open: boolean;
  /** Closes the panel and returns focus to the launcher. */
  onClose: () => void;
}

/** How near the bottom (px) the conversation must be read for new text to keep it scrolled down. */
const FOLLOW_WITHIN = 48;

/**
 * The assistant's panel: a non-modal dialog (the page stays usable beside it) with the
 * conversation as a polite log, busy while an answer streams so it is read once finished, a
 * status line for screen readers, suggested questions while the conversation is empty, the
 * question field, the disclaimer and "clear conversation". Escape closes it. Below 30rem it
 * takes the whole screen but a small margin, without an entrance (it covers the page anyway);
 * wider, it rises into place above the launcher.
 */
export function ChatPanel({ id, locale, texts, open, onClose }: ChatPanelProps) {
  const chat = useChat(locale, texts);
  const titleId = useId();
  const failureId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  // The field takes focus in the frame after the panel shows, so the tap's own frame paints the
  // panel without first laying out for the focus (npm run bench:taps, slow phone).
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => fieldRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // New text keeps the conversation scrolled to its end, unless the visitor scrolled up to read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the conversation changes.
  useEffect(() => {
    const log = logRef.current;
    if (log && following.current) log.scrollTop = log.scrollHeight;
  }, [chat.entries, chat.live, open]);

  const send = (text: string) => {
    following.current = true;
    chat.send(text);
    fieldRef.current?.focus();
  };
  const clear = () => {
    chat.clear();
    fieldRef.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const { live } = chat;
  const empty = chat.entries.length === 0 && !live;
  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={closeOnEscape}
      className="fixed inset-x-2 bottom-2 z-50 flex h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-[var(--radius-card)] bg-paper text-ink shadow-soft ring-1 ring-violet-100 min-[30rem]:inset-x-auto min-[30rem]:motion-safe:animate-[chat-panel-in_160ms_ease-out] min-[30rem]:end-4 min-[30rem]:bottom-20 min-[30rem]:h-[min(40rem,calc(100dvh-6rem))] min-[30rem]:w-[24rem]"
    >
      <header className="flex items-center justify-between gap-2 bg-violet-900 py-1.5 ps-4 pe-1.5 text-paper">
        <h2 id={titleId} className="font-display text-lg">
          {texts.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="flex size-11 items-center justify-center rounded-full hover:bg-violet-700"
        >
          <CloseIcon />
          <span className="sr-only">{texts.close}</span>
        </button>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-busy={chat.phase !== 'idle'}
        aria-labelledby={titleId}
        // Scrollable, so reachable by keyboard to scroll it (it may hold no link at all).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus.
        tabIndex={0}
        onScroll={(event) => {
          const log = event.currentTarget;
          following.current = log.scrollHeight - log.scrollTop - log.clientHeight < FOLLOW_WITHIN;
        }}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain p-4 focus-visible:outline-offset-[-3px]"
      >
        <p className="me-auto max-w-[88%] rounded-2xl rounded-es-md bg-violet-100 px-4 py-2.5 text-[0.9375rem]">
          {texts.welcome}
        </p>
        {chat.entries.map((entry) => (
          <ChatMessage key={entry.id} entry={entry} texts={texts} />
        ))}
        {live?.text ? (
          <ChatMessage
            entry={{ role: 'assistant', content: live.text, language: live.language, sources: live.sources }}
            texts={texts}
          />
        ) : (
          chat.phase !== 'idle' && <ThinkingDots />
        )}
      </div>

      {empty && <Suggestions texts={texts} onChoose={send} />}
      {/* Always in the page (empty when there is no failure), so the alert is heard when it fills. */}
      <p id={failureId} role="alert" className="px-4 text-sm font-medium text-danger">
        {chat.failure ?? ''}
      </p>
      <p role="status" className="sr-only">
        {chat.status}
      </p>
      <ChatComposer
        texts={texts}
        draft={chat.draft}
        onDraft={chat.setDraft}
        busy={chat.phase !== 'idle'}
        onSend={() => send(chat.draft)}
        onStop={() => {
          chat.stop();
          fieldRef.current?.focus();
        }}
        fieldRef={fieldRef}
        failureId={failureId}
      />
      <footer className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 pb-3 text-xs text-ink-soft">
        <p>{texts.disclaimer}</p>
        {!empty && (
          <button
            type="button"
            onClick={clear}
            className="-mx-1 min-h-6 rounded px-1 font-semibold text-violet-700 underline underline-offset-2 hover:text-violet-900"
          >
            {texts.clear}
          </button>
        )}
      </footer>
    </section>
  );
}

/** Three dots while the assistant looks for an answer (the status line says so in words). */
function ThinkingDots() {
  return (
    <div aria-hidden="true" className="me-auto flex gap-1 rounded-2xl rounded-es-md bg-sand px-4 py-3.5">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 rounded-full bg-ink-soft motion-safe:animate-pulse"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
