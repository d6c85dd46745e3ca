/**
 * What the signup benchmarks share: posting signups as the newsletter island does (one, or a new
 * address per request under autocannon), and reading back which of a run's addresses the database holds.
 */
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type DatabaseLocation, openDatabase, rowsOf } from '../../src/server/db/client.ts';

/** How one signup ended: the server's status, or 0 when no answer came (connection refused or cut). */
export interface SignupAttempt {
  email: string;
  status: number;
  /** The answer's Retry-After header, if any. */
  retryAfter: string | null;
  /** When the answer (or the failure) came, `performance.now()`. */
  at: number;
  ms: number;
}

/** An autocannon request that signs up a new address each time: `<prefix><n>@example.com`, n = 0, 1, … */
export function distinctSignups(prefix: string): autocannon.Request {
  let counter = 0;
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ email: `${prefix}${counter++}@example.com`, locale: 'pt', source: '/pt/' }),
    }),
  };
}

/** Posts one signup and waits for the whole answer. */
export async function postSignup(url: string, email: string): Promise<SignupAttempt> {
  const started = performance.now();
  let status = 0;
  let retryAfter: string | null = null;
  try {
    const response = await fetch(`${url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, locale: 'pt', source: '/pt/' }),
    });
    await response.arrayBuffer();
    status = response.status;
    retryAfter = response.headers.get('retry-after');
  } catch {
    // No answer: the server was killed or not listening.
  }
  const at = performance.now();
  return { email, status, retryAfter, at, ms: at - started };
}

/** The addresses starting with `prefix` that are stored, each with its welcome mail. */
export async function storedWithMail(location: DatabaseLocation, prefix: string): Promise<Set<string>> {
  const database = await openDatabase(location);
  try {
    const rows = rowsOf<{ email: string }>(
      await database.db.execute(sql`
        SELECT s.email FROM newsletter_subscribers s
        JOIN email_outbox o ON o.subscriber_id = s.id AND o.kind = 'welcome'
        WHERE s.email LIKE ${`${prefix}%`}`),
    );
    return new Set(rows.map((row) => row.email));
  } finally {
    await database.close();
  }
}
