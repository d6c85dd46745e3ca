import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { emailOutbox, ownerAuditLog } from '../db/schema.ts';
import { testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { codeOf, enrolledOwner, ownerClient } from '../testing/owner-client.ts';

const NEW_PASSWORD = 'the moon over the quiet sea 77';

describe.each(await testDatabaseKinds())('resetting a forgotten owner password on %s', (kind) => {
  const fixture = hookedTestApp({ database: kind });

  /** The token of the newest reset mail to `email`, read from the outbox as the owner would from her inbox. */
  async function mailedToken(email: string): Promise<string> {
    const [mail] = await fixture.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(emailOutbox.id);
    const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail?.textBody ?? '')?.[0];
    if (!link) throw new Error('no reset mail');
    return new URL(link).searchParams.get('token') ?? '';
  }

  it('answers the same for any address, and mails a link only to an owner', async () => {
    await enrolledOwner(fixture, 'lia@vibra.test');
    const visitor = ownerClient(fixture.app);
    const known = await visitor.post('/api/admin/password-reset', { email: 'LIA@vibra.test', locale: 'pt' });
    const unknown = await visitor.post('/api/admin/password-reset', { email: 'nobody@vibra.test', locale: 'pt' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ outcome: 'sent', message: ownerMessages('pt').passwordReset.sent });
    const mail = await fixture.database.db.select().from(emailOutbox);
    expect(mail.map((entry) => [entry.kind, entry.toAddress, entry.locale])).toEqual([
      ['owner-password-reset', 'lia@vibra.test', 'pt'],
    ]);
    expect(mail[0]?.textBody).toContain('/pt/admin/reset-password?token=');
  });

  it('never skips the code: a wrong code spends the link; a good one changes the password and ends every session', async () => {
    const { browser, totp } = await enrolledOwner(fixture, 'mia@vibra.test');
    const visitor = ownerClient(fixture.app);
    await visitor.post('/api/admin/password-reset', { email: 'mia@vibra.test', locale: 'en' });
    const first = await mailedToken('mia@vibra.test');
    const weak = await visitor.post('/api/admin/password-reset/confirm', {
      token: first,
      password: 'password1234',
      code: codeOf(totp, 1),
    });
    expect(weak.json()).toEqual({ outcome: 'weakPassword', message: ownerMessages('en').errors.password.common });
    const wrong = await visitor.post('/api/admin/password-reset/confirm', {
      token: first,
      password: NEW_PASSWORD,
      code: '000000',
    });
    expect([wrong.statusCode, wrong.json().outcome]).toEqual([401, 'resetCodeWrong']);
    const spent = await visitor.post('/api/admin/password-reset/confirm', {
      token: first,
      password: NEW_PASSWORD,
      code: codeOf(totp, 1),
    });
    expect([spent.statusCode, spent.json().outcome]).toEqual([410, 'invalidLink']);

    await fixture.database.db.delete(emailOutbox);
    await visitor.post('/api/admin/password-reset', { email: 'mia@vibra.test', locale: 'en' });
    const second = await mailedToken('mia@vibra.test');
    // A reset link never opens enrollment (which would replace the code app).
    const enroll = await visitor.post('/api/admin/enroll/password', { token: second, password: NEW_PASSWORD });
    expect(enroll.statusCode).toBe(410);
    const changed = await visitor.post('/api/admin/password-reset/confirm', {
      token: second,
      password: NEW_PASSWORD,
      code: codeOf(totp, 1),
    });
    expect(changed.json()).toEqual({ outcome: 'passwordChanged', next: '/admin/sign-in?reset=1' });
    // The session opened before the reset is gone; the old password no longer works, the new one does.
    expect((await browser.get('/api/admin/sessions')).statusCode).toBe(401);
    const fresh = ownerClient(fixture.app);
    const old = await fresh.post('/api/admin/sign-in', {
      email: 'mia@vibra.test',
      password: 'a river of quiet light 2026',
    });
    expect(old.statusCode).toBe(401);
    const signIn = await fresh.post('/api/admin/sign-in', { email: 'mia@vibra.test', password: NEW_PASSWORD });
    expect(signIn.json()).toEqual({ outcome: 'codeNeeded' });
    const actions = (await fixture.database.db.select().from(ownerAuditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['password-reset-asked', 'code-failed', 'password-reset']));
  });
});

describe('a password reset’s bad input and throttling', () => {
  const fixture = hookedTestApp({ ownerSignInsPerQuarterHour: 2 });

  it('refuses a malformed body with a translated 400, and a third try from one client with 429', async () => {
    const visitor = ownerClient(fixture.app);
    const malformed = await visitor.post('/api/admin/password-reset', { email: 'x', locale: 'es' });
    expect(malformed.json()).toEqual({ outcome: 'invalidRequest', message: ownerMessages('es').errors.invalidRequest });
    const noCode = await visitor.post('/api/admin/password-reset/confirm', { token: 'short', password: NEW_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    for (const expected of [200, 200, 429]) {
      const answer = await visitor.post('/api/admin/password-reset', { email: 'nobody@vibra.test', locale: 'pt' });
      expect(answer.statusCode).toBe(expected);
    }
    const limited = await visitor.post('/api/admin/password-reset', { email: 'other@vibra.test', locale: 'pt' });
    expect(limited.json()).toEqual({ outcome: 'rateLimited', message: ownerMessages('pt').errors.rateLimited });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
