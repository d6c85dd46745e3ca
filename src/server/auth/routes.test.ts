import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { ownerAuditLog, ownerSessions, ownerUsers } from '../db/schema.ts';
import { SAME_ORIGIN_HEADERS, TEST_SITE_URL, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { codeOf, enrolledOwner, OWNER_PASSWORD, ownerClient } from '../testing/owner-client.ts';
import { disableOwner, resetSecondFactor } from './owners.ts';

const en = ownerMessages('en');
const pt = ownerMessages('pt');

/** Every owner API, with the method it takes. */
const OWNER_READS = ['/api/admin/sessions', '/api/admin/activity'];
const OWNER_WRITES = ['/api/admin/confirm-code', '/api/admin/sessions/some-id/end'];

describe.each(await testDatabaseKinds())('the owner sign-in on %s', (kind) => {
  const fixture = hookedTestApp({ database: kind });

  it('enrolls from the one-time link: a password, then a code; level 1 in between opens nothing; the link works once', async () => {
    const { browser, token } = await enrolledOwner(fixture, 'ana@vibra.test');
    expect((await browser.get('/api/admin/sessions')).statusCode).toBe(200);
    const again = ownerClient(fixture.app);
    const reused = await again.post('/api/admin/enroll/password', { token, password: OWNER_PASSWORD });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe(en.errors.invalidLink);
    const [audit] = await fixture.database.db.select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'enrolled'));
    expect(audit?.detail).toEqual({});
  });

  it('a session after the password alone (enrolling) reaches no owner page or API', async () => {
    const created = await import('./owners.ts').then(({ createOwner }) =>
      createOwner(fixture.ownerAuth, fixture.database.db, { email: 'bia@vibra.test', siteUrl: TEST_SITE_URL }),
    );
    if (!('link' in created)) throw new Error('not created');
    const token = new URL(created.link).searchParams.get('token') ?? '';
    const browser = ownerClient(fixture.app);
    const saved = await browser.post('/api/admin/enroll/password', { token, password: OWNER_PASSWORD });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().recoveryCodes).toHaveLength(10);
    expect(saved.json().totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect([...browser.cookies.keys()].some((name) => name.startsWith('__Host-vibra-owner'))).toBe(true);
    for (const url of OWNER_READS) expect((await browser.get(url)).statusCode).toBe(401);
    for (const url of OWNER_WRITES) expect((await browser.post(url, { code: '123456' })).statusCode).toBe(401);
    const page = await browser.get('/admin');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/admin/sign-in');
  });

  it('refuses a weak password with the reason, in the owner’s language', async () => {
    const created = await import('./owners.ts').then(({ createOwner }) =>
      createOwner(fixture.ownerAuth, fixture.database.db, { email: 'carla@vibra.test', siteUrl: TEST_SITE_URL }),
    );
    if (!('link' in created)) throw new Error('not created');
    const token = new URL(created.link).searchParams.get('token') ?? '';
    const browser = ownerClient(fixture.app);
    for (const [password, problem] of [
      ['short one', 'tooShort'],
      ['password1234', 'common'],
      ['carla@vibra.test and more', 'likeEmail'],
    ] as const) {
      const refused = await browser.post('/api/admin/enroll/password', { token, password, locale: 'pt' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(pt.errors.password[problem]);
    }
  });

  it('signs in with the password and then a code; the password alone opens nothing; a code works once', async () => {
    const { totp } = await enrolledOwner(fixture, 'dora@vibra.test');
    const phone = ownerClient(fixture.app);
    const wrong = await phone.post('/api/admin/sign-in', {
      email: 'dora@vibra.test',
      password: 'not the password at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(en.errors.wrongCredentials);

    const password = await phone.post('/api/admin/sign-in', { email: 'DORA@vibra.test', password: OWNER_PASSWORD });
    expect(password.json()).toEqual({ outcome: 'codeNeeded' });
    // Level 1: the password is right, no code yet.
    for (const url of OWNER_READS) expect((await phone.get(url)).statusCode).toBe(401);
    expect((await phone.get('/admin/sessions')).headers.location).toBe('/admin/sign-in');

    const badCode = await phone.post('/api/admin/sign-in/code', { code: '000000' });
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json().message).toBe(en.errors.wrongCode);
    // The enrollment used this step's code: the app's next one signs in.
    const code = codeOf(totp, 1);
    const signedIn = await phone.post('/api/admin/sign-in/code', { code });
    expect(signedIn.json()).toEqual({ outcome: 'signedIn', next: '/admin' });
    expect((await phone.get('/api/admin/sessions')).statusCode).toBe(200);
    const page = await phone.get('/pt/admin');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dora@vibra.test');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');

    // The same code again, from another browser that knows the password: refused.
    const thief = ownerClient(fixture.app);
    await thief.post('/api/admin/sign-in', { email: 'dora@vibra.test', password: OWNER_PASSWORD });
    const replayed = await thief.post('/api/admin/sign-in/code', { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(en.errors.codeReused);
    expect((await thief.get('/api/admin/sessions')).statusCode).toBe(401);
  });

  it('a recovery code signs in once', async () => {
    const { recoveryCodes } = await enrolledOwner(fixture, 'eva@vibra.test');
    const [recovery] = recoveryCodes;
    for (const expected of [200, 401]) {
      const browser = ownerClient(fixture.app);
      await browser.post('/api/admin/sign-in', { email: 'eva@vibra.test', password: OWNER_PASSWORD });
      const answer = await browser.post('/api/admin/sign-in/code', { code: recovery, recovery: true });
      expect(answer.statusCode).toBe(expected);
    }
  });

  it('has no sign-up, and none of better-auth’s own routes', async () => {
    for (const url of ['/api/admin/auth/sign-up/email', '/api/admin/sign-up', '/api/auth/sign-up/email']) {
      const answer = await fixture.app.inject({
        method: 'POST',
        url,
        headers: SAME_ORIGIN_HEADERS,
        payload: { email: 'mallory@vibra.test', password: OWNER_PASSWORD, name: 'M' },
      });
      expect(answer.statusCode).toBe(404);
    }
    const users = await fixture.database.db.select().from(ownerUsers).where(eq(ownerUsers.email, 'mallory@vibra.test'));
    expect(users).toEqual([]);
  });

  it('refuses every owner API without a session (401) and from another site (403)', async () => {
    const stranger = ownerClient(fixture.app);
    for (const url of OWNER_READS) expect((await stranger.get(url)).statusCode).toBe(401);
    for (const url of OWNER_WRITES) expect((await stranger.post(url, { code: '123456' })).statusCode).toBe(401);
    const { browser } = await enrolledOwner(fixture, 'fia@vibra.test');
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const url of [...OWNER_WRITES, '/api/admin/sign-in', '/api/admin/sign-out']) {
      const crossSite = await fixture.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie },
        payload: { locale: 'en', code: '123456' },
      });
      expect(crossSite.statusCode).toBe(403);
    }
    for (const url of OWNER_READS) {
      const crossSite = await fixture.app.inject({
        method: 'GET',
        url,
        headers: { 'sec-fetch-site': 'cross-site', cookie },
      });
      expect(crossSite.statusCode).toBe(403);
    }
  });

  it('lists the owner’s sessions and ends one; an ended session opens nothing', async () => {
    const { browser: laptop, totp } = await enrolledOwner(fixture, 'gal@vibra.test');
    const phone = ownerClient(fixture.app);
    await phone.post('/api/admin/sign-in', { email: 'gal@vibra.test', password: OWNER_PASSWORD });
    expect((await phone.post('/api/admin/sign-in/code', { code: codeOf(totp, 1) })).statusCode).toBe(200);
    const listed = (await laptop.get('/api/admin/sessions')).json().sessions as { id: string; current: boolean }[];
    expect(listed).toHaveLength(2);
    const other = listed.find((session) => !session.current);
    expect((await laptop.post(`/api/admin/sessions/${other?.id}/end`)).json()).toEqual({ outcome: 'ended' });
    expect((await phone.get('/api/admin/sessions')).statusCode).toBe(401);
    expect((await laptop.get('/api/admin/sessions')).json().sessions).toHaveLength(1);
  });

  it('a disabled account, or one whose app was reset, is signed out everywhere and cannot sign in', async () => {
    const { browser, totp } = await enrolledOwner(fixture, 'hana@vibra.test');
    await disableOwner(fixture.database.db, 'hana@vibra.test');
    expect((await browser.get('/api/admin/sessions')).statusCode).toBe(401);
    const again = ownerClient(fixture.app);
    expect(
      (await again.post('/api/admin/sign-in', { email: 'hana@vibra.test', password: OWNER_PASSWORD })).statusCode,
    ).toBe(401);
    expect(codeOf(totp)).toMatch(/^\d{6}$/);

    const { browser: other } = await enrolledOwner(fixture, 'iris@vibra.test');
    const link = await resetSecondFactor(fixture.database.db, 'iris@vibra.test', TEST_SITE_URL);
    expect(link).toMatch(/\/admin\/enroll\?token=/);
    expect((await other.get('/api/admin/sessions')).statusCode).toBe(401);
    const rows = await fixture.database.db.select().from(ownerSessions);
    expect(rows.every((row) => row.assurance === 2 || row.assurance === 1)).toBe(true);
  });
});

