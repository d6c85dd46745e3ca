/**
 * A booked session's mails as composed (booking-mail.ts queues them): the visitor's confirmation,
 * reminder and cancellation in the visitor's language, and the owner's notice of a booking or a
 * cancellation. Each carries the session's calendar invitation; a session awaiting a Pix payment
 * also carries the Pix QR code, shown inside the HTML.
 */
import { site } from '../../config/site.ts';
import { HTML_LANG, LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { timeZoneName } from '../../lib/booking-times.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import type { MailAttachment } from '../db/schema.ts';
import { type ComposedMail, type MailBlock, renderMail } from '../email/compose.ts';
import { codeBlock, factsBlock, headingBlock, imageBlock, linksBlock, type MailFact } from './booking-mail-blocks.ts';
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

/**
 * The visitor's mails about a session: a release notice warns that an unpaid booking will be
 * released at its deadline; `released` says it was (scheduled work, release.ts); `change` gives the
 * new time of a session the visitor moved (booking-changes.ts).
 */
export type VisitorMailKind = 'confirmation' | 'reminder' | 'cancellation' | 'release-notice' | 'released' | 'change';

/** The mails that end a booking: they carry the calendar's cancellation and no way to pay. */
const ENDING_KINDS: readonly VisitorMailKind[] = ['cancellation', 'released'];

/** A moment in a reader's zone, with the zone's name: "Monday, 7 December 2026, 10:00 (…)". */
function momentIn(date: Date, locale: Locale, timeZone: string): string {
  const time = dateTimeFormat(HTML_LANG[locale], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
  return format(getMessages(locale).bookingMail.timeInZone, { time, zone: timeZoneName(timeZone, locale, date) });
}

/** Where the visitor moves or cancels the session themselves, and until when (signed links). */
function changeLinksPart(booking: BookedSession, context: SessionContext): MailBlock[] {
  const { changeLinks } = context;
  if (!changeLinks) return [];
  const t = getMessages(booking.locale).bookingMail;
  return [
    headingBlock(t.changeHeading),
    format(t.changeUntil, { until: momentIn(changeLinks.until, booking.locale, booking.timeZone) }),
    linksBlock([
      { label: t.rescheduleLink, url: changeLinks.reschedule },
      { label: t.cancelLink, url: changeLinks.cancel },
    ]),
  ];
}

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

/**
 * A mail to the visitor about their session, in their language, with its invitation. A release
 * notice names its `deadline` (when the unpaid booking is released), in the visitor's zone.
 */
export async function composeVisitorMail(
  kind: VisitorMailKind,
  booking: BookedSession,
  context: SessionContext,
  deadline?: Date,
): Promise<ComposedMail> {
  const { locale } = booking;
  const t = getMessages(locale).bookingMail;
  const ending = ENDING_KINDS.includes(kind);
  const method: InvitationMethod = ending ? 'cancel' : 'request';
  const payment = sessionPayment(booking, context, locale);
  const facts = sessionFacts(booking, context, 'visitor');
  const reference = { label: t.labelReference, value: booking.reference };
  const price = { label: t.labelPrice, value: payment.kind === 'free' ? t.free : payment.price };
  // A mail that ends the booking says what ended; the others say all, and how to pay while that is to do.
  const pay = ending ? { blocks: [], images: [] } : await paymentPart(booking, payment, context.siteUrl);
  const texts = {
    confirmation: { subject: t.confirmationSubject, preheader: t.confirmationPreheader, intro: t.confirmationIntro },
    reminder: { subject: t.reminderSubject, preheader: t.reminderPreheader, intro: t.reminderIntro },
    change: { subject: t.changeSubject, preheader: t.changePreheader, intro: t.changeIntro },
    cancellation: { subject: t.cancellationSubject, preheader: t.cancellationPreheader, intro: t.cancellationIntro },
    'release-notice': {
      subject: t.releaseNoticeSubject,
      preheader: t.releaseNoticePreheader,
      intro: t.releaseNoticeIntro,
    },
    released: { subject: t.releasedSubject, preheader: t.releasedPreheader, intro: t.releasedIntro },
  }[kind];
  const when = { deadline: deadline ? momentIn(deadline, locale, booking.timeZone) : '' };
  const prepare = context.mode === 'online' ? t.prepareOnline : t.prepareInPerson;
  const after: MailBlock[] =
    kind === 'released'
      ? [format(t.releasedPaid, { email: site.contactEmail }), t.cancellationAgain]
      : kind === 'cancellation'
        ? [...(payment.kind === 'free' ? [] : [t.cancellationPaid]), t.cancellationAgain]
        : [
            ...(kind === 'confirmation' ? [t.calendarNote] : kind === 'change' ? [t.changeCalendarNote] : []),
            prepare,
            format(t.questions, { email: site.contactEmail }),
          ];
  const button = ending
    ? context.rebookUrl && { label: t.rebookButton, url: context.rebookUrl }
    : context.manageUrl && { label: t.manageButton, url: context.manageUrl };
  return {
    subject: format(texts.subject, subjectValues(booking, context, locale, booking.timeZone)),
    headers: {},
    attachments: [...pay.images, invitationAttachment(bookingInvitation(booking, context, method, locale), method)],
    ...renderMail({
      locale,
      preheader: format(texts.preheader, when),
      paragraphs: [
        format(t.greeting, { name: booking.name }),
        format(texts.intro, when),
        factsBlock(ending ? [...facts, reference] : [...facts, price, reference]),
        ...pay.blocks,
        ...(ending ? [] : changeLinksPart(booking, context)),
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

/** What the owner is told of: a booking, its cancellation, its release for want of payment, or its move to another time. */
export type OwnerNoticeEvent = 'booked' | 'cancelled' | 'released' | 'moved';

/** The owner's notice of a booking, its cancellation or release, in OWNER_MAIL_LOCALE, with the invitation. */
export function composeOwnerNotice(
  event: OwnerNoticeEvent,
  booking: BookedSession,
  context: SessionContext,
): ComposedMail {
  const locale = OWNER_MAIL_LOCALE;
  const t = getMessages(locale).bookingMail;
  const method: InvitationMethod = event === 'booked' || event === 'moved' ? 'request' : 'cancel';
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
  const { subject, intro } = {
    booked: { subject: t.ownerBookedSubject, intro: t.ownerBookedIntro },
    cancelled: { subject: t.ownerCancelledSubject, intro: t.ownerCancelledIntro },
    released: { subject: t.ownerReleasedSubject, intro: t.ownerReleasedIntro },
    moved: { subject: t.ownerMovedSubject, intro: t.ownerMovedIntro },
  }[event];
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
