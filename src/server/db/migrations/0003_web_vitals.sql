-- Field Web Vitals. No personal data: no address, no user agent, only what the report groups by.
-- A beacon's metrics land in web_vital_samples (one cheap insert); about once a minute the server
-- moves them into web_vital_daily, a histogram per day and group, which /performance reads.
CREATE TABLE IF NOT EXISTS web_vital_samples (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recorded_at   timestamptz NOT NULL DEFAULT now(),
  metric        text NOT NULL CHECK (metric IN ('lcp', 'fid', 'cls', 'fcp', 'ttfb', 'inp')),
  value         double precision NOT NULL CHECK (value >= 0),
  rating        text NOT NULL CHECK (rating IN ('good', 'needs-improvement', 'poor')),
  -- home, article, guide or other; the path itself only when it is a page of the site.
  page_group    text NOT NULL,
  page_path     text NOT NULL CHECK (char_length(page_path) <= 300),
  device        text NOT NULL,
  browser       text NOT NULL,
  connection    text NOT NULL,
  locale        text NOT NULL
);
CREATE INDEX IF NOT EXISTS web_vital_samples_recorded_at ON web_vital_samples (recorded_at);

-- Counts of values per bucket: bucket b holds values v (milliseconds; CLS × 1000) with
-- floor(ln(max(v, 1)) / ln(1.05)) = b, so a percentile read from it is within 2.5 %.
CREATE TABLE IF NOT EXISTS web_vital_daily (
  day           date NOT NULL,
  metric        text NOT NULL,
  page_group    text NOT NULL,
  device        text NOT NULL,
  locale        text NOT NULL,
  rating        text NOT NULL,
  bucket        smallint NOT NULL,
  samples       integer NOT NULL CHECK (samples > 0),
  PRIMARY KEY (day, metric, page_group, device, locale, rating, bucket)
);
