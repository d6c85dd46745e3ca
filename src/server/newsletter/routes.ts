import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
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
  type SignupResponse,
  type SignupSuccess,
} from '../../lib/newsletter.ts';
import type { Database } from '../db/client.ts';
import {
  databaseRefusal,
  guardEndpoint,
  isFormPost,
  REFUSAL_STATUS,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../http/endpoint-guards.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { isOwnHost, isSameOrigin } from '../http/same-origin.ts';
import type { StaticFile } from '../http/static-files.ts';
import { pageWithNotice } from './no-script-page.ts';
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

const STATUS: Record<SignupSuccess | SignupFailure, number> = {
  subscribed: 201,
  pending: 201,
  duplicate: 409,
  ...REFUSAL_STATUS,
};

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
interface FormContext {
  locale: Locale;
  source: string;
  placement: NewsletterPlacement;
  email: string;
}

/** The path of a same-site page the request came from (the Referer), if any. */
function refererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return isOwnHost(url, request.headers.host) ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** Best guess of where the visitor is, from whatever part of the body is usable. */
function contextOf(request: FastifyRequest, body: unknown): FormContext {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const path = typeof fields.source === 'string' && isSitePath(fields.source) ? fields.source : refererPath(request);
  const locale =
    typeof fields.locale === 'string' && isLocale(fields.locale)
      ? fields.locale
      : path
        ? splitLocale(path).locale
        : DEFAULT_LOCALE;
  const placement = NEWSLETTER_PLACEMENTS.find((candidate) => candidate === fields.placement) ?? 'footer';
  const email = typeof fields.email === 'string' ? fields.email.slice(0, 4 * EMAIL_MAX_LENGTH) : '';
  // The column holds 300 characters; a long Referer must not turn a signup into an error.
  return { locale, source: (path ?? localizePath('/', locale)).slice(0, 300), placement, email };
}

/**
 * Answers with a built page whose empty notice carries `text` (and a field its value), or with the
 * text alone when the page is not in the build.
 */
function sendNoticePage(
  reply: FastifyReply,
  file: StaticFile | undefined,
  notice: { id: string; text: string },
  field?: { id: string; value: string },
) {
  const html = file && pageWithNotice(file.body.toString('utf8'), notice, field);
  if (!html) return reply.type('text/plain; charset=utf-8').send(notice.text);
  return reply.type('text/html; charset=utf-8').send(html);
}

/** The translated text for a failure: the spec's own texts, or "Error during subscription: {reason}". */
function failureMessage(locale: Locale, failure: SignupFailure): string {
  const t = getMessages(locale).newsletter;
  if (failure === 'duplicate') return t.duplicateInline;
  if (failure === 'invalidEmail') return t.invalidEmail;
  return t.reasons[failure];
}

/**
 * `POST /api/newsletter`, and the POST targets of the unsubscribe and confirmation pages.
 * Runs as its own Fastify plugin so the form body parsers and the error handler apply here only.
 */
export function registerNewsletterRoutes(app: FastifyInstance, options: NewsletterRouteOptions) {
  const { db, settings, files, limiter, onMailQueued } = options;
  const siteOrigin = [new URL(settings.siteUrl).origin];

  /** Answers a signup in the form it came: JSON for the island, a page for a plain HTML form. */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    context: FormContext,
    outcome: SignupSuccess | SignupFailure,
  ) {
    reply.code(STATUS[outcome]).header('Cache-Control', 'no-store');
    const success = outcome === 'subscribed' || outcome === 'pending';
    if (!isFormPost(request)) {
      const body: SignupResponse = success
        ? { outcome }
        : { outcome, message: failureMessage(context.locale, outcome) };
      return reply.send(body);
    }
    const ids = newsletterIds(context.placement);
    const page = files.has(context.source) ? context.source : localizePath('/', context.locale);
    if (success || outcome === 'duplicate') {
      // Post/redirect/get: the page shows the matching notice through :target, without JavaScript.
      return reply.code(303).redirect(`${page}#${ids.notice(outcome)}`, 303);
    }
    const t = getMessages(context.locale).newsletter;
    const text = outcome === 'invalidEmail' ? t.invalidEmail : format(t.errorInline, { message: t.reasons[outcome] });
    return sendNoticePage(
      reply,
      files.get(page),
      { id: ids.serverNotice, text },
      { id: ids.email, value: context.email },
    );
  }

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

  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      arrivals.set(request, performance.now());
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: SIGNUP_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    // Checked before the body is read: a cross-site post or an unexpected format is refused unread;
    // the rate limit once the (small) body is read, so the refusal is in the visitor's language.
    guardEndpoint(scope, {
      siteOrigins: siteOrigin,
      limiter,
      forms: true,
      limitAfterBody: true,
      name: 'newsletter signup',
      refuse: (request, reply, refusal) => answer(request, reply, contextOf(request, request.body), refusal),
    });

    scope.post(NEWSLETTER_ENDPOINT, { bodyLimit: SIGNUP_BODY_LIMIT }, async (request, reply) => {
      const parsed = signupSchema.safeParse(request.body ?? {});
      const context = contextOf(request, parsed.success ? parsed.data : request.body);
      if (!parsed.success) return answer(request, reply, context, 'invalidRequest');
      const email = normalizeEmail(parsed.data.email);
      const honeypot = parsed.data[HONEYPOT_FIELD];
      if (!isValidEmail(email)) return answer(request, reply, { ...context, email }, 'invalidEmail');
      // A bot filled the hidden field: it sees a success, nothing is stored, nothing is sent.
      if (honeypot) {
        await answerTime(request);
        return answer(request, reply, context, newSignupAnswer(settings));
      }
      // A database failure goes to the guard's error handler: 503 (or 500), the address kept in the form.
      const result = await subscribe(db, settings, { email, locale: context.locale, source: context.source });
      if (result.mail) onMailQueued({ kind: result.mail, locale: context.locale, email });
      await answerTime(request);
      return answer(request, reply, context, result.answer);
    });
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
    const t = getMessages(locale).newsletter;
    const text = format(t.errorInline, { message: t.reasons[reason] });
    reply.code(REFUSAL_STATUS[reason]).header('Cache-Control', 'no-store');
    if (reason === 'unavailable') reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return sendNoticePage(reply, files.get(localizePath(NEWSLETTER_PAGES[page], locale)), {
      id: ACTION_NOTICE_ID,
      text,
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
