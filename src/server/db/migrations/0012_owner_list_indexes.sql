-- The owner's lists at 100,000 rows (npm run bench:owner): what a page of src/server/admin/
-- subscribers.ts and leads.ts asks for that no index answered, found with EXPLAIN ANALYZE.

-- Sorted by address, as the lists sort (lower(email), id), with every column a page shows, so that
-- a page deep in the list is read from the index alone (page 2,000: 160 ms before, 20 ms after).
-- Key columns rather than INCLUDE: schema.ts's index builder has no INCLUDE; past the first two
-- keys the order does not change.
CREATE INDEX newsletter_subscribers_email_order
  ON newsletter_subscribers (lower(email), id, email, locale, status, source, created_at);
CREATE INDEX quiz_leads_email_order
  ON quiz_leads (lower(email), id, email, locale, result, newsletter, created_at);

-- "Signed up from": the very expression subscribers.ts filters by (sourceGroupSql), which without
-- this index is computed for every row (270 ms at 100,000 rows; 12-17 ms with it). The planner
-- uses it only while both are the same: a new language or import source is a new index too.
CREATE INDEX newsletter_subscribers_source_group ON newsletter_subscribers ((CASE
  WHEN source = 'import' THEN 'imported'
  WHEN regexp_replace(source, '^/(en|pt|es|it)(?=/|$)', '') IN ('', '/') THEN 'home'
  WHEN regexp_replace(source, '^/(en|pt|es|it)(?=/|$)', '') LIKE '/quiz%' THEN 'quiz'
  WHEN regexp_replace(source, '^/(en|pt|es|it)(?=/|$)', '') LIKE '/blog%' THEN 'blog'
  ELSE 'other' END));
