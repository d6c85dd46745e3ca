/**
 * Every page's script, one stand-alone classic file (Vite's `?worker&url`) that the page's head
 * asks for with `async`, so it runs as soon as it arrives, before the page has finished loading:
 * it keeps the language choice in step, starts the field vitals reporter (a visit that ends within
 * a second still sends its TTFB, FCP and LCP; a reporter that waited for the browser to be idle
 * missed exactly those quick, often frustrated visits), and does the rest of the background work
 * once the page has painted (after-paint-work.ts). With `?debug=performance` the performance
 * overlay's own script comes too and runs the reporter it shows; its code and React load only then.
 * The islands load themselves, with Astro's directives.
 */
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { rememberLanguage } from '../../lib/language-memory.ts';
import { startReporter } from '../../lib/vitals/reporter.ts';
import { startAfterPaintWork } from './after-paint-work.ts';

rememberLanguage();
// The overlay's file is named on <html> (BaseLayout.astro): a script file cannot name another.
const overlayScript = document.documentElement.dataset.overlayScript;
if (overlayScript && new URLSearchParams(location.search).get('debug') === 'performance') {
  const script = document.createElement('script');
  script.src = overlayScript;
  document.head.append(script);
} else {
  startReporter();
}
afterFirstPaint(startAfterPaintWork);
