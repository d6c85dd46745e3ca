import { useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { type OwnerAnswer, postOwner } from './fields.tsx';
import { type FreshCodeTexts, useFreshCode } from './fresh-code.tsx';

export interface SubscriberActionsProps {
  locale: Locale;
  id: number;
  email: string;
  /** Already unsubscribed: only deletion is offered. */
  unsubscribed: boolean;
  texts: OwnerMessages['subscribers'];
  freshCodeTexts: FreshCodeTexts;
}

/** Unsubscribing someone on their behalf, and deleting them with everything held about them (with a fresh code). */
export default function SubscriberActions({
  locale,
  id,
  email,
  unsubscribed: initiallyUnsubscribed,
  texts,
  freshCodeTexts,
}: SubscriberActionsProps) {
  const [status, setStatus] = useState<string | null>(null);
  const [unsubscribed, setUnsubscribed] = useState(initiallyUnsubscribed);
  const { run, dialog } = useFreshCode(locale, freshCodeTexts);

  async function unsubscribe() {
    const answer = await postOwner(`/api/admin/subscribers/${id}/unsubscribe`, { locale }, freshCodeTexts.network);
    if (!answer.ok) return setStatus(answer.message);
    setUnsubscribed(true);
    setStatus(texts.unsubscribed);
  }

  async function remove() {
    if (!window.confirm(format(texts.confirmDelete, { email }))) return;
    await run(async () => {
      const answer = await postOwner<OwnerAnswer>(
        `/api/admin/subscribers/${id}/delete`,
        { locale },
        freshCodeTexts.network,
      );
      const codeNeeded = !answer.ok && answer.outcome === 'codeNeeded';
      if (answer.ok) window.location.assign(`${ownerPath('subscribers', locale)}?deleted=1`);
      else if (!codeNeeded) setStatus(answer.message);
      return { codeNeeded };
    });
  }

  return (
    <div className="mt-6">
      <div className="flex flex-wrap gap-3">
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
