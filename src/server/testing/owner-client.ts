/**
 * An owner's browser against the test app: it keeps the cookies the server sets (as a browser
 * would) and computes TOTP codes from the enrollment's otpauth address, as an authenticator app.
 */
import type { FastifyInstance } from 'fastify';
import { type TOTP, URI } from 'otpauth';
import type { OwnerAuth } from '../auth/owner-auth.ts';
import { createOwner } from '../auth/owners.ts';
import type { Database } from '../db/client.ts';
import { SAME_ORIGIN_HEADERS, TEST_SITE_URL } from './fixtures.ts';

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

export interface OwnerClient {
  cookies: Map<string, string>;
  post: (url: string, payload?: object) => Promise<Answer>;
  get: (url: string) => Promise<Answer>;
}

export function ownerClient(app: FastifyInstance, cookies = new Map<string, string>()): OwnerClient {
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Answer) => {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || !cookie.value;
      if (gone) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  };
  return {
    cookies,
    post: async (url, payload = {}) =>
      keep(
        await app.inject({
          method: 'POST',
          url,
          headers: { ...SAME_ORIGIN_HEADERS, cookie: cookieHeader() },
          payload: { locale: 'en', ...payload },
        }),
      ),
    get: async (url) => keep(await app.inject({ method: 'GET', url, headers: { cookie: cookieHeader() } })),
  };
}

/** A code the authenticator app shows, `stepsAhead` steps of 30 s from now (the server accepts one ahead). */
export function codeOf(totp: TOTP, stepsAhead = 0): string {
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

export const OWNER_PASSWORD = 'a river of quiet light 2026';

/**
 * An owner created with `npm run owner -- create`'s function and enrolled through the pages'
 * APIs: their browser (signed in at level 2, having used the current code) and their app.
 */
export async function enrolledOwner(
  fixture: { app: FastifyInstance; database: { db: Database }; ownerAuth: OwnerAuth },
  email: string,
) {
  const created = await createOwner(fixture.ownerAuth, fixture.database.db, { email, siteUrl: TEST_SITE_URL });
  if (!('link' in created)) throw new Error(`${email} exists already`);
  const token = new URL(created.link).searchParams.get('token') ?? '';
  const browser = ownerClient(fixture.app);
  const saved = await browser.post('/api/admin/enroll/password', { token, password: OWNER_PASSWORD });
  if (saved.statusCode !== 200) throw new Error(`enrollment: ${saved.statusCode} ${saved.body}`);
  const { totpUri, recoveryCodes } = saved.json() as { totpUri: string; recoveryCodes: string[] };
  const totp = URI.parse(totpUri) as TOTP;
  const enrolled = await browser.post('/api/admin/enroll/code', { token, code: codeOf(totp) });
  if (enrolled.statusCode !== 200) throw new Error(`enrollment code: ${enrolled.statusCode} ${enrolled.body}`);
  return { browser, totp, recoveryCodes, token, link: created.link };
}
