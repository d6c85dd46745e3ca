-- The owner's daily work (issue 28). An unanswered chat question is marked handled once the owner
-- has dealt with it (written the missing page, say), so the list shows what is left to do.
ALTER TABLE chat_unanswered ADD COLUMN handled_at timestamptz;

-- People deleted at their own request or by the owner: only a keyed hash of the address (HMAC with
-- the owner sign-in's secret), never the address, so that an import of the same address later is
-- recognised and skipped instead of bringing the person back.
CREATE TABLE forgotten_people (
  address_hash  text PRIMARY KEY,
  forgotten_at  timestamptz NOT NULL DEFAULT now()
);

-- A subscriber's name, when an imported list had one (Ghost's `name` column); signups do not ask.
ALTER TABLE newsletter_subscribers ADD COLUMN name text CHECK (char_length(name) <= 200);

-- The one-time links of owner accounts serve two purposes: setting up access (printed by the
-- administrator's CLI) and resetting a forgotten password (mailed to the owner). A reset link
-- never opens the enrollment page, so it cannot replace the code app.
ALTER TABLE owner_enrollments ADD COLUMN purpose text NOT NULL DEFAULT 'enroll'
  CHECK (purpose IN ('enroll', 'password-reset'));
