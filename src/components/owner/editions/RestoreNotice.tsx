import type { Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import { ownerDateTime } from '../../../lib/owner-format.ts';
import type { NewsletterTexts } from './edition-texts.ts';
import type { LocalDraft } from './local-draft.ts';

export interface RestoreNoticeProps {
  kept: LocalDraft;
  locale: Locale;
  onRestore: () => void;
  onDiscard: () => void;
  texts: NewsletterTexts;
}

/** Changes this browser kept that never reached the server (a closed tab, a lost connection): hers to take back or drop. */
export function RestoreNotice({ kept, locale, onRestore, onDiscard, texts }: RestoreNoticeProps) {
  return (
    <div role="status" className="mt-6 rounded-2xl bg-gold-100 p-4 text-ink">
      <p>{format(texts.restoreNotice, { time: ownerDateTime(new Date(kept.keptAt), locale) })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onRestore}
          className="min-h-11 rounded-full bg-violet-700 px-5 font-semibold text-white hover:bg-violet-900"
        >
          {texts.restore}
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className="min-h-11 rounded-full border border-violet-700 px-5 font-semibold text-violet-700"
        >
          {texts.discard}
        </button>
      </div>
    </div>
  );
}
