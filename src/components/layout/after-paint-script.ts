/**
 * What every page starts once it has painted and the browser is idle, as one stand-alone classic
 * script (Vite's `?worker&url`) that page-start.ts adds: the field vitals reporter and the rest of
 * the after-paint work (after-paint-work.ts). Kept out of the inline start-up script so that one
 * stays small enough for the first screen to arrive in the first round trip.
 */
import { startReporter } from '../../lib/vitals/reporter.ts';
import { startAfterPaintWork } from './after-paint-work.ts';

startReporter();
startAfterPaintWork();
