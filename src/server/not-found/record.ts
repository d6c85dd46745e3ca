import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notFoundHits } from '../db/schema.ts';

const MAX_PATH = 300;

/**
 * The form of a missing path that is safe to keep: no query or fragment, e-mail-like parts and
 * runs of 6+ digits (phone numbers, document numbers) masked, at most 300 characters.
 */
export function sanitizeMissingPath(rawUrl: string): string {
  const pathOnly = rawUrl.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOnly);
  } catch {
    decoded = pathOnly;
  }
  return decoded
    .replace(/[^\s/@]+@[^\s/@]+/g, '[email]')
    .replace(/\d{6,}/g, '[number]')
    .slice(0, MAX_PATH);
}

/** Counts one request for a missing path (first and last seen kept). */
export async function recordMissingPath(db: Database, rawUrl: string): Promise<void> {
  const path = sanitizeMissingPath(rawUrl);
  await db
    .insert(notFoundHits)
    .values({ path })
    .onConflictDoUpdate({
      target: notFoundHits.path,
      set: { hits: sql`${notFoundHits.hits} + 1`, lastSeen: sql`now()` },
    });
}
