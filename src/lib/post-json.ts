/**
 * How the islands' forms (the newsletter, the quiz guide) post to their endpoint: JSON in and out,
 * and a request that has not answered within the timeout counts as a connection problem.
 */

/** A request that has not answered in this time is treated as a connection problem. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The server answered (`body` is its JSON, if any), or it could not be reached. */
export type JsonAnswer<T> = { reached: true; ok: boolean; body: T | undefined } | { reached: false };

export async function postJson<T>(url: string, payload: unknown): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => undefined)) as T | undefined;
    return { reached: true, ok: response.ok, body };
  } catch {
    return { reached: false };
  }
}
