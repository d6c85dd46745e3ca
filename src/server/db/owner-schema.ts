/*
 * The owner's sign-in tables (migrations/0009_owner_auth.sql), re-exported by schema.ts. The first
 * five are better-auth's: their property names are the field names better-auth reads and writes
 * through its Drizzle adapter (src/server/auth/auth.ts maps its models onto them).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An owner account (better-auth's `user`); created only by `npm run owner -- create`. */
export const ownerUsers = pgTable(
  'owner_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** `npm run owner -- disable`: no sign-in, sessions ended. */
    disabled: boolean('disabled').notNull().default(false),
    /** The language of the owner's pages and mail. */
    locale: text('locale').$type<Locale>().notNull().default('pt'),
  },
  (table) => [uniqueIndex('owner_users_email_key').on(sql`lower(${table.email})`)],
);

/** A signed-in browser (better-auth's `session`) with its assurance level. */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique('owner_sessions_token_key'),
    userId: text('user_id')
      .notNull()
      .references(() => ownerUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** 1: a password alone (while enrolling); 2: a second factor verified. */
    assurance: smallint('assurance').notNull().default(1),
    /** When a code was last given in this session. */
    factorVerifiedAt: timestamp('factor_verified_at', { withTimezone: true }),
  },
  (table) => [index('owner_sessions_user_id').on(table.userId)],
);

/** A way to sign in (better-auth's `account`): for owners, the password ("credential"). */
export const ownerAccounts = pgTable(
  'owner_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => ownerUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The scrypt hash. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('owner_accounts_user_id').on(table.userId)],
);

/** Short-lived values (better-auth's `verification`): a sign-in waiting for its code. */
export const ownerVerifications = pgTable(
  'owner_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('owner_verifications_identifier').on(table.identifier)],
);

/** The TOTP secret and recovery codes, encrypted (better-auth's `twoFactor`). */
export const ownerTwoFactors = pgTable(
  'owner_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => ownerUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('owner_two_factors_user_id').on(table.userId)],
);

/** The last TOTP time step accepted per account, so that no code works twice. */
export const ownerTotpSteps = pgTable('owner_totp_steps', {
  userId: text('user_id')
    .primaryKey()
    .references(() => ownerUsers.id, { onDelete: 'cascade' }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
});

export type OwnerLinkPurpose = 'enroll' | 'password-reset';

/** A one-time enrollment link (its token's SHA-256), valid 30 minutes. */
export const ownerEnrollments = pgTable(
  'owner_enrollments',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => ownerUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Setting up access, or resetting a forgotten password (migrations/0010_owner_work.sql). */
    purpose: text('purpose').$type<OwnerLinkPurpose>().notNull().default('enroll'),
  },
  (table) => [index('owner_enrollments_user_id').on(table.userId)],
);

/** What owners did, for the owner to read. */
export const ownerAuditLog = pgTable(
  'owner_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id').references(() => ownerUsers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('owner_audit_log_at').on(table.at)],
);

/** better-auth's key when BETTER_AUTH_SECRET is not set: one random row, the same for every server. */
export const ownerAuthSecret = pgTable('owner_auth_secret', {
  id: boolean('id').primaryKey().default(true),
  secret: text('secret').notNull(),
});

/**
 * People deleted from every table, by a keyed hash of their address only (migrations/0010):
 * an import recognises them and skips them.
 */
export const forgottenPeople = pgTable('forgotten_people', {
  addressHash: text('address_hash').primaryKey(),
  forgottenAt: timestamp('forgotten_at', { withTimezone: true }).notNull().defaultNow(),
});
