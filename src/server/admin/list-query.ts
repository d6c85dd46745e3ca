/**
 * What the owner's lists (subscribers, quiz leads) share: reading filters from an address's query
 * leniently (anything unknown or malformed is left out rather than refused), a search that takes
 * the owner's `%` and `_` as letters, and the page size.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const PAGE_SIZE = 25;
/** A deeper page than this is no page at all (and an offset the database need not compute). */
const LAST_PAGE = 100_000;

/** The value when it is one of `allowed`, else undefined. */
export function pickOne<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** A page number from the query (1 and up), else undefined. */
export function pageOf(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 && page <= LAST_PAGE ? page : undefined;
}

/** A search text from the query, at most an address long. */
export function searchOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, 254) : undefined;
}

/**
 * The column contains the text, whatever its case; `%` and `_` typed by the owner are letters.
 * Compared under the "C" collation: it halves the cost of the search at 100,000 rows (78 → 37 ms
 * a count, docs/decisions.md), and only case-folds ASCII, which is what addresses are made of.
 */
export function containsText(column: PgColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`${column} COLLATE "C" ILIKE ${pattern}`;
}
