import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import { enrolledOwner } from '../testing/owner-client.ts';
import { openSession, postForm, privacyPage, withSession } from '../testing/privacy-visitor.ts';

const en = ownerMessages('en');

describe.each(await testDatabaseKinds())('GET /api/admin/privacy-requests on %s', (database) => {
  const fixture = hookedTestApp({ database });

  it('lists every request with its state and, while open, the days left of 15; never an address', async () => {
    const { db } = fixture.database;
    // Through the page: one opened today, one deleted.
    await openSession(fixture.app, db, 'open@example.com', 'pt');
    const session = await openSession(fixture.app, db, 'gone@example.com', 'en');
    await postForm(fixture.app, privacyPage('en', 'delete'), { confirm: 'delete' }, withSession(session));
    // Moved in time through their rows: a link never opened (expired a day later), and one opened
    // 14½ days ago whose session is somehow still open (its last day), and one 20 days old.
    await db.execute(sql`
      INSERT INTO privacy_requests (email, address_hash, locale, state, link_token_hash, requested_at, link_expires_at,
        opened_at, session_token_hash, session_expires_at)
      VALUES ('late@example.com', 'h1', 'es', 'link-sent', 'l1', now() - interval '3 days', now() - interval '2 days',
          NULL, NULL, NULL),
        ('slow@example.com', 'h2', 'it', 'downloaded', NULL, now() - interval '14 days 12 hours',
          now() - interval '13 days 12 hours', now() - interval '1 hour', 's2', now() + interval '10 minutes'),
        ('old@example.com', 'h3', 'it', 'opened', NULL, now() - interval '20 days', now() - interval '19 days',
          now() - interval '30 minutes', 's3', now() + interval '30 minutes')`);

    const { browser } = await enrolledOwner(fixture, 'luz@vibra.test');
    const answer = await browser.get('/api/admin/privacy-requests');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { requests } = answer.json() as {
      requests: { locale: string; state: string; open: boolean; daysLeft: number | null; requestedAt: string }[];
    };
    expect(requests.map(({ locale, state, open, daysLeft }) => ({ locale, state, open, daysLeft }))).toEqual([
      { locale: 'en', state: 'deleted', open: false, daysLeft: null },
      { locale: 'pt', state: 'opened', open: true, daysLeft: 15 },
      { locale: 'es', state: 'expired', open: false, daysLeft: null },
      { locale: 'it', state: 'downloaded', open: true, daysLeft: 1 },
      { locale: 'it', state: 'opened', open: true, daysLeft: 0 },
    ]);
    expect(answer.body).not.toContain('@example.com');
  });

  it('refuses without a signed-in owner (401) and from another site (403)', async () => {
    const anonymous = await fixture.app.inject({ method: 'GET', url: '/api/admin/privacy-requests' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ outcome: 'signInNeeded', message: en.errors.signInNeeded });

    const { browser } = await enrolledOwner(fixture, 'mel@vibra.test');
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const crossSite = await fixture.app.inject({
      method: 'GET',
      url: '/api/admin/privacy-requests?locale=pt',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ outcome: 'crossSite', message: ownerMessages('pt').errors.crossSite });
  });
});
