import { describe, expect, it } from 'vitest';
import { detectLanguage, isCrawler, preferredBrowserLocale } from './language-detection.ts';

describe('detectLanguage', () => {
  it('follows the detection order: query, cookie, localStorage, browser', () => {
    const all = { query: 'es', cookie: 'it', stored: 'pt', browser: 'en-US' };
    expect(detectLanguage(all)).toEqual({ locale: 'es', source: 'query' });
    expect(detectLanguage({ ...all, query: null })).toEqual({ locale: 'it', source: 'cookie' });
    expect(detectLanguage({ ...all, query: null, cookie: null })).toEqual({ locale: 'pt', source: 'stored' });
    expect(detectLanguage({ browser: 'pt-BR,pt;q=0.9' })).toEqual({ locale: 'pt', source: 'browser' });
  });

  it('skips values that are not site languages and moves on to the next signal', () => {
    expect(detectLanguage({ query: 'fr', cookie: 'xx', stored: 'it' })).toEqual({ locale: 'it', source: 'stored' });
    expect(detectLanguage({ query: ' PT ' })).toEqual({ locale: 'pt', source: 'query' });
  });

  it('returns null when nothing matches', () => {
    expect(detectLanguage({})).toBeNull();
    expect(detectLanguage({ browser: 'fr-FR,de;q=0.8' })).toBeNull();
  });
});

describe('preferredBrowserLocale', () => {
  it('matches by language prefix and honours q weights', () => {
    expect(preferredBrowserLocale('it-IT')).toBe('it');
    expect(preferredBrowserLocale('fr;q=1, es;q=0.5, pt;q=0.8')).toBe('pt');
    expect(preferredBrowserLocale('en;q=0.5, es-MX')).toBe('es');
  });

  it('keeps header order for equal weights and ignores q=0', () => {
    expect(preferredBrowserLocale('es, it')).toBe('es');
    expect(preferredBrowserLocale('pt;q=0, it;q=0.1')).toBe('it');
  });
});

describe('isCrawler', () => {
  it('recognises search engines and audit tools, not browsers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (Linux; Android 11) Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).toBe(
      false,
    );
    expect(isCrawler(undefined)).toBe(false);
  });
});
