/**
 * The production HTTP layer around the Astro build, one Fastify plugin per concern, registered in
 * the order a request meets them: load limits (load-limits.ts), security headers
 * (security-headers.ts), the request log (request-log.ts), health checks, each feature's API
 * routes, and last the site itself (site-routes.ts: files, redirects, 404s, on-demand pages).
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { SiteHealthReport } from '../../lib/site-health.ts';
import { registerAdminRoutes } from '../admin/routes.ts';
import { ownerPages } from '../auth/owner-pages.ts';
import { type OwnerRouteOptions, registerOwnerRoutes } from '../auth/routes.ts';
import { createBusyCalendar } from '../booking/busy-calendar.ts';
import { changeLocals } from '../booking/change-pages.ts';
import { registerChangeRoutes } from '../booking/change-routes.ts';
import { registerOwnerBookingRoutes } from '../booking/owner-routes.ts';
import { bookingLocals } from '../booking/pages.ts';
import { type BookingRouteOptions, registerBookingRoutes } from '../booking/routes.ts';
import { type ChatRouteOptions, registerChatRoutes } from '../chat/routes.ts';
import type { TrustProxy } from '../config.ts';
import type { Database } from '../db/client.ts';
import { archiveLocals, withArchivePages } from '../newsletter/archive-pages.ts';
import { type EditionRouteOptions, registerEditionRoutes } from '../newsletter/edition-routes.ts';
import { type NewsletterRouteOptions, registerNewsletterRoutes } from '../newsletter/routes.ts';
import { registerPrivacyOwnerRoutes } from '../privacy/owner-routes.ts';
import { type PrivacyRouteOptions, registerPrivacyRoutes } from '../privacy/routes.ts';
import { registerQuizRoutes } from '../quiz/answers.ts';
import { type QuizLeadRouteOptions, registerQuizLeadRoutes } from '../quiz/routes.ts';
import { registerVitalsRoutes, type VitalsRouteOptions } from '../vitals/routes.ts';
import { registerHealthRoutes } from './health.ts';
import { DEFAULT_LIMITS, registerLoadLimits, type ServerLimits } from './load-limits.ts';
import { registerRequestLog } from './request-log.ts';
import { registerSecurityHeaders, type ScriptHashes } from './security-headers.ts';
import { bookableServices, type SiteIndex } from './site-manifest.ts';
import { type AstroHandler, pageRenderer, registerSiteRoutes, sendInvalidAddress } from './site-routes.ts';
import type { StaticFile } from './static-files.ts';

export type { AstroHandler } from './site-routes.ts';

/** Everything the HTTP layer serves from, opened by `main.ts` (or a test). */
export interface AppDependencies {
  files: Map<string, StaticFile>;
  site: SiteIndex;
  astro: AstroHandler;
  db: Database;
  logger: FastifyBaseLogger;
  /** The newsletter's settings, rate limit and mail hook (routes in ../newsletter/routes.ts). */
  newsletter: Omit<NewsletterRouteOptions, 'db' | 'files'>;
  /** The quiz's guide requests: settings, rate limit and mail hook (../quiz/routes.ts). */
  quiz: Omit<QuizLeadRouteOptions, 'db' | 'files'>;
  /** Field Web Vitals: the beacon endpoint's settings and the report (../vitals/). */
  vitals: Omit<VitalsRouteOptions, 'site'>;
  /** The chat assistant: its knowledge, rate limit and optional LLM (../chat/routes.ts). */
  chat: Omit<ChatRouteOptions, 'db'>;
  /** Privacy requests visitors serve themselves: settings, rate limit and mail hook (../privacy/routes.ts). */
  privacy: Omit<PrivacyRouteOptions, 'db' | 'files' | 'auth'>;
  /** Booking a session: the rate limit and what happens once a booking is made (../booking/routes.ts). */
  booking: Pick<BookingRouteOptions, 'limiter' | 'onBooked' | 'now'>;
  /** Newsletter editions: a test mail was queued, or sending began (the sender may start now). */
  editions?: Pick<EditionRouteOptions, 'onMailQueued'>;
  /** The owner's area: sign-in, its limits (../auth/routes.ts). Its key also keys the address hashes. */
  owner: Omit<OwnerRouteOptions, 'db' | 'siteUrl'>;
  /** The last build's site-health report, for /audit (null when the build wrote none). */
  siteHealth?: SiteHealthReport | null;
  /** The proxies allowed to tell the client's address in X-Forwarded-For (for rate limits); see config.ts. */
  trustProxy?: TrustProxy;
  /** The site's public address: an https one turns on HSTS and Secure cookies. */
  siteUrl?: string;
  /** Each built page's inline-script hashes, for its Content-Security-Policy (postbuild lists them). */
  scriptHashes?: ScriptHashes;
  /** Serve HTTPS directly with this certificate (without a proxy in front). */
  tls?: { cert: Buffer; key: Buffer };
  /** How often counted 404s are written (5 s; tests use less). */
  notFoundFlushMs?: number;
  /** Limits that keep a slow client or a flood from holding the server (load-limits.ts). */
  limits?: Partial<ServerLimits>;
}

