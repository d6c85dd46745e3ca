/**
 * A privacy request's life in `privacy_requests` (migrations/0011_privacy_requests.sql):
 *
 * 1. Asked: a row and its mail are written together; the mail carries a random token, the row
 *    only its SHA-256. Nothing about the person is looked up, so a known and an unknown address
 *    take the same statements and get the same answer.
 * 2. Opened: the token is exchanged, once, for a session token (the visitor's cookie; again only
 *    its hash is stored) that lasts an hour. Why an exchange rather than a token that stays valid
 *    for 24 hours: a link in a mail is seen by more than its reader (mail scanners that open
 *    links, a forwarded mail, the browser's history, a shared computer), so it should be worth
 *    nothing once used. Opening a link is a POST from the page's button, not the GET of the link
 *    itself, so a scanner that only opens links uses nothing up. The cookie is HttpOnly (no script
 *    reads it), SameSite=Strict (no other site's page or form can make the browser send it, so no
 *    other site can download or delete) and limited to the request page's paths.
 * 3. Closed: deleted at the visitor's word, or let go when the link expires unused or the session
 *    ends. The address and both tokens go; the state, the dates and a keyed hash of the address
 *    stay, and the row itself goes after 12 months.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { type Database, rowsOf } from '../db/client.ts';
import { type PrivacyRequestState, privacyRequests } from '../db/schema.ts';
import { privacyLinkMail } from '../email/compose.ts';
import { newToken, TOKEN_PATTERN } from '../newsletter/subscribers.ts';

/** How long a link works, unused. */
export const LINK_HOURS = 24;
/** How long the session a link opens lasts: enough to read, download and decide. */
export const SESSION_MINUTES = 60;
/** Links one address can be sent in a day, so that nobody can flood someone's inbox through the form. */
export const LINKS_PER_ADDRESS_PER_DAY = 5;
/** A request's record (state, dates, keyed hash) is deleted after this many months (the privacy policy says so). */
export const REQUEST_RETENTION_MONTHS = 12;

/** SHA-256 of a token, as stored: a copy of the database opens no link and no session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The open request behind a session. */
export interface OpenRequest {
  id: number;
  email: string;
  addressHash: string;
  locale: Locale;
  state: PrivacyRequestState;
}

/**
 * Records a request and queues its link's mail in one statement (both or neither). Past
 * LINKS_PER_ADDRESS_PER_DAY for the address, nothing is written and nothing is sent; the visitor
 * is answered alike all the same. Resolves whether a mail was queued.
 */
export async function requestLink(
  db: Database,
  request: { email: string; locale: Locale; addressHash: string; siteUrl: string },
): Promise<boolean> {
  const token = newToken();
  const mail = privacyLinkMail(request.siteUrl, request.locale, token);
  // Raw SQL: the count, the request and its mail in one round trip; the builder cannot write a CTE
  // of data-modifying statements.
  const result = await db.execute(sql`
    WITH allowed AS (
      SELECT count(*) < ${LINKS_PER_ADDRESS_PER_DAY} AS ok FROM privacy_requests
      WHERE address_hash = ${request.addressHash} AND requested_at > now() - interval '1 day'
    ), request AS (
      INSERT INTO privacy_requests (email, address_hash, locale, link_token_hash, link_expires_at)
      SELECT ${request.email}, ${request.addressHash}, ${request.locale}, ${tokenHash(token)},
        now() + make_interval(hours => ${LINK_HOURS})
      FROM allowed WHERE ok
      RETURNING id
    )
    INSERT INTO email_outbox (kind, to_address, locale, subject, text_body, html_body, headers)
    SELECT 'privacy-link', ${request.email}, ${request.locale}, ${mail.subject}, ${mail.text}, ${mail.html},
      ${JSON.stringify(mail.headers)}::jsonb
    FROM request
    RETURNING id`);
  return rowsOf(result).length > 0;
}

/** The open request a link's token belongs to, while the link works. */
const linkOpens = (token: string) =>
  and(
    eq(privacyRequests.linkTokenHash, tokenHash(token)),
    gt(privacyRequests.linkExpiresAt, sql`now()`),
    isNull(privacyRequests.closedAt),
  );

