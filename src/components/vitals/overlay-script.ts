/**
 * The `?debug=performance` overlay as a stand-alone classic script (React, the overlay and the
 * reporter in one file), added by page-start.ts only when the flag is present, in place of the
 * after-paint script; so it also does the rest of the after-paint work, once the page has painted.
 */
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { startAfterPaintWork } from '../layout/after-paint-work.ts';
import { showOverlay } from './show-overlay.tsx';

void showOverlay();
// This script loads at once (the overlay watches the first paint), the after-paint work still waits for it.
afterFirstPaint(startAfterPaintWork);
