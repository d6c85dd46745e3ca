import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ownerUsers } from '../db/schema.ts';
import { testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestDatabase } from '../testing/hooks.ts';
import { claimTotpStep, TOTP_PERIOD_SECONDS, totpStepOf } from './code-guard.ts';

const SECRET = 'an-authenticator-secret-of-32-ch';
const app = new TOTP({ secret: Secret.fromUTF8(SECRET), digits: 6, period: TOTP_PERIOD_SECONDS });
const NOW = Date.UTC(2026, 10, 27, 12, 0, 10);
const STEP = Math.floor(NOW / 1000 / TOTP_PERIOD_SECONDS);

describe('the time step of a code', () => {
  it('is the current step, or one either side, and null for any other code', () => {
    expect(totpStepOf(SECRET, app.generate({ timestamp: NOW }), NOW)).toBe(STEP);
    expect(totpStepOf(SECRET, app.generate({ timestamp: NOW - 30_000 }), NOW)).toBe(STEP - 1);
    expect(totpStepOf(SECRET, app.generate({ timestamp: NOW + 30_000 }), NOW)).toBe(STEP + 1);
    expect(totpStepOf(SECRET, app.generate({ timestamp: NOW + 90_000 }), NOW)).toBeNull();
  });
});

describe.each(await testDatabaseKinds())('claiming a step on %s', (kind) => {
  const database = hookedTestDatabase(kind);

  it('succeeds once per step and only forward; of many claims of one step at once, one wins', async () => {
    await database.db.insert(ownerUsers).values({ id: 'owner-1', name: 'Luz', email: 'luz@vibra.test' });
    expect(await claimTotpStep(database.db, 'owner-1', STEP)).toBe(true);
    expect(await claimTotpStep(database.db, 'owner-1', STEP)).toBe(false);
    expect(await claimTotpStep(database.db, 'owner-1', STEP - 1)).toBe(false);
    const racing = await Promise.all(Array.from({ length: 8 }, () => claimTotpStep(database.db, 'owner-1', STEP + 1)));
    expect(racing.filter(Boolean)).toHaveLength(1);
  });
});
