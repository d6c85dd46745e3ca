import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { postOwner } from '../fields.tsx';
import { editionApi } from './edition-api.ts';
import type { EditionDraft } from './edition-draft.ts';
import { forgetLocalDraft, keepLocalDraft } from './local-draft.ts';

/** How long after the owner stops typing the edition is saved. */
const SAVE_DELAY_MS = 1500;
/** How soon the browser's copy follows a change (it is cheap, but not on every key). */
const KEEP_DELAY_MS = 300;
/** Retries without a connection wait longer each time, up to this. */
const RETRY_MAX_MS = 30_000;

/** Where saving stands, as the page's status line says it. */
export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'offline' }
  | { kind: 'blocked' }
  /** The server refused; `final` when saving again cannot help (changed elsewhere, being sent). */
  | { kind: 'refused'; message: string; outcome: string | undefined; final: boolean };

export interface AutosaveOptions {
  id: number;
  locale: Locale;
  network: string;
  draft: EditionDraft;
  /** The revision the server last gave (the save names it, so a stale page cannot overwrite). */
  revision: number;
  /** Saving is held back while the draft is not complete (no audience chosen). */
  complete: boolean;
  /** False once the edition can no longer be changed. */
  enabled: boolean;
  onSaved: (saved: { revision: number; updatedAt: string }) => void;
  onRefused: (outcome: string | undefined) => void;
}

const FINAL_REFUSALS = ['editedElsewhere', 'editionLocked'];

/**
 * Saves the edition 1.5 s after the last change and when the page is hidden, one save at a time,
 * retrying without a connection; keeps a copy in the browser meanwhile and warns before leaving
 * with changes unsaved. `flush()` saves now and says whether everything is saved (before a test
 * or a send, which use the saved edition).
 */
export function useAutosave(options: AutosaveOptions) {
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const changes = useRef(0);
  const savedChanges = useRef(0);
  const revision = useRef(options.revision);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const stopped = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryDelay = useRef(2000);
  // A revision the server gave elsewhere (after a send was cancelled) is newer than the one kept here.
  revision.current = Math.max(revision.current, options.revision);

  const unsaved = useCallback(() => changes.current !== savedChanges.current, []);

  /** One request: 'offline' when the server could not be reached (then it is tried again). */
  const saveOnce = useCallback(async (): Promise<boolean | 'offline'> => {
    const { id, locale, network, draft, onSaved, onRefused } = latest.current;
    const saving = changes.current;
    setState({ kind: 'saving' });
    const answer = await postOwner<{ outcome: string; revision: number; updatedAt: string }>(
      editionApi(id, 'save'),
      { locale, revision: revision.current, ...draft },
      network,
    );
    if (answer.ok) {
      revision.current = answer.body.revision;
      savedChanges.current = saving;
      onSaved({ revision: answer.body.revision, updatedAt: answer.body.updatedAt });
      if (!unsaved()) forgetLocalDraft(id);
      setState({ kind: unsaved() ? 'pending' : 'saved' });
      return !unsaved();
    }
    if (answer.outcome === undefined) return 'offline';
    const final = FINAL_REFUSALS.includes(answer.outcome);
    stopped.current = final;
    setState({ kind: 'refused', message: answer.message, outcome: answer.outcome, final });
    onRefused(answer.outcome);
    return false;
  }, [unsaved]);

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(saveTimer.current);
    // One save at a time: a change made during a save is saved right after it.
    while (inFlight.current) await inFlight.current;
    if (!unsaved()) return true;
    if (stopped.current || !latest.current.enabled) return false;
    if (!latest.current.complete) {
      setState({ kind: 'blocked' });
      return false;
    }
    const run = saveOnce();
    inFlight.current = run.then((result) => result === true);
    const result = await run;
    inFlight.current = null;
    if (result !== 'offline') {
      retryDelay.current = 2000;
      return result;
    }
    setState({ kind: 'offline' });
    saveTimer.current = setTimeout(() => void save(), retryDelay.current);
    retryDelay.current = Math.min(retryDelay.current * 2, RETRY_MAX_MS);
    return false;
  }, [saveOnce, unsaved]);

  // Every change (a draft other than the first): counted, kept in the browser, saved after a pause.
  const { draft, id } = options;
  const initialDraft = useRef(draft);
  useEffect(() => {
    if (draft === initialDraft.current) return;
    changes.current += 1;
    const keep = setTimeout(() => keepLocalDraft(id, draft), KEEP_DELAY_MS);
    if (!stopped.current) {
      setState((current) => (current.kind === 'saving' || current.kind === 'offline' ? current : { kind: 'pending' }));
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    }
    return () => clearTimeout(keep);
  }, [draft, id, save]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden' && unsaved()) {
        keepLocalDraft(latest.current.id, latest.current.draft);
        void save();
      }
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (!unsaved() || stopped.current) return;
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    const online = () => unsaved() && void save();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('beforeunload', leaving);
    window.addEventListener('online', online);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('beforeunload', leaving);
      window.removeEventListener('online', online);
      clearTimeout(saveTimer.current);
    };
  }, [save, unsaved]);

  /** No more saving or warning (the edition was deleted). */
  const stop = useCallback(() => {
    stopped.current = true;
    clearTimeout(saveTimer.current);
  }, []);

  return { state, flush: save, revision: () => revision.current, stop };
}
