import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/**
 * Limits for one SMTP conversation, in milliseconds. nodemailer's own defaults (2 min to connect,
 * 10 min of silence on a socket) outlast the outbox lease (LEASE_SECONDS, 120 s), after which
 * another server may claim the mail and send it again; these stay well under it, and the sender
 * aborts a whole send after SEND_TIMEOUT_MS in any case.
 */
export const SMTP_TIMEOUTS = {
  /** Resolving the SMTP host's name. */
  dnsTimeout: 10_000,
  /** Opening the TCP (or TLS) connection. */
  connectionTimeout: 20_000,
  /** The server's greeting, once connected. */
  greetingTimeout: 15_000,
  /** Silence on an open connection, e.g. waiting for the answer to a message's data. */
  socketTimeout: 30_000,
};

/** The timeouts of a transport (tests shorten them). */
export type SmtpTimeouts = typeof SMTP_TIMEOUTS;

/**
 * A nodemailer transport for `smtpUrl` (`smtp://` or `smtps://`, with its query options) with
 * SMTP_TIMEOUTS, which take precedence over any timeout the URL sets, so the lease stays safe.
 * It keeps its connections open between mails (nodemailer's pool; `?pool=false` in the URL opens
 * one per mail): a broadcast to the whole list went out at 285 mails/s pooled against 19/s
 * (npm run bench:cluster). An aborted send closes only its own connection. Close it on shutdown.
 */
export function createMailTransport(smtpUrl: string, timeouts: Partial<SmtpTimeouts> = {}) {
  return nodemailer.createTransport({ pool: true, ...parseConnectionUrl(smtpUrl), ...SMTP_TIMEOUTS, ...timeouts });
}

/**
 * The longest one send may take: half the lease, and each send starts with two thirds of one at
 * least (lease.ts's `take`), so even when renewing it fails no other server can claim a mail while
 * it is being sent.
 */
export const SEND_TIMEOUT_MS = 60_000;

/**
 * What `send` returns, given a signal that aborts after `ms` or with `lost`; on abort it rejects at
 * once with the reason, even if `send` ignores the signal.
 */
export function sendWithin<T>(ms: number, lost: AbortSignal, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error(`no answer from the SMTP server within ${ms / 1000} s`)), ms);
  const signal = AbortSignal.any([timeout.signal, lost]);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    send(signal).then(resolve, reject);
  }).finally(() => clearTimeout(timer));
}
