/**
 * Owner accounts, as the server's administrator manages them (`npm run owner`, scripts/owner.ts)
 * and as enrollment uses them (routes.ts). There is no public sign-up: an account is created
 * here, with a one-time link where its owner chooses a password and sets up the code app.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { Database } from '../db/client.ts';
import {
  type OwnerLinkPurpose,
  ownerEnrollments,
  ownerSessions,
  ownerTotpSteps,
  ownerTwoFactors,
  ownerUsers,
} from '../db/schema.ts';
import type { OwnerAuth } from './owner-auth.ts';

/** How long an enrollment link works. */
export const ENROLLMENT_MINUTES = 30;

export interface OwnerSummary {
  email: string;
  name: string;
  locale: Locale;
  /** A password and a verified code app: the account can sign in. */
  enrolled: boolean;
  disabled: boolean;
  sessions: number;
  createdAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The account with this address, whatever its case. */
export async function ownerByEmail(db: Database, email: string) {
  const [owner] = await db.select().from(ownerUsers).where(sql`lower(${ownerUsers.email}) = lower(${email.trim()})`);
  return owner;
}

/** Creates an account (no password yet) and returns its enrollment link. Refuses an address already used. */
export async function createOwner(
  auth: OwnerAuth,
  db: Database,
  { email, name, locale = DEFAULT_LOCALE, siteUrl }: { email: string; name?: string; locale?: Locale; siteUrl: string },
): Promise<{ link: string } | { refused: 'exists' }> {
  if (await ownerByEmail(db, email)) return { refused: 'exists' };
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      email: email.trim().toLowerCase(),
      name: name?.trim() || email.trim().split('@')[0] || 'Owner',
      emailVerified: true,
      locale,
    },
    { method: 'admin' },
  );
  return { link: await issueEnrollment(db, user.id, locale, siteUrl) };
}

/**
 * A new one-time link's token for `userId` and `purpose`, valid ENROLLMENT_MINUTES; earlier links
 * for the same purpose stop working.
 */
export async function issueOwnerLink(db: Database, userId: string, purpose: OwnerLinkPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(ownerEnrollments)
      .where(and(eq(ownerEnrollments.userId, userId), eq(ownerEnrollments.purpose, purpose)));
    await tx.insert(ownerEnrollments).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + ENROLLMENT_MINUTES * 60_000),
    });
  });
  return token;
}

/** A new enrollment link for `userId` (see issueOwnerLink). */
export async function issueEnrollment(db: Database, userId: string, locale: Locale, siteUrl: string): Promise<string> {
  const token = await issueOwnerLink(db, userId, 'enroll');
  return new URL(`${localizePath('/admin/enroll', locale)}?token=${token}`, siteUrl).href;
}

/** The account an enrollment link is for, while the link is unused and unexpired. */
export function enrollmentOwner(db: Database, token: string) {
  return linkOwner(db, token, 'enroll');
}

/** The account a one-time link of this purpose is for, while it is unused and unexpired. */
export async function linkOwner(db: Database, token: string, purpose: OwnerLinkPurpose) {
  const [found] = await db
    .select({
      userId: ownerUsers.id,
      email: ownerUsers.email,
      locale: ownerUsers.locale,
      disabled: ownerUsers.disabled,
    })
    .from(ownerEnrollments)
    .innerJoin(ownerUsers, eq(ownerUsers.id, ownerEnrollments.userId))
    .where(
      and(
        eq(ownerEnrollments.tokenHash, hashToken(token)),
        eq(ownerEnrollments.purpose, purpose),
        isNull(ownerEnrollments.usedAt),
        gt(ownerEnrollments.expiresAt, new Date()),
      ),
    );
  return found && !found.disabled ? found : undefined;
}

/** Spends the account's link of this purpose: true for the one call that spends it. */
export async function spendOwnerLink(
  db: Database,
  userId: string,
  purpose: OwnerLinkPurpose = 'enroll',
): Promise<boolean> {
  const spent = await db
    .update(ownerEnrollments)
    .set({ usedAt: new Date() })
    .where(
      and(eq(ownerEnrollments.userId, userId), eq(ownerEnrollments.purpose, purpose), isNull(ownerEnrollments.usedAt)),
    )
    .returning({ userId: ownerEnrollments.userId });
  return spent.length > 0;
}

export async function listOwners(db: Database): Promise<OwnerSummary[]> {
  const sessions = db
    .select({ userId: ownerSessions.userId, open: count().as('open') })
    .from(ownerSessions)
    .where(gt(ownerSessions.expiresAt, new Date()))
    .groupBy(ownerSessions.userId)
    .as('sessions');
  const rows = await db
    .select({
      email: ownerUsers.email,
      name: ownerUsers.name,
      locale: ownerUsers.locale,
      enrolled: ownerUsers.twoFactorEnabled,
      disabled: ownerUsers.disabled,
      sessions: sessions.open,
      createdAt: ownerUsers.createdAt,
    })
    .from(ownerUsers)
    .leftJoin(sessions, eq(sessions.userId, ownerUsers.id))
    .orderBy(ownerUsers.createdAt);
  return rows.map((row) => ({ ...row, sessions: Number(row.sessions ?? 0) }));
}

/** Stops an account: no sign-in, every session ended. False when there is no such account. */
export async function disableOwner(db: Database, email: string): Promise<boolean> {
  const owner = await ownerByEmail(db, email);
  if (!owner) return false;
  await db.transaction(async (tx) => {
    await tx.update(ownerUsers).set({ disabled: true, updatedAt: new Date() }).where(eq(ownerUsers.id, owner.id));
    await tx.delete(ownerSessions).where(eq(ownerSessions.userId, owner.id));
    await tx.delete(ownerEnrollments).where(eq(ownerEnrollments.userId, owner.id));
  });
  return true;
}

/**
 * For an owner who lost their phone: the code app is forgotten, every session ended, and a new
 * enrollment link returned, where they choose a password again and set up a new code app.
 */
export async function resetSecondFactor(db: Database, email: string, siteUrl: string): Promise<string | undefined> {
  const owner = await ownerByEmail(db, email);
  if (!owner) return undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(ownerUsers)
      .set({ twoFactorEnabled: false, disabled: false, updatedAt: new Date() })
      .where(eq(ownerUsers.id, owner.id));
    await tx.delete(ownerTwoFactors).where(eq(ownerTwoFactors.userId, owner.id));
    await tx.delete(ownerTotpSteps).where(eq(ownerTotpSteps.userId, owner.id));
    await tx.delete(ownerSessions).where(eq(ownerSessions.userId, owner.id));
  });
  return issueEnrollment(db, owner.id, owner.locale, siteUrl);
}
