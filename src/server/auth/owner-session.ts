/**
 * Who is asking, for every owner page and API: a session at assurance level 2 (a password and a
 * code), of an account that is not disabled, within its lifetime. Anything less is no owner.
 * better-auth keeps the session's idle limit; the absolute lifetime is checked here.
 */
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../i18n/locales.ts';
import type { Database } from '../db/client.ts';
import { ownerSessions } from '../db/schema.ts';
import { FRESH_CODE_SECONDS, type OwnerAuth, SESSION_LIFETIME_SECONDS } from './owner-auth.ts';

/** An owner signed in with both factors, as the pages and APIs see them. */
export interface Owner {
  userId: string;
  email: string;
  name: string;
  locale: Locale;
  sessionId: string;
  /** When a code was last given in this session. */
  factorVerifiedAt: Date | null;
}

/** The request's headers as a fetch `Headers` (what better-auth reads its cookies from), by better-auth's own helper. */
export function headersOf(request: FastifyRequest): Headers {
  return fromNodeHeaders(request.headers);
}

/** Passes better-auth's Set-Cookie headers (a refreshed or ended session) on to the reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('Set-Cookie', [...cookies]);
}

/** The level-2 session of the request's owner, or null (no session, level 1, disabled, too old). */
export async function ownerOf(auth: OwnerAuth, request: FastifyRequest, reply: FastifyReply): Promise<Owner | null> {
  if (!request.headers.cookie?.includes('__Host-vibra-owner')) return null;
  const { headers, response } = await auth.api.getSession({ headers: headersOf(request), returnHeaders: true });
  forwardCookies(reply, headers);
  if (!response) return null;
  const { session, user } = response;
  if (session.assurance !== 2 || user.disabled) return null;
  if (Date.now() - session.createdAt.getTime() > SESSION_LIFETIME_SECONDS * 1000) {
    await auth.api.revokeSession({ headers: headersOf(request), body: { token: session.token } }).catch(() => {});
    return null;
  }
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    locale: user.locale as Locale,
    sessionId: session.id,
    factorVerifiedAt: session.factorVerifiedAt ? new Date(session.factorVerifiedAt) : null,
  };
}

/** True when the owner gave a code within FRESH_CODE_SECONDS (export, deletion, mass mail, factor changes). */
export function hasFreshCode(owner: Owner, now = Date.now()): boolean {
  return owner.factorVerifiedAt !== null && now - owner.factorVerifiedAt.getTime() <= FRESH_CODE_SECONDS * 1000;
}

/** The owner's open sessions, the current one marked. */
export async function sessionsOf(db: Database, owner: Owner) {
  const rows = await db
    .select({
      id: ownerSessions.id,
      createdAt: ownerSessions.createdAt,
      lastUsed: ownerSessions.updatedAt,
      userAgent: ownerSessions.userAgent,
    })
    .from(ownerSessions)
    .where(
      and(
        eq(ownerSessions.userId, owner.userId),
        eq(ownerSessions.assurance, 2),
        gt(ownerSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(ownerSessions.createdAt);
  return rows.map((row) => ({ ...row, current: row.id === owner.sessionId }));
}
