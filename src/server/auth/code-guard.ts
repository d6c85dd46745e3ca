/**
 * What better-auth 1.7 leaves to us when a code is given, as a plugin that runs before its
 * verification of a TOTP or recovery code:
 * - Codes tried per account: at most OWNER_CODE_ATTEMPTS in 15 minutes, from any number of
 *   sign-ins (better-auth caps only each sign-in, at five, and a new sign-in starts afresh).
 * - A TOTP code works once (OWASP ASVS 6.5.1): better-auth accepts the same code again while
 *   its window lasts (its issue 10387). The time step the code belongs to is claimed for the
 *   account in one statement that only moves the account's last step forward: a second use of
 *   the code, or of an older one, claims nothing and is refused, and two servers racing with one
 *   code cannot both win. A wrong code is left to better-auth, which refuses it.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../db/client.ts';
import { ownerTotpSteps } from '../db/schema.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

/** better-auth's TOTP: 6 digits, 30-second steps, one step either side accepted. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_WINDOW = 1;

/** The error code a replayed code is refused with (routes.ts translates it). */
export const CODE_ALREADY_USED = 'CODE_ALREADY_USED';
/** The error code past the attempts an account may make (better-auth's own name for a lock). */
export const ACCOUNT_LOCKED = 'ACCOUNT_TEMPORARILY_LOCKED';
/** Codes one account may try in 15 minutes (NIST SP 800-63B asks for at most 100 failures in all). */
export const OWNER_CODE_ATTEMPTS = 10;

/** The time step `code` belongs to for `secret` at `now`, or null when it is not a current code. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ secret: Secret.fromUTF8(secret), digits: 6, period: TOTP_PERIOD_SECONDS });
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Claims `step` for the account: true when it is later than every step used before. */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .insert(ownerTotpSteps)
    .values({ userId, lastStep: step })
    .onConflictDoUpdate({
      target: ownerTotpSteps.userId,
      set: { lastStep: step },
      setWhere: sql`${ownerTotpSteps.lastStep} < ${step}`,
    })
    .returning({ userId: ownerTotpSteps.userId });
  return claimed.length === 1;
}

const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export function ownerCodeGuard(db: Database, codeLimiter: RateLimiter) {
  return {
    id: 'owner-code-guard',
    hooks: {
      before: [
        {
          matcher: (context) => CODE_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? '');
            const userId = await signingInUser(ctx);
            if (!userId) return;
            const allowance = await codeLimiter.take(`code:${userId}`);
            if (!allowance.allowed) {
              throw new APIError('TOO_MANY_REQUESTS', { code: ACCOUNT_LOCKED, message: 'Too many codes tried.' });
            }
            if (ctx.path !== '/two-factor/verify-totp') return;
            const row = await ctx.context.adapter.findOne<{ secret: string }>({
              model: 'twoFactor',
              where: [{ field: 'userId', value: userId }],
            });
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = totpStepOf(secret, code);
            if (step === null) return;
            if (!(await claimTotpStep(db, userId, step))) {
              throw new APIError('UNAUTHORIZED', { code: CODE_ALREADY_USED, message: 'This code was already used.' });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a code is for: the session's (a code asked again, or enrollment), else the sign-in waiting for it. */
async function signingInUser(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}
