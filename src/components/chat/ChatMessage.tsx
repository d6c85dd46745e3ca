import { clsx } from 'clsx';
import { useId } from 'react';
import type { ChatWidgetMessages } from '../../i18n/messages/chat-widget.ts';
import type { ChatSource } from '../../lib/chat/contract.ts';
import { ANSWER_LANG } from './answer-language.ts';
import type { ChatEntry } from './chat-entry.ts';

interface ChatMessageProps {
  entry: Pick<ChatEntry, 'role' | 'content' | 'language' | 'sources' | 'stopped'>;
  texts: ChatWidgetMessages;
}

/** The pages an answer comes from, as links in a list labelled "Sources". */
function SourceList({ sources, label, lang }: { sources: ChatSource[]; label: string; lang: string | undefined }) {
  const labelId = useId();
  return (
    <div className="mt-3 border-t border-ink/10 pt-2">
      <p id={labelId} className="text-xs font-semibold text-ink-soft">
        {label}
      </p>
      <ul aria-labelledby={labelId} lang={lang} className="mt-1 space-y-1 text-sm">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900"
            >
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One message of the conversation. Screen readers hear who speaks first ("You", "Assistant"); an
 * answer carries its own language (`lang`), which may differ from the page's, and its sources.
 */
export function ChatMessage({ entry, texts }: ChatMessageProps) {
  const fromVisitor = entry.role === 'user';
  const lang = entry.language ? ANSWER_LANG[entry.language] : undefined;
  return (
    <div
      data-role={entry.role}
      className={clsx(
        'max-w-[88%] rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed',
        fromVisitor ? 'ms-auto rounded-ee-md bg-violet-900 text-paper' : 'me-auto rounded-es-md bg-sand text-ink',
      )}
    >
      <span className="sr-only">{fromVisitor ? texts.you : texts.assistant}: </span>
      <div lang={lang} className="whitespace-pre-line break-words">
        {entry.content}
      </div>
      {entry.stopped && <p className="mt-1 text-xs italic text-ink-soft">{texts.stopped}</p>}
      {!fromVisitor && entry.sources && entry.sources.length > 0 && (
        <SourceList sources={entry.sources} label={texts.sources} lang={lang} />
      )}
    </div>
  );
}
