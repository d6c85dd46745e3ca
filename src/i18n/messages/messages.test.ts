import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.ts';
import { en } from './en.ts';
import { format, MESSAGES } from './index.ts';

type Tree = { [key: string]: Tree | string | Tree[] };

/** Every leaf of a message tree as `path → text` (arrays indexed). */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') found.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
    }
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const reference = leaves(en);

describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s messages', (locale) => {
  const translated = leaves(MESSAGES[locale]);

  it('have exactly the English keys (none missing, none extra)', () => {
    expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('fill every text and keep its placeholders', () => {
    for (const [path, text] of translated) {
      expect(text.trim(), `${locale}:${path} is empty`).not.toBe('');
      expect(placeholders(text), `${locale}:${path} placeholders`).toEqual(placeholders(reference.get(path) ?? ''));
    }
  });
});

describe('page metadata', () => {
  it.each(LOCALES)('%s titles fit in 60 characters and descriptions in 50–160', (locale) => {
    for (const [id, meta] of Object.entries(MESSAGES[locale].pages)) {
      expect(meta.title.length, `${locale} pages.${id}.title`).toBeLessThanOrEqual(60);
      expect(meta.description.length, `${locale} pages.${id}.description`).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, `${locale} pages.${id}.description`).toBeLessThanOrEqual(160);
    }
  });
});

describe('format', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{a} and {b}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(format('Hi {name}', {})).toBe('Hi {name}');
  });
});
