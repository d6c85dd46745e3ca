/**
 * make-fonts.ts: cuts the site's web fonts out of the installed @fontsource packages (nothing is
 * downloaded): for every face in src/config/fonts.ts, a Latin file (Basic Latin, Latin-1, the
 * punctuation our texts use) and a Latin Extended-A file, WOFF2, into src/assets/fonts/. A weight
 * range is cut from the variable font with its weight axis narrowed to that range.
 *
 * Usage (from the repository root): node scripts/media/make-fonts.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { FONT_FAMILIES, FONT_SUBSET_NAMES, FONT_SUBSETS, fontFile } from '../../src/config/fonts.ts';

const require = createRequire(import.meta.url);

/** Every code point of a CSS unicode-range list, as a string. */
function charactersOf(range: string): string {
  const points: number[] = [];
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-');
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point++) points.push(point);
  }
  return String.fromCodePoint(...points);
}

let total = 0;
for (const family of FONT_FAMILIES) {
  for (const face of family.faces) {
    for (const subset of FONT_SUBSET_NAMES) {
      const source = subset === 'latin' ? 'latin' : 'latin-ext';
      const range = typeof face.weight === 'number' ? undefined : face.weight;
      const input = range
        ? require.resolve(
            `@fontsource-variable/${family.package}/files/${family.package}-${source}-wght-${face.style}.woff2`,
          )
        : require.resolve(
            `@fontsource/${family.package}/files/${family.package}-${source}-${face.weight}-${face.style}.woff2`,
          );
      const output = await subsetFont(await readFile(input), charactersOf(FONT_SUBSETS[subset]), {
        targetFormat: 'woff2',
        // A range keeps only that part of the weight axis (harfbuzz instancing): a smaller file.
        ...(range && { variationAxes: { wght: { min: range[0], max: range[1] } } }),
      });
      const file = `src/assets/fonts/${fontFile(family, face, subset)}`;
      await writeFile(file, output);
      total += output.length;
      console.log(`make-fonts: ${file}  ${(output.length / 1024).toFixed(1)} KB`);
    }
  }
}
console.log(`make-fonts: ${(total / 1024).toFixed(0)} KB in all`);
