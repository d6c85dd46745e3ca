/**
 * The CSS of the site's fonts, written at build time from src/config/fonts.ts:
 * - `fallbackFontCss`: the font-family lists, and installed fonts resized to each family's metrics
 *   (size-adjust, ascent/descent/line-gap overrides), so text set in them takes the same room;
 * - `webFontCss`: the `@font-face` rules of the web fonts themselves (hashed, immutable files),
 *   with `font-display: swap`: text shows at once in the resized stand-ins and takes the brand's
 *   face when its file arrives, taking the same room;
 * - `firstScreenFontUrls`: the files every first view draws with (the page-weight check counts them).
 */
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import {
  cssWeight,
  FONT_FAMILIES,
  FONT_SUBSET_NAMES,
  FONT_SUBSETS,
  type FontFamily,
  fontFile,
  type StandIn,
} from '../config/fonts.ts';

type Metrics = {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
  /** Other weights' widths (`600`, `700`…), when the collection has them. */
  variants: Record<string, { xWidthAvg?: number } | undefined>;
};

/** Text from this weight up stands in with the stand-ins' bold faces, sized to the family's semibold. */
const SEMIBOLD = 600;
/** The weight of an installed font's bold face (Arial Bold, Georgia Bold…). */
const BOLD = 700;

/** The font files as Vite emits them (`/_astro/inter-400-600-latin.<hash>.woff2`), by file name. */
const FILES = import.meta.glob<string>('../assets/fonts/*.woff2', { query: '?url', import: 'default', eager: true });

function metricsOf(key: string): Metrics {
  const metrics = (entireMetricsCollection as unknown as Record<string, Partial<Metrics> | undefined>)[key];
  const { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg, variants = {} } = metrics ?? {};
  if (familyName === undefined || ascent === undefined || descent === undefined || lineGap === undefined) {
    throw new Error(`No font metrics for "${key}" in @capsizecss/metrics`);
  }
  if (unitsPerEm === undefined || xWidthAvg === undefined) throw new Error(`No width metrics for "${key}"`);
  return { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg, variants };
}

/** The average character width in em of a font's regular face, or of one of its weights. */
function averageWidth(metrics: Metrics, weight?: number): number {
  const width = weight === undefined ? metrics.xWidthAvg : metrics.variants[String(weight)]?.xWidthAvg;
  if (width === undefined) throw new Error(`No width metrics for ${metrics.familyName} ${weight}`);
  return width / metrics.unitsPerEm;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The name of the resized stand-in for a family (`Inter fallback Arial`). */
const fallbackName = (family: FontFamily, local: Metrics) => `${family.name} fallback ${local.familyName}`;

/**
 * An installed font resized to the family: scaled to the same average character width, with the
 * family's ascent, descent and line gap (the same arithmetic as capsize and Astro's fonts). Two
 * faces each: the regular one for text below semibold, the bold one (the stand-in's own bold,
 * sized to the family's semibold) for headings and bold text, so a heading takes as many lines
 * in the stand-in as it will in the brand's font.
 */
function fallbackFaces(family: FontFamily, standIn: StandIn): string[] {
  const web = metricsOf(family.metrics);
  const local = metricsOf(standIn.metrics);
  const face = (weights: string, names: string[], sizeAdjust: number) => {
    const em = web.unitsPerEm * sizeAdjust;
    const src = names.map((name) => `local("${name}")`).join(',');
    return `@font-face{font-family:"${fallbackName(family, local)}";src:${src};font-weight:${weights};size-adjust:${percent(sizeAdjust)};ascent-override:${percent(web.ascent / em)};descent-override:${percent(Math.abs(web.descent) / em)};line-gap-override:${percent(web.lineGap / em)}}`;
  };
  return [
    face(`1 ${SEMIBOLD - 1}`, standIn.local, averageWidth(web) / averageWidth(local)),
    face(`${SEMIBOLD} 1000`, standIn.localBold, averageWidth(web, SEMIBOLD) / averageWidth(local, BOLD)),
  ];
}

/** The family list of a CSS variable: the web font, its resized stand-ins, the generic family. */
function familyList(family: FontFamily): string {
  const standIns = family.fallbacks.map((standIn) => `"${fallbackName(family, metricsOf(standIn.metrics))}"`);
  return [`"${family.name}"`, ...standIns, family.generic].join(',');
}

/** The stand-ins and the CSS variables: needed from the first paint. */
export function fallbackFontCss(): string {
  const faces = FONT_FAMILIES.flatMap((family) =>
    family.fallbacks.flatMap((standIn) => fallbackFaces(family, standIn)),
  );
  const variables = FONT_FAMILIES.map((family) => `${family.cssVariable}:${familyList(family)}`).join(';');
  return `${faces.join('')}:root{${variables}}`;
}

/** The web fonts' `@font-face` rules. */
export function webFontCss(): string {
  return FONT_FAMILIES.flatMap((family) =>
    family.faces.flatMap((face) =>
      FONT_SUBSET_NAMES.map((subset) => {
        const url = FILES[`../assets/fonts/${fontFile(family, face, subset)}`];
        if (!url)
          throw new Error(`Missing font file ${fontFile(family, face, subset)}: run node scripts/media/make-fonts.ts`);
        return `@font-face{font-family:"${family.name}";src:url("${url}") format("woff2");font-weight:${cssWeight(face)};font-style:${face.style};font-display:swap;unicode-range:${FONT_SUBSETS[subset]}}`;
      }),
    ),
  ).join('');
}
/** The Latin file of each family's first face: what every page draws its text with. */
export function firstScreenFontUrls(): string[] {
  return FONT_FAMILIES.map((family) => {
    const [face] = family.faces;
    const url = face && FILES[`../assets/fonts/${fontFile(family, face, 'latin')}`];
    if (!url) throw new Error(`Missing the Latin font file of ${family.name}`);
    return url;
  });
}
