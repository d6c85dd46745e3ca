-- The quiz's funnel (issue 11): how many visitors reached each step, per day and language. Counts
-- only: no address, no answers, nothing that tells one visitor from another.

CREATE TABLE quiz_funnel (
  day     date NOT NULL,
  locale  text NOT NULL CHECK (locale IN ('en', 'pt', 'es', 'it')),
  step    text NOT NULL CHECK (step IN ('started', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'tiebreaker', 'result', 'guide')),
  count   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, locale, step)
);
