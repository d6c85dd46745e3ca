import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getMessages } from '../../i18n/messages/index.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import { SAME_ORIGIN_HEADERS as BROWSER, staticFile, TEST_SITE_URL } from '../testing/fixtures.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './endpoint-guards.ts';
import { parseForm, registerFormEndpoint } from './form-endpoint.ts';
import { createRateLimiter } from './rate-limit.ts';
import { refererPath, visitorLocale } from './request-context.ts';

const pt = getMessages('pt');

/**
 * A form endpoint of the kind the helper is for (a booking request, say): a name and an address,
 * from the island or a plain form; `fail` makes its work fail as a database would.
 */
function bookingApp(limit = 100) {
  const app = Fastify();
  const page = '/pt/booking';
  registerFormEndpoint(app, {
    path: '/api/booking',
    name: 'booking request',
    siteUrl: TEST_SITE_URL,
    limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    files: new Map([
      [
        page,
        staticFile(
          '<form><input type="email" name="email" id="booking-email"></form><p id="booking-notice" hidden=""></p>',
        ),
      ],
    ]),
    bodyLimit: 512,
    schema: z.strictObject({
      email: z.string().max(100),
      locale: z.enum(['en', 'pt', 'es', 'it']).optional(),
      slots: z.record(z.string(), z.string()).optional(),
      fail: z.enum(['unavailable', 'bug']).optional(),
    }),
    nestedFields: ['slots'],
    statuses: { booked: 201 },
    context: (request, fields) => ({
      locale: visitorLocale(fields, refererPath(request)),
      email: typeof fields.email === 'string' ? fields.email : '',
    }),
    message: (context, outcome) => (outcome === 'booked' ? undefined : refusalMessage(context.locale, outcome)),
    formAnswer: (context, outcome) =>
      outcome === 'booked'
        ? { redirect: `${page}#booked` }
        : {
            page,
            notice: { id: 'booking-notice', text: refusalMessage(context.locale, outcome) },
            field: { id: 'booking-email', value: context.email },
          },
    handle: async ({ data }) => {
      if (data.fail === 'unavailable') throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      if (data.fail === 'bug') throw new TypeError('Cannot read properties of undefined');
      return { outcome: data.email.includes('@') ? 'booked' : 'invalidEmail' };
    },
  });
  return app;
}

const post = (app: FastifyInstance, payload: object, headers: Record<string, string> = BROWSER) =>
  app.inject({ method: 'POST', url: '/api/booking', headers, payload });

const formPost = (app: FastifyInstance, body: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: { ...BROWSER, ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('parseForm', () => {
  it('reads a plain form, gathers the fields it is told to, and keeps the last of repeated fields', () => {
    expect(parseForm('email=a%40b.c&slots[mon]=9&slots[tue]=10&email=d%40e.f', ['slots'])).toEqual({
      email: 'd@e.f',
      slots: { mon: '9', tue: '10' },
    });
    expect(parseForm('slots[mon]=9')).toEqual({ 'slots[mon]': '9' });
  });

  it('keeps a field named like an object property as a field (the schema refuses it), never as a prototype', () => {
    const fields = parseForm('__proto__=x&answers[__proto__]=y', ['answers']);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__', 'answers']);
    expect(Object.keys(fields.answers as object)).toEqual(['__proto__']);
  });
});

describe('a form endpoint made with registerFormEndpoint', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = bookingApp();
  });
  afterAll(() => app.close());

  it('answers the island with JSON: its outcome, or a refusal with a translated message', async () => {
    const booked = await post(app, { email: 'ana@example.com' });
    expect([booked.statusCode, booked.json()]).toEqual([201, { outcome: 'booked' }]);
    expect(booked.headers['cache-control']).toBe('no-store');
    const invalid = await post(app, { email: 'ana', locale: 'pt' });
    expect([invalid.statusCode, invalid.json()]).toEqual([
      400,
      { outcome: 'invalidEmail', message: pt.newsletter.invalidEmail },
    ]);
    const unknownField = await post(app, { email: 'ana@example.com', locale: 'pt', admin: true });
    expect([unknownField.statusCode, unknownField.json()]).toEqual([
      400,
      { outcome: 'invalidRequest', message: pt.newsletter.reasons.invalidRequest },
    ]);
  });

  it('answers a plain form with a redirect, or the page with the message written in and the address kept', async () => {
    const booked = await formPost(app, 'email=ana%40example.com&slots[mon]=9');
    expect([booked.statusCode, booked.headers.location]).toEqual([303, '/pt/booking#booked']);
    const invalid = await formPost(app, 'email=ana&locale=pt');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain(`<p id="booking-notice">${pt.newsletter.invalidEmail}</p>`);
    expect(invalid.body).toContain('<input value="ana" autofocus aria-invalid="true"');
  });

  it('refuses another site (403), another format (415) and a body over its cap (413), never with a 5xx', async () => {
    const foreign = await post(app, { email: 'ana@example.com' }, { origin: 'https://evil.example' });
    expect([foreign.statusCode, foreign.json().outcome]).toEqual([403, 'crossSite']);
    const text = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...BROWSER, 'content-type': 'text/plain' },
      payload: 'email=ana@example.com',
    });
    expect([text.statusCode, text.json().outcome]).toEqual([415, 'unsupported']);
    // Never read: the language comes from the page the form was on.
    const large = await formPost(app, `email=${'a'.repeat(600)}`, { referer: 'http://localhost/pt/booking' });
    expect(large.statusCode).toBe(413);
    expect(large.body).toContain(pt.newsletter.reasons.tooLarge);
  });

  it('answers 503 with Retry-After when its work finds the database away, and 500 for a bug', async () => {
    const away = await post(app, { email: 'ana@example.com', locale: 'pt', fail: 'unavailable' });
    expect([away.statusCode, away.json().message]).toEqual([503, pt.newsletter.reasons.unavailable]);
    expect(away.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    const bug = await post(app, { email: 'ana@example.com', fail: 'bug' });
    expect([bug.statusCode, bug.json().outcome]).toEqual([500, 'unexpected']);
  });
});

describe('a form endpoint’s rate limit', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = bookingApp(1);
  });
  afterAll(() => app.close());

  it('is counted per client once the body is read, so the refusal is in its language', async () => {
    expect((await post(app, { email: 'ana@example.com' })).statusCode).toBe(201);
    const limited = await post(app, { email: 'ana@example.com', locale: 'pt' });
    expect([limited.statusCode, limited.json().message]).toEqual([429, pt.newsletter.reasons.rateLimited]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
