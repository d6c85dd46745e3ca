/**
 * Everything the site holds about an address (LGPD art. 18, II and V), as the visitor downloads
 * it: the newsletter subscription with its consent record, the quiz's guide requests with their
 * answers, the sessions booked (with the note, phone and times, and the owner's own notes on them:
 * data about the person too), and the mail sent or waiting (kind, subject, dates, status; not the bodies, which only
 * repeat the site's texts and carry the links' secrets). The same tables forget.ts deletes from.
 * Tokens (unsubscribe, confirmation) are secrets of the links, not data about the person: left out.
 */
import { asc, sql } from 'drizzle-orm';
import type { HeldSummary } from '../../lib/privacy-request.ts';
import { csvField } from '../csv.ts';
import type { Database } from '../db/client.ts';
import { bookings, emailOutbox, newsletterSubscribers, quizLeads } from '../db/schema.ts';

/** The download's content; dates in ISO 8601 (UTC). */
export interface PersonData {
  email: string;
  exportedAt: string;
  subscription: {
    email: string;
    name: string | null;
    language: string;
    source: string;
    status: string;
    consentAt: string;
    consentTextVersion: string;
    consentPurpose: string;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
    createdAt: string;
  } | null;
  quizRequests: {
    language: string;
    result: string;
    answers: Record<string, string>;
    newsletter: boolean;
    consentAt: string;
    consentTextVersion: string;
    createdAt: string;
  }[];
  bookings: {
    reference: string;
    service: string;
    mode: string;
    status: string;
    startsAt: string;
    endsAt: string;
    name: string;
    email: string;
    phone: string | null;
    /** Null when none was written, or once emptied after the session (noteDeletedAt). */
    note: string | null;
    noteDeletedAt: string | null;
    language: string;
    timeZone: string;
    priceCents: number | null;
    currency: string | null;
    consentAt: string;
    paidAt: string | null;
    cancelledAt: string | null;
    cancelledBy: string | null;
    ownerNotes: string | null;
    createdAt: string;
  }[];
  mails: {
    kind: string;
    language: string;
    subject: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
  }[];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Reads everything held about `email` (whatever its letter case, as the unique indexes count it). */
export async function personData(db: Database, email: string): Promise<PersonData> {
  const address = email.trim().toLowerCase();
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${address}`);
  const leads = await db
    .select()
    .from(quizLeads)
    .where(sql`lower(${quizLeads.email}) = ${address}`)
    .orderBy(asc(quizLeads.id));
  const booked = await db
    .select()
    .from(bookings)
    .where(sql`lower(${bookings.email}) = ${address}`)
    .orderBy(asc(bookings.startsAt));
  const mails = await db
    .select({
      kind: emailOutbox.kind,
      locale: emailOutbox.locale,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address}`)
    .orderBy(asc(emailOutbox.id));
  return {
    email,
    exportedAt: new Date().toISOString(),
    subscription: subscriber
      ? {
          email: subscriber.email,
          name: subscriber.name,
          language: subscriber.locale,
          source: subscriber.source,
          status: subscriber.status,
          consentAt: subscriber.consentAt.toISOString(),
          consentTextVersion: subscriber.consentTextVersion,
          consentPurpose: subscriber.consentPurpose,
          confirmedAt: iso(subscriber.confirmedAt),
          unsubscribedAt: iso(subscriber.unsubscribedAt),
          createdAt: subscriber.createdAt.toISOString(),
        }
      : null,
    quizRequests: leads.map((lead) => ({
      language: lead.locale,
      result: lead.result,
      answers: lead.answers,
      newsletter: lead.newsletter,
      consentAt: lead.consentAt.toISOString(),
      consentTextVersion: lead.consentTextVersion,
      createdAt: lead.createdAt.toISOString(),
    })),
    bookings: booked.map((booking) => ({
      reference: booking.reference,
      service: booking.service,
      mode: booking.mode,
      status: booking.status,
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      note: booking.note,
      noteDeletedAt: iso(booking.noteDeletedAt),
      language: booking.locale,
      timeZone: booking.timeZone,
      priceCents: booking.priceCents,
      currency: booking.currency,
      consentAt: booking.consentedAt.toISOString(),
      paidAt: iso(booking.paidAt),
      cancelledAt: iso(booking.cancelledAt),
      cancelledBy: booking.cancelledBy,
      ownerNotes: booking.ownerNotes,
      createdAt: booking.createdAt.toISOString(),
    })),
    mails: mails.map((mail) => ({
      kind: mail.kind,
      language: mail.locale,
      subject: mail.subject,
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
      sentAt: iso(mail.sentAt),
    })),
  };
}

/**
 * What the page lists before the download: counts and the subscription's status. The request's
 * own link mails are left out of the count (the page says "nothing besides this request" when
 * that is all there is); the download lists them with the rest.
 */
export function heldSummary(data: PersonData): HeldSummary {
  return {
    subscription: (data.subscription?.status as HeldSummary['subscription']) ?? null,
    quizRequests: data.quizRequests.length,
    bookings: data.bookings.length,
    mails: data.mails.filter((mail) => mail.kind !== 'privacy-link').length,
  };
}

/**
 * The same data as one CSV a spreadsheet opens: a line per field (`record,number,field,value`),
 * so records of different shapes share one file; a quiz request's answers are one line each.
 */
export function personDataCsv(data: PersonData): string {
  const lines: string[][] = [['record', 'number', 'field', 'value']];
  const add = (record: string, number: number, fields: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(fields)) {
      if (value !== null && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value))
          lines.push([record, String(number), `${field}.${key}`, String(inner)]);
      } else lines.push([record, String(number), field, value === null ? '' : String(value)]);
    }
  };
  add('request', 1, { email: data.email, exportedAt: data.exportedAt });
  if (data.subscription) add('subscription', 1, data.subscription);
  for (const [index, request] of data.quizRequests.entries()) add('quiz request', index + 1, request);
  for (const [index, booking] of data.bookings.entries()) add('booking', index + 1, booking);
  for (const [index, mail] of data.mails.entries()) add('mail', index + 1, mail);
  return `${lines.map((line) => line.map(csvField).join(',')).join('\n')}\n`;
}
