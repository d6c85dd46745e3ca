import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath, splitLocale } from '../../i18n/paths.ts';
import { NEWSLETTER_PAGES } from '../../i18n/routes.ts';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../lib/email-address.ts';
import {
  ACTION_NOTICE_ID,
  HONEYPOT_FIELD,
  NEWSLETTER_ENDPOINT,
  NEWSLETTER_PLACEMENTS,
  type NewsletterPlacement,
  newsletterIds,
  type SignupFailure,
  type SignupSuccess,
} from '../../lib/newsletter.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import type { Database } from '../db/client.ts';
import { databaseRefusal, REFUSAL_STATUS, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/endpoint-guards.ts';
import { registerFormEndpoint } from '../http/form-endpoint.ts';
import { sendFormAnswer } from '../http/notice-page.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { refererPath, typedText, visitorLocale } from '../http/request-context.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import type { StaticFile } from '../http/static-files.ts';
import { confirm, type NewsletterSettings, newSignupAnswer, subscribe, unsubscribe } from './subscribers.ts';

export interface NewsletterRouteOptions {
  db: Database;
  settings: NewsletterSettings;
  /** The built pages, to answer forms posted without JavaScript. */
  files: Map<string, StaticFile>;
  limiter: RateLimiter;
  /** The unsubscribe and confirmation posts, per client (NEWSLETTER_LINK_RATE_LIMIT). */
  linkLimiter: RateLimiter;
  /** A mail was queued (the sender is nudged; in development a summary is printed). */
  onMailQueued: (mail: { kind: 'welcome' | 'confirm'; locale: Locale; email: string }) => void;
}

/**
 * When a valid signup is answered under NEWSLETTER_UNIFORM_ANSWER, counted from its arrival: above
 * the slowest path's time on a normal day (a known address on PostgreSQL: 20–40 ms), and short
 * beside the "Sending..." a visitor already sees.
 */
export const UNIFORM_ANSWER_MS = 250;

/** The largest signup body accepted; a real one is about 200 bytes. */
export const SIGNUP_BODY_LIMIT = 2048;

/**
 * A path on this site as a form may name it: one leading slash, no spaces, backslashes or control
 * characters (PostgreSQL's text cannot hold U+0000; a NUL here once gave a 500).
 */
const SITE_PATH = /^\/(?!\/)[^\s\\\p{Cc}]*$/u;
const isSitePath = (text: string) => SITE_PATH.test(text);

const signupSchema = z.strictObject({
  email: z
    .string()
    .max(4 * EMAIL_MAX_LENGTH)
    .default(''),
  locale: z.enum(LOCALES).optional(),
  /** The page the form is on: a site path (never another host). */
  source: z.string().max(300).regex(SITE_PATH).optional(),
  placement: z.enum(NEWSLETTER_PLACEMENTS).optional(),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

/** The signup context known before (or without) a valid body: language, page and form. */
interface SignupContext {
  locale: Locale;
  source: string;
  placement: NewsletterPlacement;
  email: string;
}

/** Best guess of where the visitor is, from whatever part of the body is usable. */
function contextOf(request: FastifyRequest, fields: Record<string, unknown>): SignupContext {
  const named = typeof fields.source === 'string' && isSitePath(fields.source) ? fields.source : undefined;
  const path = named ?? refererPath(request);
  const locale = visitorLocale(fields, path);
  const placement = NEWSLETTER_PLACEMENTS.find((candidate) => candidate === fields.placement) ?? 'footer';
  const email = typedText(fields, 'email', 4 * EMAIL_MAX_LENGTH);
  // The column holds 300 characters; a long Referer must not turn a signup into an error.
  return { locale, source: (path ?? localizePath('/', locale)).slice(0, 300), placement, email };
}

const isSuccess = (outcome: string): outcome is SignupSuccess => outcome === 'subscribed' || outcome === 'pending';

/** The island's message for a failure: the newsletter's duplicate and invalid-address messages, else the reason alone. */
function failureMessage(locale: Locale, failure: SignupFailure): string {
  return failure === 'duplicate' ? getMessages(locale).newsletter.duplicateInline : refusalMessage(locale, failure);
}

/**
 * `POST /api/newsletter`, and the POST targets of the unsubscribe and confirmation pages.
 * Each runs as its own Fastify plugin so its form body parser and error handler apply there only.
 */
export function registerNewsletterRoutes(app: FastifyInstance, options: NewsletterRouteOptions) {
  const { db, settings, files, limiter, onMailQueued } = options;

  /**
   * With the uniform answer, the time of the answer must not tell either: a known address takes
   * more statements than a new one (40 ms against 14 ms on PostgreSQL, a guess right 84% of the
   * time), so every valid signup is answered {@link UNIFORM_ANSWER_MS} after it arrived.
   */
  async function answerTime(request: FastifyRequest) {
    if (!settings.uniformAnswer) return;
    const wait = UNIFORM_ANSWER_MS - (performance.now() - (arrivals.get(request) ?? performance.now()));
    if (wait > 0) await delay(wait);
  }
  /** When each signup arrived (before its body was read), for {@link answerTime}. */
  const arrivals = new WeakMap<FastifyRequest, number>();

  registerFormEndpoint(app, {
    path: NEWSLETTER_ENDPOINT,
    name: 'newsletter signup',
    siteUrl: settings.siteUrl,
    limiter,
    files,
    bodyLimit: SIGNUP_BODY_LIMIT,
    schema: signupSchema,
    statuses: { subscribed: 201, pending: 201, duplicate: 409 },
    context: contextOf,
    message: (context, outcome) => (isSuccess(outcome) ? undefined : failureMessage(context.locale, outcome)),
    formAnswer: (context, outcome) => {
      const ids = newsletterIds(context.placement);
      const page = files.has(context.source) ? context.source : localizePath('/', context.locale);
      // Post/redirect/get: the page shows the matching notice through :target, without JavaScript.
      if (isSuccess(outcome) || outcome === 'duplicate') return { redirect: `${page}#${ids.notice(outcome)}` };
      const text = refusalMessage(context.locale, outcome, getMessages(context.locale).newsletter.errorInline);
      return { page, notice: { id: ids.serverNotice, text }, field: { id: ids.email, value: context.email } };
    },
    hooks: (scope) =>
      scope.addHook('onRequest', async (request) => {
        arrivals.set(request, performance.now());
      }),
    handle: async ({ data, context, request }) => {
      const email = normalizeEmail(data.email);
      if (!isValidEmail(email)) return { outcome: 'invalidEmail', context: { ...context, email } };
      // A bot filled the hidden field: it sees a success, nothing is stored, nothing is sent.
      if (data[HONEYPOT_FIELD]) {
        await answerTime(request);
        return { outcome: newSignupAnswer(settings) };
      }
      // A database failure goes to the guard's error handler: 503 (or 500), the address kept in the form.
      const result = await subscribe(db, settings, { email, locale: context.locale, source: context.source });
      if (result.mail) onMailQueued({ kind: result.mail, locale: context.locale, email });
      await answerTime(request);
      return { outcome: result.answer };
    },
  });

  registerTokenRoutes(app, options);
}

/**
 * The unsubscribe and confirmation pages post back to their own URL (the token is in the query),
 * so they work without JavaScript and a link scanner that only GETs changes nothing. The
 * unsubscribe URL also takes RFC 8058 one-click posts from mail programs.
 */
function registerTokenRoutes(
  app: FastifyInstance,
  { db, settings, files, linkLimiter, onMailQueued }: NewsletterRouteOptions,
) {
  const siteOrigin = [new URL(settings.siteUrl).origin];

  /** The page for a token that matches nobody. */
  function invalidLink(reply: FastifyReply, locale: Locale) {
    const file = files.get(localizePath(NEWSLETTER_PAGES.invalidLink, locale));
    reply.code(404).header('Cache-Control', 'no-store');
    if (!file)
      return reply.type('text/plain; charset=utf-8').send(getMessages(locale).newsletterPages.invalidLinkTitle);
    return reply.type('text/html; charset=utf-8').send(file.body);
  }

  /** The page the visitor pressed the button on, saying why it did not work this time. */
  function refuse(
    reply: FastifyReply,
    locale: Locale,
    page: 'unsubscribe' | 'confirm',
    reason: 'unavailable' | 'unexpected' | 'crossSite' | 'rateLimited',
  ) {
    const text = refusalMessage(locale, reason, getMessages(locale).newsletter.errorInline);
    reply.code(REFUSAL_STATUS[reason]).header('Cache-Control', 'no-store');
    if (reason === 'unavailable') reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return sendFormAnswer(reply, files, {
      page: localizePath(NEWSLETTER_PAGES[page], locale),
      notice: { id: ACTION_NOTICE_ID, text },
    });
  }

  function tokenOf(request: FastifyRequest): string {
    const token = (request.query as Record<string, unknown>).token;
    return typeof token === 'string' ? token : '';
  }

  /** A mail program's RFC 8058 post: answered with a short text instead of a page. */
  function isOneClick(request: FastifyRequest): boolean {
    return typeof request.body === 'string' && /List-Unsubscribe=One-Click/.test(request.body);
  }

  app.register(async (scope) => {
    const readBodyAsText = (_request: unknown, body: string | Buffer, done: (error: null, body: string) => void) =>
      done(null, body.toString());
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: SIGNUP_BODY_LIMIT },
      readBodyAsText,
    );
    // Mail programs post without Origin; a browser on another site is refused in the page's language.
    scope.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      const page = path.endsWith(NEWSLETTER_PAGES.confirm) ? 'confirm' : 'unsubscribe';
      const { locale } = splitLocale(path);
      if (!isSameOrigin(request.headers, siteOrigin)) return refuse(reply, locale, page, 'crossSite');
      const allowance = await linkLimiter.take(request.ip);
      if (!allowance.allowed) {
        reply.header('Retry-After', String(allowance.retryAfterSeconds));
        return refuse(reply, locale, page, 'rateLimited');
      }
    });

    for (const locale of LOCALES) {
      scope.post(localizePath(NEWSLETTER_PAGES.unsubscribe, locale), async (request, reply) => {
        let found: boolean;
        try {
          found = await unsubscribe(db, tokenOf(request));
        } catch (error) {
          return refuse(reply, locale, 'unsubscribe', databaseRefusal(request, error, 'unsubscribe'));
        }
        if (isOneClick(request)) {
          return reply
            .code(found ? 200 : 404)
            .header('Cache-Control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send(getMessages(locale).newsletterPages[found ? 'unsubscribedTitle' : 'invalidLinkTitle']);
        }
        if (!found) return invalidLink(reply, locale);
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(localizePath(NEWSLETTER_PAGES.unsubscribed, locale), 303);
      });

      scope.post(localizePath(NEWSLETTER_PAGES.confirm, locale), async (request, reply) => {
        let confirmed: Awaited<ReturnType<typeof confirm>>;
        try {
          confirmed = await confirm(db, settings, tokenOf(request));
        } catch (error) {
          return refuse(reply, locale, 'confirm', databaseRefusal(request, error, 'confirmation'));
        }
        if (!confirmed) return invalidLink(reply, locale);
        if (confirmed.welcomeQueued)
          onMailQueued({ kind: 'welcome', locale: confirmed.locale, email: confirmed.email });
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(localizePath(NEWSLETTER_PAGES.confirmed, locale), 303);
      });
    }
  });
}
