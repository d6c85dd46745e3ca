import { describe, expect, it } from 'vitest';
import { bookedSession, TEST_PIX_RECEIVER, testSessionContext } from '../testing/booked-session.ts';
import { bookingPixCode } from './pix.ts';
import { type BookedSession, isBrazilianTimeZone, sessionPayment, sessionWhen, whenIn } from './session-details.ts';

const CONTEXT = testSessionContext();
/** A session booked from Manaus (Brazil, an hour behind São Paulo). */
const booked = (change: Partial<BookedSession> = {}) => bookedSession({ timeZone: 'America/Manaus', ...change });

// Whole amounts without cents, as every page of the site writes prices (lib/format.ts); Intl puts a
// no-break space after "R$".
const PRICE_IN_REAIS = 'R$\u00a0220';

describe('sessionPayment', () => {
  it('asks a visitor in Brazil for the Pix of the price in reais', () => {
    const booking = booked();
    expect(sessionPayment(booking, CONTEXT, 'pt')).toEqual({
      kind: 'pix',
      price: PRICE_IN_REAIS,
      code: bookingPixCode(booking, TEST_PIX_RECEIVER),
    });
  });

  it('shows a visitor abroad the price they were offered, to pay later', () => {
    expect(sessionPayment(booked({ timeZone: 'Europe/Lisbon' }), CONTEXT, 'en')).toEqual({
      kind: 'later',
      price: '$50',
    });
  });

  it('has nothing to ask once paid, of a free session, or without a Pix key', () => {
    const paid = booked({ status: 'paid' });
    expect(sessionPayment(paid, CONTEXT, 'pt')).toEqual({
      kind: 'paid',
      price: PRICE_IN_REAIS,
    });
    expect(sessionPayment(booked({ priceCents: null, currency: null }), CONTEXT, 'pt')).toEqual({ kind: 'free' });
    expect(sessionPayment(booked(), { ...CONTEXT, pixReceiver: null }, 'pt').kind).toBe('later');
  });
});

describe('sessionWhen', () => {
  it('tells the other zone only when its clock differs', () => {
    const booking = booked();
    expect(sessionWhen(booking, 'en', 'Europe/Rome', 'America/Sao_Paulo')).toEqual({
      here: whenIn(booking, 'en', 'Europe/Rome'),
      there: whenIn(booking, 'en', 'America/Sao_Paulo'),
    });
    // Recife and São Paulo keep the same time (neither has summer time since 2019).
    expect(sessionWhen(booking, 'pt', 'America/Recife', 'America/Sao_Paulo').there).toBeNull();
  });

  it('names the zone in the reader’s language', () => {
    expect(whenIn(booked(), 'it', 'Europe/Rome')).toMatch(/^martedì 1 dicembre 2026.*14:00.*15:00 \(.+\)$/);
  });
});

describe('isBrazilianTimeZone', () => {
  it('knows Brazil’s zones, old names included, and nothing else', () => {
    expect(
      ['America/Sao_Paulo', 'America/Noronha', 'America/Rio_Branco', 'Brazil/East'].map(isBrazilianTimeZone),
    ).toEqual([true, true, true, true]);
    expect(['America/Argentina/Buenos_Aires', 'Europe/Lisbon', 'UTC'].map(isBrazilianTimeZone)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
