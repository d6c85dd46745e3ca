import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { privateLogOptions, routeConsoleToLog, scrubText } from './log-privacy.ts';

/** A logger with the server's scrubbing options, and the lines it wrote. */
function scrubbedLogger() {
  const lines: string[] = [];
  const logger = pino(
    { ...privateLogOptions, base: undefined },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { lines, logger };
}

describe('log privacy', () => {
  it('replaces addresses, tokens and IP addresses, and keeps the rest readable', () => {
    expect(scrubText('GET /unsubscribe/alice.silva+news@example.com.br 404')).toBe('GET /unsubscribe/[email] 404');
    expect(scrubText('550 5.1.1 <maria@exemplo.com>: mailbox unavailable')).toBe(
      '550 5.1.1 <[email]>: mailbox unavailable',
    );
    expect(scrubText(`/newsletter/confirm?token=${'aZ09_-'.repeat(8)}`)).toBe('/newsletter/confirm?token=[token]');
    expect(scrubText('from 203.0.113.9 and ::ffff:127.0.0.1 and ::1 and 2001:db8::8a2e:370:7334')).toBe(
      'from [ip] and [ip] and [ip] and [ip]',
    );
    expect(scrubText('/_astro/BaseLayout.DdZlSgjM.css 200 12 ms at 10:45:03')).toBe(
      '/_astro/BaseLayout.DdZlSgjM.css 200 12 ms at 10:45:03',
    );
  });

  it('scrubs every record pino writes, in fields and messages', () => {
    const { lines, logger } = scrubbedLogger();
    logger.info(
      { path: '/u/bob@example.com', error: { message: 'client 10.0.0.7 failed' } },
      'signup for bob@example.com',
    );
    logger.warn('plain message from 192.168.1.20');
    const text = lines.join('');
    expect(text).not.toMatch(/bob@example\.com|10\.0\.0\.7|192\.168\.1\.20/);
    expect(text).toContain('/u/[email]');
    expect(text).toContain('signup for [email]');
  });

  it('scrubs texts made to make a pattern backtrack in a time that grows with their length, not its square', () => {
    // Ten times the longest path a request line can carry (16 KB): quadratic patterns took 400–2,000
    // ms at 16,000 characters, so they would take minutes here, while linear ones take 1–31 ms. The
    // bound sits far from both, so a busy machine cannot turn it red nor a quadratic pattern pass.
    const attacks = [
      'a'.repeat(160_000),
      '1.'.repeat(80_000),
      `:${'a'.repeat(160_000)}g`,
      `${'a.'.repeat(80_000)}@`,
      `${'a'.repeat(80_000)}@${'b.'.repeat(40_000)}`,
    ];
    for (const attack of attacks) {
      const started = performance.now();
      scrubText(`/${attack}`);
      expect(performance.now() - started, attack.slice(0, 12)).toBeLessThan(5_000);
    }
    // Bounded parts still find every address that can exist (a local part up to 64 characters).
    expect(scrubText(`/${'x'.repeat(64)}@mail.example.com/`)).toBe('/[email]/');
    expect(scrubText('ana@sub.mail.example.com.br')).toBe('[email]');
  });

  it('sends what libraries print with console through the scrubbed log', () => {
    const { lines, logger } = scrubbedLogger();
    const restore = routeConsoleToLog(logger);
    try {
      console.error('12:00:00 [ERROR] [@astrojs/node] Could not render /api/alice@example.com/10.1.2.3/x');
      console.error(
        new TypeError('Request cannot be constructed from a URL that includes credentials: http://a@b.com/'),
      );
      console.warn('?email=bob@example.org');
    } finally {
      restore();
    }
    expect(lines).toHaveLength(3);
    const records = lines.map((line) => JSON.parse(line));
    expect(records.map((record) => record.level)).toEqual([50, 50, 40]);
    expect(records[0].msg).toBe('12:00:00 [ERROR] [@astrojs/node] Could not render /api/[email]/[ip]/x');
    expect(lines.join('')).not.toMatch(/alice@|a@b\.com|bob@|10\.1\.2\.3/);
    expect(console.error).not.toBe(undefined);
  });
});
