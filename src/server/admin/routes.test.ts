import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { emailOutbox, newsletterSubscribers, ownerAuditLog, ownerSessions, quizLeads } from '../db/schema.ts';
import { addressHash } from '../privacy/forget.ts';
import { TEST_AUTH_SECRET, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { codeOf, enrolledOwner, ownerClient } from '../testing/owner-client.ts';
import { PAGE_SIZE } from './list-query.ts';

const en = ownerMessages('en');

describe.each(await testDatabaseKinds())('the owner’s subscriber APIs on %s', (kind) => {
  const fixture = hookedTestApp({ database: kind });

  async function seed() {
    const { db } = fixture.database;
    const rows = Array.from({ length: 30 }, (_, n) => ({
      email: `reader${String(n).padStart(2, '0')}@example.com`,
      locale: n % 2 === 0 ? ('pt' as const) : ('en' as const),
      source: n % 3 === 0 ? '/pt/quiz' : n % 3 === 1 ? '/blog/aura-reading' : '/',
      status: n === 29 ? ('unsubscribed' as const) : ('subscribed' as const),
      consentTextVersion: 'v1',
      consentPurpose: 'newsletter',
      unsubscribeToken: `token-${n}`,
    }));
    rows.push({ ...rows[0], email: 'Ana_100%@example.com', unsubscribeToken: 'token-ana' } as (typeof rows)[number]);
    await db.insert(newsletterSubscribers).values(rows);
  }
  beforeAll(seed);

  it('lists, searches, filters, sorts and pages the subscribers; each has a record', async () => {
    const { browser } = await enrolledOwner(fixture, 'luz@vibra.test');
    const first = (await browser.get('/api/admin/subscribers')).json();
    expect(first.total).toBe(31);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0].email).toBe('Ana_100%@example.com');
    const second = (await browser.get('/api/admin/subscribers?page=2')).json();
    expect(second.rows).toHaveLength(31 - PAGE_SIZE);

    // `%` and `_` are letters in a search, not wildcards.
    expect((await browser.get('/api/admin/subscribers?q=_100%25')).json().total).toBe(1);
    expect((await browser.get('/api/admin/subscribers?q=READER0')).json().total).toBe(10);
    expect((await browser.get('/api/admin/subscribers?status=unsubscribed')).json().total).toBe(1);
    expect((await browser.get('/api/admin/subscribers?language=pt&source=quiz')).json().total).toBe(6);
    expect((await browser.get('/api/admin/subscribers?source=blog')).json().total).toBe(10);
    const byEmail = (await browser.get('/api/admin/subscribers?sort=email')).json();
    expect(byEmail.rows[0].email).toBe('Ana_100%@example.com');
    expect(byEmail.rows[1].email).toBe('reader00@example.com');
    // Nonsense in the query is left out, never an error.
    expect((await browser.get('/api/admin/subscribers?status=zz&page=-3&sort=%00')).statusCode).toBe(200);

    const record = (await browser.get(`/api/admin/subscribers/${first.rows[1].id}`)).json();
    expect(record.subscriber.consentTextVersion).toBe('v1');
    expect(record.mail).toEqual([]);
    expect((await browser.get('/api/admin/subscribers/999999')).statusCode).toBe(404);
  });

  it('exports the filtered list as CSV only with a code given in the last 10 minutes', async () => {
    const { browser, totp } = await enrolledOwner(fixture, 'mel@vibra.test');
    await fixture.database.db
      .update(ownerSessions)
      .set({ factorVerifiedAt: sql`now() - interval '11 minutes'` })
      .where(sql`true`);
    const stale = await browser.get('/api/admin/subscribers/export?language=pt&source=quiz');
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ outcome: 'codeNeeded', message: en.errors.codeNeeded });
    expect((await browser.post('/api/admin/confirm-code', { code: codeOf(totp, 1) })).json()).toEqual({
      outcome: 'confirmed',
    });
    const csv = await browser.get('/api/admin/subscribers/export?language=pt&source=quiz');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('email,name,created_at,language,status,source,consent_at,consent_text_version');
    expect(lines).toHaveLength(1 + 6);
    for (const line of lines.slice(1)) expect(line).toContain(',"pt","subscribed","/pt/quiz",');
    const [logged] = await fixture.database.db.select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'export'));
    expect(logged?.detail).toMatchObject({ what: 'subscribers' });
  });

  it('unsubscribes someone on their behalf, and deletes someone with everything held about them', async () => {
    const { db } = fixture.database;
    const { browser } = await enrolledOwner(fixture, 'nina@vibra.test');
    const [someone] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader03@example.com'));
    if (!someone) throw new Error('not seeded');
    await db.insert(emailOutbox).values({
      kind: 'welcome',
      subscriberId: someone.id,
      toAddress: someone.email,
      locale: 'pt',
      subject: 's',
      textBody: 't',
      htmlBody: 'h',
    });
    await db.insert(quizLeads).values({
      email: 'READER03@example.com',
      locale: 'pt',
      result: 'chakraAlignment',
      consentTextVersion: 'v1',
    });
    expect((await browser.post(`/api/admin/subscribers/${someone.id}/unsubscribe`)).json()).toEqual({
      outcome: 'unsubscribed',
    });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.subscriberId, someone.id));
    expect(mail?.status).toBe('cancelled');

    expect((await browser.post(`/api/admin/subscribers/${someone.id}/delete`)).json()).toEqual({ outcome: 'deleted' });
    for (const [table, column] of [
      [newsletterSubscribers, newsletterSubscribers.email],
      [emailOutbox, emailOutbox.toAddress],
      [quizLeads, quizLeads.email],
    ] as const) {
      const [left] = await db.select({ n: count() }).from(table).where(sql`lower(${column}) = 'reader03@example.com'`);
      expect(left?.n).toBe(0);
    }
    const [line] = await db.select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'deletion'));
    expect(line?.detail).toEqual({ person: addressHash(TEST_AUTH_SECRET, 'reader03@example.com') });
    expect(JSON.stringify(line)).not.toContain('reader03');
    expect((await browser.post(`/api/admin/subscribers/${someone.id}/delete`)).statusCode).toBe(404);
  });

  it('sends a failed mail again, cancels a waiting one, and leaves sent mail alone', async () => {
    const { db } = fixture.database;
    const { browser } = await enrolledOwner(fixture, 'olga@vibra.test');
    const mail = (status: 'queued' | 'failed' | 'sent') => ({
      kind: 'welcome' as const,
      toAddress: 'x@example.com',
      locale: 'pt' as const,
      subject: 's',
      textBody: 't',
      htmlBody: 'h',
      status,
      attempts: status === 'failed' ? 8 : 0,
      lastError: status === 'failed' ? '550 mailbox unavailable' : null,
    });
    const [failed, waiting, sent] = await db
      .insert(emailOutbox)
      .values([mail('failed'), mail('queued'), mail('sent')])
      .returning({ id: emailOutbox.id });
    expect((await browser.post(`/api/admin/mail/${failed?.id}/retry`)).json()).toEqual({ outcome: 'queued' });
    expect((await browser.post(`/api/admin/mail/${waiting?.id}/cancel`)).json()).toEqual({ outcome: 'cancelled' });
    expect((await browser.post(`/api/admin/mail/${sent?.id}/cancel`)).statusCode).toBe(404);
    expect((await browser.post(`/api/admin/mail/${waiting?.id}/retry`)).statusCode).toBe(404);
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} IN (${failed?.id}, ${waiting?.id}, ${sent?.id})`);
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.status, row.attempts, row.lastError]]))).toEqual({
      [failed?.id ?? 0]: ['queued', 0, null],
      [waiting?.id ?? 0]: ['cancelled', 0, null],
      [sent?.id ?? 0]: ['sent', 0, null],
    });
    expect(
      (await fixture.app.inject({ method: 'POST', url: `/api/admin/mail/${failed?.id}/retry`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses each subscriber API without a level-2 session (401) and from another site (403)', async () => {
    const stranger = ownerClient(fixture.app);
    for (const url of ['/api/admin/subscribers', '/api/admin/subscribers/1', '/api/admin/subscribers/export']) {
      expect((await stranger.get(url)).statusCode).toBe(401);
    }
    for (const url of ['/api/admin/subscribers/1/unsubscribe', '/api/admin/subscribers/1/delete']) {
      expect((await stranger.post(url)).statusCode).toBe(401);
      const crossSite = await fixture.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: {},
      });
      expect(crossSite.statusCode).toBe(403);
    }
    const crossRead = await fixture.app.inject({
      method: 'GET',
      url: '/api/admin/subscribers/export',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossRead.statusCode).toBe(403);
  });
});
