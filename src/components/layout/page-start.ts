/**
 * The few lines of plain script every page runs before any interaction (one small inline module,
 * no framework): keep the language choice in step, the web fonts, the home page's hero video, then,
 * once the page has painted and the browser is idle, the after-paint script (field vitals, the
 * offline service worker, the reload after a deploy). With `?debug=performance` the performance
 * overlay loads instead, and only then: its code and React. Both are separate classic scripts, so
 * this one imports nothing at run time and Astro inlines it: an external start-up module cost
 * 250 ms of first paint on slow 4G, and every byte here counts against the first round trip.
 */
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
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
function addScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

export function startPage(): void {
  rememberLanguage();
  switchOnWebFonts();
  startHeroVideo();
  const debug = new URLSearchParams(location.search).get('debug') === 'performance';
  if (debug) addScript(overlayScript);
  else afterFirstPaint(() => whenIdle(() => addScript(afterPaintScript)));
}
