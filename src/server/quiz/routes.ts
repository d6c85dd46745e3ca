/**
 * `POST /api/quiz/lead`: the quiz's free guide by e-mail. The newsletter's rules: a size cap
 * (413), JSON or a plain form (415 otherwise), same-origin (403), a per-client rate limit
 * (`QUIZ_RATE_LIMIT`, 429), a Zod schema (400), the newsletter's invalid-address message, all in
 * the visitor's language; never a 5xx for what a visitor sends. One guide mail a day per address;
 * the newsletter only when its own box was ticked (and then under the newsletter's own rules).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../lib/email-address.ts';
import { GUIDE_FORM_IDS, GUIDE_SENT_ANCHOR, type LeadFailure, QUIZ_LEAD_BODY_LIMIT } from '../../lib/quiz/lead.ts';
import { isQuizResult, QUIZ_PATHS, QUIZ_QUESTION_IDS, QUIZ_RESULTS, type QuizResult } from '../../lib/quiz/results.ts';
import { refusalMessage } from '../../lib/refusal-message.ts';
import { type Database, loggableError } from '../db/client.ts';
import { HOURLY_MS, purgeNowAndThen } from '../db/purge-now-and-then.ts';
import { registerFormEndpoint } from '../http/form-endpoint.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { refererPath, typedText, visitorLocale } from '../http/request-context.ts';
import type { StaticFile } from '../http/static-files.ts';
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

/** Whatever is usable of the body (else the Referer): the language, the result page, the address typed. */
function contextOf(request: FastifyRequest, fields: Record<string, unknown>): LeadContext {
  return {
    locale: visitorLocale(fields, refererPath(request)),
    result: isQuizResult(fields.result) ? fields.result : 'chakraAlignment',
    email: typedText(fields, 'email', 4 * EMAIL_MAX_LENGTH),
  };
}

/** The newsletter's invalid-address message, else "The guide could not be sent: {reason}". */
function failureMessage(locale: Locale, failure: LeadFailure): string {
  return refusalMessage(locale, failure, getMessages(locale).quiz.errorInline);
}

export function registerQuizLeadRoutes(app: FastifyInstance, options: QuizLeadRouteOptions) {
  const { db, settings, newsletter, files, limiter, onMailQueued } = options;
  registerFunnelRoute(app, { db, siteUrl: settings.siteUrl, limiter: options.funnelLimiter });

  /** Old leads go at most once an hour, when a new one arrives. */
  const purgeLeads = purgeNowAndThen(HOURLY_MS, () => purgeOldLeads(db));

  registerFormEndpoint(app, {
    path: QUIZ_PATHS.lead,
    name: 'quiz guide request',
    siteUrl: settings.siteUrl,
    limiter,
    files,
    bodyLimit: QUIZ_LEAD_BODY_LIMIT,
    schema: leadSchema,
    nestedFields: ['answers'],
    statuses: { sent: 201 },
    context: contextOf,
    message: (context, outcome) => (outcome === 'sent' ? undefined : failureMessage(context.locale, outcome)),
    // The result page with the message written in; the thank-you replaces the form.
    formAnswer: (context, outcome) => {
      const page = localizePath(QUIZ_PATHS.result(context.result), context.locale);
      if (outcome !== 'sent') {
        const notice = { id: GUIDE_FORM_IDS.notice, text: failureMessage(context.locale, outcome) };
        return { page, notice, field: { id: GUIDE_FORM_IDS.email, value: context.email } };
      }
      const text = format(getMessages(context.locale).quiz.thankYouText, { email: context.email });
      // Without the page in the build, a success still lands on the result page's thank-you.
      return {
        page,
        notice: { id: GUIDE_FORM_IDS.notice, text },
        status: 200,
        otherwise: `${page}#${GUIDE_SENT_ANCHOR}`,
      };
    },
    handle: async ({ data, context, request }) => {
      const email = normalizeEmail(data.email);
      const lead = { ...context, email, result: data.result };
      if (!isValidEmail(email)) return { outcome: 'invalidEmail', context: lead };
      // A database failure goes to the guard's error handler: 503 (or 500), the address kept in the form.
      const guide = await requestGuide(db, settings, {
        email,
        locale: lead.locale,
        result: lead.result,
        answers: data.answers,
        newsletter: data.newsletter,
      });
      if (guide === 'queued') onMailQueued({ kind: 'quiz-guide', locale: lead.locale, email });
      purgeLeads().catch((error: unknown) =>
        request.log.error({ error: loggableError(error) }, 'could not delete old quiz leads'),
      );
      countSteps(db, lead.locale, ['guide']).catch((error: unknown) =>
        request.log.error({ error: loggableError(error) }, 'could not count a quiz step'),
      );
      if (data.newsletter) {
        const source = localizePath(QUIZ_PATHS.result(lead.result), lead.locale);
        const signup = await subscribe(db, newsletter, { email, locale: lead.locale, source });
        if (signup.mail) onMailQueued({ kind: signup.mail, locale: lead.locale, email });
      }
      return { outcome: 'sent', context: lead };
    },
  });
}
