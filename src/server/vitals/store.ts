/**
 * Where field vitals are kept: a beacon's samples are one insert; `rollUp` moves samples into the
 * daily histograms (a batch a statement, what it deletes exactly what it counts: a server that finds
 * rows another is moving waits, then counts only what it deleted itself, so several servers may
 * roll up at once) and forgets days older than the report's window.
 */
import { lt, sql } from 'drizzle-orm';
import type { MetricName, Rating } from '../../lib/vitals/ratings.ts';
import { type Database, rowsOf } from '../db/client.ts';
import { webVitalDaily, webVitalSamples } from '../db/schema.ts';
import type { Sample } from './beacon.ts';

/** The days /performance reports on; older data is deleted. */
export const REPORT_DAYS = 28;

/** Width of a histogram bucket: 5 % (see migrations/0003_web_vitals.sql). */
export const BUCKET_GROWTH = 1.05;

/** CLS is stored in its buckets as thousandths, so it shares the millisecond metrics' scale. */
export const scaleOf = (metric: MetricName) => (metric === 'cls' ? 1000 : 1);

/** Stores a beacon's samples in one statement. */
export async function insertSamples(db: Database, samples: readonly Sample[]): Promise<void> {
  if (samples.length === 0) return;
  await db.insert(webVitalSamples).values([...samples]);
}

/**
 * Moves the samples recorded so far (or before `before`) into the daily histograms, `batchSize` a
 * statement, and deletes histogram days older than the report's window. Returns how many moved.
 */
export async function rollUp(db: Database, before?: Date, batchSize = ROLL_UP_BATCH): Promise<number> {
  let total = 0;
  let moved: number;
  do {
    moved = await rollUpBatch(db, before, batchSize);
    total += moved;
  } while (moved === batchSize);
  await db
    .delete(webVitalDaily)
    .where(lt(webVitalDaily.day, sql`(now() AT TIME ZONE 'UTC')::date - ${REPORT_DAYS}::integer`));
  return total;
}

/**
 * Samples moved by one statement. A backlog (a million samples after the database was away, or a
 * busy day) moved at once can outlast the statement timeout (5 s), be cancelled, and be again every
 * minute after (a million spread over 28 days took 9–14 s in all on PostgreSQL here, in batches):
 * batches are ranges of the primary key, each well under the timeout.
 */
export const ROLL_UP_BATCH = 100_000;

async function rollUpBatch(db: Database, before: Date | undefined, batchSize: number): Promise<number> {
  const due = before ? sql`recorded_at < ${before.toISOString()}::timestamptz` : sql`true`;
  // Raw SQL: the DELETE … RETURNING feeds the INSERT … SELECT … GROUP BY in one statement, so what
  // is deleted is exactly what is counted (a CTE of data-modifying statements the builder cannot write).
  const moved = rowsOf<{ moved: number }>(
    await db.execute(sql`
      WITH moved AS (
        DELETE FROM web_vital_samples WHERE ${due} AND id <= (
          SELECT max(id) FROM (SELECT id FROM web_vital_samples WHERE ${due} ORDER BY id LIMIT ${batchSize}) AS batch
        )
        RETURNING recorded_at, metric, value, rating, page_group, device, locale
      ), counted AS (
        INSERT INTO web_vital_daily (day, metric, page_group, device, locale, rating, bucket, samples)
        SELECT (recorded_at AT TIME ZONE 'UTC')::date, metric, page_group, device, locale, rating,
               floor(ln(greatest(value * CASE WHEN metric = 'cls' THEN 1000 ELSE 1 END, 1)) / ln(${BUCKET_GROWTH}))::smallint,
               count(*)::integer
        FROM moved
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (day, metric, page_group, device, locale, rating, bucket)
        DO UPDATE SET samples = web_vital_daily.samples + EXCLUDED.samples
        RETURNING samples
      )
      SELECT (SELECT count(*) FROM moved)::integer AS moved`),
  );
  return moved[0]?.moved ?? 0;
}

/** How the report's histograms are cut: overall, by rating, by group, by day. */
export type Slice = 'overall' | 'rating' | 'group' | 'day';

/** A row of `aggregates`: so many samples of a metric in a slice (and bucket, except for `rating`). */
export interface AggregateRow {
  slice: Slice;
  metric: MetricName;
  pageGroup?: string;
  device?: string;
  locale?: string;
  day?: string;
  rating?: Rating;
  bucket?: number;
  samples: number;
}

/**
 * The report window's histograms summed four ways in one query (grouping sets): per metric, per
 * metric and rating, per metric and page group × device × language, per metric and day. A few
 * thousand rows, whatever the number of samples behind them.
 */
export async function aggregates(db: Database): Promise<AggregateRow[]> {
  const rows = rowsOf<{
    metric: MetricName;
    page_group: string | null;
    device: string | null;
    locale: string | null;
    day: string | Date | null;
    rating: Rating | null;
    bucket: number | null;
    samples: number | string;
    g_group: number;
    g_day: number;
    g_rating: number;
  }>(
    // Raw SQL: GROUPING SETS and GROUPING(), which the builder cannot write.
    await db.execute(sql`
      SELECT metric, page_group, device, locale, day, rating, bucket, sum(samples)::bigint AS samples,
             GROUPING(page_group) AS g_group, GROUPING(day) AS g_day, GROUPING(rating) AS g_rating
      FROM web_vital_daily
      WHERE day > (now() AT TIME ZONE 'UTC')::date - ${REPORT_DAYS}::integer
      GROUP BY GROUPING SETS (
        (metric, bucket), (metric, rating), (metric, page_group, device, locale, bucket), (metric, day, bucket)
      )`),
  );
  return rows.map((row) => {
    const slice: Slice =
      row.g_rating === 0 ? 'rating' : row.g_group === 0 ? 'group' : row.g_day === 0 ? 'day' : 'overall';
    const day =
      row.day === null
        ? undefined
        : typeof row.day === 'string'
          ? row.day.slice(0, 10)
          : row.day.toISOString().slice(0, 10);
    return {
      slice,
      metric: row.metric,
      pageGroup: row.page_group ?? undefined,
      device: row.device ?? undefined,
      locale: row.locale ?? undefined,
      day,
      rating: row.rating ?? undefined,
      bucket: row.bucket ?? undefined,
      samples: Number(row.samples),
    };
  });
}
