/**
 * The owner's sign-in, by better-auth: e-mail and password, then a TOTP code (its two-factor
 * plugin), sessions in our database so that every server shares them. better-auth is used as a
 * library: no route of its own is mounted; the owner's endpoints (routes.ts) call `auth.api`, so
 * there is no sign-up route to find, and every answer follows the house rules. What we add:
 * - the assurance level on each session (1 after the password alone, 2 once a code was given),
 *   set as better-auth creates the session, and the time of the last code (for fresh-code actions);
 * - a code works once, and an account tries only so many (code-guard.ts);
 * - `__Host-` cookies, SameSite=Strict, no IP address stored.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { Database } from '../db/client.ts';
import { ownerAccounts, ownerSessions, ownerTwoFactors, ownerUsers, ownerVerifications } from '../db/schema.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { ownerCodeGuard } from './code-guard.ts';
import { PASSWORD_LENGTH } from './password-policy.ts';

/** How long a session lasts unused, and at most (stated in docs/operations.md). */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
/** A code given longer ago than this is asked again before export, deletion, mass mail and factor changes. */
export const FRESH_CODE_SECONDS = 10 * 60;
/** How many recovery codes an owner gets, each usable once. */
export const RECOVERY_CODES = 10;

/** The endpoints that verify a second factor: a session they create is at assurance level 2. */
const FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export interface OwnerAuthOptions {
  db: Database;
  /** BETTER_AUTH_SECRET: signs cookies and encrypts TOTP secrets (at least 32 characters). */
  secret: string;
  /** The site's public address (the TOTP issuer's label and the trusted origin). */
  siteUrl: string;
  /** The name authenticator apps show beside the code. */
  issuer: string;
  /** Codes tried per account (code-guard.ts): OWNER_CODE_ATTEMPTS in 15 minutes. */
  codeLimiter: RateLimiter;
}

export function createOwnerAuth({ db, secret, siteUrl, issuer, codeLimiter }: OwnerAuthOptions) {
  return betterAuth({
    appName: issuer,
    baseURL: siteUrl,
    basePath: '/api/admin/auth',
    secret,
    trustedOrigins: [new URL(siteUrl).origin],
    telemetry: { enabled: false },
    // Our own shared limits guard the owner's endpoints (routes.ts); better-auth's are per process.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        owner_users: ownerUsers,
        owner_sessions: ownerSessions,
        owner_accounts: ownerAccounts,
        owner_verifications: ownerVerifications,
        owner_two_factors: ownerTwoFactors,
      },
    }),
    user: {
      modelName: 'owner_users',
      additionalFields: {
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
        locale: { type: 'string', required: false, defaultValue: 'pt', input: false },
      },
    },
    account: { modelName: 'owner_accounts' },
    verification: { modelName: 'owner_verifications' },
    session: {
      modelName: 'owner_sessions',
      expiresIn: SESSION_IDLE_SECONDS,
      // Each use at least a minute after the last one moves the idle limit forward.
      updateAge: 60,
      cookieCache: { enabled: false },
      additionalFields: {
        assurance: { type: 'number', required: false, defaultValue: 1, input: false },
        factorVerifiedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_LENGTH.min,
      maxPasswordLength: PASSWORD_LENGTH.max,
      revokeSessionsOnPasswordReset: true,
    },
    advanced: {
      // `__Host-` by name: Secure, Path=/, no Domain. better-auth's own secure prefix would be `__Secure-`.
      useSecureCookies: false,
      cookiePrefix: '__Host-vibra-owner',
      defaultCookieAttributes: { secure: true, httpOnly: true, sameSite: 'strict', path: '/' },
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => {
            const verified = context ? FACTOR_PATHS.has(context.path) : false;
            return {
              data: { ...session, assurance: verified ? 2 : 1, factorVerifiedAt: verified ? new Date() : null },
            };
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer,
        twoFactorTable: 'owner_two_factors',
        backupCodeOptions: { amount: RECOVERY_CODES },
        // A sign-in waiting for its code lasts 10 minutes.
        twoFactorCookieMaxAge: 10 * 60,
      }),
      ownerCodeGuard(db, codeLimiter),
    ],
  });
}

export type OwnerAuth = ReturnType<typeof createOwnerAuth>;
