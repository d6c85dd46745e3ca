/**
 * Privacy requests visitors serve themselves (LGPD art. 18 and 19). `POST /api/privacy/request`
 * follows the newsletter's rules (form-endpoint.ts: a size cap 413, JSON or a plain form 415
 * otherwise, same-origin 403, `PRIVACY_RATE_LIMIT` per client 429, a Zod schema 400, the
 * newsletter's invalid-address message, all in the visitor's language, never a 5xx for what a
 * visitor sends) and answers `sent` for every valid address, known or not: a link goes out either
 * way, after the same statements (requests.ts). The link's page, its downloads and the deletion
 * are link-routes.ts's; what the page shows is read through the locals returned here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../lib/email-address.ts';
import {
  PRIVACY_REQUEST_BODY_LIMIT,
  PRIVACY_REQUEST_ENDPOINT,
  type PrivacyPageLocals,
} from '../../lib/privacy-request.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import type { OwnerAuth } from '../auth/owner-auth.ts';
import { type Database, loggableError } from '../db/client.ts';
import { purgeNowAndThen } from '../db/purge-now-and-then.ts';
import { registerFormEndpoint } from '../http/form-endpoint.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { refererPath, typedText, visitorLocale } from '../http/request-context.ts';
import type { StaticFile } from '../http/static-files.ts';
import { privacyFormAnswer } from './answers.ts';
import { addressHash } from './forget.ts';
import { registerLinkRoutes } from './link-routes.ts';
import { heldSummary, personData } from './person-data.ts';
import { linkWorks, requestLink, sessionRequest, tidyRequests } from './requests.ts';

export interface PrivacyRouteOptions {
  db: Database;
  /** The built pages (the form endpoint's plain answers look there first). */
  files: Map<string, StaticFile>;
  /** The site's public address: links in the mail, same-origin checks, Secure cookies on https. */
  siteUrl: string;
  /** PRIVACY_RATE_LIMIT: requests, link openings and deletions one client may post per minute. */
  limiter: RateLimiter;
  /** The owner sign-in, whose secret keys the address hashes (forget.ts), as for the owner's deletions. */
  auth: OwnerAuth;
  /** A link's mail was queued (the sender is nudged). */
  onMailQueued: (mail: { kind: 'privacy-link'; locale: Locale; email: string }) => void;
}

/** How often requests that are over let go of their address, and old records go (requests.ts). */
export const TIDY_EVERY_MS = 10 * 60 * 1000;

const requestSchema = z.strictObject({
  email: z
    .string()
    .max(4 * EMAIL_MAX_LENGTH)
    .default(''),
  locale: z.enum(LOCALES).optional(),
});

interface RequestContext {
  locale: Locale;
  email: string;
}

/** Whatever is usable of the body (else the Referer): the language and the address typed. */
function contextOf(request: FastifyRequest, fields: Record<string, unknown>): RequestContext {
  return {
    locale: visitorLocale(fields, refererPath(request)),
    email: typedText(fields, 'email', 4 * EMAIL_MAX_LENGTH),
  };
}

/** Registers the privacy routes; returns what the request page reads (`Astro.locals.privacy`). */
export function registerPrivacyRoutes(app: FastifyInstance, options: PrivacyRouteOptions): PrivacyPageLocals {
  const { db, files, siteUrl, limiter, onMailQueued } = options;
  const key = async () => (await options.auth.$context).secret;
  // Rides on the feature's own traffic (a request, a link opened, the page read): no timer to run.
  const tidyNowAndThen = purgeNowAndThen(TIDY_EVERY_MS, () => tidyRequests(db));
  const tidy = () =>
    tidyNowAndThen().catch((error: unknown) =>
      app.log.error({ error: loggableError(error) }, 'could not close finished privacy requests'),
    );

  registerFormEndpoint(app, {
    path: PRIVACY_REQUEST_ENDPOINT,
    name: 'privacy request',
    siteUrl,
    limiter,
    files,
    bodyLimit: PRIVACY_REQUEST_BODY_LIMIT,
    schema: requestSchema,
    statuses: { sent: 202 },
    context: contextOf,
    message: (context, outcome) =>
      outcome === 'sent'
        ? undefined
        : refusalMessage(context.locale, outcome, getMessages(context.locale).privacyRequest.errorInline),
    formAnswer: (context, outcome) => privacyFormAnswer(context.locale, outcome),
    handle: async ({ data, context }) => {
      const email = normalizeEmail(data.email);
      if (!isValidEmail(email)) return { outcome: 'invalidEmail', context: { ...context, email } };
      // A database failure goes to the guard's error handler: 503 (or 500), nothing sent.
      const queued = await requestLink(db, {
        email,
        locale: context.locale,
        addressHash: addressHash(await key(), email),
        siteUrl,
      });
      if (queued) onMailQueued({ kind: 'privacy-link', locale: context.locale, email });
      void tidy();
      return { outcome: 'sent' };
    },
  });

  registerLinkRoutes(app, { db, siteUrl, limiter, key, tidy });

  return {
    visit: async ({ session, token }) => {
      void tidy();
      try {
        const open = await sessionRequest(db, session);
        if (open) return { kind: 'data', email: open.email, held: heldSummary(await personData(db, open.email)) };
        if (token !== null) return { kind: 'link', works: await linkWorks(db, token) };
        return { kind: 'form' };
      } catch (error) {
        // The page shows the form with a notice; it never fails for a database that does not answer.
        app.log.error({ error: loggableError(error) }, 'privacy request page: could not read the request');
        return { kind: 'unavailable' };
      }
    },
  };
}