/** Whether a link's token still opens its request. Reads only: looking does not use the link up. */
export async function linkWorks(db: Database, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const rows = await db.select({ id: privacyRequests.id }).from(privacyRequests).where(linkOpens(token));
  return rows.length > 0;
}

/**
 * Exchanges a link's token for a new session token: once (one UPDATE, so of two presses at the
 * same moment only one wins), within LINK_HOURS. Null when the link does not work (any more).
 */
export async function openLink(db: Database, token: string): Promise<{ session: string; locale: Locale } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const session = newToken();
  const [row] = await db
    .update(privacyRequests)
    .set({
      linkTokenHash: null,
      sessionTokenHash: tokenHash(session),
      state: 'opened',
      openedAt: sql`now()`,
      sessionExpiresAt: sql`now() + make_interval(mins => ${SESSION_MINUTES})`,
    })
    .where(linkOpens(token))
    .returning({ locale: privacyRequests.locale });
  return row ? { session, locale: row.locale } : null;
}

/** The open request a session cookie belongs to; undefined once it ended or was closed. */
export async function sessionRequest(db: Database, session: string | undefined): Promise<OpenRequest | undefined> {
  if (!session || !TOKEN_PATTERN.test(session)) return undefined;
  const [row] = await db
    .select({
      id: privacyRequests.id,
      email: privacyRequests.email,
      addressHash: privacyRequests.addressHash,
      locale: privacyRequests.locale,
      state: privacyRequests.state,
    })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.sessionTokenHash, tokenHash(session)),
        gt(privacyRequests.sessionExpiresAt, sql`now()`),
        isNull(privacyRequests.closedAt),
      ),
    );
  // An open request always holds its address (a CHECK of the table).
  return row?.email ? { ...row, email: row.email } : undefined;
}

/** The visitor downloaded their data (the owner sees it). */
export async function markDownloaded(db: Database, id: number): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ state: 'downloaded', downloadedAt: sql`now()` })
    .where(and(eq(privacyRequests.id, id), isNull(privacyRequests.closedAt)));
}

/** What closing a request lets go of: the address and both tokens. */
const LET_GO = { email: null, linkTokenHash: null, sessionTokenHash: null, closedAt: sql`now()` };

/**
 * After the person's data was deleted: this request closes as `deleted`, and so does every other
 * open request of the same person (a link not opened yet counts as expired): no address is left.
 */
export async function closeAfterDeletion(db: Database, request: Pick<OpenRequest, 'id' | 'addressHash'>) {
  await db
    .update(privacyRequests)
    .set({
      ...LET_GO,
      state: sql`CASE WHEN ${privacyRequests.id} = ${request.id} THEN 'deleted'
        WHEN ${privacyRequests.state} = 'link-sent' THEN 'expired' ELSE ${privacyRequests.state} END`,
    })
    .where(
      and(
        or(eq(privacyRequests.id, request.id), eq(privacyRequests.addressHash, request.addressHash)),
        isNull(privacyRequests.closedAt),
      ),
    );
}

/**
 * Lets go of the addresses of requests that are over (a link unused after LINK_HOURS is
 * `expired`; an opened one keeps its state once its session has ended), and deletes the records
 * older than REQUEST_RETENTION_MONTHS.
 */
export async function tidyRequests(db: Database): Promise<void> {
  await db
    .update(privacyRequests)
    .set({
      ...LET_GO,
      state: sql`CASE WHEN ${privacyRequests.openedAt} IS NULL THEN 'expired' ELSE ${privacyRequests.state} END`,
    })
    .where(
      and(
        isNull(privacyRequests.closedAt),
        or(
          and(isNull(privacyRequests.openedAt), lte(privacyRequests.linkExpiresAt, sql`now()`)),
          lte(privacyRequests.sessionExpiresAt, sql`now()`),
        ),
      ),
    );
  await db
    .delete(privacyRequests)
    .where(lt(privacyRequests.requestedAt, sql`now() - make_interval(months => ${REQUEST_RETENTION_MONTHS})`));
}
