import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAME_ORIGIN_HEADERS as BROWSER } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';

/** Any JSON value, and objects shaped like a signup with wrong, odd or extra values. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const signupLike = fc.record(
  {
    email: fc.oneof(fc.string({ maxLength: 300 }), fc.emailAddress(), jsonValue),
    locale: fc.oneof(fc.constantFrom('en', 'pt', 'es', 'it', 'fr', ''), jsonValue),
    source: fc.oneof(fc.constantFrom('/', '/pt/', '//evil.example', 'javascript:alert(1)'), fc.string(), jsonValue),
    placement: fc.oneof(fc.constantFrom('home', 'footer', 'article', 'page'), fc.string()),
    website: fc.oneof(fc.constant(''), fc.string()),
    extra: jsonValue,
  },
  { requiredKeys: [] },
);

describe('POST /api/newsletter under any input', () => {
  const fixture = hookedTestApp();

  it('never answers 5xx to a JSON body, and always answers with an outcome', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(signupLike, jsonValue), async (body) => {
        const response = await fixture.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          headers: { ...BROWSER, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toHaveProperty('outcome');
      }),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx to raw bytes in either accepted format', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'),
        fc.oneof(
          fc.string({ maxLength: 3000 }),
          fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
        ),
        async (type, payload) => {
          const response = await fixture.app.inject({
            method: 'POST',
            url: '/api/newsletter',
            headers: { ...BROWSER, 'content-type': type },
            payload,
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx to a plain form post with any fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 400 })), async (fields) => {
        const response = await fixture.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode === 303) expect(response.headers.location).toMatch(/^\/(?!\/)/);
      }),
      { numRuns: 300 },
    );
  });
});
