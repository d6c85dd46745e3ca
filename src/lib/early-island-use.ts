/**
 * Astro's island runtime reaches a built page only after its first paint (postbuild moves it out of
 * the HTML, page-start.ts loads it), so that no script competes with the first screen. A tap on an
 * island before it arrives must not be lost: the start script notes which islands were used, and
 * the first click in each, and `client:interaction` (interaction-directive.ts) takes that note when
 * the runtime starts the island. One is inline in the page, the other comes in the runtime's file
 * (scripts/lib/island-runtime.ts), so they meet on `window`.
 */

/** Where postbuild leaves the runtime's path on `<html>` (scripts/lib/island-runtime.ts). */
export const ISLAND_RUNTIME_ATTRIBUTE = 'data-island-runtime';

/** Where postbuild says when the page needs the runtime before an island is used, if it does. */
export const RUNTIME_NEED_ATTRIBUTE = 'data-island-runtime-when';

/** `idle`, `sight`, or the fragment an island resumes from (`#quiz-`). */
export type RuntimeNeed = 'idle' | 'sight' | `#${string}`;

/** What first use of an island looks like: a tap, a click, a key, keyboard focus or a pointer over it. */
export const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'mouseover'] as const;

export interface EarlyUse {
  /** Where the first click landed, if one did: `replayClick` islands act on it once they are ready. */
  click: EventTarget | null;
}

declare global {
  interface Window {
    vibraEarlyIslandUse?: WeakMap<Element, EarlyUse>;
  }
}

/**
 * Notes every island the visitor uses from now on and calls `onFirstUse` at each island's first use.
 * Returns the function that stops noting (once the runtime is there, the islands listen themselves).
 */
export function noteEarlyIslandUse(onFirstUse: (island: Element) => void): () => void {
  const uses = new WeakMap<Element, EarlyUse>();
  window.vibraEarlyIslandUse = uses;
  const note = (event: Event) => {
    const island = event.target instanceof Element ? event.target.closest('astro-island') : null;
    if (!island) return;
    let use = uses.get(island);
    if (!use) {
      use = { click: null };
      uses.set(island, use);
      onFirstUse(island);
    }
    if (event.type === 'click') use.click ??= event.target;
  };
  const events = [...FIRST_USE, 'click'];
  for (const type of events) document.addEventListener(type, note, { capture: true, passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, note, { capture: true });
  };
}

/** The visitor's use of `island` before the runtime arrived, if any; taken once. */
export function takeEarlyIslandUse(island: Element): EarlyUse | undefined {
  const use = window.vibraEarlyIslandUse?.get(island);
  window.vibraEarlyIslandUse?.delete(island);
  return use;
}
