-- Rate limits shared by every server on one PostgreSQL database (issue 14; src/server/http/
-- shared-rate-limit.ts). A client's attempts are counted per limit in fixed windows of the
-- database's clock. The client is a keyed hash of its address, never the address, and a window's
-- row is deleted within a minute or so of its end (as attempts come). UNLOGGED: counts are not
-- worth a WAL record per request, and losing them in a crash only restarts the windows.
CREATE UNLOGGED TABLE rate_limit_windows (
  name          text NOT NULL,
  client        text NOT NULL,
  -- When the window ends, in milliseconds since 1970 (UTC); then the row may go.
  window_end    bigint NOT NULL,
  count         integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (name, client, window_end)
);

-- The key of that hash: random, written by the first server that needs it, then read by all, so
-- the same client has the same hash on every server.
CREATE TABLE rate_limit_secret (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret  text NOT NULL
);
