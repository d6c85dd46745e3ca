/**
 * The missing pages as the owner reads them: for each of the last days, the paths asked for most
 * that answered 404 (a broken link somewhere, an old address worth redirecting). Days are UTC,
 * as they are counted (../not-found/record.ts).
 */
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';

export interface MissingDay {
  day: string;
  paths: { path: string; hits: number }[];
}

/** The `perDay` most requested missing paths of each of the last `days` days that had any, newest first. */
export async function missingPagesByDay(db: Database, { days = 14, perDay = 10 } = {}): Promise<MissingDay[]> {
  // Raw SQL for the window function: the top paths of each day in one query.
  const rows = rowsOf<{ day: string | Date; path: string; hits: number | string }>(
    await db.execute(sql`
    SELECT day::text AS day, path, hits FROM (
      SELECT day, path, hits, row_number() OVER (PARTITION BY day ORDER BY hits DESC, path) AS rank
      FROM not_found_daily
      WHERE day > (now() AT TIME ZONE 'UTC')::date - ${days}::int
    ) ranked
    WHERE rank <= ${perDay}
    ORDER BY day DESC, hits DESC, path`),
  );
  const byDay = new Map<string, MissingDay>();
  for (const row of rows) {
    const day = typeof row.day === 'string' ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10);
    const entry = byDay.get(day) ?? { day, paths: [] };
    entry.paths.push({ path: row.path, hits: Number(row.hits) });
    byDay.set(day, entry);
  }
  return [...byDay.values()];
}
