/**
 * Whether a failed send means the address is gone for good — a bounce: the receiving server
 * refused this recipient with a permanent (5xx) answer to RCPT TO. Not a bounce: a temporary
 * answer (4xx, retried), a refusal of the message or of us rather than of the address (after
 * DATA, or an enhanced code 5.7.x: policy, relaying or authentication, which a fix of our
 * settings cures), and every network error. Marking a good address bounced would silently drop a
 * subscriber, so only the clear case counts.
 */
export function isBounce(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, command, responseCode, response } = error as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
    response?: unknown;
  };
  if (code !== 'EENVELOPE' || command !== 'RCPT TO') return false;
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return false;
  return !(typeof response === 'string' && /^\d{3}[ -]5\.7\./.test(response));
}
