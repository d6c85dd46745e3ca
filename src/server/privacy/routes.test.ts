import { count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { PRIVACY_FORM_IDS, PRIVACY_SESSION_COOKIE } from '../../lib/privacy-request.ts';
import { openOwnerAuth } from '../auth/setup.ts';
import { rowsOf } from '../db/client.ts';
import {
  emailOutbox,
  forgottenPeople,
  newsletterSubscribers,
  ownerAuditLog,
  ownerAuthSecret,
  privacyRequests,
  quizLeads,
} from '../db/schema.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import {
  SAME_ORIGIN_HEADERS as BROWSER,
  TEST_AUTH_SECRET,
  TEST_SITE_URL,
  testDatabase,
  testDatabaseKinds,
} from '../testing/fixtures.ts';
import { hookedTestApp, madeInHook } from '../testing/hooks.ts';
import {
  askForLink,
  download,
  mailedToken,
  openSession,
  postForm,
  privacyPage,
  sessionCookieOf,
  withSession,
} from '../testing/privacy-visitor.ts';
import { addressHash } from './forget.ts';
import { tokenHash } from './requests.ts';
import { registerPrivacyRoutes } from './routes.ts';

const pt = getMessages('pt');
const CROSS_SITE = { origin: 'https://evil.example', 'content-type': 'application/json' };

