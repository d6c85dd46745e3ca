import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/**
 * Route files are shells: `getStaticPaths` and a layout around one `*Page.tsx` view. Markup and
 * data shaping belong in `src/components/` and `src/site/`, where they are typed, formatted and tested.
 */
describe('route files', () => {
  const routes = filesUnder('src/pages', '.astro');

  it('exist', () => expect(routes.length).toBeGreaterThan(10));

  it.each(routes)('%s has at most 40 lines', (file) => {
    expect(readFileSync(join(ROOT, file), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(40);
  });
});

describe('Astro files', () => {
  it.each(filesUnder('src', '.astro'))('%s has no line over 120 columns', (file) => {
    const long = readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((line, index) => ({ line: index + 1, columns: [...line].length }))
      .filter(({ columns }) => columns > 120);
    expect(long).toEqual([]);
  });
});
