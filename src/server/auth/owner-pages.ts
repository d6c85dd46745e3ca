/**
 * The owner's pages (/admin…, in every language) before Astro renders them: never cached or
 * indexed; without a level-2 session every page but sign-in and enrollment sends the visitor to
 * sign in; a signed-in owner asking for sign-in goes to the overview. What a page shows reaches
 * it as `Astro.locals.owner`, read on the server: no owner data is ever in a public page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../i18n/locales.ts';
import { OPEN_OWNER_PAGES, type OwnerPage, ownerPageOf, ownerPath } from '../../i18n/owner/paths.ts';
import type { Overview } from '../../lib/owner-overview.ts';
import { ownerOverview } from '../admin/overview.ts';
import { findSubscribers, subscriberFilterOf, subscriberRecord } from '../admin/subscribers.ts';
import type { Database } from '../db/client.ts';
import { pendingMail } from '../newsletter/owner-report.ts';
import { type AuditEntry, readAuditLog } from './audit-log.ts';
import type { OwnerAuth } from './owner-auth.ts';
import { type Owner, ownerOf } from './owner-session.ts';
import { enrollmentOwner } from './owners.ts';
import { sessionsOf } from './routes.ts';

export interface OwnerSessionRow {
  id: string;
  createdAt: Date;
  lastUsed: Date;
  userAgent: string | null;
  current: boolean;
}

/** What an owner page receives. */
export interface OwnerPageLocals {
  page: OwnerPage;
  locale: Locale;
  /** Null on sign-in and enrollment when nobody is signed in. */
  signedIn: Owner | null;
  sessions: () => Promise<OwnerSessionRow[]>;
  activity: (before?: number) => Promise<AuditEntry[]>;
  /** The overview's figures (../admin/overview.ts). */
  overview: () => Promise<Overview>;
  /** A page of the subscriber list, and one subscriber's record (../admin/subscribers.ts). */
  subscribers: (query: Record<string, unknown>) => ReturnType<typeof findSubscribers>;
  subscriber: (id: number) => ReturnType<typeof subscriberRecord>;
  /** Mail waiting or failed, newest first. */
  mail: () => ReturnType<typeof pendingMail>;
  /** Whether an enrollment link still works (and for which address). */
  enrollment: (token: string) => Promise<{ email: string } | undefined>;
}

/** Answers an owner page's request up to Astro: 'answered' when it redirected, else the page's locals; undefined for other paths. */
export function ownerPages({ auth, db }: { auth: OwnerAuth; db: Database }) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
  ): Promise<{ owner: OwnerPageLocals } | 'answered' | undefined> => {
    const found = ownerPageOf(path);
    if (!found) return undefined;
    const { page, locale } = found;
    const owner = await ownerOf(auth, request, reply);
    // Astro writes the page to the raw response, so the headers go there (a refreshed session's cookie too).
    const cookies = reply.getHeader('set-cookie');
    if (cookies) reply.raw.setHeader('Set-Cookie', cookies as string[]);
    reply.raw.setHeader('Cache-Control', 'no-store');
    reply.raw.setHeader('X-Robots-Tag', 'noindex, nofollow');
    reply.raw.setHeader('Referrer-Policy', 'no-referrer');
    if (!owner && !OPEN_OWNER_PAGES.includes(page)) {
      reply.redirect(ownerPath('signIn', locale), 303);
      return 'answered';
    }
    if (owner && page === 'signIn') {
      reply.redirect(ownerPath('overview', locale), 303);
      return 'answered';
    }
    return {
      owner: {
        page,
        locale,
        signedIn: owner,
        sessions: () => (owner ? sessionsOf(db, owner) : Promise.resolve([])),
        activity: (before) => (owner ? readAuditLog(db, { before }) : Promise.resolve([])),
        overview: () => (owner ? ownerOverview(db) : Promise.reject(new Error('not signed in'))),
        subscribers: (query) =>
          owner ? findSubscribers(db, subscriberFilterOf(query)) : Promise.reject(new Error('not signed in')),
        subscriber: (id) => (owner ? subscriberRecord(db, id) : Promise.resolve(undefined)),
        mail: () => (owner ? pendingMail(db) : Promise.resolve([])),
        enrollment: async (token) => {
          const found = await enrollmentOwner(db, token);
          return found && { email: found.email };
        },
      },
    };
  };
}

export type OwnerPageHandler = ReturnType<typeof ownerPages>;
