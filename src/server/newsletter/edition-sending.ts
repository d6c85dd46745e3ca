/**
 * Sending an edition: now or at a time; paused, resumed or cancelled; and each subscriber's mail
 * made at send time. Beginning is one transaction — the edition turns `sending` and every
 * recipient's outbox row is written — and the outbox holds at most one mail per subscriber per
 * edition by a unique key (email_outbox_one_per_edition), so neither a second click, nor a second
 * server running the scheduler, nor a crash and restart can send anyone the same edition twice.
 */
import { and, eq, inArray, isNotNull, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import type { EditionFigures } from '../../lib/edition.ts';
import { type Database, rowCount, type Transaction } from '../db/client.ts';
import type { RenderedEditionMail } from '../db/edition-schema.ts';
import { emailOutbox, newsletterEditions, newsletterSubscribers } from '../db/schema.ts';
import { type ComposedMail, unsubscribeParts } from '../email/compose.ts';
import { cancelWaitingMail } from '../email/waiting-mail.ts';
import { personalize, readOnSiteUrl, renderEditionMail, UNSUBSCRIBE_MARK } from './edition-mail.ts';
import {
  audienceCondition,
  countAudience,
  type EditionRow,
  editionRecord,
  editionRow,
  mailLocaleSql,
  readyLocales,
} from './editions.ts';

export type SendRequestOutcome =
  | { outcome: 'sending' | 'scheduled'; recipients: number }
  | { outcome: 'notFound' | 'editedElsewhere' | 'editionLocked' | 'emptyEdition' | 'noRecipients' | 'sendTimePast' };

/**
 * The owner's "send" (now, or at `at`): refused while nothing is written or nobody would receive
 * it, or when the page sending it is stale. A time in the past is refused, not sent at once: the
 * owner meant a time.
 */
export async function requestSend(
  db: Database,
  id: number,
  request: { revision: number; at?: Date },
  siteUrl: string,
): Promise<SendRequestOutcome> {
  const edition = await editionRow(db, id);
  if (!edition) return { outcome: 'notFound' };
  if (edition.status !== 'draft' && edition.status !== 'scheduled') return { outcome: 'editionLocked' };
  if (edition.revision !== request.revision) return { outcome: 'editedElsewhere' };
  if (readyLocales(edition.versions).length === 0) return { outcome: 'emptyEdition' };
  // A welcome step is turned on, not sent: its mail is queued day by day (queueWelcomeSteps), to
  // subscribers who confirm from now on, so nobody need be on the list yet.
  if (edition.welcomeDay !== null) {
    const begun = await begin(db, edition, siteUrl);
    return begun === undefined ? { outcome: 'editedElsewhere' } : { outcome: 'sending', recipients: 0 };
  }
  const { recipients } = await countAudience(db, edition);
  if (recipients === 0) return { outcome: 'noRecipients' };
  if (request.at) {
    if (request.at.getTime() <= Date.now()) return { outcome: 'sendTimePast' };
    const scheduled = await db
      .update(newsletterEditions)
      .set({ status: 'scheduled', sendAt: request.at, updatedAt: sql`now()` })
      .where(and(eq(newsletterEditions.id, id), eq(newsletterEditions.revision, request.revision)))
      .returning({ id: newsletterEditions.id });
    return scheduled.length > 0 ? { outcome: 'scheduled', recipients } : { outcome: 'editedElsewhere' };
  }
  const queued = await begin(db, edition, siteUrl);
  return queued === undefined ? { outcome: 'editedElsewhere' } : { outcome: 'sending', recipients: queued };
}

/**
 * Turns a draft or scheduled edition into a sending one and queues its mail, in one transaction;
 * returns how many mails were queued, or undefined when the edition was not in a state to begin
 * (another server or click began it).
 */
export async function beginSending(db: Database, id: number, siteUrl: string): Promise<number | undefined> {
  const edition = await editionRow(db, id);
  return edition && begin(db, edition, siteUrl);
}

/**
 * `beginSending` for an edition read already: only while it is still as read (a draft or scheduled
 * at that revision). A welcome step turns on without queueing anything (queueWelcomeSteps does).
 */
async function begin(db: Database, edition: EditionRow, siteUrl: string): Promise<number | undefined> {
  const ready = readyLocales(edition.versions);
  const rendered: Partial<Record<Locale, RenderedEditionMail>> = {};
  for (const locale of ready) {
    const version = edition.versions[locale];
    if (!version) continue;
    rendered[locale] = await renderEditionMail({
      locale,
      version,
      siteUrl,
      readOnSiteUrl: edition.public ? readOnSiteUrl(siteUrl, edition.id, locale) : undefined,
      unsubscribeUrl: UNSUBSCRIBE_MARK,
    });
  }
  return db.transaction(async (tx) => {
    const [begun] = await tx
      .update(newsletterEditions)
      .set({ status: 'sending', rendered, startedAt: sql`now()`, sendAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(newsletterEditions.id, edition.id),
          inArray(newsletterEditions.status, ['draft', 'scheduled']),
          eq(newsletterEditions.revision, edition.revision),
        ),
      )
      .returning({ id: newsletterEditions.id });
    if (!begun) return undefined;
    return edition.welcomeDay === null ? queueEditionMail(tx, edition) : 0;
  });
}

/**
 * Writes an outbox row for each subscriber of the edition's audience who gets a language, and
 * `only` further selects; returns how many. The body stays empty: the sender fills it from the
 * edition's `rendered` mail (editionMails below). A subscriber who has the edition's row already
 * is skipped by the unique key. Raw SQL: Drizzle's insert-from-select wants every column of the
 * table selected, the identity and the defaults too.
 */
async function queueEditionMail(db: Database | Transaction, edition: EditionRow, only?: SQL): Promise<number> {
  const mailLocale = mailLocaleSql(readyLocales(edition.versions), edition.fallbackLocale);
  const result = await db.execute(sql`
    INSERT INTO email_outbox (kind, edition_id, subscriber_id, to_address, locale, subject, text_body, html_body)
    SELECT 'edition', ${edition.id}, ${newsletterSubscribers.id}, ${newsletterSubscribers.email}, ${mailLocale}, '', '', ''
    FROM ${newsletterSubscribers}
    WHERE ${audienceCondition(edition.audience)} AND ${mailLocale} IS NOT NULL ${only ? sql`AND ${only}` : sql``}
    ON CONFLICT (edition_id, subscriber_id) WHERE edition_id IS NOT NULL DO NOTHING`);
  return rowCount(result);
}

export type SendingAction = 'pause' | 'resume' | 'cancel';

/**
 * Pause (mail waits), resume, or cancel: a scheduled edition goes back to being a draft; a sending
 * or paused one stops for good, its waiting mail cancelled. Returns the new status, or undefined
 * when the edition is not in a state for it.
 */
export async function changeSending(db: Database, id: number, action: SendingAction) {
  const moves = {
    pause: { from: ['sending'], to: 'paused' },
    resume: { from: ['paused'], to: 'sending' },
    cancel: { from: ['sending', 'paused'], to: 'cancelled' },
  } as const;
  return db.transaction(async (tx) => {
    if (action === 'cancel') {
      // A scheduled edition, or a welcome step turned off, is a draft again (a step's waiting mail
      // is cancelled: those subscribers are past their day).
      const [backToDraft] = await tx
        .update(newsletterEditions)
        .set({ status: 'draft', sendAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(newsletterEditions.id, id),
            or(
              eq(newsletterEditions.status, 'scheduled'),
              and(isNotNull(newsletterEditions.welcomeDay), inArray(newsletterEditions.status, ['sending', 'paused'])),
            ),
          ),
        )
        .returning({ status: newsletterEditions.status });
      if (backToDraft) {
        await cancelWaitingMail(tx, eq(emailOutbox.editionId, id), 'the welcome step was turned off');
        return backToDraft.status;
      }
    }
    const move = moves[action];
    const [changed] = await tx
      .update(newsletterEditions)
      .set({
        status: move.to,
        updatedAt: sql`now()`,
        ...(move.to === 'cancelled' ? { finishedAt: sql`now()` } : {}),
      })
      .where(and(eq(newsletterEditions.id, id), inArray(newsletterEditions.status, move.from)))
      .returning({ status: newsletterEditions.status });
    if (!changed) return undefined;
    if (move.to === 'cancelled') {
      await cancelWaitingMail(tx, eq(emailOutbox.editionId, id), 'the edition was cancelled');
    }
    return changed.status;
  });
}

/**
 * Queues the welcome series' mail that is due: for each step turned on, every subscriber of its
 * audience who confirmed since it was turned on, `welcomeDay` days ago or more. The unique key
 * makes it once per subscriber, however often it runs; an unsubscribed one is no longer selected.
 */
export async function queueWelcomeSteps(db: Database, now: Date = new Date()): Promise<number> {
  const steps = await db
    .select()
    .from(newsletterEditions)
    .where(and(eq(newsletterEditions.status, 'sending'), isNotNull(newsletterEditions.welcomeDay)));
  let queued = 0;
  for (const step of steps) {
    if (!step.startedAt || step.welcomeDay === null) continue;
    const joined = sql`coalesce(${newsletterSubscribers.confirmedAt}, ${newsletterSubscribers.createdAt})`;
    queued += await queueEditionMail(
      db,
      step,
      sql`${joined} >= ${step.startedAt.toISOString()}::timestamptz
        AND ${joined} <= ${now.toISOString()}::timestamptz - make_interval(days => ${step.welcomeDay})`,
    );
  }
  return queued;
}

/** Begins every scheduled edition whose time has come (each server asks; one begins each). */
export async function beginDueEditions(db: Database, siteUrl: string): Promise<number[]> {
  const due = await db
    .select()
    .from(newsletterEditions)
    .where(and(eq(newsletterEditions.status, 'scheduled'), lte(newsletterEditions.sendAt, sql`now()`)));
  const begun: number[] = [];
  for (const edition of due) if ((await begin(db, edition, siteUrl)) !== undefined) begun.push(edition.id);
  return begun;
}

/**
 * Marks sent the sending editions with no mail left waiting, and keeps the figures of every
 * edition that ended (sent or cancelled) for when the outbox's copies are purged.
 */
export async function finishEditions(db: Database): Promise<void> {
  const waiting = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.editionId, newsletterEditions.id), eq(emailOutbox.status, 'queued')));
  await db
    .update(newsletterEditions)
    .set({ status: 'sent', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterEditions.status, 'sending'), isNull(newsletterEditions.welcomeDay), notExists(waiting)));
  const ended = await db
    .select({ id: newsletterEditions.id })
    .from(newsletterEditions)
    .where(
      and(
        inArray(newsletterEditions.status, ['sent', 'cancelled']),
        isNotNull(newsletterEditions.startedAt),
        sql`${newsletterEditions.finalFigures} IS NULL`,
      ),
    );
  for (const { id } of ended) {
    const record = await editionRecord(db, id);
    if (record) await keepFigures(db, id, record.figures);
  }
}

