import { describe, expect, it } from 'vitest';
import { isBounce } from './bounce.ts';

const refusal = (responseCode: number, response: string, command = 'RCPT TO') =>
  Object.assign(new Error('Recipient command failed'), { code: 'EENVELOPE', command, responseCode, response });

describe('isBounce', () => {
  it('is a permanent refusal of the recipient', () => {
    expect(isBounce(refusal(550, '550 5.1.1 <gone@example.com>: user unknown'))).toBe(true);
    expect(isBounce(refusal(553, '553 mailbox name not allowed'))).toBe(true);
  });

  it('is not a temporary refusal, a policy refusal, a refused message or a network error', () => {
    expect(isBounce(refusal(450, '450 4.2.1 mailbox busy'))).toBe(false);
    expect(isBounce(refusal(550, '550 5.7.1 relaying denied'))).toBe(false);
    expect(isBounce(refusal(554, '554 5.6.0 message refused', 'DATA'))).toBe(false);
    expect(isBounce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(false);
    expect(isBounce('550')).toBe(false);
  });
});
