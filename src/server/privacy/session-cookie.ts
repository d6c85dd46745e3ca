/**
 * The cookie a privacy request's link is exchanged for (requests.ts says why): HttpOnly,
 * SameSite=Strict, Secure on an https site, for SESSION_MINUTES. It is set once per language on
 * that language's request page path (`/privacy/request`, `/pt/privacy/request`…), so the visitor
 * may switch languages, and the site's other pages and APIs never receive it.
 */
import { LOCALES } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { PRIVACY_REQUEST_PATH } from '../../i18n/routes.ts';
import { PRIVACY_SESSION_COOKIE } from '../../lib/privacy-request.ts';
import { SESSION_MINUTES } from './requests.ts';

function cookies(value: string, maxAgeSeconds: number, secure: boolean): string[] {
  return LOCALES.map(
    (locale) =>
      `${PRIVACY_SESSION_COOKIE}=${value}; Path=${localizePath(PRIVACY_REQUEST_PATH, locale)}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

/** The Set-Cookie headers that open a session in this browser. */
export function sessionCookies(session: string, secure: boolean): string[] {
  return cookies(session, SESSION_MINUTES * 60, secure);
}

/** The Set-Cookie headers that end it (after a deletion). */
export function endedSessionCookies(secure: boolean): string[] {
  return cookies('', 0, secure);
}

/** The session token in a Cookie header, if any. */
export function sessionOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PRIVACY_SESSION_COOKIE && value.length > 0) return value.join('=') || undefined;
  }
  return undefined;
}
