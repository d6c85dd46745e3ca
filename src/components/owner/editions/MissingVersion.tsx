import type { Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import type { NewsletterTexts } from './edition-texts.ts';

export interface MissingVersionProps {
  language: Locale;
  /** The version a new one starts as a copy of; null: it starts empty. */
  source: Locale | null;
  onAdd: () => void;
  texts: NewsletterTexts;
}

/** A language without a version yet, and the button that adds one (a copy to translate, not a blank page). */
export function MissingVersion({ language, source, onAdd, texts }: MissingVersionProps) {
  const name = texts.languages[language];
  return (
    <div className="mt-4 rounded-2xl bg-paper p-5 text-ink">
      <p>{format(texts.missingVersion, { language: name })}</p>
      <button
        type="button"
        onClick={onAdd}
        aria-describedby="edition-add-hint"
        className="mt-4 min-h-12 rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-900"
      >
        {format(texts.addVersion, { language: name })}
      </button>
      <p id="edition-add-hint" className="mt-2 text-sm text-ink-soft">
        {source ? format(texts.addVersionHint, { language: texts.languages[source] }) : texts.addFirstHint}
      </p>
    </div>
  );
}
