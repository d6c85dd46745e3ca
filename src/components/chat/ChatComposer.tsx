import { clsx } from 'clsx';
import { type KeyboardEvent, type Ref, type SubmitEvent, useId } from 'react';
import type { ChatWidgetMessages } from '../../i18n/messages/chat-widget.ts';
import { format } from '../../i18n/messages/index.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../lib/chat/contract.ts';
import { SendIcon, StopIcon } from './ChatIcons.tsx';

/** The count of characters left shows once a question comes this close to the limit. */
const COUNT_FROM = 200;

interface ChatComposerProps {
  texts: ChatWidgetMessages;
  draft: string;
  onDraft: (draft: string) => void;
  /** An answer is on its way: the field waits, the button stops it. */
  busy: boolean;
  onSend: () => void;
  onStop: () => void;
  fieldRef: Ref<HTMLTextAreaElement>;
  /** The failure message under the conversation, read with the field. */
  failureId: string;
}

/**
 * The question field and its one button: Send, or Stop while an answer arrives. It is one element
 * whose job changes, so keyboard focus on it survives the change. Enter sends, Shift+Enter starts
 * a new line. While an answer arrives the field is read-only, so a failed question can go back
 * into it without overwriting anything.
 */
export function ChatComposer({ texts, draft, onDraft, busy, onSend, onStop, fieldRef, failureId }: ChatComposerProps) {
  const fieldId = useId();
  const countId = useId();
  const left = CHAT_MESSAGE_MAX_LENGTH - draft.length;
  const empty = draft.trim() === '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) onStop();
    else if (!empty) onSend();
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character: its Enter confirms the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy && !empty) onSend();
  };

  return (
    <form onSubmit={submit} className="border-t border-violet-100 p-3">
      <label htmlFor={fieldId} className="sr-only">
        {texts.fieldLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={fieldRef}
          id={fieldId}
          value={draft}
          onChange={(event) => onDraft(event.currentTarget.value)}
          onKeyDown={sendOnEnter}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          readOnly={busy}
          placeholder={texts.placeholder}
          aria-describedby={`${failureId} ${countId}`}
          className="max-h-32 min-h-12 w-full min-w-0 flex-1 resize-none rounded-xl border border-violet-100 bg-paper px-3 py-2.5 text-base text-ink placeholder:text-ink-soft read-only:bg-mist [field-sizing:content]"
        />
        <button
          type="submit"
          aria-disabled={!busy && empty}
          className={clsx(
            'flex size-12 shrink-0 items-center justify-center rounded-full transition-colors',
            busy ? 'bg-sand text-violet-900 hover:bg-gold-100' : 'bg-violet-900 text-paper hover:bg-violet-700',
            'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
          )}
        >
          {busy ? <StopIcon /> : <SendIcon />}
          <span className="sr-only">{busy ? texts.stop : texts.send}</span>
        </button>
      </div>
      <p id={countId} className="pt-1 text-xs text-ink-soft empty:hidden">
        {left <= COUNT_FROM ? format(texts.charactersLeft, { count: left }) : ''}
      </p>
    </form>
  );
}
