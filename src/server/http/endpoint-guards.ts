/**
 * The rules every endpoint a visitor posts to follows (the newsletter, the quiz, the vitals beacon):
 * refused before the body is read when it comes from another site (403) or in another format
 * (415); a per-client rate limit (429); a body too large (413) or unreadable (400) answered like
 * any other refusal, in the visitor's language, never as a server error. A database that cannot
 * be reached is answered 503 with Retry-After: nothing was stored, and the visitor may try again.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { loggableError } from '../db/client.ts';
import type { RateLimiter } from './rate-limit.ts';
import { isSameOrigin } from './same-origin.ts';

/** Why an endpoint refused a request, and the status each answers with. */
export const REFUSAL_STATUS = {
  invalidEmail: 400,
  invalidRequest: 400,
  tooLarge: 413,
  unsupported: 415,
  crossSite: 403,
  rateLimited: 429,
  unavailable: 503,
  unexpected: 500,
} as const;
export type Refusal = keyof typeof REFUSAL_STATUS;

/** The refusals the guards themselves give; the endpoint turns each into its own answer. */
export type GuardRefusal =
  | 'crossSite'
  | 'unsupported'
  | 'rateLimited'
  | 'tooLarge'
  | 'invalidRequest'
  | 'unavailable'
  | 'unexpected';

/** Seconds a client is asked to wait while the database is unavailable (it is back within seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * What a database failure means for the visitor: `unavailable` (503, try again in a moment)
 * when the database cannot be reached, `unexpected` (500) otherwise. Logged either way, with the
 * error's code and never its parameters.
 */
export function databaseRefusal(request: FastifyRequest, error: unknown, name: string): 'unavailable' | 'unexpected' {
  const unavailable = isDatabaseUnavailable(error);
  request.log.error(
    { error: loggableError(error) },
    unavailable ? `${name}: the database is unavailable` : `${name} failed`,
  );
  return unavailable ? 'unavailable' : 'unexpected';
}

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

export interface GuardOptions {
  /** The site's own origin(s): anything else is cross-site. */
  siteOrigins: string[];
  limiter: RateLimiter;
  /** Plain HTML forms are accepted besides JSON. */
  forms?: boolean;
  /** Other media types accepted besides JSON (a file sent as the body, e.g. `image/png`). */
  accepts?: readonly string[];
  /**
   * Count the rate limit once the body is read (a small one), so the refusal can be in the
   * language the body names; by default it is counted before.
   */
  limitAfterBody?: boolean;
  /** What the endpoint is, for the log of an unexpected failure. */
  name: string;
  /** Answers a refusal; an `unavailable` one already carries its Retry-After header. */
  refuse: (request: FastifyRequest, reply: FastifyReply, refusal: GuardRefusal) => FastifyReply | Promise<FastifyReply>;
}

/** Adds the guards to an endpoint's own Fastify scope (so they apply to its routes only). */
export function guardEndpoint(scope: FastifyInstance, options: GuardOptions): void {
  const { siteOrigins, limiter, forms = false, limitAfterBody = false, name } = options;
  const refuse: GuardOptions['refuse'] = (request, reply, refusal) => {
    if (refusal === 'unavailable') reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return options.refuse(request, reply, refusal);
  };

  // The endpoints let database failures through to here, so they are all answered alike.
  scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    const refusal: GuardRefusal =
      status === 413
        ? 'tooLarge'
        : status === 415
          ? 'unsupported'
          : status < 500
            ? 'invalidRequest'
            : databaseRefusal(request, error, name);
    return refuse(request, reply, refusal);
  });

  scope.addHook('onRequest', async (request, reply) => {
    if (!isSameOrigin(request.headers, siteOrigins)) return refuse(request, reply, 'crossSite');
    const type = (request.headers['content-type'] ?? '').toLowerCase();
    const json = type.startsWith('application/json');
    const other = options.accepts?.some((accepted) => type.startsWith(accepted)) ?? false;
    if (!json && !other && !(forms && isFormPost(request))) return refuse(request, reply, 'unsupported');
  });

  scope.addHook(limitAfterBody ? 'preHandler' : 'onRequest', async (request, reply) => {
    const allowance = await limiter.take(request.ip);
    if (!allowance.allowed) {
      reply.header('Retry-After', String(allowance.retryAfterSeconds));
      return refuse(request, reply, 'rateLimited');
    }
  });
}
