import { useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { type OwnerAnswer, postOwner } from '../fields.tsx';

/**
 * Starting an edition from the newsletter page (an empty draft in the owner's language; with
 * `welcomeDay`, a welcome-series step): `create()` posts it and opens its page, or says the
 * server's refusal. `busy` from the post until the new page opens.
 */
export function useNewEdition(locale: Locale, editionHref: string, network: string) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function create(step: { welcomeDay?: number } = {}) {
    setBusy(true);
    setMessage(null);
    const answer = await postOwner<OwnerAnswer & { id: number }>('/api/admin/editions', { locale, ...step }, network);
    if (answer.ok) return window.location.assign(`${editionHref}?id=${answer.body.id}`);
    setBusy(false);
    setMessage(answer.message);
  }

  return { busy, message, create };
}
