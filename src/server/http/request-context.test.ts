import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bodyFields, refererPath, typedText, visitorLocale } from './request-context.ts';

/** What the helpers see of a request with these headers (Fastify's own request object). */
async function requestWith(headers: Record<string, string>): Promise<FastifyRequest> {
  const app = Fastify();
  let seen: FastifyRequest | undefined;
  app.get('/', async (request) => {
    seen = request;
    return '';
  });
  await app.inject({ url: '/', headers });
  await app.close();
  if (!seen) throw new Error('no request');
  return seen;
}

describe('the request context', () => {
  it('takes the page from a Referer on this site only', async () => {
    expect(refererPath(await requestWith({ host: 'vibra.test', referer: 'https://vibra.test/pt/blog?x=1' }))).toBe(
      '/pt/blog',
    );
    expect(refererPath(await requestWith({ host: 'vibra.test', referer: 'https://evil.example/pt/' }))).toBeUndefined();
    expect(refererPath(await requestWith({ host: 'vibra.test', referer: 'not a url' }))).toBeUndefined();
    expect(refererPath(await requestWith({ host: 'vibra.test' }))).toBeUndefined();
  });

  it('takes the language from the body, else from the page, else English', () => {
    expect(visitorLocale({ locale: 'es' }, '/pt/blog')).toBe('es');
    expect(visitorLocale({ locale: 'xx' }, '/pt/blog')).toBe('pt');
    expect(visitorLocale({}, '/about')).toBe('en');
    expect(visitorLocale({}, undefined)).toBe('en');
  });

  it('reads fields from whatever body arrived, and keeps what was typed within bounds', () => {
    expect(bodyFields({ email: 'a@b.c' })).toEqual({ email: 'a@b.c' });
    for (const nothing of [null, undefined, 'text', 42]) expect(bodyFields(nothing)).toEqual({});
    expect(typedText({ email: 'ana@example.com' }, 'email', 3)).toBe('ana');
    expect(typedText({ email: ['a'] }, 'email', 3)).toBe('');
    expect(typedText({}, 'email', 3)).toBe('');
  });
});
