/**
 * The Pix "copia e cola" of a booked session: a static BR Code (the Banco Central's EMV QR format)
 * for the owner's key, with the session's price and the booking's reference as the transaction id,
 * so the owner's bank statement tells which booking a payment is for; and its QR code.
 */
import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';
import { site } from '../../config/site.ts';

/** Who a Pix is paid to: site.ts's pixKey, pixReceiverName and city. */
export interface PixReceiver {
  key: string;
  name: string;
  city: string;
}

/**
 * A transaction id a static Pix may carry: letters and digits, 1 to 25 of them (BR Code manual).
 * pix-utils only checks the length, and banks refuse a code whose id has spaces or punctuation.
 */
export const PIX_TXID = /^[A-Za-z0-9]{1,25}$/;
/** The longest receiver's name and city a BR Code carries. */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

/**
 * A name or city as the BR Code carries it: without accents, in capitals, letters, digits and
 * spaces only, cut to `max` characters. Banks show it to the payer next to the key, and some
 * refuse a code with characters outside this set (an "ó" is two bytes but counted as one).
 */
export function pixText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * A Pix key as the directory holds it: an e-mail in lower case, a phone as + and digits, a CPF or
 * CNPJ as digits (owners write them with dots and dashes), a random key (EVP) as it is.
 */
export function pixKeyOf(key: string): string {
  const trimmed = key.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  if (trimmed.startsWith('+')) return `+${trimmed.replace(/\D/g, '')}`;
  if (/^[\d.\-/\s]+$/.test(trimmed)) return trimmed.replace(/\D/g, '');
  return trimmed;
}

/** The owner's receiver from src/config/site.ts, or null when she has no Pix key. */
export function siteReceiver(): PixReceiver | null {
  return site.pixKey ? { key: site.pixKey, name: site.pixReceiverName, city: site.city } : null;
}

/**
 * The "copia e cola" code of a static Pix of `amountCents` (in centavos) to `receiver`, with
 * `txid` as the transaction id. Throws on an id outside PIX_TXID, an amount that is not a positive
 * whole number of centavos, or a receiver pix-utils refuses.
 */
export function pixCode(receiver: PixReceiver, { amountCents, txid }: { amountCents: number; txid: string }): string {
  if (!PIX_TXID.test(txid)) throw new RangeError(`a Pix transaction id is 1 to 25 letters and digits, not "${txid}"`);
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a Pix amount is a positive whole number of centavos, not ${amountCents}`);
  }
  const pix = createStaticPix({
    pixKey: pixKeyOf(receiver.key),
    merchantName: pixText(receiver.name, PIX_NAME_MAX),
    merchantCity: pixText(receiver.city, PIX_CITY_MAX),
    transactionAmount: amountCents / 100,
    txid,
  });
  if (hasError(pix)) throw new Error(`the Pix code could not be made: ${pix.message}`);
  return pix.toBRCode();
}

/** What a booking's Pix needs from its row. */
export interface PixBooking {
  reference: string;
  priceCents: number | null;
  currency: string | null;
}

/**
 * The Pix code of a booking: its price in reais, its reference as the transaction id; null for a
 * free session, a price in another currency, or an owner without a Pix key.
 */
export function bookingPixCode(booking: PixBooking, receiver = siteReceiver()): string | null {
  if (!receiver || !booking.priceCents || booking.currency !== 'BRL') return null;
  return pixCode(receiver, { amountCents: booking.priceCents, txid: booking.reference });
}

/** The QR code's size and quiet zone (4 modules, as the QR standard asks) in mail and on pages. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
/** Pixels across the PNG: sharp on a phone's screen, small in a mail (about 3 kB). */
export const PIX_QR_WIDTH = 240;

/** The code's QR as an SVG document, for a page. */
export function pixQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...QR_OPTIONS, type: 'svg' });
}

/** The code's QR as a PNG, for mail: mail programs show PNG images, and few show SVG. */
export function pixQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...QR_OPTIONS, type: 'png', width: PIX_QR_WIDTH });
}
