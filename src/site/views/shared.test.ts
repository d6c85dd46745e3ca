import { describe, expect, it } from 'vitest';
import { bookingHref, mailtoHref } from './shared.ts';

describe('mailtoHref', () => {
  it('writes spaces as %20 and line breaks as CRLF, as mail programs read them', () => {
    expect(mailtoHref('a@b.example', { subject: 'Dúvida sobre C+C', body: 'Olá!\nLinha' })).toBe(
      'mailto:a@b.example?subject=D%C3%BAvida%20sobre%20C%2BC&body=Ol%C3%A1%21%0D%0ALinha',
    );
    expect(mailtoHref('a@b.example', {})).toBe('mailto:a@b.example');
  });
});

describe('bookingHref', () => {
  it('leads to the site’s own booking pages in the reader’s language', () => {
    expect(bookingHref('en', null)).toBe('/book');
    expect(bookingHref('pt', null)).toBe('/pt/book');
  });

  it('leaves another booking service’s page as it is', () => {
    expect(bookingHref('pt', 'https://cal.example/luana')).toBe('https://cal.example/luana');
  });
});
