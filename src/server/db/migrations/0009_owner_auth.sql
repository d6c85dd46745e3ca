-- The owner's sign-in (issue 28; src/server/auth/). The first five tables are better-auth's
-- (user, session, account, verification, twoFactor, under owner_* names), with its field names in
-- snake_case; the rest are ours. Ids are better-auth's random strings.
CREATE TABLE owner_users (
  id                  text PRIMARY KEY,
  name                text NOT NULL,
  email               text NOT NULL,
  email_verified      boolean NOT NULL DEFAULT false,
  image               text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  two_factor_enabled  boolean NOT NULL DEFAULT false,
  -- Set by `npm run owner -- disable`: no sign-in, every session ended.
  disabled            boolean NOT NULL DEFAULT false,
  -- The owner's language for the owner's pages and mail (a locale of src/i18n/locales.ts).
  locale              text NOT NULL DEFAULT 'pt'
);
CREATE UNIQUE INDEX owner_users_email_key ON owner_users (lower(email));

-- A session is at assurance level 1 after a password alone (only while enrolling: a factor not yet
-- verified) and 2 once a factor is verified; owner pages and APIs demand 2. factor_verified_at is
-- when a code was last given in this session: export, deletion and factor changes want it fresh.
CREATE TABLE owner_sessions (
  id                  text PRIMARY KEY,
  token               text NOT NULL UNIQUE,
  user_id             text NOT NULL REFERENCES owner_users (id) ON DELETE CASCADE,
  expires_at          timestamptz NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  ip_address          text,
  user_agent          text,
  assurance           smallint NOT NULL DEFAULT 1 CHECK (assurance IN (1, 2)),
  factor_verified_at  timestamptz
);
CREATE INDEX owner_sessions_user_id ON owner_sessions (user_id);

CREATE TABLE owner_accounts (
  id                        text PRIMARY KEY,
  account_id                text NOT NULL,
  provider_id               text NOT NULL,
  user_id                   text NOT NULL REFERENCES owner_users (id) ON DELETE CASCADE,
  access_token              text,
  refresh_token             text,
  id_token                  text,
  access_token_expires_at   timestamptz,
  refresh_token_expires_at  timestamptz,
  scope                     text,
  -- The password's scrypt hash (better-auth's), never the password.
  password                  text,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX owner_accounts_user_id ON owner_accounts (user_id);

-- Short-lived values: a sign-in waiting for its code (10 minutes), its attempt counter.
CREATE TABLE owner_verifications (
  id          text PRIMARY KEY,
  identifier  text NOT NULL,
  value       text NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX owner_verifications_identifier ON owner_verifications (identifier);

-- The TOTP secret and the recovery codes, both encrypted by better-auth with BETTER_AUTH_SECRET.
CREATE TABLE owner_two_factors (
  id                         text PRIMARY KEY,
  secret                     text NOT NULL,
  backup_codes               text NOT NULL,
  user_id                    text NOT NULL REFERENCES owner_users (id) ON DELETE CASCADE,
  verified                   boolean NOT NULL DEFAULT true,
  failed_verification_count  integer NOT NULL DEFAULT 0,
  locked_until               timestamptz
);
CREATE INDEX owner_two_factors_user_id ON owner_two_factors (user_id);

-- The last TOTP time step accepted per account: a code is refused once its step has been used
-- (better-auth alone accepts the same code again within its window).
CREATE TABLE owner_totp_steps (
  user_id    text PRIMARY KEY REFERENCES owner_users (id) ON DELETE CASCADE,
  last_step  bigint NOT NULL
);

-- One-time enrollment links printed by `npm run owner -- create|reset-2fa`: the link holds the
-- token, the table only its SHA-256; valid 30 minutes, used once.
CREATE TABLE owner_enrollments (
  token_hash  text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES owner_users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX owner_enrollments_user_id ON owner_enrollments (user_id);

-- What owners did: sign-ins and failures, exports, deletions, imports, retries. Never a password,
-- a code or a token, and a visitor only by a keyed hash of their address, never the address.
CREATE TABLE owner_audit_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  -- The account that acted, when known (a failed sign-in names no account it could not verify).
  user_id     text REFERENCES owner_users (id) ON DELETE SET NULL,
  action      text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX owner_audit_log_at ON owner_audit_log (at);

-- The key better-auth signs cookies and encrypts TOTP secrets with, when BETTER_AUTH_SECRET is
-- not set: random, written by the first server that needs it, then read by all.
CREATE TABLE owner_auth_secret (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret  text NOT NULL
);
