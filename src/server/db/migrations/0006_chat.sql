-- The chat assistant (issue 12). Messages are not stored. Per day and language: how many
-- questions were answered from the site and how many were not, and what the optional LLM used
-- (answers and tokens, for its daily budget). Only when the owner sets CHAT_LOG_QUESTIONS=true,
-- the text of questions the site could not answer is kept (no address, no IP, nothing about
-- who asked), for 90 days, so the owner can see what pages are missing.

CREATE TABLE chat_daily (
  day          date NOT NULL,
  locale       text NOT NULL CHECK (locale IN ('en', 'pt', 'es', 'it')),
  answered     integer NOT NULL DEFAULT 0,
  unanswered   integer NOT NULL DEFAULT 0,
  llm_answers  integer NOT NULL DEFAULT 0,
  llm_tokens   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, locale)
);

CREATE TABLE chat_unanswered (
  id        bigserial PRIMARY KEY,
  asked_at  timestamptz NOT NULL DEFAULT now(),
  locale    text NOT NULL CHECK (locale IN ('en', 'pt', 'es', 'it')),
  question  text NOT NULL CHECK (char_length(question) <= 2000)
);
CREATE INDEX chat_unanswered_asked_at ON chat_unanswered (asked_at);
