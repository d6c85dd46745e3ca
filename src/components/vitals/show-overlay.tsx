/**
 * Mounts the performance overlay (`?debug=performance` only): fetches its texts in the page's
 * language, starts the vitals reporter if it is not running yet, and renders the overlay.
 * This module, React and the overlay are never loaded without the flag.
 */
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { startReporter } from '../../lib/vitals/reporter.ts';
import PerformanceOverlay, { type OverlayLabels } from './PerformanceOverlay.tsx';

export async function showOverlay(): Promise<void> {
  const pageLocale = document.documentElement.dataset.locale;
  const locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  const response = await fetch(localizePath('/vitals-overlay.json', locale));
  if (!response.ok) {
    console.warn(`Performance overlay: its texts did not load (${response.status})`);
    return;
  }
  const labels = (await response.json()) as OverlayLabels;
  startReporter();
  const host = document.createElement('div');
  host.id = 'performance-overlay';
  document.body.append(host);
  createRoot(host).render(<PerformanceOverlay labels={labels} />);
}
