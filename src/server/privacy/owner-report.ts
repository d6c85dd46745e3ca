/**
 * The owner's view of the privacy requests: every request of the last 12 months with its state
 * and, while it is open, the days left of the 15 the LGPD gives to answer (art. 19). No address:
 * the owner needs to see that requests are answered, not who made them. Read only: a request
 * whose link or session has run out but was not tidied yet (requests.ts) shows as it will be.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { type Database, rowsOf } from '../db/client.ts';
import type { PrivacyRequestState } from '../db/schema.ts';

/** Days the law gives to answer a request (LGPD art. 19, II). */
export const ANSWER_DAYS = 15;

/** A request as the owner's list shows it. */
export interface ListedPrivacyRequest {
  id: number;
  requestedAt: Date;
  locale: Locale;
  state: PrivacyRequestState;
  /** The visitor can still act on it: its link, or its session, works. */
  open: boolean;
  /** While open, the days left of ANSWER_DAYS, a day begun counting whole (0 once past); null once closed. */
  daysLeft: number | null;
}

interface Row {
  id: number | string;
  requested_at: Date | string;
  locale: Locale;
  state: PrivacyRequestState;
  open: boolean;
  days_left: number | string | null;
}

/** The newest requests first (at most `limit`). */
export async function listPrivacyRequests(db: Database, { limit = 200 } = {}): Promise<ListedPrivacyRequest[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      WITH listed AS (
        SELECT id, requested_at, locale,
          CASE WHEN closed_at IS NULL AND opened_at IS NULL AND link_expires_at <= now() THEN 'expired' ELSE state END
            AS state,
          closed_at IS NULL
            AND (opened_at IS NULL AND link_expires_at > now() OR coalesce(session_expires_at > now(), false)) AS open
        FROM privacy_requests
      )
      SELECT id, requested_at, locale, state, open,
        CASE WHEN open THEN greatest(0, ceil(extract(epoch FROM
          requested_at + make_interval(days => ${ANSWER_DAYS}) - now()) / 86400))::int END AS days_left
      FROM listed
      ORDER BY requested_at DESC, id DESC
      LIMIT ${limit}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    requestedAt: new Date(row.requested_at),
    locale: row.locale,
    state: row.state,
    open: row.open,
    daysLeft: row.days_left === null ? null : Number(row.days_left),
  }));
}
