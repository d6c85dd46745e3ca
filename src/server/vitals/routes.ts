/**
 * `POST /api/analytics/web-vitals`: a page view's metrics, from its beacon. Same rules as the
 * newsletter: a size cap (413), JSON only (415), same-origin (403), a per-client rate limit (429),
 * a Zod schema (400), translated refusals; then 204. Bots' and sampled-out beacons are answered
 * 204 and dropped. A database outage loses the beacon (503), never a page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { VITALS_BODY_LIMIT, VITALS_ENDPOINT } from '../../lib/vitals/beacon.ts';
import { guardEndpoint, REFUSAL_STATUS } from '../http/endpoint-guards.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { refererPath, visitorLocale } from '../http/request-context.ts';
import type { SiteIndex } from '../http/site-manifest.ts';
import { beaconSchema, isBot, toSample } from './beacon.ts';
import type { VitalsService } from './service.ts';

export interface VitalsRouteOptions {
  vitals: VitalsService;
  site: SiteIndex;
  siteUrl: string;
  limiter: RateLimiter;
  /** The share of beacons kept (0 to 1); the rest are answered and dropped. */
  sampleRate: number;
  /** Draws the sampling decision (a test may fix it). */
  random?: () => number;
}

type Refusal = keyof ReturnType<typeof getMessages>['vitals']['errors'];

/** The visitor's language: the page the beacon came from (Referer), else English. */
function localeOf(request: FastifyRequest): Locale {
  return visitorLocale({}, refererPath(request));
}

function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  return reply
    .code(REFUSAL_STATUS[refusal])
    .header('Cache-Control', 'no-store')
    .send({ message: getMessages(localeOf(request)).vitals.errors[refusal] });
}

export function registerVitalsRoutes(app: FastifyInstance, options: VitalsRouteOptions) {
  const { vitals, site, limiter, sampleRate, random = Math.random } = options;
  const siteOrigin = new URL(options.siteUrl).origin;

  app.register(async (scope) => {
    // sendBeacon posts a Blob typed application/json; fetch with keepalive does the same.
    guardEndpoint(scope, {
      siteOrigins: [siteOrigin],
      limiter,
      name: 'web vitals beacon',
      refuse: (request, reply, refusal) => refuse(request, reply, refusal === 'unexpected' ? 'unavailable' : refusal),
    });

    scope.post(VITALS_ENDPOINT, { bodyLimit: VITALS_BODY_LIMIT }, async (request, reply) => {
      const parsed = beaconSchema.safeParse(request.body);
      if (!parsed.success) return refuse(request, reply, 'invalidRequest');
      reply.code(204).header('Cache-Control', 'no-store');
      const userAgent = request.headers['user-agent'];
      if (isBot(userAgent) || random() >= sampleRate) return reply.send();
      const items = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
      const context = {
        site,
        siteOrigin,
        userAgent: userAgent ?? '',
        mobileHint: request.headers['sec-ch-ua-mobile'] as string | undefined,
      };
      // A database failure goes to the guard's error handler (503): the beacon is lost, nothing else.
      await vitals.record(items.map((item) => toSample(item, context)));
      return reply.send();
    });
  });
}
