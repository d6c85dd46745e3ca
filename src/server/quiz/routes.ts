/**
 * `POST /api/quiz/lead`: the quiz's free guide by e-mail. The newsletter's rules: a size cap
 * (413), JSON or a plain form (415 otherwise), same-origin (403), a per-client rate limit
 * (`QUIZ_RATE_LIMIT`, 429), a Zod schema (400), the newsletter's invalid-address message, all in
 * the visitor's language; never a 5xx for what a visitor sends. One guide mail a day per address;
 * the newsletter only when its own box was ticked (and then under the newsletter's own rules).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath, splitLocale } from '../../i18n/paths.ts';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../lib/email-address.ts';
import {
  GUIDE_FORM_IDS,
  GUIDE_SENT_ANCHOR,
  type LeadFailure,
  type LeadResponse,
  QUIZ_LEAD_BODY_LIMIT,
} from '../../lib/quiz/lead.ts';
import { isQuizResult, QUIZ_PATHS, QUIZ_QUESTION_IDS, QUIZ_RESULTS, type QuizResult } from '../../lib/quiz/results.ts';
import { type Database, loggableError } from '../db/client.ts';
import { guardEndpoint, isFormPost, REFUSAL_STATUS } from '../http/endpoint-guards.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { isOwnHost } from '../http/same-origin.ts';
import type { StaticFile } from '../http/static-files.ts';
import { pageWithNotice } from '../newsletter/no-script-page.ts';
import { type NewsletterSettings, subscribe } from '../newsletter/subscribers.ts';
import { countSteps, registerFunnelRoute } from './funnel.ts';
import { purgeOldLeads, type QuizLeadSettings, requestGuide } from './leads.ts';

export interface QuizLeadRouteOptions {
  db: Database;
  settings: QuizLeadSettings;
  /** The quiz island's step reports (funnel.ts). */
  funnelLimiter: RateLimiter;
  newsletter: NewsletterSettings;
  /** The built pages, to answer the form posted without JavaScript. */
  files: Map<string, StaticFile>;
  limiter: RateLimiter;
  /** A mail was queued (the sender is nudged). */
  onMailQueued: (mail: { kind: 'quiz-guide' | 'welcome' | 'confirm'; locale: Locale; email: string }) => void;
}

const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false'])])
  .transform((value) => value === true || value === 'on' || value === 'true');

const leadSchema = z.strictObject({
  email: z
    .string()
    .max(4 * EMAIL_MAX_LENGTH)
    .default(''),
  result: z.enum(QUIZ_RESULTS),
  locale: z.enum(LOCALES).optional(),
  /** The answers that led here (q1…q6, tiebreaker), when the browser kept them. */
  answers: z
    .partialRecord(z.enum([...QUIZ_QUESTION_IDS, 'tiebreaker']), z.enum(QUIZ_RESULTS))
    .optional()
    .default({}),
  newsletter: checkbox.optional().default(false),
});

interface LeadContext {
  locale: Locale;
  result: QuizResult;
  email: string;
}

