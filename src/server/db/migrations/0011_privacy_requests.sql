-- Privacy requests visitors serve themselves (LGPD art. 18 and 19; src/server/privacy/). A request
-- is a link mailed to the address given; its token is exchanged, once, for a session of an hour in
-- which the visitor downloads or deletes what is held. Only SHA-256 hashes of the two tokens are
-- stored, never the tokens. The address is kept while the request is open; once it is closed
-- (deleted, its link expired unused, or its session over) only the state, the dates and a keyed
-- hash of the address remain, and the row itself is deleted after 12 months.
CREATE TABLE privacy_requests (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- As typed (trimmed), while the request is open; NULL once it is closed.
  email               text CHECK (char_length(email) BETWEEN 3 AND 254),
  -- HMAC-SHA-256 of the lower-cased address with the owner sign-in's secret (privacy/forget.ts).
  address_hash        text NOT NULL,
  locale              text NOT NULL CHECK (locale IN ('en', 'pt', 'es', 'it')),
  -- The last thing that happened: link sent, opened, data downloaded, data deleted, link expired unused.
  state               text NOT NULL DEFAULT 'link-sent'
                        CHECK (state IN ('link-sent', 'opened', 'downloaded', 'deleted', 'expired')),
  -- The link's token, hashed; NULL once exchanged for a session (the link works once) or closed.
  link_token_hash     text UNIQUE,
  -- The session cookie's token, hashed; NULL before the link is opened and once closed.
  session_token_hash  text UNIQUE,
  requested_at        timestamptz NOT NULL DEFAULT now(),
  link_expires_at     timestamptz NOT NULL,
  opened_at           timestamptz,
  session_expires_at  timestamptz,
  downloaded_at       timestamptz,
  closed_at           timestamptz,
  -- Open or closed is told by the address alone: an open request holds it, a closed one never does.
  CHECK ((email IS NULL) = (closed_at IS NOT NULL))
);
-- The 12-month purge, and the owner's list (newest first).
CREATE INDEX privacy_requests_requested_at ON privacy_requests (requested_at);
-- How many links an address was sent today, and the other open requests of a person deleted.
CREATE INDEX privacy_requests_address_hash ON privacy_requests (address_hash);

-- The outbox also carries the privacy request's link (one transactional mail, no list), and the
-- owner's password-reset link (0010_owner_work.sql).
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
  CHECK (kind IN ('welcome', 'confirm', 'quiz-guide', 'privacy-link', 'owner-password-reset'));