/** The app, with every route registered; `listen` is the caller's. */
export function createApp({
  files,
  site,
  astro,
  db,
  logger,
  newsletter,
  quiz,
  vitals,
  chat,
  privacy,
  booking,
  owner,
  editions,
  siteHealth = null,
  trustProxy = false,
  siteUrl = '',
  scriptHashes = { byPath: new Map(), all: [] },
  tls,
  limits: limitOverrides = {},
  notFoundFlushMs = 5_000,
}: AppDependencies): FastifyInstance {
  const limits = { ...DEFAULT_LIMITS, ...limitOverrides };
  const https = siteUrl.startsWith('https:');
  // Fastify's types follow the `https` option; the rest of the app is the same either way.
  const app = Fastify({
    loggerInstance: logger,
    // Requests are logged once, by request-log.ts, without query strings or addresses.
    logController: new LogController({ disableRequestLogging: true }),
    // Shutdown is ours (load-limits.ts): requests being worked on are still answered.
    forceCloseConnections: false,
    return503OnClosing: false,
    bodyLimit: 64 * 1024,
    // A hop count trusts that many proxies nearest the server, as Express's "trust proxy" does.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A URL the router cannot decode (`%00`, a broken escape): the translated 400 of site-routes.ts.
    frameworkErrors: (_error, request, reply) => sendInvalidAddress(request.url, reply),
    requestTimeout: limits.requestTimeoutMs,
    // Node checks request and header timeouts on this interval (30 s by default, which would
    // let a slow body run up to twice its timeout).
    http: { connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs / 2) },
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    ...(tls
      ? {
          https: {
            cert: tls.cert,
            key: tls.key,
            connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs / 2),
          },
        }
      : {}),
  }) as unknown as FastifyInstance;

  const { closing } = registerLoadLimits(app, { limits, tls: Boolean(tls) });
  registerSecurityHeaders(app, { https, onDemandScriptHashes: scriptHashes.all });
  registerRequestLog(app);
  registerHealthRoutes(app, { db, closing });

  registerNewsletterRoutes(app, { ...newsletter, db, files });
  registerVitalsRoutes(app, { ...vitals, site });
  registerQuizRoutes(app, { db });
  registerQuizLeadRoutes(app, { ...quiz, db, files });
  registerChatRoutes(app, { ...chat, db });
  const privacyPage = registerPrivacyRoutes(app, { ...privacy, db, files, auth: owner.auth });
  // The booking links are signed with the owner's key, as the privacy links' address hashes are.
  const bookingKey = async () => (await owner.auth.$context).secret;
  const services = bookableServices(site.manifest);
  // The owner's own calendar, read every few minutes, hides her busy times from both.
  const busyCalendar = createBusyCalendar({ db, logger });
  const pageOptions = { db, services, key: bookingKey, logger, now: booking.now, busyCalendar };
  const bookingPages = { ...bookingLocals(pageOptions), ...changeLocals(pageOptions) };
  const siteLocals: App.Locals = {
    vitals: vitals.vitals,
    siteHealth,
    privacy: privacyPage,
    archive: archiveLocals(db, logger),
    booking: bookingPages,
  };
  const bookingRoutes: BookingRouteOptions = {
    ...booking,
    db,
    files,
    siteUrl,
    services,
    key: bookingKey,
    pageLocals: bookingPages,
    busyCalendar,
    renderPage: pageRenderer(astro, siteLocals),
  };
  registerBookingRoutes(app, bookingRoutes);
  // Moving and cancelling by the booking's signed links, under the same BOOKING_RATE_LIMIT.
  registerChangeRoutes(app, bookingRoutes);
  const api = registerOwnerRoutes(app, { ...owner, db, siteUrl });
  registerAdminRoutes({ db, api, auth: owner.auth, knowledge: chat.knowledge });
  registerOwnerBookingRoutes({ db, api, siteUrl, services });
  registerEditionRoutes(app, { db, api, siteUrl, onMailQueued: editions?.onMailQueued ?? (() => {}) });
  registerPrivacyOwnerRoutes({ db, api });

  registerSiteRoutes(app, {
    files,
    site: withArchivePages(site),
    astro,
    db,
    logger,
    scriptHashes,
    https,
    locals: siteLocals,
    notFoundFlushMs,
    ownerPages: ownerPages({
      auth: owner.auth,
      db,
      keepsQuestions: chat.logQuestions,
      knowledge: chat.knowledge,
      services,
    }),
  });
  return app;
}
