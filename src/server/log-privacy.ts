/**
 * No e-mail address, link token or IP address in any log line, whatever wrote it: a request path
 * (`/unsubscribe/alice@example.com`), an SMTP server's refusal naming the recipient, a database
 * error quoting a value. Every log record passes through here (start.ts gives it to pino), so a
 * new log call cannot forget it.
 */
const EMAIL = /[^\s/@:"'<>()[\],;]+@[^\s/@:"'<>()[\],;]+\.[^\s/@:"'<>()[\],;]+/g;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
/** Runs of hex groups and colons; an IPv6 address has `::` or at least five colons (a time has two). */
const HEX_AND_COLONS = /(?<![\w:])[0-9a-f]*:[0-9a-f:]*(?:\[ip\]|[0-9a-f]+)?(?![\w:])/gi;
const isIpv6 = (text: string) => text.includes('::') || (text.match(/:/g) ?? []).length >= 5;

/** Link tokens are 32 random bytes in base64url (43 characters); nothing else we log is that long. */
const TOKEN = /[A-Za-z0-9_-]{32,}/g;

/** A text with its personal parts replaced by what they are. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(TOKEN, '[token]')
    .replace(IPV4, '[ip]')
    .replace(HEX_AND_COLONS, (match) => (isIpv6(match) ? '[ip]' : match));
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
