import type { APIRoute } from 'astro';
import type { OverlayLabels } from '../../components/vitals/PerformanceOverlay.tsx';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localeStaticPaths } from '../../i18n/paths.ts';

export const getStaticPaths = localeStaticPaths;

/**
 * The performance overlay's texts in one language (`/pt/vitals-overlay.json`): fetched only by the
 * overlay, which loads only with `?debug=performance`, so no page carries them.
 */
export const GET: APIRoute = ({ props }) => {
  const { locale } = props as { locale: Locale };
  const { vitals } = getMessages(locale);
  const labels: OverlayLabels = {
    lang: HTML_LANG[locale],
    texts: vitals.overlay,
    metricNames: vitals.metricNames,
    ratings: vitals.ratings,
  };
  return new Response(JSON.stringify(labels), { headers: { 'Content-Type': 'application/json' } });
};
