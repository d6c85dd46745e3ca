/**
 * The owner's sign-in and account endpoints under /api/admin/: sign in (password, then a code),
 * enroll from a one-time link, ask a code again, sign out, list and end sessions, read the
 * activity log. JSON only, in the owner's language, never cached; every write same-origin,
 * size-capped and rate-limited (OWNER_RATE_LIMIT per client, OWNER_SIGN_IN_RATE_LIMIT for
 * passwords per client and per account); every read and write past sign-in demands a level-2
 * session (owner-session.ts), and the actions that matter want a code given in the last 10 minutes.
 */
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales.ts';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import type { Database } from '../db/client.ts';
import { ownerSessions } from '../db/schema.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { readAuditLog, recordOwnerAction } from './audit-log.ts';
import { ACCOUNT_LOCKED, CODE_ALREADY_USED } from './code-guard.ts';
import { localeOf, type OwnerApi, type OwnerErrorKey, ownerApi, ownerRefuse } from './owner-api.ts';
import type { OwnerAuth } from './owner-auth.ts';
import { forwardCookies, headersOf, ownerOf, sessionsOf } from './owner-session.ts';
import { enrollmentOwner, ownerByEmail, spendOwnerLink } from './owners.ts';
import { passwordProblem } from './password-policy.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.ts';

export interface OwnerRouteOptions {
  auth: OwnerAuth;
  db: Database;
  siteUrl: string;
  /** OWNER_RATE_LIMIT: requests one client may make to the owner's APIs per minute. */
  limiter: RateLimiter;
  /** OWNER_SIGN_IN_RATE_LIMIT: passwords one client may try per 15 minutes. */
  signInLimiter: RateLimiter;
  /** Passwords tried for one account per 15 minutes, from anywhere (a stranger can hold it for 15 minutes at most). */
  accountLimiter: RateLimiter;
}

/**
 * Passwords tried for one account per 15 minutes, from any number of clients: slow enough for a
 * spread-out guesser, and a stranger can hold the owner back for 15 minutes at most.
 */
export const OWNER_ACCOUNT_SIGN_INS = 30;

/** The largest body any of these endpoints takes. */
const BODY_LIMIT = 4 * 1024;

type ErrorKey = OwnerErrorKey;

const locale = z.enum(LOCALES).catch(DEFAULT_LOCALE);
const code = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(6).max(32));
const schemas = {
  signIn: z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(1024), locale }),
  code: z.object({ code, recovery: z.boolean().optional().default(false), locale }),
  enrollPassword: z.object({ token: z.string().min(20).max(200), password: z.string().max(1024), locale }),
  enrollCode: z.object({ token: z.string().min(20).max(200), code, locale }),
  confirm: z.object({ code, locale }),
  resetRequest: z.object({ email: z.string().trim().min(3).max(254), locale }),
  resetConfirm: z.object({ token: z.string().min(20).max(200), password: z.string().max(1024), code, locale }),
  empty: z.object({ locale }).partial(),
};

const refuse = ownerRefuse;

/** better-auth's refusal of a code, as ours: its code → status and message. */
function codeRefusal(error: unknown): { status: number; key: ErrorKey } | undefined {
  if (!(error instanceof APIError)) return undefined;
  const reason = (error.body as { code?: string } | undefined)?.code;
  if (reason === CODE_ALREADY_USED) return { status: 401, key: 'codeReused' };
  if (reason === 'INVALID_TWO_FACTOR_COOKIE') return { status: 401, key: 'signInExpired' };
  if (reason === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') return { status: 429, key: 'tooManyCodes' };
  if (reason === ACCOUNT_LOCKED) return { status: 429, key: 'locked' };
  if (reason === 'INVALID_CODE' || reason === 'INVALID_BACKUP_CODE') return { status: 401, key: 'wrongCode' };
  return undefined;
}

/** The cookie header a browser would send back after `setCookies` (to call better-auth again in one request). */
function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(';', 1)[0]).join('; ');
}

