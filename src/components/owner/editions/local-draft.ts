/**
 * A copy of an edition's unsaved changes in this browser (localStorage), so that a closed tab, a
 * dead battery or a lost connection loses nothing: the page offers it back when it is newer than
 * what the server has. Forgotten once the server has saved the same.
 */
import type { EditionDraft } from './edition-draft.ts';

/** What is kept: the changes and when they were made. */
export interface LocalDraft {
  keptAt: string;
  draft: EditionDraft;
}

const keyOf = (id: number) => `vibra-owner-edition-${id}`;

// Storage can be missing or full (a private window, a quota): the copy is a safety net, never a
// reason to stop the owner writing, so its failures are left unsaid; the server save still runs.

/** Keeps the changes of edition `id`. */
export function keepLocalDraft(id: number, draft: EditionDraft): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify({ keptAt: new Date().toISOString(), draft }));
  } catch {
    // See above: nothing to do without storage.
  }
}

/** The kept changes of edition `id`, if any. */
export function readLocalDraft(id: number): LocalDraft | null {
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(id)) ?? 'null') as LocalDraft | null;
    return kept && typeof kept.keptAt === 'string' && kept.draft?.versions ? kept : null;
  } catch {
    return null;
  }
}

/** Forgets the kept changes of edition `id`. */
export function forgetLocalDraft(id: number): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // See above.
  }
}
