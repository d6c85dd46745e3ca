import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales.ts';
import type { FunnelStep } from '../../lib/quiz/lead.ts';
import type { QuizResult } from '../../lib/quiz/results.ts';

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed';
/** welcome and confirm: the newsletter's; quiz-guide: the quiz's single guide mail. */
export type MailKind = 'welcome' | 'confirm' | 'quiz-guide';

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
    locale: text('locale').$type<Locale>().notNull(),
    /** The site path the form was on. */
    source: text('source').notNull(),
    status: text('status').$type<SubscriberStatus>().notNull(),
    /** The consent record: when, which wording (version) and for what purpose. */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    consentTextVersion: text('consent_text_version').notNull(),
    consentPurpose: text('consent_purpose').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    confirmToken: text('confirm_token').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${table.email})`)],
);

/** Mail waiting to be sent, sent, or given up on (the transactional outbox). */
export const emailOutbox = pgTable('email_outbox', {
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
  /** cancelled: the subscriber unsubscribed before delivery. */
  status: text('status').$type<'queued' | 'sent' | 'failed' | 'cancelled'>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  /** When a sender may (re)try; claiming a mail moves it forward as a lease. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Guide requests from the quiz (see migrations/0004_quiz.sql): one a day per address. */
export const quizLeads = pgTable('quiz_leads', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  locale: text('locale').$type<Locale>().notNull(),
  result: text('result').$type<QuizResult>().notNull(),
  answers: jsonb('answers').$type<Record<string, QuizResult>>().notNull().default({}),
  newsletter: boolean('newsletter').notNull().default(false),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
  consentTextVersion: text('consent_text_version').notNull(),
  requestedOn: date('requested_on').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How many visitors reached each step of the quiz, per day and language (migrations/0005_quiz_funnel.sql). */
export const quizFunnel = pgTable('quiz_funnel', {
  day: date('day').notNull(),
  locale: text('locale').$type<Locale>().notNull(),
  step: text('step').$type<FunnelStep>().notNull(),
  count: integer('count').notNull().default(0),
});

/** The chat assistant's counts per day and language (migrations/0006_chat.sql): no messages. */
export const chatDaily = pgTable('chat_daily', {
  day: date('day').notNull(),
  locale: text('locale').$type<Locale>().notNull(),
  answered: integer('answered').notNull().default(0),
  unanswered: integer('unanswered').notNull().default(0),
  llmAnswers: integer('llm_answers').notNull().default(0),
  llmTokens: integer('llm_tokens').notNull().default(0),
});

/** Questions the site could not answer, kept only with CHAT_LOG_QUESTIONS=true (migrations/0006_chat.sql). */
export const chatUnanswered = pgTable('chat_unanswered', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  locale: text('locale').$type<Locale>().notNull(),
  question: text('question').notNull(),
});

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
