import { describe, expect, it } from 'vitest';
import { lastDays, overviewDays } from '../../lib/owner-overview.ts';
import { chatDaily, emailOutbox, newsletterSubscribers, notFoundDaily, quizLeads } from '../db/schema.ts';
import { testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestDatabase } from '../testing/hooks.ts';
import { ownerOverview } from './overview.ts';

const NOW = new Date('2026-11-27T15:00:00Z');
/** A moment `days` days before NOW. */
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('the overview’s days', () => {
  it('are the 30 days ending today in São Paulo, oldest first', () => {
    const days = overviewDays(new Date('2026-11-28T01:30:00Z')); // still the 27th in São Paulo
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-11-27');
    expect(days[0]).toBe('2026-10-29');
  });
});

describe.each(await testDatabaseKinds())('the overview on %s', (kind) => {
  const database = hookedTestDatabase(kind);

  it('counts the last 7 and 30 days of signups, unsubscribes, guides, chat, 404s, and mail now', async () => {
    const { db } = database;
    const subscriber = (email: string, created: Date, unsubscribed?: Date) => ({
      email,
      locale: 'pt' as const,
      source: '/',
      status: unsubscribed ? ('unsubscribed' as const) : ('subscribed' as const),
      consentTextVersion: 'v1',
      consentPurpose: 'newsletter',
      unsubscribeToken: `token-${email}`,
      createdAt: created,
      unsubscribedAt: unsubscribed ?? null,
    });
    await db
      .insert(newsletterSubscribers)
      .values([
        subscriber('a@x.test', daysAgo(1)),
        subscriber('b@x.test', daysAgo(2), daysAgo(1)),
        subscriber('c@x.test', daysAgo(10)),
        subscriber('d@x.test', daysAgo(40)),
      ]);
    const lead = (email: string, result: 'chakraAlignment' | 'auraExpansion', created: Date) => ({
      email,
      locale: 'es' as const,
      result,
      consentTextVersion: 'v1',
      createdAt: created,
      requestedOn: isoDay(created),
    });
    await db
      .insert(quizLeads)
      .values([
        lead('a@x.test', 'chakraAlignment', daysAgo(0)),
        lead('b@x.test', 'chakraAlignment', daysAgo(20)),
        lead('c@x.test', 'auraExpansion', daysAgo(3)),
      ]);
    await db.insert(chatDaily).values([
      { day: isoDay(daysAgo(0)), locale: 'en', answered: 5, unanswered: 2 },
      { day: isoDay(daysAgo(0)), locale: 'pt', answered: 1, unanswered: 0 },
      { day: isoDay(daysAgo(12)), locale: 'en', answered: 4, unanswered: 1 },
    ]);
    await db.insert(notFoundDaily).values([
      { day: isoDay(daysAgo(1)), path: '/old-page', hits: 3 },
      { day: isoDay(daysAgo(15)), path: '/old-page', hits: 4 },
      { day: isoDay(daysAgo(2)), path: '/typo', hits: 1 },
    ]);
    const mail = (status: 'queued' | 'failed' | 'sent') => ({
      kind: 'welcome' as const,
      toAddress: 'a@x.test',
      locale: 'pt' as const,
      subject: 's',
      textBody: 't',
      htmlBody: 'h',
      status,
    });
    await db.insert(emailOutbox).values([mail('queued'), mail('queued'), mail('failed'), mail('sent')]);

    const overview = await ownerOverview(db, NOW);
    expect([lastDays(overview.subscribed, 7), lastDays(overview.subscribed, 30)]).toEqual([2, 3]);
    expect([lastDays(overview.unsubscribed, 7), lastDays(overview.unsubscribed, 30)]).toEqual([1, 1]);
    expect(overview.quizGuides).toEqual([
      { result: 'chakraAlignment', locale: 'es', last7: 1, last30: 2 },
      { result: 'auraExpansion', locale: 'es', last7: 1, last30: 1 },
    ]);
    expect([lastDays(overview.chatAnswered, 7), lastDays(overview.chatAnswered, 30)]).toEqual([6, 10]);
    expect([lastDays(overview.chatUnanswered, 7), lastDays(overview.chatUnanswered, 30)]).toEqual([2, 3]);
    expect(overview.missingPaths).toEqual([
      { path: '/old-page', last7: 3, last30: 7 },
      { path: '/typo', last7: 1, last30: 1 },
    ]);
    expect(overview.mail).toEqual({ waiting: 2, failed: 1 });
  });
});
