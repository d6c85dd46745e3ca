/**
 * The few lines of plain script every page runs before any interaction (one small inline module,
 * no framework): keep the language choice in step, the web fonts, the home page's hero video,
 * then, once the page has painted and the browser is idle, the field vitals reporter. With
 * `?debug=performance` the performance overlay loads too (and only then: its code and React).
 */
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { startHeroVideo } from '../../lib/hero-video.ts';
import { rememberLanguage } from '../../lib/language-memory.ts';
import { switchOnWebFonts } from '../../lib/web-fonts.ts';

/** Runs `work` when the browser has nothing better to do (or after a second at most). */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 1);
}

export function startPage(): void {
  rememberLanguage();
  switchOnWebFonts();
  startHeroVideo();
  afterFirstPaint(() =>
    whenIdle(() => {
      import('../../lib/vitals/reporter.ts').then(({ startReporter }) => startReporter());
    }),
  );
  if (new URLSearchParams(location.search).get('debug') === 'performance') {
    import('../vitals/show-overlay.tsx').then(({ showOverlay }) => showOverlay());
  }
}
