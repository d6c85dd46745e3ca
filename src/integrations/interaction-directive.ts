import type { ClientDirective } from 'astro';

/** What first use of an island looks like: a tap, a click, a key or keyboard focus inside it. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'mouseover'] as const;

/**
 * `client:interaction`: the island's code (and React) loads only when the visitor first uses it.
 * Until then its server-rendered HTML works on its own (e.g. the mobile menu's `<details>`).
 * `client:interaction={{ resumeHash: '#quiz-' }}` also loads it at once when the address's fragment
 * starts so: the visitor was already using it (a reload, or Back from the next page).
 */
const hydrateOnInteraction: ClientDirective = (load, options, element) => {
  const start = async () => {
    for (const event of FIRST_USE) element.removeEventListener(event, start);
    const hydrate = await load();
    await hydrate();
  };
  const resumeHash = (options.value as { resumeHash?: unknown } | undefined)?.resumeHash;
  if (typeof resumeHash === 'string' && location.hash.startsWith(resumeHash)) {
    void start();
    return;
  }
  for (const event of FIRST_USE) element.addEventListener(event, start, { once: true, passive: true });
};

export default hydrateOnInteraction;