/** The language of the same-site page the request came from (the Referer), if any. */
function refererLocale(request: FastifyRequest): Locale {
  try {
    const url = new URL(request.headers.referer ?? '');
    return isOwnHost(url, request.headers.host) ? splitLocale(url.pathname).locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Whatever is usable of the body (else the Referer): the language, the result page, the address typed. */
function contextOf(request: FastifyRequest, body: unknown): LeadContext {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return {
    locale: typeof fields.locale === 'string' && isLocale(fields.locale) ? fields.locale : refererLocale(request),
    result: isQuizResult(fields.result) ? fields.result : 'chakraAlignment',
    email: typeof fields.email === 'string' ? fields.email.slice(0, 4 * EMAIL_MAX_LENGTH) : '',
  };
}

/** The spec's invalid-address text (the newsletter's), else "The guide could not be sent: {reason}". */
function failureMessage(locale: Locale, failure: LeadFailure): string {
  const messages = getMessages(locale);
  const t = messages.newsletter;
  return failure === 'invalidEmail'
    ? t.invalidEmail
    : format(messages.quiz.errorInline, { message: t.reasons[failure] });
}

export function registerQuizLeadRoutes(app: FastifyInstance, options: QuizLeadRouteOptions) {
  const { db, settings, newsletter, files, limiter, onMailQueued } = options;
  registerFunnelRoute(app, { db, siteUrl: settings.siteUrl, limiter: options.funnelLimiter });
  const siteOrigin = [new URL(settings.siteUrl).origin];
  let lastPurge = 0;

  /** Old leads go at most once an hour, when a new one arrives (no timer to run or stop). */
  function purgeNowAndThen(request: FastifyRequest) {
    if (Date.now() - lastPurge < 60 * 60 * 1000) return;
    lastPurge = Date.now();
    purgeOldLeads(db).catch((error: unknown) =>
      request.log.error({ error: loggableError(error) }, 'could not delete old quiz leads'),
    );
  }

  /** JSON for the island; for the plain form, the result page with the message written in. */
  function answer(request: FastifyRequest, reply: FastifyReply, context: LeadContext, outcome: 'sent' | LeadFailure) {
    reply.code(outcome === 'sent' ? 201 : REFUSAL_STATUS[outcome]).header('Cache-Control', 'no-store');
    if (!isFormPost(request)) {
      const body: LeadResponse =
        outcome === 'sent' ? { outcome } : { outcome, message: failureMessage(context.locale, outcome) };
      return reply.send(body);
    }
    const page = localizePath(QUIZ_PATHS.result(context.result), context.locale);
    const text =
      outcome === 'sent'
        ? format(getMessages(context.locale).quiz.thankYouText, { email: context.email })
        : failureMessage(context.locale, outcome);
    const html = pageWithNotice(
      files.get(page)?.body.toString('utf8') ?? '',
      { id: GUIDE_FORM_IDS.notice, text },
      outcome === 'sent' ? undefined : { id: GUIDE_FORM_IDS.email, value: context.email },
    );
    // Without the page in the build, a success still lands on the result page's thank-you.
    if (!html && outcome === 'sent') return reply.redirect(`${page}#${GUIDE_SENT_ANCHOR}`, 303);
    if (outcome === 'sent') reply.code(200);
    if (!html) return reply.type('text/plain; charset=utf-8').send(text);
    return reply.type('text/html; charset=utf-8').send(html);
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: QUIZ_LEAD_BODY_LIMIT },
      (_request, body, done) => {
        const params = new URLSearchParams(body as string);
        const fields: Record<string, unknown> = {};
        const answers: Record<string, string> = {};
        for (const [name, value] of params) {
          const answer = /^answers\[(\w+)\]$/.exec(name)?.[1];
          if (answer) answers[answer] = value;
          else fields[name] = value;
        }
        done(null, Object.keys(answers).length > 0 ? { ...fields, answers } : fields);
      },
    );

    guardEndpoint(scope, {
      siteOrigins: siteOrigin,
      limiter,
      forms: true,
      limitAfterBody: true,
      name: 'quiz guide request',
      refuse: (request, reply, refusal) => answer(request, reply, contextOf(request, request.body), refusal),
    });

    scope.post(QUIZ_PATHS.lead, { bodyLimit: QUIZ_LEAD_BODY_LIMIT }, async (request, reply) => {
      const parsed = leadSchema.safeParse(request.body ?? {});
      const context = contextOf(request, request.body);
      if (!parsed.success) return answer(request, reply, context, 'invalidRequest');
      const email = normalizeEmail(parsed.data.email);
      const lead = { ...context, email, result: parsed.data.result };
      if (!isValidEmail(email)) return answer(request, reply, lead, 'invalidEmail');
      // A database failure goes to the guard's error handler: 503 (or 500), the address kept in the form.
      const guide = await requestGuide(db, settings, {
        email,
        locale: lead.locale,
        result: lead.result,
        answers: parsed.data.answers,
        newsletter: parsed.data.newsletter,
      });
      if (guide === 'queued') onMailQueued({ kind: 'quiz-guide', locale: lead.locale, email });
      purgeNowAndThen(request);
      countSteps(db, lead.locale, ['guide']).catch((error: unknown) =>
        request.log.error({ error: loggableError(error) }, 'could not count a quiz step'),
      );
      if (parsed.data.newsletter) {
        const source = localizePath(QUIZ_PATHS.result(lead.result), lead.locale);
        const signup = await subscribe(db, newsletter, { email, locale: lead.locale, source });
        if (signup.mail) onMailQueued({ kind: signup.mail, locale: lead.locale, email });
      }
      return answer(request, reply, lead, 'sent');
    });
  });
}
