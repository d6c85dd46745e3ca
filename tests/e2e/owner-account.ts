/**
 * An owner account for the specs of the owner's area: created with `npm run owner -- create` (its
 * script) against the spec's PostgreSQL database, then enrolled in the browser as the owner would —
 * a password, and an authenticator app whose codes otpauth computes from the address the page
 * shows. owner.spec.ts walks the same steps with every check; the other specs start here.
 */
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { type TOTP, URI } from 'otpauth';
import { ownerMessages } from '../../src/i18n/owner/index.ts';
import type { StartedServer } from '../../src/server/start.ts';
import { waitForHydration } from './fixtures.ts';

export const OWNER_PASSWORD = 'the moon over the quiet sea';

export interface OwnerAccount {
  /** The app's code for a 30-second step not used yet: the server refuses a step used twice. */
  nextCode(): string;
}

/**
 * Creates the account `email` (Portuguese) with the owner command run in `env` (the server's
 * DATABASE_URL and SITE_URL), and enrolls it in `page`, which ends on the overview, signed in.
 */
export async function enrollOwner(page: Page, env: NodeJS.ProcessEnv, email: string): Promise<OwnerAccount> {
  const t = ownerMessages('pt').enroll;
  const output = execFileSync(
    process.execPath,
    ['scripts/owner.ts', 'create', email, '--name', 'Luz', '--locale', 'pt'],
    { env, encoding: 'utf8' },
  );
  await page.goto(output.trim().split('\n').at(-1) ?? '');
  await waitForHydration(page, 'EnrollFlow');
  await page.getByLabel(t.newPassword).fill(OWNER_PASSWORD);
  await page.getByLabel(t.repeatPassword).fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: t.savePassword }).click();
  const totp = URI.parse((await page.locator('code').textContent()) ?? '') as TOTP;
  let lastStep = 0;
  const account: OwnerAccount = {
    nextCode() {
      const step = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
      lastStep = step;
      return totp.generate({ timestamp: step * 30_000 });
    },
  };
  await page.getByLabel(t.codeCheck).fill(account.nextCode());
  await page.getByRole('button', { name: t.confirm }).click();
  await page.getByRole('link', { name: t.done }).click();
  await expect(page).toHaveURL(/\/pt\/admin$/);
  return account;
}

/** Makes every session's last code older than a send allows, so the next send asks for a fresh one. */
export async function ageOwnerCode(server: StartedServer): Promise<void> {
  await server.database.db.execute(sql`UPDATE owner_sessions SET factor_verified_at = NULL`);
}
