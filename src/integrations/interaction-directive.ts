import type { ClientDirective } from 'astro';
import { FIRST_USE, takeEarlyIslandUse } from '../lib/early-island-use.ts';

/** What `client:interaction={{ … }}` accepts (src/env.d.ts types the attribute with it). */
export interface InteractionOptions {
  /** Load at once when the address's fragment starts with this (the visitor was using the island). */
  resumeHash?: string;
  /** Replay a click that arrived before the island's code, once it has hydrated. */
  replayClick?: boolean;
}

/**
 * `client:interaction`: the island's code (and React) loads only when the visitor first uses it.
 * Until then its server-rendered HTML works on its own (e.g. the mobile menu's `<details>`).
 * `client:interaction={{ resumeHash: '#quiz-' }}` also loads it at once when the address's fragment
 * starts so: the visitor was already using it (a reload, or Back from the next page).
 * `client:interaction={{ replayClick: true }}` is for a control that does nothing until its code
 * runs (the chat launcher): on a phone the tap's `pointerdown` starts the load and its `click`
 * lands long before React on slow 4G, so that click is kept and dispatched again on the same
 * element once the island has hydrated. Hovering or focusing only loads; only a click (a tap,
 * Enter or Space on a button) acts, once. A click alone also starts the load, for assistive
 * technology that activates a control without focusing or pressing it first. Use before Astro's
 * runtime arrived (page-start.ts notes it) counts the same: the island loads at once, and its first
 * click is replayed.
 */
const hydrateOnInteraction: ClientDirective = (load, options, element) => {
  const { resumeHash, replayClick } = (options.value ?? {}) as InteractionOptions;
  const triggers: readonly string[] = replayClick ? [...FIRST_USE, 'click'] : FIRST_USE;
  const earlyUse = takeEarlyIslandUse(element);
  let earlyClick: EventTarget | null = replayClick ? (earlyUse?.click ?? null) : null;
  const keepClick = (event: Event) => {
    earlyClick ??= event.target;
  };

  const start = async () => {
    for (const event of triggers) element.removeEventListener(event, start);
    const hydrate = await load();
    await hydrate();
    element.removeEventListener('click', keepClick, true);
    // React now listens on the island (hydrateRoot): a click dispatched here hydrates it at once
    // if it has not finished, and reaches the component. A failed hydration keeps `ssr`: no replay.
    if (earlyClick && !element.hasAttribute('ssr'))
      earlyClick.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  };

  if (replayClick) element.addEventListener('click', keepClick, true);
  if (earlyUse || (typeof resumeHash === 'string' && location.hash.startsWith(resumeHash))) {
    void start();
    return;
  }
  for (const event of triggers) element.addEventListener(event, start, { once: true, passive: true });
};

export default hydrateOnInteraction;
