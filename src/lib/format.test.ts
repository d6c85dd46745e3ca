import { describe, expect, it } from 'vitest';
import { formatDate, formatLanguages, formatList, formatPrice, truncateTitle } from './format.ts';

describe('truncateTitle', () => {
  it('keeps titles up to 40 characters and cuts longer ones with an ellipsis', () => {
    expect(truncateTitle('Short title')).toBe('Short title');
    expect(truncateTitle('x'.repeat(40))).toBe('x'.repeat(40));
    expect(truncateTitle('Spiritual Protection: Everyday Ways to Guard Your Energy')).toBe(
      'Spiritual Protection: Everyday Ways to G…',
    );
    expect(truncateTitle('Ends with a space right at forty........ and more')).toBe(
      'Ends with a space right at forty........…',
    );
  });
});

describe('formatPrice and formatDate', () => {
  it('write prices and dates as each language does', () => {
    expect(formatPrice(97, 'USD', 'en')).toBe('$97');
    expect(formatPrice(97, 'USD', 'pt')).toMatch(/^US\$\s97$/);
    expect(formatDate(new Date('2025-05-05T00:00:00Z'), 'en')).toBe('May 5, 2025');
    expect(formatDate(new Date('2025-05-05T00:00:00Z'), 'pt')).toBe('5 de maio de 2025');
  });
});

describe('formatList and formatLanguages', () => {
  it('join items and name languages as each language writes them', () => {
    expect(formatList(['a', 'b', 'c'], 'pt')).toBe('a, b e c');
    expect(formatLanguages(['pt', 'en', 'es'], 'en')).toBe('Portuguese, English, and Spanish');
    expect(formatLanguages(['pt', 'en', 'es', 'it'], 'it')).toBe('portoghese, inglese, spagnolo e italiano');
    expect(formatLanguages(['it'], 'es')).toBe('italiano');
  });
});
