import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers, ownerAuditLog, ownerSessions, quizFunnel, quizLeads } from '../db/schema.ts';
import { addressHash } from '../privacy/forget.ts';
import { TEST_AUTH_SECRET, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { codeOf, enrolledOwner, ownerClient } from '../testing/owner-client.ts';

describe.each(await testDatabaseKinds())('the owner’s quiz-lead APIs on %s', (kind) => {
  const fixture = hookedTestApp({ database: kind });

  async function seed() {
    const { db } = fixture.database;
    await db.insert(quizLeads).values(
      Array.from({ length: 12 }, (_, n) => ({
        email: `seeker${n}@example.com`,
        locale: n % 2 === 0 ? ('pt' as const) : ('es' as const),
        result: n % 3 === 0 ? ('auraExpansion' as const) : ('chakraAlignment' as const),
        answers: { q1: 'auraExpansion' as const, q2: 'chakraAlignment' as const },
        newsletter: n < 4,
        consentTextVersion: 'v1',
      })),
    );
    await db.execute(sql`INSERT INTO quiz_funnel (day, locale, step, count) VALUES
      ((now() AT TIME ZONE 'UTC')::date, 'pt', 'started', 40),
      ((now() AT TIME ZONE 'UTC')::date, 'pt', 'result', 22),
      ((now() AT TIME ZONE 'UTC')::date - 40, 'pt', 'started', 999)`);
  }

  it('lists, filters and pages the requests with the funnel per language; each has a record', async () => {
    await seed();
    const { browser } = await enrolledOwner(fixture, 'ana@vibra.test');
    const all = (await browser.get('/api/admin/leads')).json();
    expect(all.total).toBe(12);
    expect(all.rows[0].email).toBe('seeker11@example.com');
    // The funnel counts the last 30 days only.
    expect(all.funnel).toEqual({ pt: { started: 40, result: 22 } });
    expect((await browser.get('/api/admin/leads?language=pt&result=auraExpansion')).json().total).toBe(2);
    expect((await browser.get('/api/admin/leads?newsletter=yes')).json().total).toBe(4);
    expect((await browser.get('/api/admin/leads?q=SEEKER1')).json().total).toBe(3);
    const oldest = (await browser.get('/api/admin/leads?sort=oldest')).json();
    expect(oldest.rows[0].email).toBe('seeker0@example.com');
    const record = (await browser.get(`/api/admin/leads/${oldest.rows[0].id}`)).json();
    expect(record.answers).toEqual({ q1: 'auraExpansion', q2: 'chakraAlignment' });
    expect((await browser.get('/api/admin/leads/999999')).statusCode).toBe(404);
    expect(await fixture.database.db.select({ n: count() }).from(quizFunnel)).toEqual([{ n: 3 }]);
  });

  it('exports the filtered requests as CSV and deletes a person, each with a fresh code', async () => {
    const { db } = fixture.database;
    const { browser, totp } = await enrolledOwner(fixture, 'bel@vibra.test');
    await db.update(ownerSessions).set({ factorVerifiedAt: sql`now() - interval '11 minutes'` }).where(sql`true`);
    expect((await browser.get('/api/admin/leads/export?language=es')).json().outcome).toBe('codeNeeded');
    await browser.post('/api/admin/confirm-code', { code: codeOf(totp, 1) });
    const csv = await browser.get('/api/admin/leads/export?language=es');
    expect(csv.headers['content-disposition']).toMatch(/filename="quiz-leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('email,locale,result,answers,newsletter,consent_at,consent_text_version,requested_on');
    expect(lines).toHaveLength(1 + 6);
    expect(lines[1]).toMatch(/^"seeker1@example.com","es","chakraAlignment","{""q1"":""auraExpansion""/);

    await db.insert(newsletterSubscribers).values({
      email: 'Seeker1@example.com',
      locale: 'es',
      source: '/es/quiz',
      status: 'subscribed',
      consentTextVersion: 'v1',
      consentPurpose: 'newsletter',
      unsubscribeToken: 'token-seeker1',
    });
    const [lead] = await db.select().from(quizLeads).where(eq(quizLeads.email, 'seeker1@example.com'));
    expect((await browser.post(`/api/admin/leads/${lead?.id}/delete`)).json()).toEqual({ outcome: 'deleted' });
    const [leads] = await db.select({ n: count() }).from(quizLeads).where(sql`lower(email) = 'seeker1@example.com'`);
    const [subscribers] = await db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(sql`lower(email) = 'seeker1@example.com'`);
    expect([leads?.n, subscribers?.n]).toEqual([0, 0]);
    const [line] = await db.select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'deletion'));
    expect(line?.detail).toEqual({ person: addressHash(TEST_AUTH_SECRET, 'seeker1@example.com') });
    // The request is gone with its person: deleting it again finds nothing.
    expect((await browser.post(`/api/admin/leads/${lead?.id}/delete`)).statusCode).toBe(404);
    expect((await browser.post('/api/admin/leads/not-a-number/delete')).statusCode).toBe(404);
  });

  it('refuses every lead API without a level-2 session (401) and from another site (403)', async () => {
    const stranger = ownerClient(fixture.app);
    for (const url of ['/api/admin/leads', '/api/admin/leads/1', '/api/admin/leads/export']) {
      expect((await stranger.get(url)).statusCode).toBe(401);
    }
    expect((await stranger.post('/api/admin/leads/1/delete')).statusCode).toBe(401);
    const crossSite = await fixture.app.inject({
      method: 'POST',
      url: '/api/admin/leads/1/delete',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
