/**
 * A booked session's mails as composed (booking-mail.ts queues them): the visitor's confirmation,
 * reminder and cancellation in the visitor's language, and the owner's notice of a booking or a
 * cancellation. Each carries the session's calendar invitation; a session awaiting a Pix payment
 * also carries the Pix QR code, shown inside the HTML.
 */
import { site } from '../../config/site.ts';
import { LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import type { MailAttachment } from '../db/schema.ts';
import { type ComposedMail, type MailBlock, renderMail } from '../email/compose.ts';
import { codeBlock, factsBlock, headingBlock, imageBlock, type MailFact } from './booking-mail-blocks.ts';
import { bookingInvitation, type InvitationMethod, invitationAttachment } from './invitation.ts';
import { pixQrPng } from './pix.ts';
import {
  type BookedSession,
  type SessionContext,
  type SessionPayment,
  sessionDay,
  sessionPayment,
  sessionPlace,
  sessionWhen,
} from './session-details.ts';

/**
 * The language of the owner's notices: Portuguese, the owner's own (she is Brazilian), rather than
 * the site's default (English, for visitors who ask for no language).
 */
export const OWNER_MAIL_LOCALE: Locale = 'pt';

/** The visitor's mails about a session. */
export type VisitorMailKind = 'confirmation' | 'reminder' | 'cancellation';

/** Displayed size of the QR code in the mail, in CSS pixels (the PNG has more, for sharp screens). */
const QR_DISPLAY_SIZE = 200;

/** The Pix part of a mail: what to do, the code to copy and the QR image, with the image's file. */
async function pixPart(booking: BookedSession, payment: Extract<SessionPayment, { kind: 'pix' }>, siteUrl: string) {
  const t = getMessages(booking.locale).bookingMail;
  const cid = `pix-${booking.reference}@${new URL(siteUrl).host}`;
  const image: MailAttachment = {
    filename: `pix-${booking.reference}.png`,
    contentType: 'image/png',
    content: (await pixQrPng(payment.code)).toString('base64'),
    cid,
  };
  const blocks: MailBlock[] = [
    t.awaitingNote,
    format(t.payPix, { price: payment.price }),
    codeBlock(t.pixCodeLabel, payment.code),
    imageBlock(t.pixQrNote, { cid, alt: format(t.pixQrAlt, { price: payment.price }), size: QR_DISPLAY_SIZE }),
  ];
  return { blocks, image };
}

/** How to pay, for the visitor: nothing for a free session, thanks once paid. */
async function paymentPart(booking: BookedSession, payment: SessionPayment, siteUrl: string) {
  const t = getMessages(booking.locale).bookingMail;
  if (payment.kind === 'free') return { blocks: [], images: [] };
  if (payment.kind === 'paid') return { blocks: [t.paid], images: [] };
  if (payment.kind === 'later') {
    return { blocks: [headingBlock(t.payHeading), format(t.payLater, { price: payment.price })], images: [] };
  }
  const pix = await pixPart(booking, payment, siteUrl);
  return { blocks: [headingBlock(t.payHeading), ...pix.blocks], images: [pix.image] };
}

/** The session's facts for its visitor or its owner: in the reader's language, their time first. */
function sessionFacts(booking: BookedSession, context: SessionContext, reader: 'visitor' | 'owner'): MailFact[] {
  const visitor = reader === 'visitor';
  const locale = visitor ? booking.locale : OWNER_MAIL_LOCALE;
  const t = getMessages(locale).bookingMail;
  const when = visitor
    ? sessionWhen(booking, locale, booking.timeZone, context.ownerTimeZone)
    : sessionWhen(booking, locale, context.ownerTimeZone, booking.timeZone);
  const place = sessionPlace(context.mode, locale);
  return [
    { label: t.labelSession, value: context.serviceTitle(locale) },
    { label: t.labelWhen, value: when.here },
    ...(when.there ? [{ label: visitor ? t.labelMyTime : t.ownerLabelTheirTime, value: when.there }] : []),
    { label: t.labelWhere, value: place.text, ...(place.url ? { href: place.url } : {}) },
  ];
}

/** The mail's subject line values: the service and the session's day, in the reader's zone. */
function subjectValues(booking: BookedSession, context: SessionContext, locale: Locale, zone: string) {
  return { service: context.serviceTitle(locale), date: sessionDay(booking, locale, zone), name: booking.name };
}

/** A mail to the visitor about their session, in their language, with its invitation. */
export async function composeVisitorMail(
  kind: VisitorMailKind,
  booking: BookedSession,
  context: SessionContext,
): Promise<ComposedMail> {
  const { locale } = booking;
  const t = getMessages(locale).bookingMail;
  const method: InvitationMethod = kind === 'cancellation' ? 'cancel' : 'request';
  const payment = sessionPayment(booking, context, locale);
  const facts = sessionFacts(booking, context, 'visitor');
  const reference = { label: t.labelReference, value: booking.reference };
  const price = { label: t.labelPrice, value: payment.kind === 'free' ? t.free : payment.price };
  // A cancellation says what was cancelled; the others say all, and how to pay while that is to do.
  const pay =
    kind === 'cancellation' ? { blocks: [], images: [] } : await paymentPart(booking, payment, context.siteUrl);
  const texts = {
    confirmation: { subject: t.confirmationSubject, preheader: t.confirmationPreheader, intro: t.confirmationIntro },
    reminder: { subject: t.reminderSubject, preheader: t.reminderPreheader, intro: t.reminderIntro },
    cancellation: { subject: t.cancellationSubject, preheader: t.cancellationPreheader, intro: t.cancellationIntro },
  }[kind];
  const prepare = context.mode === 'online' ? t.prepareOnline : t.prepareInPerson;
  const after: MailBlock[] =
    kind === 'cancellation'
      ? [...(payment.kind === 'free' ? [] : [t.cancellationPaid]), t.cancellationAgain]
      : [
          ...(kind === 'confirmation' ? [t.calendarNote] : []),
          prepare,
          format(t.questions, { email: site.contactEmail }),
        ];
  const button =
    kind === 'cancellation'
      ? context.rebookUrl && { label: t.rebookButton, url: context.rebookUrl }
      : context.manageUrl && { label: t.manageButton, url: context.manageUrl };
  return {
    subject: format(texts.subject, subjectValues(booking, context, locale, booking.timeZone)),
    headers: {},
    attachments: [...pay.images, invitationAttachment(bookingInvitation(booking, context, method, locale), method)],
    ...renderMail({
      locale,
      preheader: texts.preheader,
      paragraphs: [
        format(t.greeting, { name: booking.name }),
        texts.intro,
        factsBlock(kind === 'cancellation' ? [...facts, reference] : [...facts, price, reference]),
        ...pay.blocks,
      ],
      ...(button ? { button } : {}),
      after,
      siteUrl: context.siteUrl,
      footerWhy: t.footerWhy,
    }),
  };
}

/** What the owner's notice (and her calendar feed) says of the payment. */
export function ownerPaymentLine(booking: BookedSession, payment: SessionPayment, locale: Locale): string {
  const t = getMessages(locale).bookingMail;
  if (payment.kind === 'free') return t.ownerFree;
  if (payment.kind === 'paid') return format(t.ownerPaid, { price: payment.price });
  if (payment.kind === 'pix') return format(t.ownerPayPix, { price: payment.price, reference: booking.reference });
  return format(t.ownerPayLater, { price: payment.price });
}

/** The owner's notice of a booking or its cancellation, in OWNER_MAIL_LOCALE, with the invitation. */
export function composeOwnerNotice(
  event: 'booked' | 'cancelled',
  booking: BookedSession,
  context: SessionContext,
): ComposedMail {
  const locale = OWNER_MAIL_LOCALE;
  const t = getMessages(locale).bookingMail;
  const method: InvitationMethod = event === 'cancelled' ? 'cancel' : 'request';
  const payment = sessionPayment(booking, context, locale);
  const who: MailFact[] = [
    { label: t.ownerLabelVisitor, value: booking.name },
    { label: t.ownerLabelEmail, value: booking.email, href: `mailto:${booking.email}` },
    ...(booking.phone ? [{ label: t.ownerLabelPhone, value: booking.phone }] : []),
    { label: t.ownerLabelLanguage, value: LOCALE_NAMES[booking.locale] },
  ];
  const facts: MailFact[] = [
    ...sessionFacts(booking, context, 'owner'),
    { label: t.labelPrice, value: payment.kind === 'free' ? t.free : payment.price },
    { label: t.labelReference, value: booking.reference },
    // The note is the visitor's own words for the owner; it is emptied from the booking after the session.
    ...(booking.note && event === 'booked' ? [{ label: t.ownerLabelNote, value: booking.note }] : []),
  ];
  const subject = event === 'booked' ? t.ownerBookedSubject : t.ownerCancelledSubject;
  const intro = event === 'booked' ? t.ownerBookedIntro : t.ownerCancelledIntro;
  return {
    subject: format(subject, subjectValues(booking, context, locale, context.ownerTimeZone)),
    headers: {},
    attachments: [invitationAttachment(bookingInvitation(booking, context, method, locale), method)],
    ...renderMail({
      locale,
      preheader: format(intro, { name: booking.name }),
      paragraphs: [format(intro, { name: booking.name }), factsBlock(who), factsBlock(facts)],
      after: event === 'booked' ? [ownerPaymentLine(booking, payment, locale)] : [],
      siteUrl: context.siteUrl,
      footerWhy: t.ownerFooterWhy,
    }),
  };
}
