/**
 * The `?debug=performance` overlay as a stand-alone classic script (React, the overlay and the
 * reporter it shows in one file), added by page-script.ts only when the flag is present.
 */
import { showOverlay } from './show-overlay.tsx';

void showOverlay();
