-- Newsletter subscribers and the transactional outbox of e-mail (issue 4).
-- A subscriber row and its welcome (or confirmation) mail are written in one transaction, so a
-- signup that was answered "subscribed" always has its mail waiting here, even if SMTP is down.

CREATE TABLE newsletter_subscribers (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- As typed (trimmed); uniqueness ignores letter case through the index below.
  email                 text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  locale                text NOT NULL CHECK (locale IN ('en', 'pt', 'es', 'it')),
  -- The site path the form was on (home, footer of an article, ...).
  source                text NOT NULL CHECK (char_length(source) <= 300),
  status                text NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
  -- The consent record (LGPD art. 8): when, which wording the visitor saw, for what purpose.
  consent_at            timestamptz NOT NULL DEFAULT now(),
  consent_text_version  text NOT NULL,
  consent_purpose       text NOT NULL,
  -- Secrets carried by links in e-mails (random, URL-safe).
  unsubscribe_token     text NOT NULL UNIQUE,
  confirm_token         text UNIQUE,
  confirmed_at          timestamptz,
  unsubscribed_at       timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
-- One row per address whatever its letter case: a second signup fails with 23505 (unique violation).
CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (lower(email));

CREATE TABLE email_outbox (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- welcome (with the gift) or confirm (double opt-in).
  kind             text NOT NULL CHECK (kind IN ('welcome', 'confirm')),
  subscriber_id    bigint REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  to_address       text NOT NULL,
  locale           text NOT NULL,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  html_body        text NOT NULL,
  -- Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
  headers          jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- cancelled: the subscriber left before it could be delivered.
  status           text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'cancelled')),
  attempts         integer NOT NULL DEFAULT 0,
  -- When the sender may (re)try; a sender claims a mail by moving this forward (a lease), so a
  -- crash mid-send leads to a retry, never to a lost mail.
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at) WHERE status = 'queued';
