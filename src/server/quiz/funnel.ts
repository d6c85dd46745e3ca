import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { FUNNEL_ENDPOINT, FUNNEL_STEPS, type FunnelStep } from '../../lib/quiz/lead.ts';
import type { Database } from '../db/client.ts';
import { quizFunnel } from '../db/schema.ts';
import { type GuardRefusal, guardEndpoint, REFUSAL_STATUS } from '../http/endpoint-guards.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

/** Adds one to each step's count for today (UTC) in this language, in one statement. */
export async function countSteps(db: Database, locale: Locale, steps: readonly FunnelStep[]): Promise<void> {
  if (steps.length === 0) return;
  const today = sql<string>`(now() AT TIME ZONE 'UTC')::date`;
  await db
    .insert(quizFunnel)
    .values(steps.map((step) => ({ day: today, locale, step, count: 1 })))
    .onConflictDoUpdate({
      target: [quizFunnel.day, quizFunnel.locale, quizFunnel.step],
      set: { count: sql`${quizFunnel.count} + 1` },
    });
}

const FUNNEL_BODY_LIMIT = 256;

const eventSchema = z.strictObject({ step: z.enum(FUNNEL_STEPS), locale: z.enum(LOCALES) });

type Refusal = Exclude<GuardRefusal, 'unexpected'> | 'unavailable';

export interface FunnelRouteOptions {
  db: Database;
  siteUrl: string;
  limiter: RateLimiter;
}

/**
 * `POST /api/quiz/funnel` `{step, locale}`: the quiz island reports a step reached (the plain
 * form's steps are counted where the server sees them). The newsletter's rules: 256 bytes (413),
 * JSON (415), same-origin (403), `QUIZ_FUNNEL_RATE_LIMIT` (429), the schema (400); then 204. The
 * guide step is counted by the guide request itself, never from here.
 */
export function registerFunnelRoute(app: FastifyInstance, { db, siteUrl, limiter }: FunnelRouteOptions) {
  const siteOrigin = [new URL(siteUrl).origin];
  const refuse = (reply: FastifyReply, locale: Locale, refusal: Refusal) =>
    reply
      .code(REFUSAL_STATUS[refusal])
      .header('Cache-Control', 'no-store')
      .send({ message: getMessages(locale).newsletter.reasons[refusal] });

  app.register(async (scope) => {
    guardEndpoint(scope, {
      siteOrigins: siteOrigin,
      limiter,
      name: 'quiz step report',
      refuse: (request, reply, refusal) => {
        const parsed = eventSchema.safeParse(request.body);
        const locale = parsed.success ? parsed.data.locale : DEFAULT_LOCALE;
        return refuse(reply, locale, refusal === 'unexpected' ? 'unavailable' : refusal);
      },
    });
    scope.post(FUNNEL_ENDPOINT, { bodyLimit: FUNNEL_BODY_LIMIT }, async (request, reply) => {
      const parsed = eventSchema.safeParse(request.body);
      const locale = parsed.success ? parsed.data.locale : DEFAULT_LOCALE;
      if (!parsed.success || parsed.data.step === 'guide') return refuse(reply, locale, 'invalidRequest');
      // A database failure goes to the guard's error handler (503 with Retry-After).
      await countSteps(db, locale, [parsed.data.step]);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });
}
