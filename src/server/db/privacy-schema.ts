/*
 * The privacy requests visitors serve themselves (migrations/0011_privacy_requests.sql),
 * re-exported by schema.ts. The CHECK constraints (states, languages, "an open request holds the
 * address, a closed one never") live in the SQL only.
 */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales.ts';

/** What last happened to a request: its link sent, opened, the data downloaded, deleted, or the link expired unused. */
export type PrivacyRequestState = 'link-sent' | 'opened' | 'downloaded' | 'deleted' | 'expired';

/** One request: a link mailed to an address, exchanged once for an hour's session (src/server/privacy/requests.ts). */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** As typed (trimmed), while the request is open; null once it is closed. */
    email: text('email'),
    /** A keyed hash of the address (privacy/forget.ts's addressHash), kept after closing. */
    addressHash: text('address_hash').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    state: text('state').$type<PrivacyRequestState>().notNull().default('link-sent'),
    /** SHA-256 of the link's token; null once it was exchanged (the link works once) or the request closed. */
    linkTokenHash: text('link_token_hash').unique('privacy_requests_link_token_hash_key'),
    /** SHA-256 of the session cookie's token; null before the link is opened and after closing. */
    sessionTokenHash: text('session_token_hash').unique('privacy_requests_session_token_hash_key'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    /** When the address was let go (deleted, expired, or the session over); null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('privacy_requests_requested_at').on(table.requestedAt),
    index('privacy_requests_address_hash').on(table.addressHash),
  ],
);
