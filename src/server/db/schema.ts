import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import type { FunnelStep } from '../../lib/quiz/lead.ts';
import type { QuizResult } from '../../lib/quiz/results.ts';
import type { MetricName, Rating } from '../../lib/vitals/ratings.ts';
import { bookings } from './booking-schema.ts';
import { newsletterEditions } from './edition-schema.ts';

/*
 * The tables as the SQL files in migrations/ create them (schema.test.ts fails when the two
 * differ in a table, column, type, nullability, default, key, index or foreign key). CHECK
 * constraints and UNLOGGED live in the SQL only. A change is a new migration first, then here.
 */

export * from './booking-schema.ts';
export * from './chat-group-schema.ts';
export * from './edition-schema.ts';
export * from './owner-schema.ts';
export * from './privacy-schema.ts';

/** The migrations already applied, written by migrate.ts (which creates this table itself). */
export const schemaMigrations = pgTable('schema_migrations', {
  /** The migration's file name. */
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** bounced: the address was refused for good by its mail server; no mail goes to it until the owner reactivates it. */
export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed' | 'bounced';
/**
 * welcome, confirm: the newsletter's; quiz-guide: the quiz's guide; privacy-link: a privacy request's
 * link; edition: an edition to a subscriber; edition-test: an edition's test to the owner; booking-*:
 * a booked session's mail to the visitor, and the owner's notice of a booking or cancellation.
 */
export type MailKind =
  | 'welcome'
  | 'confirm'
  | 'quiz-guide'
  | 'privacy-link'
  | 'owner-password-reset'
  | 'edition'
  | 'edition-test'
  | 'booking-confirmation'
  | 'booking-reminder'
  | 'booking-cancellation'
  | 'booking-owner-notice';

/** A file a mail carries (migrations/0015_booking_mail.sql). */
export interface MailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
  /** Set for an image the HTML shows inline as `cid:<cid>`. */
  cid?: string;
}

/** bounced: the receiving server refused the address for good (an SMTP 5xx answer). */
export type MailStatus = 'queued' | 'sent' | 'failed' | 'cancelled' | 'bounced';

/** Paths that answered 404, per day (see migrations/0007_not_found_daily.sql). */
export const notFoundDaily = pgTable(
  'not_found_daily',
  {
    /** The day (UTC) the path was asked for. */
    day: date('day').notNull(),
    /** The requested path without its query, personal-looking parts masked (or '[other paths]'). */
    path: text('path').notNull(),
    /** How many times it was asked for that day. */
    hits: integer('hits').notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/** Newsletter subscribers (see migrations/0002_newsletter.sql); e-mail unique whatever its case. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** As typed, trimmed. */
    email: text('email').notNull(),
    /** Only from an imported list (migrations/0010_owner_work.sql). */
    name: text('name'),
    locale: text('locale').$type<Locale>().notNull(),
    /** The site path the form was on. */
    source: text('source').notNull(),
    status: text('status').$type<SubscriberStatus>().notNull(),
    /** The consent record: when, which wording (version) and for what purpose. */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    consentTextVersion: text('consent_text_version').notNull(),
    consentPurpose: text('consent_purpose').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique('newsletter_subscribers_unsubscribe_token_key'),
    confirmToken: text('confirm_token').unique('newsletter_subscribers_confirm_token_key'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its mail server refused the address for good (migrations/0013_newsletter_editions.sql). */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
  },
  (table) => {
    // "Signed up from" (migrations/0012_owner_list_indexes.sql): the very expression of
    // admin/subscribers.ts's sourceGroupSql, or the planner does not use the index.
    const englishSource = sql`regexp_replace(${table.source}, ${`^/(${LOCALES.join('|')})(?=/|$)`}, '')`;
    return [
      uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${table.email})`),
      // The list sorted by address, every listed column in the index (migrations/0012_owner_list_indexes.sql).
      index('newsletter_subscribers_email_order').on(
        sql`lower(${table.email})`,
        table.id,
        table.email,
        table.locale,
        table.status,
        table.source,
        table.createdAt,
      ),
      index('newsletter_subscribers_source_group').on(sql`(CASE
        WHEN ${table.source} = 'import' THEN 'imported'
        WHEN ${englishSource} IN ('', '/') THEN 'home'
        WHEN ${englishSource} LIKE '/quiz%' THEN 'quiz'
        WHEN ${englishSource} LIKE '/blog%' THEN 'blog'
        ELSE 'other' END)`),
    ];
  },
);

/** Mail waiting to be sent, sent, or given up on (the transactional outbox). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<MailKind>().notNull(),
    subscriberId: bigint('subscriber_id', { mode: 'number' }).references(() => newsletterSubscribers.id, {
      onDelete: 'cascade',
    }),
    toAddress: text('to_address').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** cancelled: the subscriber unsubscribed before delivery (or the owner cancelled it). */
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may (re)try; claiming a mail moves it forward as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** An edition's mail: its body is the edition's, rendered at send time (newsletter/edition-sending.ts). */
    editionId: bigint('edition_id', { mode: 'number' }).references(() => newsletterEditions.id, {
      onDelete: 'cascade',
    }),
    /** The files it carries, made when it was queued (migrations/0015_booking_mail.sql). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** The booking it is about: its waiting mail is cancelled when the booking changes. */
    bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('email_outbox_due').on(table.nextAttemptAt).where(sql`status = 'queued' AND edition_id IS NULL`),
    index('email_outbox_due_editions')
      .on(table.editionId, table.nextAttemptAt)
      .where(sql`status = 'queued' AND edition_id IS NOT NULL`),
    uniqueIndex('email_outbox_one_per_edition')
      .on(table.editionId, table.subscriberId)
      .where(sql`edition_id IS NOT NULL`),
    index('email_outbox_booking').on(table.bookingId).where(sql`booking_id IS NOT NULL`),
  ],
);

/** Guide requests from the quiz (see migrations/0004_quiz.sql): one a day per address. */
export const quizLeads = pgTable(
  'quiz_leads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    result: text('result').$type<QuizResult>().notNull(),
    answers: jsonb('answers').$type<Record<string, QuizResult>>().notNull().default({}),
    newsletter: boolean('newsletter').notNull().default(false),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    consentTextVersion: text('consent_text_version').notNull(),
    /** The UTC day of the request: one guide a day per address. */
    requestedOn: date('requested_on').notNull().default(sql`(now() AT TIME ZONE 'UTC')::date`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quiz_leads_one_a_day').on(sql`lower(${table.email})`, table.requestedOn),
    // The list sorted by address, every listed column in the index (migrations/0012_owner_list_indexes.sql).
    index('quiz_leads_email_order').on(
      sql`lower(${table.email})`,
      table.id,
      table.email,
      table.locale,
      table.result,
      table.newsletter,
      table.createdAt,
    ),
  ],
);

/** How many visitors reached each step of the quiz, per day and language (migrations/0005_quiz_funnel.sql). */
export const quizFunnel = pgTable(
  'quiz_funnel',
  {
    day: date('day').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    step: text('step').$type<FunnelStep>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.locale, table.step] })],
);

/** The chat assistant's counts per day and language (migrations/0006_chat.sql): no messages. */
export const chatDaily = pgTable(
  'chat_daily',
  {
    day: date('day').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    answered: integer('answered').notNull().default(0),
    unanswered: integer('unanswered').notNull().default(0),
    llmAnswers: integer('llm_answers').notNull().default(0),
    llmTokens: integer('llm_tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.locale] })],
);

/** Questions the site could not answer, kept only with CHAT_LOG_QUESTIONS=true (migrations/0006_chat.sql). */
export const chatUnanswered = pgTable(
  'chat_unanswered',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    locale: text('locale').$type<Locale>().notNull(),
    question: text('question').notNull(),
    /** When the owner marked it handled (migrations/0010_owner_work.sql). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('chat_unanswered_asked_at').on(table.askedAt)],
);

/** One client's attempts under one limit in one window (migrations/0008_rate_limits.sql; used on PostgreSQL). */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** The limit: newsletter, quiz, quiz-funnel, vitals, chat or chat-llm. */
    name: text('name').notNull(),
    /** A keyed hash (HMAC-SHA-256 under rate_limit_secret) of the client's address, never the address. */
    client: text('client').notNull(),
    /** When the window ends, in milliseconds since 1970 (UTC) by the database's clock: a multiple of its length. */
    windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
    /** Attempts allowed in the window so far: never more than the limit. */
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.client, table.windowEnd] })],
);

/** The key of the clients' hashes in rate_limit_windows: one random row, the same for every server. */
export const rateLimitSecret = pgTable('rate_limit_secret', {
  /** Always true: the table holds one row. */
  id: boolean('id').primaryKey().default(true),
  /** 32 random bytes, in hex. */
  secret: text('secret').notNull(),
});

/** A beacon's metrics, one row each, until the roll-up moves them (migrations/0003_web_vitals.sql): no address, no user agent. */
export const webVitalSamples = pgTable(
  'web_vital_samples',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    metric: text('metric').$type<MetricName>().notNull(),
    /** Milliseconds (CLS: unitless). */
    value: doublePrecision('value').notNull(),
    rating: text('rating').$type<Rating>().notNull(),
    /** home, article, guide or other. */
    pageGroup: text('page_group').notNull(),
    /** The path itself only when it is a page of the site. */
    pagePath: text('page_path').notNull(),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    connection: text('connection').notNull(),
    locale: text('locale').notNull(),
  },
  (table) => [index('web_vital_samples_recorded_at').on(table.recordedAt)],
);

/** The rolled-up samples: a histogram per day and group, which /performance reads (migrations/0003_web_vitals.sql). */
export const webVitalDaily = pgTable(
  'web_vital_daily',
  {
    day: date('day').notNull(),
    metric: text('metric').$type<MetricName>().notNull(),
    pageGroup: text('page_group').notNull(),
    device: text('device').notNull(),
    locale: text('locale').notNull(),
    rating: text('rating').$type<Rating>().notNull(),
    /** floor(ln(max(v, 1)) / ln(1.05)) of the values v counted (milliseconds; CLS × 1000). */
    bucket: smallint('bucket').notNull(),
    samples: integer('samples').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.metric, table.pageGroup, table.device, table.locale, table.rating, table.bucket],
    }),
  ],
);
