-- The quiz's guide requests (issue 11). A lead row and its guide mail are written in one
-- statement; one guide a day per address, whatever the result, so nobody can use the quiz to
-- flood a stranger's inbox.

CREATE TABLE quiz_leads (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email                 text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  locale                text NOT NULL CHECK (locale IN ('en', 'pt', 'es', 'it')),
  result                text NOT NULL CHECK (result IN ('chakraAlignment', 'auraExpansion', 'radionicsTables')),
  -- The six answers and the tiebreaker's, as result names (no free text).
  answers               jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The visitor also ticked the newsletter box (the newsletter keeps its own consent record).
  newsletter            boolean NOT NULL DEFAULT false,
  -- The consent record (LGPD art. 8): when, and which wording the visitor saw.
  consent_at            timestamptz NOT NULL DEFAULT now(),
  consent_text_version  text NOT NULL,
  -- The UTC day of the request: one guide a day per address.
  requested_on          date NOT NULL DEFAULT (now() AT TIME ZONE 'UTC')::date,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX quiz_leads_one_a_day ON quiz_leads (lower(email), requested_on);

-- The outbox also carries the quiz guide (a single transactional mail, no list).
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (kind IN ('welcome', 'confirm', 'quiz-guide'));
