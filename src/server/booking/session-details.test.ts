import { describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../testing/fixtures.ts';
import { newReference } from './bookings.ts';
import { bookingPixCode, type PixReceiver } from './pix.ts';
import {
  type BookedSession,
  isBrazilianTimeZone,
  type SessionContext,
  sessionPayment,
  sessionWhen,
  whenIn,
} from './session-details.ts';

const RECEIVER: PixReceiver = { key: 'contato@vibra.example', name: 'Luana Alves', city: 'Florianópolis' };
const CONTEXT: SessionContext = {
  siteUrl: TEST_SITE_URL,
  serviceTitle: () => 'Energy reading',
  mode: 'online',
  ownerTimeZone: 'America/Sao_Paulo',
  priceAbroad: { amount: 50, currency: 'USD' },
  pixReceiver: RECEIVER,
};

function booked(change: Partial<BookedSession> = {}): BookedSession {
  return {
    id: 1,
    reference: newReference(),
    status: 'awaiting_payment',
    startsAt: new Date('2026-12-01T13:00:00Z'),
    endsAt: new Date('2026-12-01T14:00:00Z'),
    name: 'Ana',
    email: 'ana@example.com',
    phone: null,
    note: null,
    locale: 'pt',
    timeZone: 'America/Manaus',
    priceCents: 18_000,
    currency: 'BRL',
    sequence: 0,
    ...change,
  };
}

const brl = (locale: string, reais: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(reais);

describe('sessionPayment', () => {
  it('asks a visitor in Brazil for the Pix of the price in reais', () => {
    const booking = booked();
    expect(sessionPayment(booking, CONTEXT, 'pt')).toEqual({
      kind: 'pix',
      price: brl('pt-BR', 180),
      code: bookingPixCode(booking, RECEIVER),
    });
  });

  it('shows a visitor abroad the price they were offered, to pay later', () => {
    expect(sessionPayment(booked({ timeZone: 'Europe/Lisbon' }), CONTEXT, 'en')).toEqual({
      kind: 'later',
      price: new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(50),
    });
  });

  it('has nothing to ask once paid, of a free session, or without a Pix key', () => {
    expect(sessionPayment(booked({ status: 'paid' }), CONTEXT, 'pt')).toEqual({
      kind: 'paid',
      price: brl('pt-BR', 180),
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