/** Registers the sign-in and account endpoints; returns the owner API's rules for the owner's other endpoints. */
export function registerOwnerRoutes(app: FastifyInstance, options: OwnerRouteOptions): OwnerApi {
  const { auth, db, siteUrl } = options;
  const api = ownerApi(app, { auth, siteUrl, limiter: options.limiter });

  /** A try at an account (a password, a reset) counted per client and per account; false (Retry-After set) past either. */
  async function allowedSignIn(client: string, email: string, reply: FastifyReply): Promise<boolean> {
    for (const [limiter, key] of [
      [options.signInLimiter, client],
      [options.accountLimiter, `account:${email.toLowerCase()}`],
    ] as const) {
      const allowance = await limiter.take(key);
      if (!allowance.allowed) {
        reply.header('Retry-After', String(allowance.retryAfterSeconds));
        return false;
      }
    }
    return true;
  }

  api.writes((scope) => {
    scope.post('/api/admin/sign-in', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const parsed = schemas.signIn.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 400, localeOf(request), 'invalidRequest');
      const { email, password, locale } = parsed.data;
      if (!(await allowedSignIn(request.ip, email, reply))) return refuse(reply, 429, locale, 'rateLimited');
      const owner = await ownerByEmail(db, email);
      // Only an account with its code app set up signs in with a password (enrollment is by link).
      if (!owner || owner.disabled || !owner.twoFactorEnabled) {
        // The same work as a real check, so that the time taken does not tell which addresses exist.
        await (await auth.$context).password.hash(password);
        await recordOwnerAction(db, owner?.id ?? null, 'sign-in-failed', {
          reason: owner ? 'not enrolled' : 'unknown',
        });
        return refuse(reply, 401, locale, 'wrongCredentials');
      }
      try {
        const { headers } = await auth.api.signInEmail({
          body: { email, password, rememberMe: false },
          headers: headersOf(request),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        return reply.send({ outcome: 'codeNeeded' });
      } catch (error) {
        if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
        await recordOwnerAction(db, owner.id, 'sign-in-failed', { reason: 'password' });
        return refuse(reply, 401, locale, 'wrongCredentials');
      }
    });

    scope.post('/api/admin/sign-in/code', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const parsed = schemas.code.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 400, localeOf(request), 'invalidRequest');
      const { code, recovery, locale } = parsed.data;
      const call = { body: { code }, headers: headersOf(request), returnHeaders: true } as const;
      try {
        const { headers, response } = recovery
          ? await auth.api.verifyBackupCode(call)
          : await auth.api.verifyTOTP(call);
        forwardCookies(reply, headers);
        const userId = (response as { user: { id: string } }).user.id;
        await recordOwnerAction(db, userId, recovery ? 'recovery-code-used' : 'sign-in');
        return reply.send({ outcome: 'signedIn', next: ownerPath('overview', locale) });
      } catch (error) {
        const refusal = codeRefusal(error);
        if (!refusal) throw error;
        await recordOwnerAction(db, null, refusal.key === 'codeReused' ? 'code-reused' : 'code-failed');
        return refuse(reply, refusal.status, locale, refusal.key);
      }
    });

    scope.post('/api/admin/password-reset', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const parsed = schemas.resetRequest.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 400, localeOf(request), 'invalidRequest');
      const { email, locale } = parsed.data;
      if (!(await allowedSignIn(request.ip, email, reply))) return refuse(reply, 429, locale, 'rateLimited');
      await requestPasswordReset(db, { email, locale, siteUrl });
      // The same answer for any address: the page does not tell who is an owner.
      return reply.send({ outcome: 'sent', message: ownerMessages(locale).passwordReset.sent });
    });

    scope.post('/api/admin/password-reset/confirm', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const parsed = schemas.resetConfirm.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 400, localeOf(request), 'invalidRequest');
      const { locale, ...reset } = parsed.data;
      const allowance = await options.signInLimiter.take(request.ip);
      if (!allowance.allowed) return refuse(reply, 429, locale, 'rateLimited');
      const result = await completePasswordReset(auth, db, reset);
      if (result.outcome === 'changed') {
        return reply.send({ outcome: 'passwordChanged', next: `${ownerPath('signIn', locale)}?reset=1` });
      }
      if (result.outcome === 'weakPassword') {
        return reply
          .code(400)
          .send({ outcome: 'weakPassword', message: ownerMessages(locale).errors.password[result.problem] });
      }
      const status = result.outcome === 'invalidLink' ? 410 : 401;
      return refuse(reply, status, locale, result.outcome);
    });

    scope.post('/api/admin/enroll/password', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const parsed = schemas.enrollPassword.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 400, localeOf(request), 'invalidRequest');
      const { token, password, locale } = parsed.data;
      const enrolling = await enrollmentOwner(db, token);
      if (!enrolling) return refuse(reply, 410, locale, 'invalidLink');
      const problem = passwordProblem(password, enrolling.email);
      if (problem) {
        return reply
          .code(400)
          .send({ outcome: 'weakPassword', message: ownerMessages(locale).errors.password[problem] });
      }
      const context = await auth.$context;
      const hash = await context.password.hash(password);
      const accounts = await context.internalAdapter.findAccounts(enrolling.userId);
      if (accounts.some((account) => account.providerId === 'credential')) {
        await context.internalAdapter.updatePassword(enrolling.userId, hash);
      } else {
        await context.internalAdapter.linkAccount({
          userId: enrolling.userId,
          providerId: 'credential',
          accountId: enrolling.userId,
          password: hash,
        });
      }
      // A level-1 session (no code app yet), for the next step only: it opens no owner page.
      const signedIn = await auth.api.signInEmail({
        body: { email: enrolling.email, password, rememberMe: false },
        headers: headersOf(request),
        returnHeaders: true,
      });
      const sessionCookies = signedIn.headers.getSetCookie();
      const enabled = await auth.api.enableTwoFactor({
        body: { password },
        headers: new Headers({ cookie: cookieHeaderFrom(sessionCookies) }),
        returnHeaders: true,
      });
      forwardCookies(reply, enabled.headers.getSetCookie().length > 0 ? enabled.headers : signedIn.headers);
      const { totpURI, backupCodes } = enabled.response as { totpURI: string; backupCodes: string[] };
      const messages = ownerMessages(locale);
      return reply.send({
        outcome: 'passwordSaved',
        totpUri: totpURI,
        qrImage: `data:image/svg+xml;base64,${Buffer.from(
          await QRCode.toString(totpURI, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        ).toString('base64')}`,
        qrLabel: messages.enroll.qrLabel,
        recoveryCodes: backupCodes,
      });
    });

    scope.post('/api/admin/enroll/code', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const parsed = schemas.enrollCode.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 400, localeOf(request), 'invalidRequest');
      const { token, code, locale } = parsed.data;
      const enrolling = await enrollmentOwner(db, token);
      if (!enrolling) return refuse(reply, 410, locale, 'invalidLink');
      const session = await auth.api.getSession({ headers: headersOf(request) });
      if (session?.user.id !== enrolling.userId) return refuse(reply, 401, locale, 'signInExpired');
      try {
        const { headers } = await auth.api.verifyTOTP({
          body: { code },
          headers: headersOf(request),
          returnHeaders: true,
        });
        if (!(await spendOwnerLink(db, enrolling.userId, 'enroll'))) return refuse(reply, 410, locale, 'invalidLink');
        forwardCookies(reply, headers);
        await recordOwnerAction(db, enrolling.userId, 'enrolled');
        return reply.send({ outcome: 'enrolled', next: ownerPath('overview', locale) });
      } catch (error) {
        const refusal = codeRefusal(error);
        if (!refusal) throw error;
        return refuse(reply, refusal.status, locale, refusal.key);
      }
    });

    scope.post('/api/admin/confirm-code', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const parsed = schemas.confirm.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 400, localeOf(request), 'invalidRequest');
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      try {
        await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: headersOf(request) });
      } catch (error) {
        const refusal = codeRefusal(error);
        if (!refusal) throw error;
        await recordOwnerAction(db, owner.userId, refusal.key === 'codeReused' ? 'code-reused' : 'code-failed');
        return refuse(reply, refusal.status, parsed.data.locale, refusal.key);
      }
      await db.update(ownerSessions).set({ factorVerifiedAt: new Date() }).where(eq(ownerSessions.id, owner.sessionId));
      await recordOwnerAction(db, owner.userId, 'code-confirmed');
      return reply.send({ outcome: 'confirmed' });
    });

    scope.post('/api/admin/sign-out', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const owner = await ownerOf(auth, request, reply);
      const { headers } = await auth.api.signOut({ headers: headersOf(request), returnHeaders: true });
      forwardCookies(reply, headers);
      if (owner) await recordOwnerAction(db, owner.userId, 'sign-out');
      return reply.send({ outcome: 'signedOut', next: ownerPath('signIn', localeOf(request)) });
    });

    scope.post<{ Params: { id: string } }>(
      '/api/admin/sessions/:id/end',
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const owner = await api.requireOwner(request, reply);
        if (!owner) return reply;
        const ended = await db
          .delete(ownerSessions)
          .where(and(eq(ownerSessions.id, request.params.id), eq(ownerSessions.userId, owner.userId)))
          .returning({ id: ownerSessions.id });
        if (ended.length === 0) return refuse(reply, 404, localeOf(request), 'invalidRequest');
        await recordOwnerAction(db, owner.userId, 'session-ended', { current: request.params.id === owner.sessionId });
        return reply.send({ outcome: 'ended' });
      },
    );
  });

  api.reads((scope) => {
    scope.get('/api/admin/sessions', async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      return reply.send({ sessions: await sessionsOf(db, owner) });
    });

    scope.get<{ Querystring: { before?: string } }>('/api/admin/activity', async (request, reply) => {
      const owner = await api.requireOwner(request, reply);
      if (!owner) return reply;
      const before = Number.parseInt(request.query.before ?? '', 10);
      return reply.send({ entries: await readAuditLog(db, { before: Number.isFinite(before) ? before : undefined }) });
    });
  });
  registerAccountRoutes(api, { auth, db });
  return api;
}
