/**
 * The site's two typefaces and the faces (weight, style) the pages use, in one place:
 * `scripts/media/make-fonts.ts` makes their files, `src/site/fonts.ts` writes their CSS. Each face
 * comes in two files: Latin with Latin-1 and the punctuation our texts use (every page of our four
 * languages needs only this one), and Latin Extended-A, which a browser fetches only for a page
 * that uses one of its letters (`unicode-range`).
 */

/**
 * A face of a family: one weight, or a range of weights cut from the variable font (one file
 * instead of one per weight, when several weights share the first screen), in one style.
 */
export interface FontFace {
  weight: 400 | 500 | 600 | 700 | readonly [min: number, max: number];
  style: 'normal' | 'italic';
}

/** An installed font that stands in for a family, by its metrics and the names it goes by. */
export interface StandIn {
  /** Its key in @capsizecss/metrics. */
  metrics: string;
  /** Names of installed fonts with exactly these metrics (`Liberation Sans` is metric-compatible with Arial). */
  local: string[];
  /**
   * The same fonts' bold faces: semibold and bold text stands in with them, resized to the family's
   * semibold, since a regular face made bold by the browser is narrower and wraps differently.
   */
  localBold: string[];
}

/** A family and how to stand in for it until its files arrive. */
export interface FontFamily {
  name: string;
  /** The CSS variable the styles use (`--font-body`). */
  cssVariable: '--font-display' | '--font-body';
  /** Its key in @capsizecss/metrics (vertical metrics and average width). */
  metrics: string;
  /**
   * The package name the files are cut from: `@fontsource/<package>` for single weights,
   * `@fontsource-variable/<package>` for weight ranges.
   */
  package: string;
  /**
   * Installed fonts that stand in, resized to the family's metrics so the swap moves nothing, in
   * order: what desktops and iPhones have, what Android phones have, what Linux desktops have.
   */
  fallbacks: StandIn[];
  /** The generic family at the end of the list. */
  generic: 'serif' | 'sans-serif';
  faces: FontFace[];
}

export const FONT_FAMILIES: readonly FontFamily[] = [
  {
    name: 'Fraunces',
    cssVariable: '--font-display',
    metrics: 'fraunces',
    package: 'fraunces',
    fallbacks: [
      { metrics: 'georgia', local: ['Georgia'], localBold: ['Georgia Bold'] },
      { metrics: 'notoSerif', local: ['Noto Serif'], localBold: ['Noto Serif Bold'] },
      {
        metrics: 'timesNewRoman',
        local: ['Times New Roman', 'Liberation Serif', 'Tinos'],
        localBold: ['Times New Roman Bold', 'Liberation Serif Bold', 'Tinos Bold'],
      },
    ],
    generic: 'serif',
    // Headings only, all semibold.
    faces: [{ weight: 600, style: 'normal' }],
  },
  {
    name: 'Inter',
    cssVariable: '--font-body',
    metrics: 'inter',
    package: 'inter',
    fallbacks: [
      {
        metrics: 'arial',
        local: ['Arial', 'Liberation Sans', 'Arimo'],
        localBold: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'],
      },
      { metrics: 'roboto', local: ['Roboto'], localBold: ['Roboto Bold'] },
    ],
    generic: 'sans-serif',
    // Text 400, labels and navigation 500, buttons, badges and bold 600; italic only for emphasis.
    faces: [
      { weight: [400, 600], style: 'normal' },
      { weight: 400, style: 'italic' },
    ],
  },
];

/** The two character sets each face is cut into, with the CSS `unicode-range` of each. */
export const FONT_SUBSETS = {
  /** Basic Latin, Latin-1 (ã, ç, é, ñ, ¿, «»…), dashes, quotes, ellipsis, bullet, arrows, euro. */
  latin:
    'U+0020-007E, U+00A0-00FF, U+2010-2015, U+2018-201E, U+2020-2022, U+2026, U+2032-2033, U+2039-203A, U+20AC, U+2122, U+2190-2193, U+2212',
  /** Latin Extended-A (ā, č, ł, œ…): names and quoted words, never needed by our four languages' own text. */
  latinExtA: 'U+0100-017F',
} as const;

/** The two files of every face. */
export const FONT_SUBSET_NAMES = ['latin', 'latinExtA'] as const;

/** The file of one face and subset, as the script writes it and the config reads it. */
export function fontFile(family: FontFamily, face: FontFace, subset: keyof typeof FONT_SUBSETS): string {
  const style = face.style === 'italic' ? '-italic' : '';
  return `${family.package}-${cssWeight(face).replace(' ', '-')}${style}-${subset === 'latin' ? 'latin' : 'latin-ext-a'}.woff2`;
}

/** A face's weight as CSS writes it: `400`, or `400 600` for a range. */
export function cssWeight(face: FontFace): string {
  return typeof face.weight === 'number' ? String(face.weight) : face.weight.join(' ');
}
