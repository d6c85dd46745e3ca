import { useId } from 'react';
import type { ChatWidgetMessages } from '../../i18n/messages/chat-widget.ts';

interface SuggestionsProps {
  texts: ChatWidgetMessages;
  /** Sends the chosen question. */
  onChoose: (question: string) => void;
}

/** Three questions in the page's language, offered while the conversation is empty; one tap asks it. */
export function Suggestions({ texts, onChoose }: SuggestionsProps) {
  const labelId = useId();
  return (
    <div className="px-4 pb-3">
      <p id={labelId} className="text-xs font-semibold text-ink-soft">
        {texts.suggestionsLabel}
      </p>
      <ul aria-labelledby={labelId} className="mt-1.5 flex flex-col items-start gap-1.5">
        {texts.suggestions.map((question) => (
          <li key={question} className="max-w-full">
            <button
              type="button"
              onClick={() => onChoose(question)}
              className="min-h-10 rounded-2xl border border-violet-100 bg-paper px-3.5 py-1.5 text-start text-sm text-violet-900 hover:border-violet-600 hover:bg-violet-100"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
