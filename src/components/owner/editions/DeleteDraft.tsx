import { useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { postOwner, StatusLine } from '../fields.tsx';
import { editionApi } from './edition-api.ts';
import type { NewsletterTexts } from './edition-texts.ts';
import { forgetLocalDraft } from './local-draft.ts';

export interface DeleteDraftProps {
  id: number;
  locale: Locale;
  listHref: string;
  /** Stops the autosave first: a deleted draft is neither saved again nor worth a warning on leaving. */
  onDeleted: () => void;
  texts: NewsletterTexts;
  network: string;
}

/** Deleting a draft that will not be sent (after a question), then back to the list, which says so. */
export function DeleteDraft({ id, locale, listHref, onDeleted, texts, network }: DeleteDraftProps) {
  const [message, setMessage] = useState<string | null>(null);

  async function remove() {
    if (!window.confirm(texts.confirmDelete)) return;
    const answer = await postOwner(editionApi(id, 'delete'), { locale }, network);
    if (!answer.ok) return setMessage(answer.message);
    onDeleted();
    forgetLocalDraft(id);
    window.location.assign(`${listHref}?deleted=1`);
  }

  return (
    <div className="mt-10 border-t border-violet-100 pt-6">
      <button
        type="button"
        onClick={remove}
        className="min-h-12 rounded-full border border-danger px-5 font-semibold text-danger"
      >
        {texts.deleteDraft}
      </button>
      <StatusLine text={message} failed />
    </div>
  );
}
