import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email-address.ts';

/** Local parts and domains as people really write them. */
const localPart = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]$/).filter((local) => !local.includes('..'));
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,14}[a-z0-9])?$/);
const topLevel = fc.stringMatching(/^[a-z]{2,6}$/);
const address = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), topLevel)
  .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`);

describe('isValidEmail', () => {
  it('accepts ordinary addresses, whatever the letter case or surrounding spaces', () => {
    fc.assert(
      fc.property(address, fc.stringMatching(/^[ \t\n]{0,3}$/), (email, space) => {
        expect(isValidEmail(email)).toBe(true);
        expect(isValidEmail(email.toUpperCase())).toBe(true);
        expect(isValidEmail(`${space}${email}${space}`)).toBe(true);
        expect(normalizeEmail(`${space}${email}${space}`)).toBe(email);
      }),
    );
  });

  it('accepts only what has exactly one @, a dotted domain and at most 254 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        if (!isValidEmail(input)) return;
        const email = normalizeEmail(input);
        expect(email.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(email.split('@')).toHaveLength(2);
        expect(email.split('@')[1]).toContain('.');
        expect(email).not.toMatch(/\s/);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an address once anything breaks it: a space, a second @, a missing part', () => {
    fc.assert(
      fc.property(address, fc.nat(), (email, at) => {
        // Inside the address: a space at either end is trimmed away, which is fine.
        const cut = 1 + (at % (email.length - 1));
        expect(isValidEmail(`${email.slice(0, cut)} ${email.slice(cut)}`)).toBe(false);
        expect(isValidEmail(`${email}@example.com`)).toBe(false);
        expect(isValidEmail(email.replace('@', ''))).toBe(false);
        expect(isValidEmail(email.slice(0, email.indexOf('@') + 1))).toBe(false);
        expect(isValidEmail(email.slice(email.indexOf('@')))).toBe(false);
        expect(isValidEmail(`${email.slice(0, email.lastIndexOf('.'))}.c`)).toBe(false);
      }),
    );
  });

  it('knows the typical typos and limits', () => {
    for (const bad of [
      '',
      ' ',
      'ana',
      'ana@',
      '@gmail.com',
      'ana@gmail',
      'ana@gmail.c',
      'ana..b@x.com',
      '.ana@x.com',
      'ana.@x.com',
      'ana@-x.com',
      'ana@x-.com',
      'ana@x..com',
      'ana@x.123',
      `${'a'.repeat(65)}@x.com`,
      `a@${'b'.repeat(64)}.com`,
      `a@${'b.'.repeat(126)}com`,
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    for (const good of [
      'ana@gmail.com',
      'Ana.Souza+news@Example.COM.br',
      "o'neil@example.ie",
      'x@xn--bcher-kva.example',
      `${'a'.repeat(64)}@example.com`,
    ]) {
      expect(isValidEmail(good), good).toBe(true);
    }
  });
});
