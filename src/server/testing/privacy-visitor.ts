/**
 * A visitor of the privacy request page against a test app: asks for a link, reads it from the
 * outbox as their mail program would, opens it (the page's button), keeps the session cookie as a
 * browser would (the one for the page's language), downloads and deletes.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { PRIVACY_REQUEST_PATH } from '../../i18n/routes.ts';
import { PRIVACY_ACTIONS, PRIVACY_REQUEST_ENDPOINT, PRIVACY_SESSION_COOKIE } from '../../lib/privacy-request.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { SAME_ORIGIN_HEADERS } from './fixtures.ts';

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

/** The request page's path, and its actions', in a language. */
export const privacyPage = (locale: Locale, action?: keyof typeof PRIVACY_ACTIONS) =>
  `${localizePath(PRIVACY_REQUEST_PATH, locale)}${action ? PRIVACY_ACTIONS[action] : ''}`;

/** The first step, as the island posts it. */
export function askForLink(
  app: FastifyInstance,
  payload: unknown,
  headers: Record<string, string> = SAME_ORIGIN_HEADERS,
) {
  return app.inject({ method: 'POST', url: PRIVACY_REQUEST_ENDPOINT, headers, payload: payload as object });
}

/** A plain form's post (the first step without JavaScript, the link's button, the deletion). */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = SAME_ORIGIN_HEADERS,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The token of the newest privacy link mailed to `email`, read from the mail's text as a reader follows it. */
export async function mailedToken(db: Database, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /\/privacy\/request\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no privacy link mailed to ${email}`);
  return token;
}

/** The session cookie's value a response set for the page of `locale` (undefined when none). */
export function sessionCookieOf(response: Answer, locale: Locale): string | undefined {
  const cookies = response.cookies as { name: string; value: string; path?: string }[];
  return cookies.find((cookie) => cookie.name === PRIVACY_SESSION_COOKIE && cookie.path === privacyPage(locale))?.value;
}

/** Asks for a link for `email` and opens it: the session cookie's value. */
export async function openSession(app: FastifyInstance, db: Database, email: string, locale: Locale): Promise<string> {
  const asked = await askForLink(app, { email, locale });
  if (asked.statusCode !== 202) throw new Error(`asking for a link: ${asked.statusCode} ${asked.body}`);
  const opened = await postForm(app, privacyPage(locale, 'open'), { token: await mailedToken(db, email) });
  const session = sessionCookieOf(opened, locale);
  if (!session) throw new Error(`opening the link: ${opened.statusCode} ${opened.body}`);
  return session;
}

/** A GET or POST with the session cookie, as the browser sends it on the page's paths. */
export function withSession(session: string, headers: Record<string, string> = SAME_ORIGIN_HEADERS) {
  return { ...headers, cookie: `${PRIVACY_SESSION_COOKIE}=${session}` };
}

/** A download of the page's data, with the session cookie when there is one. */
export function download(app: FastifyInstance, locale: Locale, format: 'json' | 'csv', session?: string) {
  return app.inject({ method: 'GET', url: privacyPage(locale, format), headers: session ? withSession(session) : {} });
}
