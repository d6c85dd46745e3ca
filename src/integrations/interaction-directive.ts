import type { ClientDirective } from 'astro';

/** What first use of an island looks like: a tap, a click, a key or keyboard focus inside it. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'mouseover'] as const;

/**
 * `client:interaction`: the island's code (and React) loads only when the visitor first uses it.
 * Until then its server-rendered HTML works on its own (e.g. the mobile menu's `<details>`).
 */
const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  const start = async () => {
    for (const event of FIRST_USE) element.removeEventListener(event, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const event of FIRST_USE) element.addEventListener(event, start, { once: true, passive: true });
};

export default hydrateOnInteraction;
