-- The owner's marks on groups of unanswered chat questions: "write about it" or "ignore". A group is
-- not stored (it is computed from the kept questions each time the page is read); a mark names it
-- by its language and its main terms (stemmed words, never a visitor's sentence), so it outlives
-- the 90 days its questions are kept and finds its group again as new questions join it.
CREATE TABLE chat_question_groups (
  id bigserial PRIMARY KEY,
  locale text NOT NULL CHECK (locale IN ('en', 'pt', 'es', 'it')),
  terms text NOT NULL CHECK (terms <> '' AND length(terms) <= 400),
  mark text NOT NULL CHECK (mark IN ('write', 'ignore')),
  marked_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_question_groups_terms ON chat_question_groups (locale, terms);
