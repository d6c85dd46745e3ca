import { describe, expect, it } from 'vitest';
import { collectText, countWords, readingMinutes } from './reading-time.ts';

describe('reading time', () => {
  it('counts words, not Markdown markup', () => {
    expect(countWords('## A heading\n\n- one *two* [three](/x)')).toBe(5);
    expect(countWords('')).toBe(0);
  });

  it('reads 200 words a minute, at least one minute', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });

  it('collects every string of structured content', () => {
    expect(collectText({ a: 'one', b: ['two', { c: 'three' }], d: 4, e: new Date() })).toBe('one two three  ');
  });
});
