import { useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { postOwner } from '../fields.tsx';
import { editionApi } from './edition-api.ts';

/** The changes of a sending edition (or of a welcome step turned on). */
export type SendingChange = 'pause' | 'resume' | 'cancel';

/**
 * Pausing, resuming or stopping an edition: `act(action, done)` posts it, reads the edition again
 * once the server agreed and says `done`, or the server's refusal. `busy` holds the buttons meanwhile.
 */
export function useEditionAction(id: number, locale: Locale, network: string, onChanged: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function act(action: SendingChange, done: string) {
    setBusy(true);
    const answer = await postOwner(editionApi(id, action), { locale }, network);
    if (answer.ok) await onChanged();
    setBusy(false);
    setMessage(answer.ok ? done : answer.message);
  }

  return { busy, setBusy, message, setMessage, act };
}
