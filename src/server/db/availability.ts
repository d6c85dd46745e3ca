/**
 * Whether the database can be used right now: the one place that tells "cannot be reached, try
 * again shortly" apart from a bug, and the readiness probe.
 */
import { sql } from 'drizzle-orm';
import { type Database, sqlState } from './client.ts';

/**
 * SQLSTATEs of a server that cannot serve us now: connection exceptions (08), insufficient
 * resources (53: too many connections, out of memory, disk full), a server shutting down,
 * crashed or starting up (57P01–57P03), and a statement cancelled by `statement_timeout` (57014).
 */
const UNAVAILABLE_STATE = /^(?:08|53)...$|^57P0[123]$|^57014$/;

/** Socket and name-lookup failures on the way to the server. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The drivers' own words for a connection that failed, timed out or is gone (pg, pg-pool,
 * PGlite); they carry no code.
 */
const UNAVAILABLE_MESSAGE =
  /^(?:timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * True when `error` (through Drizzle's wrapper) means the database cannot be reached or cannot
 * serve right now, so the request may simply be tried again; false for anything else, such as
 * a constraint or a bug in a query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return UNAVAILABLE_STATE.test(state);
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 8; seen++) {
    const current = pending.shift() as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (!current || typeof current !== 'object') continue;
    if (typeof current.code === 'string' && UNAVAILABLE_SYSTEM_CODES.has(current.code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGE.test(current.message)) return true;
    // A host name with several addresses fails with an AggregateError of one error per address.
    if (Array.isArray(current.errors)) pending.push(...current.errors);
    if (current.cause) pending.push(current.cause);
  }
  return false;
}

/** True when the database answers `SELECT 1` within `timeoutMs` (the readiness probe). */
export async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, false);
  });
  try {
    // A query still waiting when the time is up is left to the pool's own limits.
    // Raw SQL: a ping that reads no table.
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
