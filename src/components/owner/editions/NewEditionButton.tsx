import { useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { type OwnerAnswer, postOwner } from '../fields.tsx';

export interface NewEditionButtonProps {
  locale: Locale;
  /** The edition page: the new one opens as `?id=` on it. */
  editionHref: string;
  texts: { newEdition: string; creating: string };
  network: string;
}

/** Starts a new edition (a draft with an empty version in the owner's language) and opens it. */
export default function NewEditionButton({ locale, editionHref, texts, network }: NewEditionButtonProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function create() {
    setBusy(true);
    const answer = await postOwner<OwnerAnswer & { id: number }>('/api/admin/editions', { locale }, network);
    if (answer.ok) return window.location.assign(`${editionHref}?id=${answer.body.id}`);
    setBusy(false);
    setMessage(answer.message);
  }

  return (
    <div className="mt-6">
      <button
        type="button"
        onClick={create}
        disabled={busy}
        className="min-h-12 rounded-full bg-violet-700 px-6 font-semibold text-white transition-colors hover:bg-violet-900 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? texts.creating : texts.newEdition}
      </button>
      <p role="status" className="mt-3 min-h-6 font-medium text-danger">
        {message}
      </p>
    </div>
  );
}
