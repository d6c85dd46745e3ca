-- 404s counted per path and day, in batches (src/server/not-found/counter.ts): a flood of made-up
-- paths costs one small transaction every few seconds, and at most MAX_PATHS_PER_DAY rows a day
-- (later new paths are counted under '[other paths]'). No personal data: the path only, masked.
CREATE TABLE not_found_daily (
  day        date NOT NULL,
  path       text NOT NULL CHECK (char_length(path) <= 300),
  hits       integer NOT NULL CHECK (hits > 0),
  last_seen  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, path)
);
INSERT INTO not_found_daily (day, path, hits, last_seen)
  SELECT (last_seen AT TIME ZONE 'UTC')::date, path, hits, last_seen FROM not_found_hits;
DROP TABLE not_found_hits;
