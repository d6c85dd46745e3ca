import { describe, expect, it } from 'vitest';
import { chooseEncoding, parseRange, type StaticFile, urlPathOf } from './static-files.ts';

describe('urlPathOf', () => {
  it('maps built files to the URLs they answer', () => {
    expect(urlPathOf('index.html')).toBe('/');
    expect(urlPathOf('about/index.html')).toBe('/about');
    expect(urlPathOf('pt/index.html')).toBe('/pt/');
    expect(urlPathOf('pt/blog/index.html')).toBe('/pt/blog');
    expect(urlPathOf('404.html')).toBe('/404');
    expect(urlPathOf('_astro/app.abc123.js')).toBe('/_astro/app.abc123.js');
  });
});

describe('chooseEncoding', () => {
  const file = { br: Buffer.from('b'), gzip: Buffer.from('g') } as StaticFile;
  it('prefers brotli, then gzip, then none', () => {
    expect(chooseEncoding(file, 'gzip, deflate, br')).toBe('br');
    expect(chooseEncoding(file, 'gzip')).toBe('gzip');
    expect(chooseEncoding(file, undefined)).toBeNull();
    expect(chooseEncoding({ ...file, br: undefined }, 'br')).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads single byte ranges and rejects unsatisfiable ones', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBeNull();
    expect(parseRange('bytes=5-1', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});
