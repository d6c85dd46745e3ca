import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, newsletterSubscribers } from '../db/schema.ts';
import { FIXTURE_MANIFEST, TEST_SITE_URL, testDatabase } from '../testing/fixtures.ts';
import { newsletterStats, pendingMail, retryFailedMail, subscribersCsv } from './owner-report.ts';
import { subscribe, unsubscribe } from './subscribers.ts';

describe('the owner report', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  const settings = { doubleOptIn: false, siteUrl: TEST_SITE_URL, gift: FIXTURE_MANIFEST.gift };
  beforeAll(async () => {
    database = await testDatabase();
    await subscribe(database.db, settings, { email: 'ana@example.com', locale: 'pt', source: '/pt/' });
    await subscribe(database.db, settings, { email: '=cmd@example.com', locale: 'en', source: '/' });
    await subscribe(database.db, settings, { email: 'leaving@example.com', locale: 'es', source: '/es/blog' });
    const [leaving] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaving@example.com'));
    await unsubscribe(database.db, leaving?.unsubscribeToken ?? '');
  });
  afterAll(() => database.close());

  it('counts subscribers and mail by status', async () => {
    expect(await newsletterStats(database.db)).toEqual({
      subscribers: { subscribed: 2, unsubscribed: 1 },
      mail: { queued: 2, cancelled: 1 },
    });
  });

  it('exports the subscribed list as CSV, safe to open in a spreadsheet', async () => {
    const csv = await subscribersCsv(database.db);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('email,locale,status,source,consent_at,consent_text_version,unsubscribed_at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"ana@example.com","pt","subscribed","\/pt\/","\d{4}-/);
    expect(lines[2]).toMatch(/^"'=cmd@example.com"/);
    expect(await subscribersCsv(database.db, { all: true })).toContain('"leaving@example.com","es","unsubscribed"');
  });

  it('lists waiting mail and queues failed mail again', async () => {
    await database.db
      .update(emailOutbox)
      .set({ status: 'failed', lastError: '550 no such user' })
      .where(eq(emailOutbox.toAddress, 'ana@example.com'));
    const waiting = await pendingMail(database.db);
    expect(waiting.map((mail) => [mail.to, mail.status])).toEqual([
      ['=cmd@example.com', 'queued'],
      ['ana@example.com', 'failed'],
    ]);
    expect(await retryFailedMail(database.db)).toBe(1);
    expect((await newsletterStats(database.db)).mail).toEqual({ queued: 2, cancelled: 1 });
  });
});
