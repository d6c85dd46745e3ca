import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { ownerSessions } from '../db/schema.ts';
import { testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { codeOf, enrolledOwner, OWNER_PASSWORD, ownerClient } from '../testing/owner-client.ts';

const NEW_PASSWORD = 'seven lanterns on the hill 2027';

describe.each(await testDatabaseKinds())('the owner’s own access on %s', (kind) => {
  const fixture = hookedTestApp({ database: kind });

  /** A second browser signed in to the same account, with a recovery code (the app's next code is the test's). */
  async function secondBrowser(email: string, recoveryCode: string) {
    const other = ownerClient(fixture.app);
    await other.post('/api/admin/sign-in', { email, password: OWNER_PASSWORD });
    const signedIn = await other.post('/api/admin/sign-in/code', { code: recoveryCode, recovery: true });
    if (signedIn.statusCode !== 200) throw new Error(signedIn.body);
    return other;
  }

  it('changes the password only with the current one and a fresh code, and ends the other sessions', async () => {
    const { browser, totp, recoveryCodes } = await enrolledOwner(fixture, 'rosa@vibra.test');
    const other = await secondBrowser('rosa@vibra.test', recoveryCodes[0] ?? '');
    await fixture.database.db
      .update(ownerSessions)
      .set({ factorVerifiedAt: sql`now() - interval '11 minutes'` })
      .where(sql`true`);
    const body = { currentPassword: OWNER_PASSWORD, newPassword: NEW_PASSWORD, locale: 'pt' };
    const stale = await browser.post('/api/admin/account/password', body);
    expect([stale.statusCode, stale.json().outcome]).toEqual([403, 'codeNeeded']);
    await browser.post('/api/admin/confirm-code', { code: codeOf(totp, 1) });
    const wrong = await browser.post('/api/admin/account/password', {
      ...body,
      currentPassword: 'not it at all, sorry',
    });
    expect(wrong.json()).toEqual({ outcome: 'wrongPassword', message: ownerMessages('pt').errors.wrongPassword });
    const malformed = await browser.post('/api/admin/account/password', { newPassword: NEW_PASSWORD, locale: 'pt' });
    expect(malformed.json()).toEqual({ outcome: 'invalidRequest', message: ownerMessages('pt').errors.invalidRequest });
    const weak = await browser.post('/api/admin/account/password', { ...body, newPassword: 'short' });
    expect(weak.json().outcome).toBe('weakPassword');
    const changed = await browser.post('/api/admin/account/password', body);
    expect(changed.json()).toEqual({
      outcome: 'passwordChanged',
      message: ownerMessages('pt').account.passwordChanged,
    });
    // This browser stays in at level 2; the other one is signed out.
    expect((await browser.get('/api/admin/sessions')).statusCode).toBe(200);
    expect((await other.get('/api/admin/sessions')).statusCode).toBe(401);
    const fresh = ownerClient(fixture.app);
    const signIn = await fresh.post('/api/admin/sign-in', { email: 'rosa@vibra.test', password: NEW_PASSWORD });
    expect(signIn.json()).toEqual({ outcome: 'codeNeeded' });
  });

  it('makes new recovery codes with the password and a fresh code; the old ones stop working', async () => {
    const { browser, totp, recoveryCodes } = await enrolledOwner(fixture, 'sol@vibra.test');
    await fixture.database.db
      .update(ownerSessions)
      .set({ factorVerifiedAt: sql`now() - interval '11 minutes'` })
      .where(sql`true`);
    const stale = await browser.post('/api/admin/account/recovery-codes', { password: OWNER_PASSWORD });
    expect(stale.json().outcome).toBe('codeNeeded');
    await browser.post('/api/admin/confirm-code', { code: codeOf(totp, 1) });
    expect(
      (await browser.post('/api/admin/account/recovery-codes', { password: 'wrong password here' })).statusCode,
    ).toBe(401);
    const renewed = (await browser.post('/api/admin/account/recovery-codes', { password: OWNER_PASSWORD })).json();
    expect(renewed.outcome).toBe('renewed');
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[0]);

    const other = ownerClient(fixture.app);
    await other.post('/api/admin/sign-in', { email: 'sol@vibra.test', password: OWNER_PASSWORD });
    const old = await other.post('/api/admin/sign-in/code', { code: recoveryCodes[0], recovery: true });
    expect(old.statusCode).toBe(401);
    const fresh = await other.post('/api/admin/sign-in/code', { code: renewed.recoveryCodes[0], recovery: true });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses without a level-2 session (401) and from another site (403)', async () => {
    for (const url of ['/api/admin/account/password', '/api/admin/account/recovery-codes']) {
      expect(
        (await ownerClient(fixture.app).post(url, { password: 'x', currentPassword: 'x', newPassword: 'y' }))
          .statusCode,
      ).toBe(401);
      const crossSite = await fixture.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: {},
      });
      expect(crossSite.statusCode).toBe(403);
    }
  });
});
