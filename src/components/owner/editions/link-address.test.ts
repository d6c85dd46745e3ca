import { describe, expect, it } from 'vitest';
import { LINK_PATTERN } from '../../../lib/edition-document.ts';
import { linkAddressOf } from './link-address.ts';

describe('linkAddressOf', () => {
  it('keeps web and mail addresses as they are', () => {
    expect(linkAddressOf(' https://vibra.test/pt/agenda ')).toBe('https://vibra.test/pt/agenda');
    expect(linkAddressOf('http://example.com')).toBe('http://example.com');
    expect(linkAddressOf('mailto:luz@vibra.test')).toBe('mailto:luz@vibra.test');
  });

  it('completes what the owner usually types', () => {
    expect(linkAddressOf('www.vibra.test')).toBe('https://www.vibra.test');
    expect(linkAddressOf('vibra.test/blog?x=1#top')).toBe('https://vibra.test/blog?x=1#top');
    expect(linkAddressOf('luz@vibra.test')).toBe('mailto:luz@vibra.test');
  });

  it('refuses what a mail must not carry', () => {
    for (const input of ['', '   ', 'javascript:alert(1)', 'tel:+5511999999999', '/blog', 'hello', 'a b.com']) {
      expect(linkAddressOf(input)).toBeNull();
    }
    expect(linkAddressOf(`https://x.com/${'a'.repeat(2000)}`)).toBeNull();
  });

  it('answers only addresses the server accepts', () => {
    for (const input of ['www.vibra.test', 'luz@vibra.test', 'vibra.test:8080/a']) {
      expect(LINK_PATTERN.test(linkAddressOf(input) ?? '')).toBe(true);
    }
  });
});