describe.each(await testDatabaseKinds())('privacy requests on %s', (database) => {
  const fixture = hookedTestApp({ database });
  const db = () => fixture.database.db;

  /** Someone the site knows: a subscription, a quiz request with answers, a welcome mail. */
  async function seedPerson(email: string) {
    const [subscriber] = await db()
      .insert(newsletterSubscribers)
      .values({
        email,
        locale: 'pt',
        source: '/pt/',
        status: 'subscribed',
        consentTextVersion: 'v7',
        consentPurpose: 'newsletter',
        unsubscribeToken: `secret-unsubscribe-token-of-${email}`,
      })
      .returning();
    await db()
      .insert(quizLeads)
      .values({
        email: email.toUpperCase(),
        locale: 'pt',
        result: 'auraExpansion',
        answers: { q1: 'auraExpansion', q2: 'chakraAlignment' },
        consentTextVersion: 'q3',
      });
    await db()
      .insert(emailOutbox)
      .values({
        kind: 'welcome',
        subscriberId: subscriber?.id,
        toAddress: email,
        locale: 'pt',
        subject: 'Bem-vinda',
        textBody: `unsubscribe: secret-unsubscribe-token-of-${email}`,
        htmlBody: '<p>oi</p>',
      });
  }

  async function requestRows(email: string) {
    return db()
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.addressHash, addressHash(TEST_AUTH_SECRET, email)))
      .orderBy(privacyRequests.id);
  }

  it('answers a known and an unknown address alike, and mails each a link in its language', async () => {
    await seedPerson('known@example.com');
    const known = await askForLink(fixture.app, { email: '  known@example.com ', locale: 'pt' });
    const unknown = await askForLink(fixture.app, { email: 'nobody@example.com', locale: 'pt' });
    for (const answer of [known, unknown]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ outcome: 'sent' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    // The two mails differ by their token only.
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'privacy-link'))
      .orderBy(emailOutbox.id);
    expect(mails.map((mail) => [mail.toAddress, mail.locale, mail.subject])).toEqual([
      ['known@example.com', 'pt', pt.email.privacySubject],
      ['nobody@example.com', 'pt', pt.email.privacySubject],
    ]);
    const tokens = [await mailedToken(db(), 'known@example.com'), await mailedToken(db(), 'nobody@example.com')];
    expect(mails[0]?.textBody.replace(tokens[0] ?? '', 'T')).toBe(mails[1]?.textBody.replace(tokens[1] ?? '', 'T'));
    expect(mails[0]?.textBody).toContain(`${TEST_SITE_URL}/pt/privacy/request?token=${tokens[0]}`);
    expect(fixture.queued.filter((mail) => mail.kind === 'privacy-link')).toHaveLength(2);

    // Stored: the address while open, its keyed hash, the token's hash, never the token.
    const [row] = await requestRows('known@example.com');
    expect(row).toMatchObject({ email: 'known@example.com', state: 'link-sent', locale: 'pt', closedAt: null });
    expect(row?.linkTokenHash).toBe(tokenHash(tokens[0] ?? ''));
    expect(JSON.stringify(row)).not.toContain(tokens[0]);
  });

  it('sends an address at most five links a day, answering alike all the same', async () => {
    for (let n = 0; n < 7; n++) {
      const answer = await askForLink(fixture.app, { email: 'flood@example.com', locale: 'en' });
      expect(answer.statusCode).toBe(202);
    }
    const [links] = await db()
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'flood@example.com'));
    expect(links?.n).toBe(5);
  });

  it('refuses bad input with a translated 4xx, never a 5xx, and stores nothing', async () => {
    const invalid = await askForLink(fixture.app, { email: 'ana@gmail', locale: 'pt' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ outcome: 'invalidEmail', message: pt.newsletter.invalidEmail });

    const extra = await askForLink(fixture.app, { email: 'ana@example.com', locale: 'pt', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe(
      format(pt.privacyRequest.errorInline, { message: pt.newsletter.reasons.invalidRequest }),
    );
    expect(
      (await askForLink(fixture.app, '{"email":', { ...BROWSER, 'content-type': 'application/json' })).statusCode,
    ).toBe(400);

    const huge = await askForLink(
      fixture.app,
      { email: 'ana@example.com', locale: 'pt', pad: 'x'.repeat(5000) },
      { ...BROWSER, referer: `${BROWSER.origin}/pt/privacy/request` },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain(pt.newsletter.reasons.tooLarge);

    const text = await askForLink(fixture.app, 'ana@example.com', { ...BROWSER, 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);

    // Refused unread: in the language of the page it came from when that is one of ours, else English.
    const crossSite = await askForLink(fixture.app, { email: 'ana@example.com', locale: 'pt' }, CROSS_SITE);
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toContain(getMessages('en').newsletter.reasons.crossSite);
    expect(await requestRows('ana@example.com')).toEqual([]);
  });

  it('answers the plain form with the page and its notice; refusals no browser causes with their status', async () => {
    const sent = await postForm(fixture.app, '/api/privacy/request', { email: 'plain@example.com', locale: 'pt' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/pt/privacy/request?notice=sent#${PRIVACY_FORM_IDS.notice}`);
    expect(await requestRows('plain@example.com')).toHaveLength(1);

    const mistyped = await postForm(fixture.app, '/api/privacy/request', { email: 'plain@', locale: 'pt' });
    expect(mistyped.statusCode).toBe(303);
    expect(mistyped.headers.location).toBe(`/pt/privacy/request?notice=invalidEmail#${PRIVACY_FORM_IDS.notice}`);

    const forged = await postForm(
      fixture.app,
      '/api/privacy/request',
      { email: 'victim@example.com', locale: 'pt' },
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    const en = getMessages('en');
    expect(forged.body).toBe(format(en.privacyRequest.errorInline, { message: en.newsletter.reasons.crossSite }));
  });

  it('opens a link once, with a button (a GET uses nothing up), for 24 hours', async () => {
    await askForLink(fixture.app, { email: 'once@example.com', locale: 'pt' });
    const token = await mailedToken(db(), 'once@example.com');
    // What a mail scanner does: open the link. The page is Astro's; nothing is used up.
    await fixture.app.inject({ method: 'GET', url: `/pt/privacy/request?token=${token}` });

    const opened = await postForm(fixture.app, privacyPage('pt', 'open'), { token });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/pt/privacy/request');
    const cookies = [opened.headers['set-cookie']].flat() as string[];
    expect(cookies).toHaveLength(4);
    for (const [cookie, path] of cookies.map((cookie, n) => [cookie, ['', '/pt', '/es', '/it'][n]] as const)) {
      expect(cookie).toMatch(new RegExp(`^${PRIVACY_SESSION_COOKIE}=[\\w-]{43}; Path=${path}/privacy/request;`));
      expect(cookie).toContain('Max-Age=3600; HttpOnly; SameSite=Strict; Secure');
    }
    const [row] = await requestRows('once@example.com');
    expect(row).toMatchObject({ state: 'opened', linkTokenHash: null });
    expect(row?.sessionTokenHash).toBe(tokenHash(sessionCookieOf(opened, 'pt') ?? ''));

    const again = await postForm(fixture.app, privacyPage('pt', 'open'), { token });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/pt/privacy/request?notice=invalidLink#${PRIVACY_FORM_IDS.notice}`);
    expect(again.headers['set-cookie']).toBeUndefined();

    // A day later (the clock moved through the row), an unused link no longer opens.
    await askForLink(fixture.app, { email: 'late@example.com', locale: 'en' });
    const late = await mailedToken(db(), 'late@example.com');
    await db().execute(sql`
      UPDATE privacy_requests SET requested_at = requested_at - interval '24 hours',
        link_expires_at = link_expires_at - interval '24 hours'
      WHERE link_token_hash = ${tokenHash(late)}`);
    const expired = await postForm(fixture.app, privacyPage('en', 'open'), { token: late });
    expect(expired.headers.location).toBe(`/privacy/request?notice=invalidLink#${PRIVACY_FORM_IDS.notice}`);

    const malformed = await postForm(fixture.app, privacyPage('en', 'open'), { token: late, extra: 'x' });
    expect(malformed.statusCode).toBe(400);
  });

  it('downloads everything held about the address, as JSON and as CSV', async () => {
    await seedPerson('Dora@Example.com');
    const session = await openSession(fixture.app, db(), 'dora@example.com', 'pt');

    const json = await download(fixture.app, 'pt', 'json', session);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="vibra-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = json.json();
    expect(data.email).toBe('dora@example.com');
    expect(data.subscription).toMatchObject({
      email: 'Dora@Example.com',
      language: 'pt',
      source: '/pt/',
      status: 'subscribed',
      consentTextVersion: 'v7',
      consentPurpose: 'newsletter',
    });
    expect(data.quizRequests).toEqual([
      expect.objectContaining({ result: 'auraExpansion', answers: { q1: 'auraExpansion', q2: 'chakraAlignment' } }),
    ]);
    expect(data.mails.map((mail: { kind: string }) => mail.kind)).toEqual(['welcome', 'privacy-link']);
    expect(data.mails[0]).toEqual(expect.objectContaining({ subject: 'Bem-vinda', status: 'queued', sentAt: null }));
    // The links' secrets are not the person's data.
    expect(json.body).not.toContain('secret-unsubscribe-token');

    const csv = await download(fixture.app, 'pt', 'csv', session);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('"record","number","field","value"');
    expect(lines).toContain('"subscription","1","status","subscribed"');
    expect(lines).toContain('"quiz request","1","answers.q2","chakraAlignment"');
    expect(lines).toContain('"mail","1","kind","welcome"');
    expect(lines).toContain('"mail","2","kind","privacy-link"');

    const [row] = await requestRows('dora@example.com');
    expect(row?.state).toBe('downloaded');
    expect(row?.downloadedAt).toBeInstanceOf(Date);

    // Without the session (another browser, or after its hour), the page again.
    const anonymous = await download(fixture.app, 'pt', 'json');
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe(`/pt/privacy/request?notice=sessionEnded#${PRIVACY_FORM_IDS.notice}`);
    await db().execute(sql`
      UPDATE privacy_requests SET session_expires_at = now() - interval '1 second'
      WHERE session_token_hash = ${tokenHash(session)}`);
    const ended = await download(fixture.app, 'pt', 'csv', session);
    expect(ended.headers.location).toBe(`/pt/privacy/request?notice=sessionEnded#${PRIVACY_FORM_IDS.notice}`);
  });

  it('deletes the person from every table after the confirmation, leaving an audit line without the address', async () => {
    await seedPerson('eva@example.com');
    // A second link asked for earlier, never opened: it closes with the deletion.
    await askForLink(fixture.app, { email: 'eva@example.com', locale: 'en' });
    const session = await openSession(fixture.app, db(), 'eva@example.com', 'es');

    const forged = await postForm(
      fixture.app,
      privacyPage('es', 'delete'),
      { confirm: 'delete' },
      withSession(session, { origin: 'https://evil.example' }),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toBe(
      format(getMessages('es').privacyRequest.errorInline, { message: getMessages('es').newsletter.reasons.crossSite }),
    );
    const unconfirmed = await postForm(fixture.app, privacyPage('es', 'delete'), {}, withSession(session));
    expect(unconfirmed.statusCode).toBe(400);
    expect(
      await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'eva@example.com')),
    ).toHaveLength(1);

    const deleted = await postForm(
      fixture.app,
      privacyPage('es', 'delete'),
      { confirm: 'delete' },
      withSession(session),
    );
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe(`/es/privacy/request?notice=deleted#${PRIVACY_FORM_IDS.notice}`);
    for (const cookie of [deleted.headers['set-cookie']].flat() as string[])
      expect(cookie).toMatch(/^vibra_privacy=; .*Max-Age=0;/);

    for (const [table, column] of [
      [newsletterSubscribers, newsletterSubscribers.email],
      [emailOutbox, emailOutbox.toAddress],
      [quizLeads, quizLeads.email],
      [privacyRequests, privacyRequests.email],
    ] as const) {
      const [left] = await db().select({ n: count() }).from(table).where(sql`lower(${column}) = 'eva@example.com'`);
      expect(left?.n).toBe(0);
    }
    const hash = addressHash(TEST_AUTH_SECRET, 'eva@example.com');
    expect(await db().select().from(forgottenPeople).where(eq(forgottenPeople.addressHash, hash))).toHaveLength(1);
    const requests = await requestRows('eva@example.com');
    expect(requests.map((row) => [row.state, row.email, row.linkTokenHash, row.sessionTokenHash])).toEqual([
      ['expired', null, null, null],
      ['deleted', null, null, null],
    ]);
    for (const row of requests) expect(row.closedAt).toBeInstanceOf(Date);

    const [audit] = await db().select().from(ownerAuditLog).where(eq(ownerAuditLog.action, 'privacy-deletion'));
    expect(audit).toMatchObject({ userId: null, detail: { person: hash } });
    expect(JSON.stringify(audit)).not.toContain('eva@');

    // The session ended with the deletion.
    const after = await download(fixture.app, 'es', 'json', session);
    expect(after.headers.location).toBe(`/es/privacy/request?notice=sessionEnded#${PRIVACY_FORM_IDS.notice}`);
  });
});

describe('PRIVACY_RATE_LIMIT', () => {
  const fixture = hookedTestApp({ privacyPostsPerMinute: 2 });

  it('refuses posts over the limit with 429 and a translated message (the plain form: the page and its notice)', async () => {
    for (const name of ['gil', 'hana']) {
      expect((await askForLink(fixture.app, { email: `${name}@example.com`, locale: 'it' })).statusCode).toBe(202);
    }
    const limited = await askForLink(fixture.app, { email: 'ines@example.com', locale: 'it' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toContain(getMessages('it').newsletter.reasons.rateLimited);
    const button = await postForm(fixture.app, privacyPage('it', 'open'), { token: 'x' });
    expect(button.statusCode).toBe(303);
    expect(button.headers.location).toBe(`/it/privacy/request?notice=rateLimited#${PRIVACY_FORM_IDS.notice}`);
  });
});

describe('finished requests', () => {
  const fixture = hookedTestApp();

  it('let go of their address when the link expires unused or the session ends; records go after 12 months', async () => {
    const { db } = fixture.database;
    await db.execute(sql`
      INSERT INTO privacy_requests (email, address_hash, locale, state, link_token_hash, requested_at, link_expires_at,
        opened_at, session_token_hash, session_expires_at)
      VALUES ('unused@example.com', 'h1', 'pt', 'link-sent', 'l1', now() - interval '2 days', now() - interval '1 day',
          NULL, NULL, NULL),
        ('done@example.com', 'h2', 'en', 'downloaded', NULL, now() - interval '3 hours', now() + interval '21 hours',
          now() - interval '3 hours', 's2', now() - interval '2 hours'),
        ('open@example.com', 'h3', 'en', 'opened', NULL, now() - interval '10 minutes', now() + interval '1 day',
          now() - interval '5 minutes', 's3', now() + interval '55 minutes')`);
    await db.execute(sql`
      INSERT INTO privacy_requests (email, address_hash, locale, state, requested_at, link_expires_at, closed_at)
      VALUES (NULL, 'h4', 'pt', 'deleted', now() - interval '13 months', now() - interval '13 months', now() - interval '13 months')`);
    // The first request after the server started tidies (then at most every 10 minutes).
    expect((await askForLink(fixture.app, { email: 'new@example.com', locale: 'en' })).statusCode).toBe(202);
    await expect
      .poll(async () =>
        rowsOf<{ address_hash: string; email: string | null; state: string; open: boolean }>(
          await db.execute(sql`
            SELECT address_hash, email, state, closed_at IS NULL AS open FROM privacy_requests
            WHERE address_hash LIKE 'h_' ORDER BY address_hash`),
        ),
      )
      .toEqual([
        { address_hash: 'h1', email: null, state: 'expired', open: false },
        { address_hash: 'h2', email: null, state: 'downloaded', open: false },
        { address_hash: 'h3', email: 'open@example.com', state: 'opened', open: true },
      ]);
  });
});

describe.each(await testDatabaseKinds())(
  'the request page’s data, with the key the owner sign-in keeps in the database, on %s',
  (kind) => {
    // The privacy routes alone, with an owner sign-in without BETTER_AUTH_SECRET: its key, and so
    // the address hashes', comes from the database.
    const fixture = madeInHook(async () => {
      const database = await testDatabase(kind);
      const app = Fastify();
      const limiter = createRateLimiter({ limit: 100_000, windowMs: 60_000 });
      const page = registerPrivacyRoutes(app, {
        db: database.db,
        files: new Map(),
        siteUrl: TEST_SITE_URL,
        limiter,
        auth: await openOwnerAuth(database.db, { secret: undefined, siteUrl: TEST_SITE_URL, codeLimiter: limiter }),
        onMailQueued: () => {},
      });
      return {
        app,
        database,
        page,
        close: async () => {
          await app.close();
          await database.close();
        },
      };
    });

    it('shows the form, then the link’s button, then the data of the open session; looking uses nothing up', async () => {
      const { app, database, page } = fixture;
      expect(await page.visit({ session: undefined, token: null })).toEqual({ kind: 'form' });
      await askForLink(app, { email: 'lia@example.com', locale: 'pt' });
      const [key] = await database.db.select().from(ownerAuthSecret);
      const [row] = await database.db.select().from(privacyRequests);
      expect(row?.addressHash).toBe(addressHash(key?.secret ?? '', 'lia@example.com'));

      const token = await mailedToken(database.db, 'lia@example.com');
      expect(await page.visit({ session: undefined, token })).toEqual({ kind: 'link', works: true });
      expect(await page.visit({ session: undefined, token })).toEqual({ kind: 'link', works: true });
      expect(await page.visit({ session: undefined, token: 'not-a-token' })).toEqual({ kind: 'link', works: false });

      const opened = await postForm(app, privacyPage('pt', 'open'), { token });
      const session = sessionCookieOf(opened, 'pt');
      expect(await page.visit({ session, token })).toEqual({
        kind: 'data',
        email: 'lia@example.com',
        // The request's own link mail is not counted: "nothing besides this request".
        held: { subscription: null, quizRequests: 0, bookings: 0, mails: 0 },
      });
      expect(await page.visit({ session: undefined, token })).toEqual({ kind: 'link', works: false });
    });

    it('reads as unavailable, never failing the page, when the database does not answer', async () => {
      await fixture.database.close();
      expect(await fixture.page.visit({ session: 'x'.repeat(43), token: null })).toEqual({ kind: 'unavailable' });
    });
  },
);
