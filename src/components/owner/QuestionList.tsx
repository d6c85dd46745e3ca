import { LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { useRowActions } from './fields.tsx';

export interface KeptQuestion {
  id: number;
  /** When it was asked, as the owner reads it. */
  asked: string;
  locale: Locale;
  question: string;
  /** When it was marked handled, as the owner reads it; null while open. */
  handled: string | null;
}

export interface QuestionListProps {
  locale: Locale;
  questions: KeptQuestion[];
  texts: OwnerMessages['chat'];
  network: string;
}

/** The kept questions the site could not answer; each open one can be marked handled, and leaves the list. */
export default function QuestionList({ locale, questions: initial, texts, network }: QuestionListProps) {
  const { rows: questions, status, act } = useRowActions(initial, locale, network);

  function markHandled(id: number) {
    return act(
      `/api/admin/chat/questions/${id}/handled`,
      (current) => current.filter((entry) => entry.id !== id),
      texts.handled,
    );
  }

  return (
    <>
      <ul className="mt-3 grid gap-3">
        {questions.map((entry) => (
          <li key={entry.id} className="rounded-2xl bg-paper p-4 shadow-sm">
            <p className="break-words text-ink">{entry.question}</p>
            <p className="mt-1 text-sm text-ink-soft">
              {LOCALE_NAMES[entry.locale]} · {texts.asked} {entry.asked}
              {entry.handled && ` · ${texts.handledOn} ${entry.handled}`}
            </p>
            {!entry.handled && (
              <button
                type="button"
                onClick={() => markHandled(entry.id)}
                aria-label={format(texts.markHandledLabel, { question: entry.question.slice(0, 80) })}
                className="mt-2 min-h-11 rounded-full border border-violet-700 px-4 font-semibold text-violet-700"
              >
                {texts.markHandled}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="mt-3 min-h-6 text-ink">
        {status}
      </p>
    </>
  );
}
