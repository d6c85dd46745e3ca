/**
 * A forgotten password, reset by e-mail without ever skipping the second factor: the owner asks
 * for a link (the answer is the same for any address), the link (30 minutes, once) opens a form
 * for a new password that also wants a current code from the owner's app. A wrong code spends
 * the link, so someone who reads the owner's mail gets one guess per mail the owner also sees.
 * A reset ends every session of the account.
 */
import { symmetricDecrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox, ownerSessions, ownerTwoFactors } from '../db/schema.ts';
import { ownerPasswordResetMail } from '../email/compose.ts';
import { recordOwnerAction } from './audit-log.ts';
import { claimTotpStep, totpStepOf } from './code-guard.ts';
import type { OwnerAuth } from './owner-auth.ts';
import { issueOwnerLink, linkOwner, ownerByEmail, spendOwnerLink } from './owners.ts';
import { type PasswordProblem, passwordProblem } from './password-policy.ts';

/** Queues the reset mail when the address is an owner's who can sign in; silent otherwise (same answer). */
export async function requestPasswordReset(
  db: Database,
  { email, locale, siteUrl }: { email: string; locale: Locale; siteUrl: string },
): Promise<void> {
  const owner = await ownerByEmail(db, email);
  if (!owner || owner.disabled || !owner.twoFactorEnabled) return;
  const token = await issueOwnerLink(db, owner.id, 'password-reset');
  const link = new URL(`${ownerPath('resetPassword', locale)}?token=${token}`, siteUrl).href;
  const mail = ownerPasswordResetMail(locale, link);
  await db.insert(emailOutbox).values({
    kind: 'owner-password-reset',
    toAddress: owner.email,
    locale,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
  await recordOwnerAction(db, owner.id, 'password-reset-asked');
}

export type ResetOutcome =
  | { outcome: 'changed' }
  | { outcome: 'invalidLink' | 'resetCodeWrong' | 'codeReused' }
  | { outcome: 'weakPassword'; problem: PasswordProblem };

/** Sets the new password when the link is good and the code is a current, unused one from the owner's app. */
export async function completePasswordReset(
  auth: OwnerAuth,
  db: Database,
  { token, password, code }: { token: string; password: string; code: string },
): Promise<ResetOutcome> {
  const owner = await linkOwner(db, token, 'password-reset');
  if (!owner) return { outcome: 'invalidLink' };
  const problem = passwordProblem(password, owner.email);
  if (problem) return { outcome: 'weakPassword', problem };

  const context = await auth.$context;
  const [factor] = await db.select().from(ownerTwoFactors).where(eq(ownerTwoFactors.userId, owner.userId));
  const secret = factor && (await symmetricDecrypt({ key: context.secretConfig, data: factor.secret }));
  const step = secret ? totpStepOf(secret, code) : null;
  if (step === null) {
    await spendOwnerLink(db, owner.userId, 'password-reset');
    await recordOwnerAction(db, owner.userId, 'code-failed', { during: 'password-reset' });
    return { outcome: 'resetCodeWrong' };
  }
  if (!(await claimTotpStep(db, owner.userId, step))) {
    await recordOwnerAction(db, owner.userId, 'code-reused', { during: 'password-reset' });
    return { outcome: 'codeReused' };
  }
  if (!(await spendOwnerLink(db, owner.userId, 'password-reset'))) return { outcome: 'invalidLink' };
  await context.internalAdapter.updatePassword(owner.userId, await context.password.hash(password));
  // Whoever knew the old password is signed out everywhere.
  await db.delete(ownerSessions).where(eq(ownerSessions.userId, owner.userId));
  await recordOwnerAction(db, owner.userId, 'password-reset');
  return { outcome: 'changed' };
}
