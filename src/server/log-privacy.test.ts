import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { privateLogOptions, scrubText } from './log-privacy.ts';

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
});
