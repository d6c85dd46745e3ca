import { useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { postOwner } from './fields.tsx';
import { type FreshCodeTexts, useFreshCode } from './fresh-code.tsx';

export interface PersonActionsProps {
  locale: Locale;
  email: string;
  /** Where to unsubscribe them; none for someone who is not (or no longer) subscribed. */
  unsubscribeUrl?: string;
  /** Where to bring back an address its mail server had refused (bounced); none otherwise. */
  reactivateUrl?: string;
  deleteUrl: string;
  /** The question asked before deleting, with `{email}`. */
  confirmDelete: string;
  /** The list to return to once they are deleted (it says so). */
  listPage: 'subscribers' | 'leads';
  texts: Pick<OwnerMessages['subscribers'], 'unsubscribe' | 'unsubscribed' | 'delete' | 'reactivate' | 'reactivated'>;
  freshCodeTexts: FreshCodeTexts;
}

/**
 * Acting on one person from their record: unsubscribing them on their behalf, bringing back an
 * address that bounced, and deleting them with everything held about them (which wants a fresh code).
 */
export default function PersonActions({
  locale,
  email,
  unsubscribeUrl,
  reactivateUrl,
  deleteUrl,
  confirmDelete,
  listPage,
  texts,
  freshCodeTexts,
}: PersonActionsProps) {
  const [status, setStatus] = useState<string | null>(null);
  const [unsubscribed, setUnsubscribed] = useState(!unsubscribeUrl);
  const [bounced, setBounced] = useState(Boolean(reactivateUrl));
  const { post, dialog } = useFreshCode(locale, freshCodeTexts);

  async function unsubscribe() {
    if (!unsubscribeUrl) return;
    const answer = await postOwner(unsubscribeUrl, { locale }, freshCodeTexts.network);
    if (!answer.ok) return setStatus(answer.message);
    setUnsubscribed(true);
    setStatus(texts.unsubscribed);
  }

  async function reactivate() {
    if (!reactivateUrl) return;
    const answer = await postOwner(reactivateUrl, { locale }, freshCodeTexts.network);
    if (!answer.ok) return setStatus(answer.message);
    setBounced(false);
    setStatus(texts.reactivated);
  }

  async function remove() {
    if (!window.confirm(format(confirmDelete, { email }))) return;
    await post(
      deleteUrl,
      () => ({ locale }),
      (answer) => {
        if (answer.ok) window.location.assign(`${ownerPath(listPage, locale)}?deleted=1`);
        else setStatus(answer.message);
      },
    );
  }

  return (
    <div className="mt-6">
      <div className="flex flex-wrap gap-3">
        {bounced && (
          <button
            type="button"
            onClick={reactivate}
            className="min-h-12 rounded-full border border-violet-700 px-5 font-semibold text-violet-700"
          >
            {texts.reactivate}
          </button>
        )}
        {!unsubscribed && (
          <button
            type="button"
            onClick={unsubscribe}
            className="min-h-12 rounded-full border border-violet-700 px-5 font-semibold text-violet-700"
          >
            {texts.unsubscribe}
          </button>
        )}
        <button
          type="button"
          onClick={remove}
          className="min-h-12 rounded-full border border-danger px-5 font-semibold text-danger"
        >
          {texts.delete}
        </button>
      </div>
      <p role="status" className="mt-3 min-h-6 text-ink">
        {status}
      </p>
      {dialog}
    </div>
  );
}
