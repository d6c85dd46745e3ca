/**
 * The few lines of plain script every page runs before any interaction (one small inline module,
 * no framework): keep the language choice in step, the web fonts already cached, the whole
 * stylesheet at once where the page carries only its first screen's rules, Astro's island
 * runtime once an island needs it (used, in sight, or hydrating on its own), then, once the
 * browser is idle, the after-paint script (the rest: field vitals, the offline service worker,
 * the hero video, the web fonts' first fetch, the reload after a deploy). With `?debug=performance` the performance
 * overlay loads instead, and only then: its code and React. Both are separate classic scripts, so
 * this one imports nothing at run time and Astro inlines it: an external start-up module cost
 * 250 ms of first paint on slow 4G, and every byte here counts against the first round trip.
 */
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { ISLAND_RUNTIME_ATTRIBUTE, noteEarlyIslandUse, RUNTIME_NEED_ATTRIBUTE } from '../../lib/early-island-use.ts';
import { rememberLanguage } from '../../lib/language-memory.ts';
import { switchOnCachedWebFonts } from '../../lib/web-fonts.ts';
import { holdsFirstScreenOnly, loadWholeStylesheet } from '../../lib/whole-stylesheet.ts';
import overlayScript from '../vitals/overlay-script.ts?worker&url';
import afterPaintScript from './after-paint-script.ts?worker&url';

/** Runs `work` when the browser has nothing better to do (or after a second at most). */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 1);
}

/** Asks for a script the page is about to need, without running it. */
function preload(href: string | null, rel: 'preload' | 'modulepreload') {
  if (!href) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

/** Adds a classic script to the page (it runs as soon as it arrives; nothing waits for it). */
function addScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
  return script;
}

/**
 * Loads Astro's island runtime, whose path postbuild leaves on `<html data-island-runtime>`, only
 * when an island needs it: at once when the visitor uses one before it is in (the use is noted and
 * replayed, and that island's code fetched with it); and, as postbuild read from the page's
 * islands (`data-island-runtime-when`), when an island that hydrates on sight comes within a
 * screen of the viewport (`sight`), or after the first paint once the browser is idle (`idle`: an
 * island hydrates on its own; or `#quiz-`: the address's fragment says an island resumes).
 * Islands that wait for the visitor (`client:interaction`: the menu, the chat, the newsletter form)
 * need nothing before that, so a reader who never touches them fetches no island code at all; and
 * even a deferred script in the HTML costs the first screen a round trip on slow 4G.
 * Where the page carries only the CSS its own HTML uses, the whole stylesheet comes first and the
 * runtime runs once it is in: no island draws a state the page's rules lack.
 * Pages rendered on demand still carry the runtime inline and have no such attribute.
 */
function startIslands() {
  const runtime = document.documentElement.getAttribute(ISLAND_RUNTIME_ATTRIBUTE);
  if (!runtime || customElements.get('astro-island')) return;
  let requested = false;
  const load = () => {
    if (requested) return;
    requested = true;
    // Once it has run, every island listens for itself. (A file gone since this page was served, by
    // a deploy meanwhile, is the stale-deploy check's to handle: stale-deploy.ts.)
    void loadWholeStylesheet().then(() => addScript(runtime).addEventListener('load', stopNoting, { once: true }));
  };
  // Someone is waiting: fetch the runtime and the island's own code beside the stylesheet, not one
  // after the other. (Unprompted, the runtime comes after the stylesheet: a preload right after the
  // first paint competed with the translated home pages' largest paint, Lighthouse LCP +150 ms.)
  const stopNoting = noteEarlyIslandUse((island) => {
    preload(runtime, 'preload');
    preload(island.getAttribute('component-url'), 'modulepreload');
    preload(island.getAttribute('renderer-url'), 'modulepreload');
    load();
  });
  const when = document.documentElement.getAttribute(RUNTIME_NEED_ATTRIBUTE);
  // `idle`, or the fragment an island resumes from (`#quiz-`): `sight` never starts a fragment.
  if (when === 'idle' || (when && location.hash.startsWith(when))) afterFirstPaint(() => whenIdle(load));
  if (when !== 'sight') return;
  // Once asked for, later sightings are no-ops (`load` runs once): no need to stop watching.
  const watcher = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
    rootMargin: '100%',
  });
  // An island has no box of its own (`display: contents`): its children are what comes into sight.
  for (const part of document.querySelectorAll('astro-island[client=visible] > *')) watcher.observe(part);
}

export function startPage(): void {
  // The parts below the first screen wait for the whole stylesheet: ask for it now (it is fetched
  // at the lowest priority), so it is in long before anyone scrolls down to them.
  if (holdsFirstScreenOnly()) void loadWholeStylesheet();
  rememberLanguage();
  switchOnCachedWebFonts();
  startIslands();
  const debug = new URLSearchParams(location.search).get('debug') === 'performance';
  if (debug) addScript(overlayScript);
  else afterFirstPaint(() => whenIdle(() => addScript(afterPaintScript)));
}
