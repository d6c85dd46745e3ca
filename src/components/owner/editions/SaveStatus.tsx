import { HTML_LANG, type Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import { dateTimeFormat } from '../../../lib/intl.ts';
import { OWNER_TIME_ZONE } from '../../../lib/owner-format.ts';
import type { NewsletterTexts } from './edition-texts.ts';
import type { SaveState } from './use-autosave.ts';

export interface SaveStatusProps {
  state: SaveState;
  /** When the server last saved the edition. */
  savedAt: string;
  locale: Locale;
  texts: NewsletterTexts;
}

/** A time of day on the owner's clock ("14:32"). */
function ownerTime(iso: string, locale: Locale): string {
  return dateTimeFormat(HTML_LANG[locale], { timeStyle: 'short', timeZone: OWNER_TIME_ZONE }).format(new Date(iso));
}

/** What the line says, and whether it is a problem (read out) or routine (not). */
function lineOf(state: SaveState, time: string, texts: NewsletterTexts): { text: string; problem: boolean } {
  switch (state.kind) {
    case 'saved':
      return { text: format(texts.savedAt, { time }), problem: false };
    case 'pending':
      return { text: texts.notSavedYet, problem: false };
    case 'saving':
      return { text: texts.saving, problem: false };
    case 'offline':
      return { text: `${texts.offline}. ${format(texts.lastSaved, { time })}`, problem: true };
    case 'blocked':
      return { text: texts.blocked, problem: true };
    case 'refused':
      return { text: state.message, problem: true };
  }
}

/**
 * Whether her words are safe: "Saved at 14:32", "Saving…", or why not. Kept at the bottom of the
 * screen while she writes. The routine words are not read out (they change at every pause in her
 * typing); a problem is, as an alert.
 */
export function SaveStatus({ state, savedAt, locale, texts }: SaveStatusProps) {
  const { text, problem } = lineOf(state, ownerTime(savedAt, locale), texts);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-violet-100 bg-mist/95 px-4 py-3">
      {problem ? (
        <div role="alert" className="flex flex-wrap items-center gap-x-4 gap-y-2 font-medium text-danger">
          <p>{text}</p>
          {state.kind === 'refused' && state.final && (
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="min-h-11 rounded-full border border-danger px-4 font-semibold"
            >
              {texts.reload}
            </button>
          )}
        </div>
      ) : (
        <p className="min-h-6 text-ink-soft">{text}</p>
      )}
    </div>
  );
}
