import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { NEWSLETTER_CONSENT, type SignupSuccess } from '../../lib/newsletter.ts';
import type { GiftFacts } from '../../site/gift.ts';
import { type Database, isUniqueViolation } from '../db/client.ts';
import { emailOutbox, type MailKind, newsletterSubscribers } from '../db/schema.ts';
import { type ComposedMail, confirmMail, type MailRecipient, welcomeMail } from '../email/compose.ts';

/** A validated signup. */
export interface Signup {
  email: string;
  locale: Locale;
  /** The site path of the page the form was on. */
  source: string;
}

export interface NewsletterSettings {
  /** Subscribers confirm through an e-mail before they count (and before the gift). */
  doubleOptIn: boolean;
  /** The site's public address, for links in mail. */
  siteUrl: string;
  /** The welcome gift per language (from the build's manifest). */
  gift: Record<Locale, GiftFacts>;
}

/** A secret for links in mail: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a link token looks like; anything else is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

function compose(kind: MailKind, settings: NewsletterSettings, recipient: MailRecipient): ComposedMail {
  return kind === 'welcome'
    ? welcomeMail(settings.siteUrl, recipient, settings.gift[recipient.locale])
    : confirmMail(settings.siteUrl, recipient);
}

/** Writes a newsletter mail to the outbox inside the caller's transaction. */
async function enqueue(
  tx: Transaction,
  kind: MailKind,
  settings: NewsletterSettings,
  subscriber: { id: number; email: string; locale: Locale; unsubscribeToken: string; confirmToken: string | null },
) {
  const mail = compose(kind, settings, subscriber);
  await tx.insert(emailOutbox).values({
    kind,
    subscriberId: subscriber.id,
    toAddress: subscriber.email,
    locale: subscriber.locale,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers,
  });
}

/**
 * Subscribes an address. The subscriber row and its mail (welcome with the gift, or the
 * confirmation when double opt-in is on) commit together, so an answered signup never lacks its
 * mail. An address already on the list is detected by the database's unique violation (23505), not
 * by reading first, so concurrent identical signups store exactly one row. Someone who had
 * unsubscribed and signs up again is subscribed again, with a new consent record.
 */
export async function subscribe(
  db: Database,
  settings: NewsletterSettings,
  signup: Signup,
): Promise<SignupSuccess | 'duplicate'> {
  const status = settings.doubleOptIn ? 'pending' : 'subscribed';
  const kind: MailKind = settings.doubleOptIn ? 'confirm' : 'welcome';
  const unsubscribeToken = newToken();
  const confirmToken = settings.doubleOptIn ? newToken() : null;
  const mail = compose(kind, settings, { locale: signup.locale, unsubscribeToken, confirmToken });
  try {
    // One statement, so one round trip and atomic: the row and its mail commit together or not at all.
    await db.execute(sql`
      WITH subscriber AS (
        INSERT INTO newsletter_subscribers
          (email, locale, source, status, consent_text_version, consent_purpose, unsubscribe_token, confirm_token)
        VALUES (${signup.email}, ${signup.locale}, ${signup.source}, ${status}, ${NEWSLETTER_CONSENT.version},
          ${NEWSLETTER_CONSENT.purpose}, ${unsubscribeToken}, ${confirmToken})
        RETURNING id
      )
      INSERT INTO email_outbox (kind, subscriber_id, to_address, locale, subject, text_body, html_body, headers)
      SELECT ${kind}, id, ${signup.email}, ${signup.locale}, ${mail.subject}, ${mail.text}, ${mail.html},
        ${JSON.stringify(mail.headers)}::jsonb
      FROM subscriber`);
    return status;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return resubscribe(db, settings, signup);
}

/** The address is on the list: subscribe it again if it had left, otherwise it is a duplicate. */
async function resubscribe(
  db: Database,
  settings: NewsletterSettings,
  signup: Signup,
): Promise<SignupSuccess | 'duplicate'> {
  const status = settings.doubleOptIn ? 'pending' : 'subscribed';
  return db.transaction(async (tx) => {
    // Conditional on the status, so of two racing signups only one brings the address back.
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({
        status,
        locale: signup.locale,
        source: signup.source,
        consentAt: sql`now()`,
        consentTextVersion: NEWSLETTER_CONSENT.version,
        consentPurpose: NEWSLETTER_CONSENT.purpose,
        confirmToken: settings.doubleOptIn ? newToken() : null,
        confirmedAt: null,
        unsubscribedAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          sql`lower(${newsletterSubscribers.email}) = lower(${signup.email})`,
          eq(newsletterSubscribers.status, 'unsubscribed'),
        ),
      )
      .returning();
    if (subscriber) {
      await enqueue(tx, settings.doubleOptIn ? 'confirm' : 'welcome', settings, subscriber);
      return status;
    }
    if (!settings.doubleOptIn) return 'duplicate';
    // Still waiting for confirmation: the visitor is told to check the inbox again.
    const [existing] = await tx
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${signup.email})`);
    return existing?.status === 'pending' ? 'pending' : 'duplicate';
  });
}

/**
 * Unsubscribes the holder of an unsubscribe token, and cancels mail still waiting for them (a
 * welcome that SMTP could not deliver yet must not arrive after they left). Idempotent: a second
 * click finds the address already out and answers the same. False when no subscriber has this token.
 */
export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterSubscribers.unsubscribeToken, token))
      .returning({ id: newsletterSubscribers.id });
    if (!subscriber) return false;
    await tx
      .update(emailOutbox)
      .set({ status: 'cancelled', lastError: 'unsubscribed before delivery' })
      .where(and(eq(emailOutbox.subscriberId, subscriber.id), eq(emailOutbox.status, 'queued')));
    return true;
  });
}

/**
 * Double opt-in: confirms the holder of a confirm token and queues the welcome mail with the gift,
 * in one transaction. Idempotent: confirming again succeeds without a second mail. False when
 * the token matches nobody, or the address has unsubscribed since.
 */
export async function confirm(
  db: Database,
  settings: NewsletterSettings,
  token: string,
): Promise<false | { welcomeQueued: boolean; email: string; locale: Locale }> {
  if (!TOKEN_PATTERN.test(token)) return false;
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'subscribed', confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.confirmToken, token), eq(newsletterSubscribers.status, 'pending')))
      .returning();
    if (subscriber) {
      await enqueue(tx, 'welcome', settings, subscriber);
      return { welcomeQueued: true, email: subscriber.email, locale: subscriber.locale };
    }
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmToken, token));
    return existing?.status === 'subscribed'
      ? { welcomeQueued: false, email: existing.email, locale: existing.locale }
      : false;
  });
}
