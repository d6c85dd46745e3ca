/**
 * What the request page's link leads to, under the page's own path in each language (so the
 * session cookie reaches them and nothing else): `POST …/open` exchanges the link's token for the
 * session (the link then stops working; requests.ts says why), `GET …/data.json` and `…/data.csv`
 * download everything held, and `POST …/delete`, from the page's confirmation step, deletes it
 * all with forget.ts and writes an audit line that names the person by a keyed hash only.
 * The posts are plain forms under the house rules: another site 403, another format 415, a body
 * over 1 KB 413, `PRIVACY_RATE_LIMIT` per client 429, a Zod schema 400; see answers.ts for how
 * each is answered.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { localizePath, splitLocale } from '../../i18n/paths.ts';
import { PRIVACY_REQUEST_PATH } from '../../i18n/routes.ts';
import { PRIVACY_ACTIONS } from '../../lib/privacy-request.ts';
import { recordOwnerAction } from '../auth/audit-log.ts';
import type { Database } from '../db/client.ts';
import { databaseRefusal, type GuardRefusal, guardEndpoint, REFUSAL_STATUS } from '../http/endpoint-guards.ts';
import { parseForm } from '../http/form-endpoint.ts';
import { sendFormAnswer } from '../http/notice-page.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import type { StaticFile } from '../http/static-files.ts';
import { privacyFormAnswer, privacyPagePath } from './answers.ts';
import { forgetPerson } from './forget.ts';
import { personData, personDataCsv } from './person-data.ts';
import { closeAfterDeletion, markDownloaded, openLink, sessionRequest } from './requests.ts';
import { endedSessionCookies, sessionCookies, sessionOf } from './session-cookie.ts';

/** The largest post accepted: a token or a confirmation is under 100 bytes. */
const LINK_BODY_LIMIT = 1024;

/** The request page is rendered on demand: no built page to write a refusal into (answers.ts). */
const NO_BUILT_PAGES = new Map<string, StaticFile>();

const openSchema = z.strictObject({ token: z.string().max(200) });
/** The confirmation step's form says so; a post without it deletes nothing. */
const deleteSchema = z.strictObject({ confirm: z.literal('delete') });

export interface LinkRouteOptions {
  db: Database;
  siteUrl: string;
  limiter: RateLimiter;
  /** The key of the address hashes (the owner sign-in's secret). */
  key: () => Promise<string>;
  /** Lets go of finished requests now and then (routes.ts). */
  tidy: () => unknown;
}

export function registerLinkRoutes(app: FastifyInstance, { db, siteUrl, limiter, key, tidy }: LinkRouteOptions) {
  const secure = siteUrl.startsWith('https:');
  const actionPath = (locale: Locale, action: keyof typeof PRIVACY_ACTIONS) =>
    `${localizePath(PRIVACY_REQUEST_PATH, locale)}${PRIVACY_ACTIONS[action]}`;
  /** A refusal in the language of the route's path (a guard refuses before the route's own code runs). */
  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: GuardRefusal) => {
    const { locale } = splitLocale(request.url.split('?', 1)[0] ?? '/');
    reply.code(REFUSAL_STATUS[refusal]).header('Cache-Control', 'no-store');
    return sendFormAnswer(reply, NO_BUILT_PAGES, privacyFormAnswer(locale, refusal));
  };
  /** Post/redirect/get: the page in the route's language, with a notice or without. */
  const toPage = (reply: FastifyReply, locale: Locale, notice?: 'invalidLink' | 'sessionEnded' | 'deleted') =>
    reply.header('Cache-Control', 'no-store').redirect(privacyPagePath(locale, notice), 303);

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: LINK_BODY_LIMIT },
      (_request, body, done) => done(null, parseForm(body as string)),
    );
    guardEndpoint(scope, {
      siteOrigins: [new URL(siteUrl).origin],
      limiter,
      forms: true,
      name: 'privacy link',
      refuse,
    });

    for (const locale of LOCALES) {
      scope.post(actionPath(locale, 'open'), { bodyLimit: LINK_BODY_LIMIT }, async (request, reply) => {
        const body = openSchema.safeParse(request.body ?? {});
        if (!body.success) return refuse(request, reply, 'invalidRequest');
        void tidy();
        const opened = await openLink(db, body.data.token);
        if (!opened) return toPage(reply, locale, 'invalidLink');
        reply.header('Set-Cookie', sessionCookies(opened.session, secure));
        return toPage(reply, locale);
      });

      scope.post(actionPath(locale, 'delete'), { bodyLimit: LINK_BODY_LIMIT }, async (request, reply) => {
        const body = deleteSchema.safeParse(request.body ?? {});
        if (!body.success) return refuse(request, reply, 'invalidRequest');
        const open = await sessionRequest(db, sessionOf(request.headers.cookie));
        if (!open) return toPage(reply, locale, 'sessionEnded');
        // Three steps, not one transaction (forgetPerson has its own). In this order a failure
        // after the deletion leaves the request open, and pressing again finishes it: the audit
        // line is written before the session closes (at worst twice, never not at all).
        const person = await forgetPerson(db, await key(), open.email);
        await recordOwnerAction(db, null, 'privacy-deletion', { person });
        await closeAfterDeletion(db, open);
        reply.header('Set-Cookie', endedSessionCookies(secure));
        return toPage(reply, locale, 'deleted');
      });
    }
  });

  // The downloads: GETs the session cookie alone opens (SameSite=Strict: never sent from another site).
  app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) =>
      refuse(request, reply, databaseRefusal(request, error, 'privacy download')),
    );
    for (const locale of LOCALES) {
      for (const format of ['json', 'csv'] as const) {
        scope.get(actionPath(locale, format), { exposeHeadRoute: false }, async (request, reply) => {
          const open = await sessionRequest(db, sessionOf(request.headers.cookie));
          if (!open) return toPage(reply, locale, 'sessionEnded');
          const data = await personData(db, open.email);
          await markDownloaded(db, open.id);
          const day = data.exportedAt.slice(0, 10);
          return reply
            .header('Cache-Control', 'no-store')
            .header('Content-Disposition', `attachment; filename="vibra-my-data-${day}.${format}"`)
            .type(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
            .send(format === 'json' ? `${JSON.stringify(data, null, 2)}\n` : personDataCsv(data));
        });
      }
    }
  });
}
