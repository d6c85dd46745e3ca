/**
 * An endpoint a visitor posts a form to: from its island as JSON, or as a plain HTML form without
 * JavaScript (the newsletter signup, the quiz's guide request). The house rules come with it: the
 * guards of endpoint-guards.ts (another site 403, another format 415, a body over the cap 413, a
 * per-client rate limit 429, counted once the small body is read so the refusal is in the
 * visitor's language), a Zod schema (400), and never a 5xx for what a visitor sends. Every answer
 * is in the visitor's language: `{ outcome, message? }` for the island; for the plain form, a 303
 * back to the page or the page with the message written in and the visitor's input kept.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { guardEndpoint, isFormPost, REFUSAL_STATUS, type Refusal } from './endpoint-guards.ts';
import { type FormAnswer, sendFormAnswer } from './notice-page.ts';
import type { RateLimiter } from './rate-limit.ts';
import { bodyFields } from './request-context.ts';
import type { StaticFile } from './static-files.ts';

/**
 * A urlencoded body's fields. A field of `nested` posted as `name[key]=value` (the quiz's
 * `answers[q1]`) is gathered into one object under `name`; the last of repeated fields wins.
 */
export function parseForm(body: string, nested: readonly string[] = []): Record<string, unknown> {
  const fields: [string, string][] = [];
  const groups = new Map<string, [string, string][]>();
  for (const [name, value] of new URLSearchParams(body)) {
    const [, group, key] = /^(\w+)\[(\w+)\]$/.exec(name) ?? [];
    if (group && key && nested.includes(group)) groups.set(group, [...(groups.get(group) ?? []), [key, value]]);
    else fields.push([name, value]);
  }
  return {
    ...Object.fromEntries(fields),
    ...Object.fromEntries([...groups].map(([group, entries]) => [group, Object.fromEntries(entries)])),
  };
}

/** An on-demand page to answer with, and what it is told (`Astro.locals`). */
export interface PageRender {
  path: string;
  locals: App.Locals;
}

/** Renders an on-demand page in answer to a request (the status set on `reply` first is kept unless the page sets its own). */
export type RenderPage = (request: FastifyRequest, reply: FastifyReply, page: PageRender) => Promise<FastifyReply>;

/** What the endpoint's work came to, and the context to answer in when it learned more (the address as normalised). */
export interface FormOutcome<Outcome extends string, Context> {
  outcome: Outcome | Refusal;
  context?: Context;
  /** More for the island's JSON answer (a booking's reference, the nearest free times). */
  details?: Record<string, unknown>;
}

/** What makes one form endpoint: its route and limits, its schema, its answers and its work. */
export interface FormEndpointOptions<Data, Context, Outcome extends string> {
  /** The route (POST). */
  path: string;
  /** What the endpoint is, for the log of an unexpected failure. */
  name: string;
  /** The site's public address: posts from its origin are same-site too. */
  siteUrl: string;
  limiter: RateLimiter;
  /** The largest body accepted in either format; a larger one is refused (413). */
  bodyLimit: number;
  /** The body, JSON or form; one that fails it is refused (400). */
  schema: z.ZodType<Data>;
  /** Fields a plain form posts as `name[key]=value` (see {@link parseForm}). */
  nestedFields?: readonly string[];
  /** The status of each of the endpoint's own outcomes (a refusal's is REFUSAL_STATUS's). */
  statuses: Record<Outcome, number>;
  /**
   * What is known of the visitor from whatever part of the body is usable (the language, the
   * page, what they typed); also for a refusal of a body that was never read or is not valid.
   */
  context: (request: FastifyRequest, fields: Record<string, unknown>) => Context;
  /** The island's translated message for an outcome; undefined for one answered by its name alone (a success). */
  message: (context: Context, outcome: Outcome | Refusal) => string | undefined;
  /**
   * The answer to a plain form (see {@link FormAnswer}), or an on-demand page rendered with what
   * the visitor sent (`render`, through `renderPage`), so nothing they typed is lost.
   */
  formAnswer: (
    context: Context,
    outcome: Outcome | Refusal,
    details?: Record<string, unknown>,
  ) => FormAnswer | { render: PageRender };
  /** Renders an on-demand page as the answer (site-routes.ts's Astro handler); needed for `render` answers. */
  renderPage?: RenderPage;
  /** The built pages, which a plain form's answer shows. */
  files: Map<string, StaticFile>;
  /** Adds the endpoint's own hooks to its scope, ahead of the guards. */
  hooks?: (scope: FastifyInstance) => void;
  /** The work for a valid body. A database failure is left to throw: the guards answer it (503, or 500). */
  handle: (input: { data: Data; context: Context; request: FastifyRequest }) => Promise<FormOutcome<Outcome, Context>>;
}

/**
 * Registers a form endpoint in its own Fastify scope, so its body parser, guards and error
 * handler apply to its route only.
 */
export function registerFormEndpoint<Data, Context, Outcome extends string>(
  app: FastifyInstance,
  options: FormEndpointOptions<Data, Context, Outcome>,
): void {
  const { path, bodyLimit, schema, nestedFields = [], files } = options;
  const statuses: Record<Outcome | Refusal, number> = { ...REFUSAL_STATUS, ...options.statuses };
  const contextOf = (request: FastifyRequest) => options.context(request, bodyFields(request.body));

  /** Answers in the form the request came: JSON for the island, a redirect or a page for a plain form. */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    context: Context,
    outcome: Outcome | Refusal,
    details?: Record<string, unknown>,
  ) {
    reply.code(statuses[outcome]).header('Cache-Control', 'no-store');
    if (isFormPost(request)) {
      const formAnswer = options.formAnswer(context, outcome, details);
      if (!('render' in formAnswer)) return sendFormAnswer(reply, files, formAnswer);
      if (!options.renderPage) throw new Error(`${options.name}: a rendered answer needs renderPage`);
      return options.renderPage(request, reply, formAnswer.render);
    }
    const message = options.message(context, outcome);
    return reply.send({ outcome, ...(message === undefined ? {} : { message }), ...details });
  }

  app.register(async (scope) => {
    options.hooks?.(scope);
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => done(null, parseForm(body as string, nestedFields)),
    );
    // Checked before the body is read: a cross-site post or an unexpected format is refused unread;
    // the rate limit once the (small) body is read, so the refusal is in the visitor's language.
    guardEndpoint(scope, {
      siteOrigins: [new URL(options.siteUrl).origin],
      limiter: options.limiter,
      forms: true,
      limitAfterBody: true,
      name: options.name,
      refuse: (request, reply, refusal) => answer(request, reply, contextOf(request), refusal),
    });

    scope.post(path, { bodyLimit }, async (request, reply) => {
      const parsed = schema.safeParse(request.body ?? {});
      const context = contextOf(request);
      if (!parsed.success) return answer(request, reply, context, 'invalidRequest');
      const done = await options.handle({ data: parsed.data, context, request });
      return answer(request, reply, done.context ?? context, done.outcome, done.details);
    });
  });
}
