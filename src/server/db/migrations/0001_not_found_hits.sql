-- Paths that answered 404: what visitors or old links ask for that the site does not have.
-- No personal data: the path only (query removed, e-mail-like and long digit runs masked).
CREATE TABLE not_found_hits (
  path        text PRIMARY KEY CHECK (char_length(path) <= 300),
  hits        integer NOT NULL DEFAULT 1 CHECK (hits > 0),
  first_seen  timestamptz NOT NULL DEFAULT now(),
  last_seen   timestamptz NOT NULL DEFAULT now()
);
