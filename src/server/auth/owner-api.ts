/**
 * What every owner API shares: answers never cached or indexed, in the owner's language; writes
 * are JSON from the site itself, size-capped and counted per client (endpoint-guards.ts); reads
 * come from the site itself and are counted too; `requireOwner` wants a level-2 session (401),
 * and with `freshCode` a code given in the last 10 minutes (403 `codeNeeded`: the page asks for
 * one, sends it to /api/admin/confirm-code, then tries again).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales.ts';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { type GuardRefusal, guardEndpoint, REFUSAL_STATUS } from '../http/endpoint-guards.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import type { OwnerAuth } from './owner-auth.ts';
import { hasFreshCode, type Owner, ownerOf } from './owner-session.ts';

/** A refusal's message in the owner's texts. */
export type OwnerErrorKey = Exclude<keyof ReturnType<typeof ownerMessages>['errors'], 'password'>;

/** The language of an answer: the body's `locale`, else the query's, else English. */
export function localeOf(request: FastifyRequest): Locale {
  const fromBody = (request.body as { locale?: unknown } | undefined)?.locale;
  const fromQuery = (request.query as { locale?: unknown } | undefined)?.locale;
  return isLocale(fromBody) ? fromBody : isLocale(fromQuery) ? fromQuery : DEFAULT_LOCALE;
}

export function ownerRefuse(reply: FastifyReply, status: number, locale: Locale, error: OwnerErrorKey) {
  return reply.code(status).send({ outcome: error, message: ownerMessages(locale).errors[error] });
}

export interface OwnerApi {
  /**
   * Registers routes that change something (POST), with the write guards; `accepts` names media
   * types taken besides JSON (an uploaded file as the body).
   */
  writes: (register: (scope: FastifyInstance) => void, options?: { accepts?: readonly string[] }) => void;
  /** Registers routes that read (GET), with the read guards. */
  reads: (register: (scope: FastifyInstance) => void) => void;
  /** The owner of the request, or null once a 401 (or 403 for a stale code) has been sent. */
  requireOwner: (
    request: FastifyRequest,
    reply: FastifyReply,
    options?: { freshCode?: boolean },
  ) => Promise<Owner | null>;
}

export function ownerApi(
  app: FastifyInstance,
  { auth, siteUrl, limiter }: { auth: OwnerAuth; siteUrl: string; limiter: RateLimiter },
): OwnerApi {
  const siteOrigins = [new URL(siteUrl).origin];
  const privateAnswers = (scope: FastifyInstance) =>
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    });

  return {
    writes: (register, options) =>
      app.register(async (scope) => {
        privateAnswers(scope);
        guardEndpoint(scope, {
          siteOrigins,
          limiter,
          accepts: options?.accepts,
          name: 'owner',
          refuse: (request, reply, refusal: GuardRefusal) =>
            ownerRefuse(reply, REFUSAL_STATUS[refusal], localeOf(request), refusal),
        });
        register(scope);
      }),
    reads: (register) =>
      app.register(async (scope) => {
        privateAnswers(scope);
        scope.addHook('onRequest', async (request, reply) => {
          if (!isSameOrigin(request.headers, siteOrigins))
            return ownerRefuse(reply, 403, localeOf(request), 'crossSite');
          const allowance = await limiter.take(request.ip);
          if (!allowance.allowed) {
            reply.header('Retry-After', String(allowance.retryAfterSeconds));
            return ownerRefuse(reply, 429, localeOf(request), 'rateLimited');
          }
        });
        register(scope);
      }),
    requireOwner: async (request, reply, { freshCode = false } = {}) => {
      const owner = await ownerOf(auth, request, reply);
      if (!owner) {
        ownerRefuse(reply, 401, localeOf(request), 'signInNeeded');
        return null;
      }
      if (freshCode && !hasFreshCode(owner)) {
        ownerRefuse(reply, 403, localeOf(request), 'codeNeeded');
        return null;
      }
      return owner;
    },
  };
}
