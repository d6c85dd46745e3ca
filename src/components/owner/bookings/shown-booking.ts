/**
 * A booking as the owner's pages write it: times in her zone (and the visitor's when it differs),
 * the service's title, the price, a WhatsApp link to the visitor. Plain data, made on the server,
 * so the cards render there and the action islands receive only what they show.
 */
import { whatsappChatUrl } from '../../../config/site.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../../i18n/owner/en.ts';
import { holdsTime } from '../../../lib/booking.ts';
import { clockTime, sessionTime } from '../../../lib/booking-times.ts';
import { formatPrice } from '../../../lib/format.ts';
import type { OwnerBooking } from '../../../server/booking/owner-bookings.ts';

export interface ShownBooking {
  id: number;
  reference: string;
  status: OwnerBooking['status'];
  statusText: string;
  title: string;
  when: string;
  clock: string;
  /** The visitor's own time, when their zone is not the owner's. */
  theirTime: string | null;
  place: string;
  price: string;
  name: string;
  email: string;
  phone: string | null;
  whatsapp: string | null;
  note: string | null;
  noteDeleted: boolean;
  ownerNotes: string;
  /** What the owner may still do with it. */
  canMarkPaid: boolean;
  canMarkNoShow: boolean;
  canCancel: boolean;
}

/**
 * A WhatsApp chat with the visitor's number as typed: a Brazilian number written without its
 * country code (10 or 11 digits, area code first) gets Brazil's 55.
 */
function whatsappLink(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '').length;
  const national = !phone.trim().startsWith('+') && (digits === 10 || digits === 11);
  return whatsappChatUrl(national ? `55${phone}` : phone) ?? null;
}

export function showBooking(
  booking: OwnerBooking,
  {
    locale,
    texts,
    ownerTimeZone,
    title,
    now = new Date(),
  }: {
    locale: Locale;
    texts: OwnerMessages['bookings'];
    ownerTimeZone: string;
    title: string;
    now?: Date;
  },
): ShownBooking {
  const holds = holdsTime(booking.status);
  const started = new Date(booking.start) <= now;
  const cancelledBy = booking.cancelledBy ? ` (${texts.cancelledBy[booking.cancelledBy]})` : '';
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    statusText: texts.statuses[booking.status] + cancelledBy,
    title,
    when: sessionTime(booking.start, locale, ownerTimeZone),
    clock: `${clockTime(booking.start, locale, ownerTimeZone)}–${clockTime(booking.end, locale, ownerTimeZone)}`,
    theirTime:
      booking.timeZone === ownerTimeZone
        ? null
        : format(texts.visitorZone, {
            time: `${sessionTime(booking.start, locale, booking.timeZone)} (${booking.timeZone.replace(/_/g, ' ')})`,
          }),
    place: booking.mode === 'online' ? texts.online : texts.inPerson,
    price: booking.priceCents ? formatPrice(booking.priceCents / 100, 'BRL', locale) : texts.free,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    whatsapp: whatsappLink(booking.phone),
    note: booking.note,
    noteDeleted: booking.noteDeleted,
    ownerNotes: booking.ownerNotes ?? '',
    canMarkPaid: booking.status === 'awaiting_payment',
    canMarkNoShow: holds && started,
    canCancel: holds && !started,
  };
}
