import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import type { EditionRecord } from '../../../lib/edition.ts';
import { editionApi, getOwner } from './edition-api.ts';

/** How often the figures are read again while the edition is being sent. */
const POLL_MS = 3000;
/** A welcome step that is on sends a few mails a day, never all at once: once a minute is enough. */
const STEP_POLL_MS = 60_000;

/**
 * The edition as the server last described it (status, revision, figures), read again every 3 s
 * while it is being sent, or every minute while a welcome step is on (not while the page is
 * hidden), and on `refresh()` after an action. `stale` is true while the last reading failed.
 */
export function useEditionRecord(initial: EditionRecord, locale: Locale, network: string) {
  const [record, setRecord] = useState(initial);
  const [stale, setStale] = useState(false);
  const { id, status } = record;
  const every = record.welcomeDay === null ? POLL_MS : STEP_POLL_MS;

  const refresh = useCallback(async () => {
    const answer = await getOwner<EditionRecord>(editionApi(id), locale, network);
    setStale(!answer.ok);
    if (answer.ok) setRecord(answer.body);
    return answer.ok;
  }, [id, locale, network]);

  useEffect(() => {
    if (status !== 'sending') return;
    // A slow answer is waited for: readings never pile up on a weak connection.
    let reading = false;
    const timer = setInterval(() => {
      if (reading || document.visibilityState !== 'visible') return;
      reading = true;
      void refresh().finally(() => {
        reading = false;
      });
    }, every);
    return () => clearInterval(timer);
  }, [status, every, refresh]);

  return { record, setRecord, refresh, stale };
}