async function keepFigures(db: Database, id: number, figures: EditionFigures) {
  await db.update(newsletterEditions).set({ finalFigures: figures }).where(eq(newsletterEditions.id, id));
}

/**
 * Each claimed edition mail's body for its subscriber: the edition's rendered language with their
 * unsubscribe link. Null for a mail whose subscriber is no longer subscribed (it is cancelled).
 */
export async function editionMails(
  db: Database,
  siteUrl: string,
  mails: { id: number; editionId: number | null; subscriberId: number | null; locale: Locale }[],
): Promise<Map<number, ComposedMail | null>> {
  const bodies = new Map<number, ComposedMail | null>();
  const editionIds = [...new Set(mails.flatMap((mail) => mail.editionId ?? []))];
  const subscriberIds = mails.flatMap((mail) => mail.subscriberId ?? []);
  if (editionIds.length === 0) return bodies;
  const editions = new Map(
    (
      await db
        .select({ id: newsletterEditions.id, rendered: newsletterEditions.rendered })
        .from(newsletterEditions)
        .where(inArray(newsletterEditions.id, editionIds))
    ).map((row) => [row.id, row.rendered]),
  );
  const subscribers = new Map(
    (
      await db
        .select({
          id: newsletterSubscribers.id,
          status: newsletterSubscribers.status,
          locale: newsletterSubscribers.locale,
          unsubscribeToken: newsletterSubscribers.unsubscribeToken,
        })
        .from(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.id, subscriberIds.length > 0 ? subscriberIds : [0]))
    ).map((row) => [row.id, row]),
  );
  for (const mail of mails) {
    const rendered = mail.editionId === null ? undefined : editions.get(mail.editionId)?.[mail.locale];
    const subscriber = mail.subscriberId === null ? undefined : subscribers.get(mail.subscriberId);
    if (!rendered || subscriber?.status !== 'subscribed') {
      bodies.set(mail.id, null);
      continue;
    }
    // The link in the subscriber's own language (the page they land on), whichever the mail's.
    const unsubscribe = unsubscribeParts(siteUrl, subscriber);
    bodies.set(mail.id, { ...personalize(rendered, unsubscribe.url), headers: unsubscribe.headers });
  }
  return bodies;
}
