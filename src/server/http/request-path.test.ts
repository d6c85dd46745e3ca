import { describe, expect, it } from 'vitest';
import { judgePath, plainPath } from './request-path.ts';

describe('judgePath', () => {
  it('leaves ordinary paths alone', () => {
    expect(judgePath('/pt/blog/taro?lng=pt')).toEqual({ kind: 'ok', path: '/pt/blog/taro' });
    expect(judgePath('/pt/')).toEqual({ kind: 'ok', path: '/pt/' });
    expect(judgePath('/')).toEqual({ kind: 'ok', path: '/' });
  });

  it('redirects doubled slashes and dot segments to the plain path, never to another host', () => {
    expect(judgePath('//blog')).toEqual({ kind: 'redirect', location: '/blog' });
    expect(judgePath('/.//evil.example?lng=zz')).toEqual({ kind: 'redirect', location: '/evil.example?lng=zz' });
    expect(judgePath('//evil.example/')).toEqual({ kind: 'redirect', location: '/evil.example/' });
    expect(judgePath('/a/../../../etc/passwd')).toEqual({ kind: 'redirect', location: '/etc/passwd' });
    for (const raw of ['//x', '/.//x', '/..//x', '///x', '/././/x'])
      expect((judgePath(raw) as { location: string }).location).toMatch(/^\/[^/]/);
  });

  it('reads a raw backslash as a slash, as URL parsers do, so it cannot lead to another host', () => {
    expect(judgePath('/\\evil.example?lng=zz')).toEqual({ kind: 'redirect', location: '/evil.example?lng=zz' });
    expect(judgePath('/\\\\evil.example')).toEqual({ kind: 'redirect', location: '/evil.example' });
    expect(judgePath('/pt\\blog')).toEqual({ kind: 'redirect', location: '/pt/blog' });
  });

  it('refuses paths that cannot be decoded or carry control characters', () => {
    expect(judgePath('/gone%00')).toEqual({ kind: 'invalid' });
    expect(judgePath('/a%0d%0aSet-Cookie:x')).toEqual({ kind: 'invalid' });
    expect(judgePath('/bad%E0%A4%A')).toEqual({ kind: 'invalid' });
    expect(judgePath('*')).toEqual({ kind: 'invalid' });
  });

  it('keeps the trailing slash that language homes use', () => {
    expect(plainPath('/pt//')).toBe('/pt/');
    expect(plainPath('/pt/./')).toBe('/pt/');
  });
});
