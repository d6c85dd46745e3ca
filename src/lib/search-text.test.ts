import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeForSearch } from './search-text.ts';

describe('search text', () => {
  it('ignores accents and letter case', () => {
    expect(normalizeForSearch('Meditação ÚNICA')).toBe('meditacao unica');
    expect(matchesQuery('meditacao', ['A meditação diária'])).toBe(true);
  });

  it('needs every word of the query, in any of the texts', () => {
    expect(matchesQuery('chakra root', ['The root', 'chakra list'])).toBe(true);
    expect(matchesQuery('chakra tarot', ['chakra only'])).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesQuery('   ', ['anything'])).toBe(true);
  });
});
