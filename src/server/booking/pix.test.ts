import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { TEST_PIX_RECEIVER } from '../testing/booked-session.ts';
import { newReference } from './bookings.ts';
import {
  bookingPixCode,
  PIX_CITY_MAX,
  PIX_NAME_MAX,
  PIX_QR_WIDTH,
  pixCode,
  pixKeyOf,
  pixQrPng,
  pixQrSvg,
  pixText,
} from './pix.ts';

const RECEIVER = TEST_PIX_RECEIVER;

/** The code read back by pix-utils, as a payer's bank app reads it. */
function parsed(code: string) {
  const pix = parsePix(code);
  if (hasError(pix) || !isStaticPix(pix)) throw new Error(`not a static Pix: ${code}`);
  return pix;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF) over everything up to and including the
 * CRC field's id and length ("6304"), written as four hex digits in capitals: the BR Code's
 * checksum, computed here apart from pix-utils so the test does not grade the library by itself.
 */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('pixCode', () => {
  const txid = newReference();
  const code = pixCode(RECEIVER, { amountCents: 22_050, txid });

  it('carries the key, the receiver, the city, the amount and the reference, as a bank reads them back', () => {
    const pix = parsed(code);
    expect(pix.pixKey).toBe(RECEIVER.key);
    expect(pix.merchantName).toBe(pixText(RECEIVER.name, PIX_NAME_MAX));
    expect(pix.merchantCity).toBe(pixText(RECEIVER.city, PIX_CITY_MAX));
    expect(pix.transactionAmount).toBe(220.5);
    expect(pix.txid).toBe(txid);
    expect(pix.transactionCurrency).toBe('986');
    expect(pix.countryCode).toBe('BR');
  });

  it('ends with the CRC16 of everything before it', () => {
    const [, body, crc] = /^(.*6304)([0-9A-F]{4})$/.exec(code) ?? [];
    expect(body).toBeDefined();
    expect(crc).toBe(crc16(body ?? ''));
    // One character changed: the checksum no longer matches, and a bank refuses the code.
    const tampered = code.replace(
      txid,
      txid.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
    );
    expect(crc16(tampered.slice(0, -4))).not.toBe(crc);
    expect(hasError(parsePix(tampered))).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['the placeholder pix-utils would accept', '***'],
    ['with a space', 'VB 1234'],
    ['with a dash', 'VB-1234'],
    ['with an accent', 'VBÉ1234'],
    ['longer than 25', 'V'.repeat(26)],
  ])('refuses a transaction id %s', (_case, badTxid) => {
    expect(() => pixCode(RECEIVER, { amountCents: 1_000, txid: badTxid })).toThrow(RangeError);
  });

  it.each([0, -100, 10.5])('refuses an amount of %s centavos', (amountCents) => {
    expect(() => pixCode(RECEIVER, { amountCents, txid })).toThrow(RangeError);
  });

  it('writes the name and city without accents, in capitals, within their limits', () => {
    const long = { ...RECEIVER, name: 'Maria da Conceição Gonçalves Sá', city: 'São José dos Pinhais' };
    const pix = parsed(pixCode(long, { amountCents: 1_000, txid }));
    expect(pix.merchantName).toBe('MARIA DA CONCEICAO GONCAL');
    expect(pix.merchantName.length).toBeLessThanOrEqual(PIX_NAME_MAX);
    expect(pix.merchantCity).toBe('SAO JOSE DOS PI');
    expect(pix.merchantCity.length).toBeLessThanOrEqual(PIX_CITY_MAX);
  });

  it('writes a key the way the Pix directory holds it', () => {
    expect(pixKeyOf(' Contato@Vibra.Example ')).toBe('contato@vibra.example');
    expect(pixKeyOf('123.456.789-09')).toBe('12345678909');
    expect(pixKeyOf('12.345.678/0001-95')).toBe('12345678000195');
    expect(pixKeyOf('+55 (48) 99999-9999')).toBe('+5548999999999');
    const random = '123e4567-e89b-12d3-a456-426614174000';
    expect(pixKeyOf(random)).toBe(random);
    expect(parsed(pixCode({ ...RECEIVER, key: '123.456.789-09' }, { amountCents: 1_000, txid })).pixKey).toBe(
      '12345678909',
    );
  });
});

describe('bookingPixCode', () => {
  const reference = newReference();

  it('charges the booking its price in reais with its reference', () => {
    const code = bookingPixCode({ reference, priceCents: 18_000, currency: 'BRL' }, RECEIVER);
    const pix = parsed(code ?? '');
    expect(pix.transactionAmount).toBe(180);
    expect(pix.txid).toBe(reference);
  });

  it('gives a free session no Pix, nor an owner without a key', () => {
    expect(bookingPixCode({ reference, priceCents: null, currency: null }, RECEIVER)).toBeNull();
    expect(bookingPixCode({ reference, priceCents: 0, currency: 'BRL' }, RECEIVER)).toBeNull();
    expect(bookingPixCode({ reference, priceCents: 5_000, currency: 'USD' }, RECEIVER)).toBeNull();
    expect(bookingPixCode({ reference, priceCents: 18_000, currency: 'BRL' }, null)).toBeNull();
  });
});

describe('the QR code', () => {
  const code = pixCode(RECEIVER, { amountCents: 22_000, txid: newReference() });

  it('is an SVG document for pages', async () => {
    const svg = await pixQrSvg(code);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 (\d+) \1"/);
  });

  it('is a PNG of the set width for mail', async () => {
    const png = await pixQrPng(code);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBe(PIX_QR_WIDTH);
    expect(png.readUInt32BE(20)).toBe(PIX_QR_WIDTH);
  });
});
