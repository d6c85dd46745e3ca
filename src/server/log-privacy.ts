/**
 * No e-mail address, link token or IP address in any log line, whatever wrote it: a request path
 * (`/unsubscribe/alice@example.com`), an SMTP server's refusal naming the recipient, a database
 * error quoting a value. Every log record passes through here (start.ts gives it to pino), so a
 * new log call cannot forget it.
 */
import { formatWithOptions } from 'node:util';

/*
 * Every pattern here runs on whatever a client sent (each request's path is logged), so none may
 * backtrack over a long text: each part is bounded (a local part has at most 64 characters, a
 * domain label 63) or cannot overlap the part after it. An unbounded `[^@]+@` took seconds on a
 * path of 16,000 letters, and every request waited behind it (see hardening.test.ts).
 */
const NOT_IN_ADDRESS = `\\s/@:"'<>()[\\],;`;
const EMAIL = new RegExp(
  `[^${NOT_IN_ADDRESS}]{1,64}@(?:[^${NOT_IN_ADDRESS}.]{1,63}\\.)+[^${NOT_IN_ADDRESS}.]{1,63}`,
  'g',
);
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
/**
 * Runs of hex groups and colons (with `[ip]` where an IPv4 tail was replaced already); an IPv6
 * address has `::` or at least five colons (a time has two).
 */
const HEX_AND_COLONS = /(?<![\w:])[0-9a-f]*:[0-9a-f:]*(?:\[ip\])?(?![\w:])/gi;
const isIpv6 = (text: string) => text.includes('::') || (text.match(/:/g) ?? []).length >= 5;

/** Link tokens are 32 random bytes in base64url (43 characters); nothing else we log is that long. */
const TOKEN = /[A-Za-z0-9_-]{32,}/g;

/** A text with its personal parts replaced by what they are. */
export function scrubText(text: string): string {
  const withoutEmail = text.includes('@') ? text.replace(EMAIL, '[email]') : text;
  const withoutIpv4 = withoutEmail.replace(TOKEN, '[token]').replace(IPV4, '[ip]');
  return withoutIpv4.includes(':')
    ? withoutIpv4.replace(HEX_AND_COLONS, (match) => (isIpv6(match) ? '[ip]' : match))
    : withoutIpv4;
}

/** A log record with every string in it scrubbed (objects and arrays followed a few levels down). */
export function scrubLogRecord<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubLogRecord(item, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, scrubLogRecord(item, depth + 1)]),
  ) as T;
}

/** pino options that scrub every record and message. */
export const privateLogOptions = {
  formatters: { log: (record: Record<string, unknown>) => scrubLogRecord(record) },
  hooks: {
    logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)),
      );
    },
  },
};

/** A logger's methods that console output is routed to. */
interface ConsoleSink {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Sends what libraries print with `console` (Astro's renderer logs "Could not render <url>" and a
 * stack there) to the server's logger, so it is scrubbed and lands in the same JSON lines as the
 * rest instead of raw on standard error. Returns a function that puts the console back.
 */
export function routeConsoleToLog(logger: ConsoleSink): () => void {
  const levels = { error: 'error', warn: 'warn', info: 'info', log: 'info' } as const;
  const original = { ...console };
  const text = (args: unknown[]) => formatWithOptions({ colors: false }, ...args);
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => logger[level](text(args));
  }
  return () => Object.assign(console, original);
}
