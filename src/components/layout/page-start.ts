/**
 * The few lines of plain script every page runs before any interaction (one small inline module,
 * no framework): keep the language choice in step, the web fonts, the home page's hero video,
 * Astro's island runtime once the page has painted (or at once when an island is used first), then,
 * once the browser is idle, the after-paint script (field vitals, the
 * offline service worker, the reload after a deploy). With `?debug=performance` the performance
 * overlay loads instead, and only then: its code and React. Both are separate classic scripts, so
 * this one imports nothing at run time and Astro inlines it: an external start-up module cost
 * 250 ms of first paint on slow 4G, and every byte here counts against the first round trip.
 */
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { noteEarlyIslandUse } from '../../lib/early-island-use.ts';
import { startHeroVideo } from '../../lib/hero-video.ts';
import { rememberLanguage } from '../../lib/language-memory.ts';
import { switchOnWebFonts } from '../../lib/web-fonts.ts';
import overlayScript from '../vitals/overlay-script.ts?worker&url';
import afterPaintScript from './after-paint-script.ts?worker&url';

/** Runs `work` when the browser has nothing better to do (or after a second at most). */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 1);
}

/** Adds a classic script to the page (it runs as soon as it arrives; nothing waits for it). */
function addScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
  return script;
}

/**
 * Loads Astro's island runtime, whose path postbuild leaves on `<html data-island-runtime>`: after
 * the first paint, since even a deferred script in the HTML costs the first screen a round trip on
 * slow 4G, or at once when the visitor uses an island before then (the use is noted and replayed).
 * Pages rendered on demand still carry the runtime inline and have no such attribute.
 */
function startIslands() {
  const runtime = document.documentElement.dataset.islandRuntime;
  if (!runtime || customElements.get('astro-island')) return;
  let requested = false;
  const load = () => {
    if (requested) return;
    requested = true;
    // Once it has run, every island listens for itself.
    addScript(runtime).addEventListener('load', stopNoting, { once: true });
  };
  const stopNoting = noteEarlyIslandUse(load);
  afterFirstPaint(load);
}

export function startPage(): void {
  rememberLanguage();
  switchOnWebFonts();
  startHeroVideo();
  startIslands();
  const debug = new URLSearchParams(location.search).get('debug') === 'performance';
  if (debug) addScript(overlayScript);
  else afterFirstPaint(() => whenIdle(() => addScript(afterPaintScript)));
}
