import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { periodicWriter } from '../db/periodic-writer.ts';
import { notFoundDaily } from '../db/schema.ts';
import { scrubText } from '../log-privacy.ts';

const MAX_PATH = 300;
/** Distinct paths kept in memory between two writes; more are counted as OTHER_PATHS. */
export const MAX_PATHS_PER_BATCH = 200;
/** Rows a day may get; later new paths of that day are counted as OTHER_PATHS. */
export const MAX_PATHS_PER_DAY = 1000;
export const OTHER_PATHS = '[other paths]';
/** Today (UTC): the day a 404 is counted under. */
const TODAY = sql<string>`(now() AT TIME ZONE 'UTC')::date`;

/** Decodes every run of valid escapes (`%40` → `@`), leaving broken ones as they came. */
function decodeLeniently(path: string): string {
  return path.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/**
 * The form of a missing path that is safe to keep: no query or fragment, e-mail-like parts,
 * link tokens and runs of 6+ digits (phone numbers, document numbers) masked, at most 300 characters.
 */
export function sanitizeMissingPath(rawUrl: string): string {
  // Only the first MAX_PATH characters are kept: an address that starts within them ends within
  // the next 64 + 255 (its longest local part and domain), so the rest need not be read.
  const pathOnly = (rawUrl.split(/[?#]/, 1)[0] ?? '/').slice(0, 3 * (MAX_PATH + 64 + 255));
  const decoded = decodeLeniently(pathOnly);
  // Bounded on both sides of the @ (the longest a local part and a domain may be), so a long
  // path cannot make it backtrack: see log-privacy.ts.
  const start = decoded.slice(0, MAX_PATH + 64 + 255);
  const withoutEmail = start.includes('@') ? start.replace(/[^\s/@]{1,64}@[^\s/@]{1,255}/g, '[email]') : start;
  return scrubText(withoutEmail)
    .replace(/\d{6,}/g, '[number]')
    .slice(0, MAX_PATH);
}

export interface MissingPathCounter {
  /** Counts one request for a missing path (in memory; written with the next batch). */
  add(rawUrl: string): void;
  /** Writes what was counted, in one transaction; on failure keeps it for the next try. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/**
 * 404s counted in memory and written every few seconds, so a flood of made-up paths costs one
 * small transaction per batch instead of a write per request, and a bounded number of rows.
 */
export function createMissingPathCounter(
  db: Database,
  options: { flushMs?: number; onError: (error: unknown) => void },
): MissingPathCounter {
  let batch = new Map<string, number>();
  const count = (into: Map<string, number>, path: string, hits: number) => {
    const key = into.has(path) || into.size < MAX_PATHS_PER_BATCH ? path : OTHER_PATHS;
    into.set(key, (into.get(key) ?? 0) + hits);
  };
  const writer = periodicWriter(async () => {
    const written = batch;
    batch = new Map();
    if (written.size === 0) return;
    try {
      await db.transaction(async (tx) => {
        for (const [path, hits] of written) {
          // A path new to the day takes a row only while the day has fewer than the cap.
          const kept = sql<string>`CASE
            WHEN EXISTS (SELECT 1 FROM ${notFoundDaily} WHERE ${notFoundDaily.day} = ${TODAY} AND ${notFoundDaily.path} = ${path})
              OR (SELECT count(*) FROM ${notFoundDaily} WHERE ${notFoundDaily.day} = ${TODAY}) < ${MAX_PATHS_PER_DAY}
            THEN ${path} ELSE ${OTHER_PATHS} END`;
          await tx
            .insert(notFoundDaily)
            .values({ day: TODAY, path: kept, hits })
            .onConflictDoUpdate({
              target: [notFoundDaily.day, notFoundDaily.path],
              set: { hits: sql`${notFoundDaily.hits} + excluded.hits`, lastSeen: sql`now()` },
            });
        }
      });
    } catch (error) {
      for (const [path, hits] of written) count(batch, path, hits);
      options.onError(error);
    }
  }, options.flushMs);
  const counter: MissingPathCounter = {
    add: (rawUrl) => count(batch, sanitizeMissingPath(rawUrl), 1),
    ...writer,
  };
  return counter;
}
