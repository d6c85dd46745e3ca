import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'node-html-parser';
import { referencesOf } from '../../scripts/lib/site-health/page-checks.ts';
import { CRAWLER, DIST_DIR } from './site-data.ts';

const CLIENT = join(DIST_DIR, 'client');

/** Every internal link and image reference in the built HTML. */
function internalReferences(): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(CLIENT, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const html = parse(readFileSync(join(CLIENT, file), 'utf8'));
    const urls = referencesOf(html);
    for (const url of urls) {
      if (!url.startsWith('/') || url.startsWith('//')) continue;
      const path = url.split('#')[0]?.split('?')[0] ?? '';
      if (path && !found.has(path)) found.set(path, file);
    }
  }
  return found;
}

test('no broken internal link or image anywhere in the built site', async ({ request }) => {
  test.setTimeout(120_000);
  const references = internalReferences();
  expect(references.size).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const [path, file] of references) {
    const response = await request.get(path, { headers: CRAWLER });
    if (response.status() !== 200) broken.push(`${path} (in ${file}): ${response.status()}`);
  }
  expect(broken).toEqual([]);
});
