import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { NEWSLETTER_CONSENT, type SignupSuccess } from '../../lib/newsletter.ts';
import type { GiftFacts } from '../../site/gift.ts';
import { type Database, isUniqueViolation, type Transaction } from '../db/client.ts';
import { emailOutbox, type MailKind, newsletterSubscribers } from '../db/schema.ts';
import { type ComposedMail, confirmMail, type MailRecipient, welcomeMail } from '../email/compose.ts';
import { cancelWaitingMail } from '../email/waiting-mail.ts';

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
  /** Every valid signup is answered like a new one: no "already subscribed" (NEWSLETTER_UNIFORM_ANSWER). */
  uniformAnswer?: boolean;
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

/** What a signup did: the mail it queued, and the answer the visitor gets. */
export interface SignupResult {
  /** Never tells more than a new address would learn; see {@link signupAnswer}. */
  answer: SignupSuccess | 'duplicate';
  /** The mail queued for the address, if any. */
  mail?: 'welcome' | 'confirm';
}

/** Where a signup found the address: new, back after unsubscribing, waiting for confirmation, or on the list. */
type AddressState = 'new' | 'returning' | 'pending' | 'active';

/** A pending address gets another confirmation mail at most this often, however often it signs up. */
export const CONFIRM_RESEND_MINUTES = 10;

/** The answer a brand-new address gets (and a bot that filled the honeypot). */
export function newSignupAnswer(settings: NewsletterSettings): SignupSuccess {
  return settings.doubleOptIn ? 'pending' : 'subscribed';
}

/**
 * The answer for an address in a state. A returning address is answered like a new one, and its
 * second signup like a new address's second one, so no answer tells that the address was once on
 * the list; with `uniformAnswer` every signup is answered like a new one.
 */
function signupAnswer(settings: NewsletterSettings, state: AddressState): SignupSuccess | 'duplicate' {
  if (state === 'new' || state === 'returning' || settings.uniformAnswer) return newSignupAnswer(settings);
  return state === 'pending' && settings.doubleOptIn ? 'pending' : 'duplicate';
}

/**
 * Subscribes an address. The subscriber row and its mail (welcome with the gift, or the
 * confirmation when double opt-in is on) commit together, so an answered signup never lacks its
 * mail. An address already on the list is detected by the database's unique violation (23505), not
 * by reading first, so concurrent identical signups store exactly one row.
 */
export async function subscribe(db: Database, settings: NewsletterSettings, signup: Signup): Promise<SignupResult> {
  const status = newSignupAnswer(settings);
  const kind = settings.doubleOptIn ? 'confirm' : 'welcome';
  const unsubscribeToken = newToken();
  const confirmToken = settings.doubleOptIn ? newToken() : null;
  const mail = compose(kind, settings, { locale: signup.locale, unsubscribeToken, confirmToken });
  try {
    // One statement, so one round trip and atomic: the row and its mail commit together or not at all.
    // Raw SQL: the builder cannot write a CTE of data-modifying statements (INSERT … RETURNING into INSERT … SELECT).
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
    return { answer: signupAnswer(settings, 'new'), mail: kind };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const again = await signupAgain(db, settings, signup);
  return { answer: signupAnswer(settings, again.state), mail: again.mail };
}

/**
 * The address is on the list already. Someone who had unsubscribed must confirm again, whatever
 * NEWSLETTER_DOUBLE_OPT_IN says: anyone can type an address, and only its owner may bring it back
 * (with a new consent record once they confirm). A pending address gets its confirmation again,
 * at most once per {@link CONFIRM_RESEND_MINUTES}.
 */
async function signupAgain(
  db: Database,
  settings: NewsletterSettings,
  signup: Signup,
): Promise<{ state: Exclude<AddressState, 'new'>; mail?: 'confirm' }> {
  return db.transaction(async (tx) => {
    // Locked, so racing signups for one address take turns and each sees what the one before did.
    const [found] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${signup.email})`)
      .for('update');
    if (!found) throw new Error('a signup collided with a subscriber that is not there');
    if (found.status === 'subscribed') return { state: 'active' };
    // A bounced address (its mail server refused it for good) comes back the same way: confirmed
    // by whoever reads that mailbox now.
    if (found.status === 'unsubscribed' || found.status === 'bounced') {
      const [subscriber] = await tx
        .update(newsletterSubscribers)
        .set({
          status: 'pending',
          locale: signup.locale,
          source: signup.source,
          consentAt: sql`now()`,
          consentTextVersion: NEWSLETTER_CONSENT.version,
          consentPurpose: NEWSLETTER_CONSENT.purpose,
          confirmToken: newToken(),
          confirmedAt: null,
          unsubscribedAt: null,
          bouncedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(newsletterSubscribers.id, found.id))
        .returning();
      if (!subscriber) throw new Error('a locked subscriber could not be updated');
      await enqueue(tx, 'confirm', settings, subscriber);
      return { state: 'returning', mail: 'confirm' };
    }
    // A later statement than the lock, so it sees the mail a signup that held the lock before queued.
    const [recent] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.subscriberId, found.id),
          eq(emailOutbox.kind, 'confirm'),
          or(
            eq(emailOutbox.status, 'queued'),
            sql`${emailOutbox.createdAt} > now() - make_interval(mins => ${CONFIRM_RESEND_MINUTES})`,
          ),
        ),
      )
      .limit(1);
    if (recent) return { state: 'pending' };
    await enqueue(tx, 'confirm', settings, found);
    return { state: 'pending', mail: 'confirm' };
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
    await cancelWaitingMail(tx, eq(emailOutbox.subscriberId, subscriber.id), 'unsubscribed before delivery');
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
