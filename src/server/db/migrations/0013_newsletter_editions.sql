-- Newsletter editions (src/server/newsletter/editions.ts): one version per language, written in
-- the owner's area and sent through the outbox to each subscriber in their language.
CREATE TABLE newsletter_editions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  status           text NOT NULL DEFAULT 'draft'
                     CHECK (status IN ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled')),
  -- { "<locale>": { "subject", "preheader", "doc" } }: the document is TipTap's JSON, checked by
  -- src/lib/edition-document.ts before it is stored.
  versions         jsonb NOT NULL DEFAULT '{}',
  -- { "kind": "all" } | { "kind": "locales", "locales": [...] } | { "kind": "sources", "sources": [...] }
  audience         jsonb NOT NULL DEFAULT '{"kind":"all"}',
  -- The language of those whose own has no version; NULL: they get nothing.
  fallback_locale  text CHECK (fallback_locale IN ('en', 'pt', 'es', 'it')),
  public           boolean NOT NULL DEFAULT false,
  -- When a scheduled edition goes out.
  send_at          timestamptz,
  -- A step of the welcome series: sent this many days after each subscriber's confirmation (only
  -- to those who confirmed after the step was turned on); NULL for an ordinary edition.
  welcome_day      smallint CHECK (welcome_day BETWEEN 1 AND 90),
  -- Raised by every save, so a save from a stale page is told apart (409).
  revision         integer NOT NULL DEFAULT 1,
  -- The mail of each language as rendered when sending began (edition-mail.ts), so every
  -- subscriber gets what the owner previewed even if the code changes mid-send.
  rendered         jsonb,
  -- The figures when sending ended, kept after the outbox's copies are purged (90 days).
  final_figures    jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  started_at       timestamptz,
  finished_at      timestamptz,
  CHECK (status <> 'scheduled' OR send_at IS NOT NULL),
  -- A welcome step is turned on or off, never scheduled, and never ends as a sent edition does.
  CHECK (welcome_day IS NULL OR status IN ('draft', 'sending', 'paused'))
);
-- The scheduler's question, every few seconds on every server: which scheduled editions are due.
CREATE INDEX newsletter_editions_due ON newsletter_editions (send_at) WHERE status = 'scheduled';

-- An edition's mail is an outbox row naming it; its body is the edition's rendered mail, filled in
-- with the subscriber's unsubscribe link when sent. One mail per subscriber per edition, whatever
-- restarts, crashes or servers: the database refuses a second.
ALTER TABLE email_outbox ADD COLUMN edition_id bigint REFERENCES newsletter_editions (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX email_outbox_one_per_edition ON email_outbox (edition_id, subscriber_id)
  WHERE edition_id IS NOT NULL;
-- The sender's two questions: due mail of its own (asked first, so a welcome never waits behind
-- an edition of 50,000), and due mail of the editions being sent.
DROP INDEX email_outbox_due;
CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at) WHERE status = 'queued' AND edition_id IS NULL;
CREATE INDEX email_outbox_due_editions ON email_outbox (edition_id, next_attempt_at)
  WHERE status = 'queued' AND edition_id IS NOT NULL;
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
  CHECK (kind IN ('welcome', 'confirm', 'quiz-guide', 'privacy-link', 'owner-password-reset', 'edition', 'edition-test'));
-- bounced: the receiving server refused the address for good (an SMTP 5xx answer).
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check
  CHECK (status IN ('queued', 'sent', 'failed', 'cancelled', 'bounced'));

-- A bounced address gets no more mail until the owner reactivates it.
ALTER TABLE newsletter_subscribers DROP CONSTRAINT newsletter_subscribers_status_check;
ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_status_check
  CHECK (status IN ('pending', 'subscribed', 'unsubscribed', 'bounced'));
ALTER TABLE newsletter_subscribers ADD COLUMN bounced_at timestamptz;

-- The pace of edition mail, shared by every server (NEWSLETTER_SEND_RATE): the time from which
-- the next mail may go. A sender takes slots by moving it forward (send-pace.ts).
CREATE TABLE newsletter_send_pace (
  id            smallint PRIMARY KEY CHECK (id = 1),
  next_slot_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO newsletter_send_pace (id) VALUES (1);

-- Images of editions, resized for mail (images.ts), in the database so every server serves them.
CREATE TABLE newsletter_images (
  -- SHA-256 (hex) of the stored bytes: the file's name, so its address never changes meaning.
  hash          text PRIMARY KEY,
  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  width         integer NOT NULL,
  height        integer NOT NULL,
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