describe('throttling the owner sign-in', () => {
  const fixture = hookedTestApp({ ownerSignInsPerQuarterHour: 3 });

  it('slows a client that keeps trying passwords, in the owner’s language', async () => {
    const browser = ownerClient(fixture.app);
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await browser.post('/api/admin/sign-in', { email: 'x@vibra.test', password: 'wrong wrong wrong' });
      expect(answer.statusCode).toBe(401);
    }
    const refused = await browser.post('/api/admin/sign-in', {
      email: 'x@vibra.test',
      password: 'wrong',
      locale: 'pt',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(pt.errors.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('throttling codes', () => {
  const fixture = hookedTestApp({ ownerCodeAttempts: 7 });

  it('ends a sign-in after five wrong codes, and slows an account after seven codes from any sign-ins', async () => {
    const { totp } = await enrolledOwner(fixture, 'jade@vibra.test');
    const first = ownerClient(fixture.app);
    await first.post('/api/admin/sign-in', { email: 'jade@vibra.test', password: OWNER_PASSWORD });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await first.post('/api/admin/sign-in/code', { code: '000000' })).json().message).toBe(
        en.errors.wrongCode,
      );
    }
    const ended = await first.post('/api/admin/sign-in/code', { code: codeOf(totp, 1) });
    expect(ended.statusCode).toBe(429);
    expect(ended.json().message).toBe(en.errors.tooManyCodes);

    // The enrollment's code and these six made seven: a new sign-in's right code waits.
    const second = ownerClient(fixture.app);
    await second.post('/api/admin/sign-in', { email: 'jade@vibra.test', password: OWNER_PASSWORD });
    const locked = await second.post('/api/admin/sign-in/code', { code: codeOf(totp, 1), locale: 'pt' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(pt.errors.locked);
    expect((await second.get('/api/admin/sessions')).statusCode).toBe(401);
  });
});
