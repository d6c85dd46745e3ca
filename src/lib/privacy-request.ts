/**
 * The contract between the privacy request page (its island, or its plain forms without
 * JavaScript) and the server (src/server/privacy/): the endpoint, the page's sub-paths, the
 * answers, and the notices the page shows after a plain form was answered.
 */
import type { FormRefusal } from './newsletter.ts';

/** Where the first step posts `{ email, locale }` (JSON from the island, or a plain form). */
export const PRIVACY_REQUEST_ENDPOINT = '/api/privacy/request';

/** The largest first-step body accepted; a real one is about 100 bytes. */
export const PRIVACY_REQUEST_BODY_LIMIT = 1024;

/**
 * The routes under the request page's own path in each language (`/pt/privacy/request/open`…),
 * so that the session cookie, scoped to that path, reaches them and nothing else of the site.
 */
export const PRIVACY_ACTIONS = {
  /** POST: the link's token exchanged for the session (the link then stops working). */
  open: '/open',
  /** GET: everything held about the address, as files. */
  json: '/data.json',
  csv: '/data.csv',
  /** POST, from the confirmation step: everything deleted. */
  delete: '/delete',
} as const;

/** The session cookie the link's token is exchanged for (HttpOnly, SameSite=Strict, the page's path only). */
export const PRIVACY_SESSION_COOKIE = 'vibra_privacy';

/** Why the first step did not work: the newsletter's reasons (same rules), a duplicate aside. */
export type PrivacyRequestFailure = FormRefusal;

/**
 * The first step's JSON answer. `sent` whether or not the address is known: a link goes out in
 * both cases, so neither the answer nor its timing tells anyone what the site holds.
 */
export type PrivacyRequestResponse = { outcome: 'sent' } | { outcome: PrivacyRequestFailure; message: string };

/**
 * What the page may announce after a redirect (`?notice=`): the plain form's outcome, a link
 * that no longer works, a session that ended, a deletion done. Any other value is ignored.
 */
export const PRIVACY_NOTICES = ['sent', 'invalidLink', 'sessionEnded', 'deleted'] as const;
export type PrivacyNotice = (typeof PRIVACY_NOTICES)[number] | PrivacyRequestFailure;

/** Ids of the page's request form, so the label, the island's message and the page's notice line up. */
export const PRIVACY_FORM_IDS = {
  form: 'privacy-request-form',
  email: 'privacy-request-email',
  message: 'privacy-request-message',
  notice: 'privacy-request-notice',
} as const;

/** The confirmation step of a deletion is the page with `?step=` this value. */
export const CONFIRM_DELETION_STEP = 'confirm-deletion';

/** What the site holds about an address, in numbers, as the page lists it before the download. */
export interface HeldSummary {
  /** The newsletter subscription's status, or null without one. */
  subscription: 'pending' | 'subscribed' | 'unsubscribed' | 'bounced' | null;
  quizRequests: number;
  /** Sessions booked with the address (notes, phone and times in the download). */
  bookings: number;
  mails: number;
}

/**
 * What the request page shows this visitor: the data of their open session, the button of a
 * link (and whether it still works), or the form; `unavailable` when the database did not answer.
 */
export type PrivacyVisit =
  | { kind: 'form' }
  | { kind: 'link'; works: boolean }
  | { kind: 'data'; email: string; held: HeldSummary }
  | { kind: 'unavailable' };

/** What the server hands the request page (`Astro.locals.privacy`; src/server/privacy/routes.ts). */
export interface PrivacyPageLocals {
  /** Reads the visitor's session cookie first, then the link's token; changes nothing. */
  visit(input: { session: string | undefined; token: string | null }): Promise<PrivacyVisit>;
}
