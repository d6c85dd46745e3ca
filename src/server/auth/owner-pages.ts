/**
 * The owner's pages (/admin…, in every language) before Astro renders them: never cached or
 * indexed; without a level-2 session every page but sign-in and enrollment sends the visitor to
 * sign in; a signed-in owner asking for sign-in goes to the overview. What a page shows reaches
 * it as `Astro.locals.owner`, read on the server: no owner data is ever in a public page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../i18n/locales.ts';
import { OPEN_OWNER_PAGES, type OwnerPage, ownerPageOf, ownerPath } from '../../i18n/owner/paths.ts';
import type { BookableService } from '../../lib/booking.ts';
import type { Overview } from '../../lib/owner-overview.ts';
import { findLeads, leadFilterOf, leadRecord } from '../admin/leads.ts';
import { missingPagesByDay } from '../admin/missing-pages.ts';
import { ownerOverview } from '../admin/overview.ts';
import { findSubscribers, subscriberFilterOf, subscriberRecord } from '../admin/subscribers.ts';
import { calendarSettings } from '../booking/calendar-settings.ts';
import { type BookingFilter, bookingsBetween, ownerBookings } from '../booking/owner-bookings.ts';
import { datesOffFrom, readBookingSettings } from '../booking/owner-settings.ts';
import type { Knowledge } from '../chat/knowledge.ts';
import { type GroupView, questionGroupsReport } from '../chat/question-marks.ts';
import { chatReport } from '../chat/stats.ts';
import type { Database } from '../db/client.ts';
import { editionRecord, listEditions } from '../newsletter/editions.ts';
import { pendingMail } from '../newsletter/owner-report.ts';
import { listPrivacyRequests } from '../privacy/owner-report.ts';
import { quizStats } from '../quiz/owner-report.ts';
import { type AuditEntry, readAuditLog } from './audit-log.ts';
import type { OwnerAuth } from './owner-auth.ts';
import { type Owner, ownerOf, sessionsOf } from './owner-session.ts';
import { enrollmentOwner } from './owners.ts';

/** What a signed-in owner's pages read, on the server, each a function so a page asks only for its own. */
export interface OwnerData {
  sessions: () => ReturnType<typeof sessionsOf>;
  activity: (before?: number) => Promise<AuditEntry[]>;
  /** The overview's figures (../admin/overview.ts). */
  overview: () => Promise<Overview>;
  /** A page of the subscriber list, and one subscriber's record (../admin/subscribers.ts). */
  subscribers: (query: Record<string, unknown>) => ReturnType<typeof findSubscribers>;
  subscriber: (id: number) => ReturnType<typeof subscriberRecord>;
  /** A page of the quiz leads with the funnel, and one request (../admin/leads.ts). */
  leads: (query: Record<string, unknown>) => ReturnType<typeof findLeads>;
  lead: (id: number) => ReturnType<typeof leadRecord>;
  quizFunnel: () => Promise<Awaited<ReturnType<typeof quizStats>>['funnel']>;
  /** The chat's days, and its kept questions still open or (`handled`) dealt with. */
  chat: (handled: boolean) => ReturnType<typeof chatReport>;
  /** Whether the server keeps unanswered questions at all (CHAT_LOG_QUESTIONS). */
  keepsQuestions: boolean;
  /** The unanswered questions in groups, with the owner's marks and what answers them now. */
  questionGroups: (view: GroupView) => ReturnType<typeof questionGroupsReport>;
  missingPages: () => ReturnType<typeof missingPagesByDay>;
  /** Mail waiting or failed, newest first. */
  mail: () => ReturnType<typeof pendingMail>;
  /** The privacy requests with their state and days left (../privacy/owner-report.ts). */
  privacyRequests: () => ReturnType<typeof listPrivacyRequests>;
  /** The newsletter's editions, newest first, and one edition (../newsletter/editions.ts). */
  editions: () => ReturnType<typeof listEditions>;
  edition: (id: number) => ReturnType<typeof editionRecord>;
  /** The bookings of a list, or of a window of her calendar (../booking/owner-bookings.ts). */
  bookings: (filter: BookingFilter) => ReturnType<typeof ownerBookings>;
  bookingsBetween: (start: Date, end: Date) => ReturnType<typeof bookingsBetween>;
  /** How she takes bookings, and her days off from a day on (../booking/owner-settings.ts). */
  bookingSettings: () => ReturnType<typeof readBookingSettings>;
  datesOff: (from: string) => ReturnType<typeof datesOffFrom>;
  /** Her own calendar's address, and whether a feed address exists (../booking/calendar-settings.ts). */
  calendar: () => ReturnType<typeof calendarSettings>;
  /** The bookable services by id, for their titles. */
  bookableServices: ReadonlyMap<string, BookableService>;
}

/** What an owner page receives: the owner's data once signed in (sign-in and enrollment are open). */
export type OwnerPageLocals = {
  page: OwnerPage;
  locale: Locale;
  /** Whether an enrollment link still works (and for which address). */
  enrollment: (token: string) => Promise<{ email: string } | undefined>;
} & (({ signedIn: Owner } & OwnerData) | { signedIn: null });

export interface OwnerPageOptions {
  auth: OwnerAuth;
  db: Database;
  keepsQuestions: boolean;
  /** The chat's knowledge, the latest build's (which groups of questions it answers now). */
  knowledge: Knowledge;
  services: ReadonlyMap<string, BookableService>;
}

function ownerData({ db, keepsQuestions, knowledge, services }: OwnerPageOptions, owner: Owner): OwnerData {
  return {
    sessions: () => sessionsOf(db, owner),
    activity: (before) => readAuditLog(db, { before }),
    overview: () => ownerOverview(db),
    subscribers: (query) => findSubscribers(db, subscriberFilterOf(query)),
    subscriber: (id) => subscriberRecord(db, id),
    leads: (query) => findLeads(db, leadFilterOf(query)),
    lead: (id) => leadRecord(db, id),
    quizFunnel: async () => (await quizStats(db)).funnel,
    chat: (handled) => chatReport(db, { handled }),
    keepsQuestions,
    questionGroups: (view) => questionGroupsReport(db, knowledge, { view }),
    missingPages: () => missingPagesByDay(db),
    mail: () => pendingMail(db),
    privacyRequests: () => listPrivacyRequests(db),
    editions: () => listEditions(db, owner.locale),
    edition: (id) => editionRecord(db, id),
    bookings: (filter) => ownerBookings(db, filter),
    bookingsBetween: (start, end) => bookingsBetween(db, start, end),
    bookingSettings: () => readBookingSettings(db),
    datesOff: (from) => datesOffFrom(db, from),
    calendar: () => calendarSettings(db),
    bookableServices: services,
  };
}

/** Answers an owner page's request up to Astro: 'answered' when it redirected, else the page's locals; undefined for other paths. */
export function ownerPages(options: OwnerPageOptions) {
  const { auth, db } = options;
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
    const enrollment = async (token: string) => {
      const found = await enrollmentOwner(db, token);
      return found && { email: found.email };
    };
    return {
      owner: owner
        ? { page, locale, enrollment, signedIn: owner, ...ownerData(options, owner) }
        : { page, locale, enrollment, signedIn: null },
    };
  };
}

export type OwnerPageHandler = ReturnType<typeof ownerPages>;
