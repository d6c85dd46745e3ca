import { describe, expect, it } from 'vitest';
import { canonicalPagePath, langParam, localeFromParam, localizePath, splitLocale, switchLocale } from './paths.ts';

describe('splitLocale', () => {
  it('reads the language prefix and the English form of the path', () => {
    expect(splitLocale('/pt/blog')).toEqual({ locale: 'pt', path: '/blog' });
    expect(splitLocale('/it/')).toEqual({ locale: 'it', path: '/' });
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/blog')).toEqual({ locale: 'en', path: '/blog' });
  });

  it('does not mistake a two-letter page or an /en prefix for a language', () => {
    expect(splitLocale('/ptx/blog')).toEqual({ locale: 'en', path: '/ptx/blog' });
    expect(splitLocale('/fr/blog')).toEqual({ locale: 'en', path: '/fr/blog' });
    expect(splitLocale('/en/blog')).toEqual({ locale: 'en', path: '/en/blog' });
  });
});

describe('localizePath', () => {
  it('prefixes every language but English and keeps anchors', () => {
    expect(localizePath('/', 'pt')).toBe('/pt/');
    expect(localizePath('/about', 'es')).toBe('/es/about');
    expect(localizePath('/#topics', 'it')).toBe('/it/#topics');
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localizePath('about', 'en')).toBe('/about');
  });

  it('round-trips with splitLocale and switches between languages', () => {
    for (const path of ['/', '/blog', '/services/coaching']) {
      expect(splitLocale(localizePath(path, 'pt')).path).toBe(path);
    }
    expect(switchLocale('/pt/about', 'it')).toBe('/it/about');
    expect(switchLocale('/es/', 'en')).toBe('/');
  });
});

describe('route parameters', () => {
  it('uses no parameter for English and falls back to English for unknown values', () => {
    expect(langParam('en')).toBeUndefined();
    expect(langParam('pt')).toBe('pt');
    expect(localeFromParam(undefined)).toBe('en');
    expect(localeFromParam('xx')).toBe('en');
    expect(localeFromParam('es')).toBe('es');
  });
});

describe('canonicalPagePath', () => {
  it('drops the folder slash except on a language home', () => {
    expect(canonicalPagePath('/about/')).toBe('/about');
    expect(canonicalPagePath('/pt/about/')).toBe('/pt/about');
    expect(canonicalPagePath('/pt/blog/taro/')).toBe('/pt/blog/taro');
    expect(canonicalPagePath('/')).toBe('/');
    expect(canonicalPagePath('/pt')).toBe('/pt/');
    expect(canonicalPagePath('/it/')).toBe('/it/');
  });
});
