import { and, count, desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { pt } from '../../i18n/messages/pt.ts';
import { NEWSLETTER_CONSENT } from '../../lib/newsletter.ts';
import { emailOutbox, newsletterSubscribers } from '../db/schema.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/endpoint-guards.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import {
  SAME_ORIGIN_HEADERS as BROWSER,
  FIXTURE_MANIFEST,
  fixtureFiles,
  TEST_SITE_URL,
  type TestDatabaseKind,
  type testApp,
  testDatabase,
  testDatabaseKinds,
} from '../testing/fixtures.ts';
import { hookedTestApp, madeInHook } from '../testing/hooks.ts';
import { registerNewsletterRoutes, UNIFORM_ANSWER_MS } from './routes.ts';
import { CONFIRM_RESEND_MINUTES } from './subscribers.ts';

type Fixture = Awaited<ReturnType<typeof testApp>>;

function signup(
  fixture: Pick<Fixture, 'app'>,
  payload: Record<string, unknown>,
  headers: Record<string, string> = BROWSER,
) {
  return fixture.app.inject({ method: 'POST', url: '/api/newsletter', headers, payload });
}

function formPost(
  fixture: Pick<Fixture, 'app'>,
  fields: Record<string, string>,
  headers: Record<string, string> = BROWSER,
) {
  return fixture.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function subscriberCount(fixture: Fixture) {
  const [row] = await fixture.database.db.select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
}

/** What a visitor can see of an answer: its status code and body. */
function answerOf(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, body: response.json() };
}

async function subscriberOf(fixture: Pick<Fixture, 'database'>, email: string) {
  const [row] = await fixture.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  if (!row) throw new Error(`no subscriber ${email}`);
  return row;
}

/** The kinds of mail queued for a subscriber, oldest first. */
async function mailKinds(fixture: Pick<Fixture, 'database'>, subscriberId: number) {
  const mails = await fixture.database.db
    .select({ kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(eq(emailOutbox.subscriberId, subscriberId))
    .orderBy(emailOutbox.id);
  return mails.map((mail) => mail.kind);
}

/** The unsubscribe button, as the link in a mail leads to it. */
async function leave(fixture: Pick<Fixture, 'app'>, token: string) {
  const response = await fixture.app.inject({ method: 'POST', url: `/newsletter/unsubscribe?token=${token}` });
  expect(response.statusCode).toBe(303);
}

/**
 * The newsletter routes alone, with NEWSLETTER_UNIFORM_ANSWER on (testApp has no switch for it).
 */
async function uniformApp(database: TestDatabaseKind, doubleOptIn: boolean) {
  const connection = await testDatabase(database);
  const app = Fastify();
  registerNewsletterRoutes(app, {
    db: connection.db,
    settings: { doubleOptIn, uniformAnswer: true, siteUrl: TEST_SITE_URL, gift: FIXTURE_MANIFEST.gift },
    files: fixtureFiles(),
    limiter: createRateLimiter({ limit: 100_000, windowMs: 60_000 }),
    linkLimiter: createRateLimiter({ limit: 100_000, windowMs: 60_000 }),
    onMailQueued: () => {},
  });
  return {
    app,
    database: connection,
    close: async () => {
      await app.close();
      await connection.close();
    },
  };
}

describe.each(await testDatabaseKinds())('POST /api/newsletter on %s', (database) => {
  const fixture = hookedTestApp({ database });

  it('subscribes: one row with its consent record and one welcome mail in the outbox, in one go', async () => {
    const response = await signup(fixture, { email: '  Ana.Souza@Example.com ', locale: 'pt', source: '/pt/' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ outcome: 'subscribed' });
    expect(response.headers['cache-control']).toBe('no-store');

    const [subscriber] = await fixture.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'Ana.Souza@Example.com'));
    expect(subscriber).toMatchObject({
      locale: 'pt',
      source: '/pt/',
      status: 'subscribed',
      consentTextVersion: NEWSLETTER_CONSENT.version,
      consentPurpose: NEWSLETTER_CONSENT.purpose,
    });
    expect(subscriber?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mails = await fixture.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subscriberId, subscriber?.id ?? -1));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'welcome',
      locale: 'pt',
      status: 'queued',
      subject: pt.email.welcomeSubject,
    });
    expect(mails[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]?.headers['List-Unsubscribe']).toContain(
      `/pt/newsletter/unsubscribe?token=${subscriber?.unsubscribeToken}`,
    );
    expect(fixture.queued.at(-1)).toEqual({ kind: 'welcome', locale: 'pt', email: 'Ana.Souza@Example.com' });
  });

  it('answers a duplicate in other letter case with the spec message, in the visitor language', async () => {
    await signup(fixture, { email: 'carla@example.com', locale: 'en' });
    const again = await signup(fixture, { email: 'CARLA@Example.COM', locale: 'pt' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ outcome: 'duplicate', message: pt.newsletter.duplicateInline });
    const english = await signup(fixture, { email: 'carla@example.com' });
    expect(english.json()).toEqual({ outcome: 'duplicate', message: en.newsletter.duplicateInline });
  });

  it('stores exactly one row for 50 identical signups at once and answers the other 49 as duplicates', async () => {
    const before = await subscriberCount(fixture);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => signup(fixture, { email: 'same.person@example.com', locale: 'es' })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(await subscriberCount(fixture)).toBe(before + 1);
    const mails = await fixture.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'same.person@example.com'));
    expect(mails[0]?.n).toBe(1);
  });

  it('stores 200 distinct signups made at once, each with its welcome mail', async () => {
    const before = await subscriberCount(fixture);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => signup(fixture, { email: `reader${index}@example.org`, locale: 'it' })),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(await subscriberCount(fixture)).toBe(before + 200);
    const [mails] = await fixture.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} LIKE 'reader%@example.org'`);
    expect(mails?.n).toBe(200);
  });

  it('refuses an invalid address with the spec message and stores nothing', async () => {
    const before = await subscriberCount(fixture);
    for (const email of ['', '   ', 'ana', 'ana@gmail', 'ana@@x.com', 'a b@x.com', `${'a'.repeat(250)}@x.com`]) {
      const response = await signup(fixture, { email, locale: 'pt' });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toEqual({ outcome: 'invalidEmail', message: pt.newsletter.invalidEmail });
    }
    const missing = await signup(fixture, { locale: 'en' });
    expect(missing.json()).toEqual({ outcome: 'invalidEmail', message: en.newsletter.invalidEmail });
    expect(await subscriberCount(fixture)).toBe(before);
  });

  it('rejects unknown fields and malformed bodies with a translated reason', async () => {
    const unknown = await signup(fixture, { email: 'x@example.com', locale: 'pt', admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ outcome: 'invalidRequest', message: pt.newsletter.reasons.invalidRequest });
    const broken = await fixture.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { ...BROWSER, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().outcome).toBe('invalidRequest');
  });

  it('refuses a page path holding a NUL with a translated 400, as JSON and as a form, storing nothing', async () => {
    const before = await subscriberCount(fixture);
    const json = await signup(fixture, { email: 'nul.source@example.com', locale: 'pt', source: '/pt/\u0000x' });
    expect(answerOf(json)).toEqual({
      status: 400,
      body: { outcome: 'invalidRequest', message: pt.newsletter.reasons.invalidRequest },
    });
    const form = await formPost(fixture, { email: 'nul.form@example.com', source: '/pt/\u0000x', placement: 'footer' });
    expect(form.statusCode).toBe(400);
    // The page the form was on is not trusted either, so the notice comes on the home page.
    expect(form.body).toContain('value="nul.form@example.com"');
    expect(await subscriberCount(fixture)).toBe(before);
  });

  it('refuses a body over the cap with 413, and a wrong content type with 415', async () => {
    const big = await signup(fixture, { email: 'big@example.com', locale: 'pt', source: `/${'x'.repeat(5000)}` });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ outcome: 'tooLarge', message: en.newsletter.reasons.tooLarge });
    const text = await fixture.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { ...BROWSER, 'content-type': 'text/plain' },
      payload: 'email=a@example.com',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().outcome).toBe('unsupported');
  });

  it('refuses cross-site posts before reading them', async () => {
    const before = await subscriberCount(fixture);
    const foreign = await signup(fixture, { email: 'victim@example.com' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ outcome: 'crossSite', message: en.newsletter.reasons.crossSite });
    const fetchSite = await signup(fixture, { email: 'victim@example.com' }, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    const opaque = await signup(fixture, { email: 'victim@example.com' }, { origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    expect(await subscriberCount(fixture)).toBe(before);
  });

  it('takes a form posted from one of our pages that sends no referrer (Origin: null, Sec-Fetch-Site: same-origin)', async () => {
    const own = await signup(
      fixture,
      { email: 'own-page@example.com', locale: 'pt' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(own.statusCode).toBeLessThan(300);
  });

  it('takes the page from the Referer when the body does not say, however long it is', async () => {
    const long = `/pt/blog/${'x'.repeat(400)}`;
    const response = await signup(
      fixture,
      { email: 'from.referer@example.com' },
      { ...BROWSER, referer: `http://localhost${long}` },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await fixture.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'from.referer@example.com'));
    expect(row?.locale).toBe('pt');
    expect(row?.source).toBe(long.slice(0, 300));
  });

  it('answers a filled honeypot like a success and stores and sends nothing', async () => {
    const before = await subscriberCount(fixture);
    const queued = fixture.queued.length;
    const bot = await signup(fixture, { email: 'bot@example.com', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual({ outcome: 'subscribed' });
    expect(await subscriberCount(fixture)).toBe(before);
    expect(fixture.queued.length).toBe(queued);
  });

  it('asks someone who had unsubscribed to confirm again, answering exactly as for a new address', async () => {
    const { db } = fixture.database;
    await signup(fixture, { email: 'returning@example.com', locale: 'en' });
    const row = await subscriberOf(fixture, 'returning@example.com');
    await leave(fixture, row.unsubscribeToken);

    const brandNew = await signup(fixture, { email: 'brand.new@example.com', locale: 'it' });
    const back = await signup(fixture, { email: 'Returning@example.com', locale: 'it' });
    expect(answerOf(back)).toEqual(answerOf(brandNew));
    expect(answerOf(back)).toEqual({ status: 201, body: { outcome: 'subscribed' } });
    const pending = await subscriberOf(fixture, 'returning@example.com');
    expect(pending).toMatchObject({ status: 'pending', locale: 'it', unsubscribedAt: null });
    expect(await mailKinds(fixture, row.id)).toEqual(['welcome', 'confirm']);
    expect(fixture.queued.at(-1)).toEqual({ kind: 'confirm', locale: 'it', email: 'Returning@example.com' });

    // A second try: the answer a new address gets on its second try, and no second confirmation.
    const secondNew = await signup(fixture, { email: 'brand.new@example.com', locale: 'it' });
    const secondBack = await signup(fixture, { email: 'returning@example.com', locale: 'it' });
    expect(answerOf(secondBack)).toEqual(answerOf(secondNew));
    expect(await mailKinds(fixture, row.id)).toEqual(['welcome', 'confirm']);

    // Only the owner of the mailbox brings the address back: then the welcome, as for anyone who confirms.
    const confirmed = await fixture.app.inject({
      method: 'POST',
      url: `/it/newsletter/confirm?token=${pending.confirmToken}`,
    });
    expect(confirmed.statusCode).toBe(303);
    expect(await subscriberOf(fixture, 'returning@example.com')).toMatchObject({ status: 'subscribed' });
    expect(await mailKinds(fixture, row.id)).toEqual(['welcome', 'confirm', 'welcome']);
    expect(fixture.queued.at(-1)).toEqual({ kind: 'welcome', locale: 'it', email: 'returning@example.com' });
    const [welcome] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subscriberId, row.id))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(welcome).toMatchObject({ locale: 'it', subject: getMessages('it').email.welcomeSubject });
  });

  it('brings a returning address back once under 30 signups at once, with one confirmation mail', async () => {
    await signup(fixture, { email: 'racing.back@example.com', locale: 'pt' });
    const row = await subscriberOf(fixture, 'racing.back@example.com');
    await leave(fixture, row.unsubscribeToken);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signup(fixture, { email: 'racing.back@example.com', locale: 'pt' })),
    );
    // What 30 signups of a new address get: one success, 29 "already subscribed".
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(29);
    expect(await subscriberOf(fixture, 'racing.back@example.com')).toMatchObject({ status: 'pending' });
    expect(await mailKinds(fixture, row.id)).toEqual(['welcome', 'confirm']);
  });

  it('sends a pending address another confirmation at most once per window, however often it signs up', async () => {
    const { db } = fixture.database;
    await signup(fixture, { email: 'slow.reader@example.com', locale: 'es' });
    const row = await subscriberOf(fixture, 'slow.reader@example.com');
    await leave(fixture, row.unsubscribeToken);
    await signup(fixture, { email: 'slow.reader@example.com', locale: 'es' });
    await Promise.all(
      Array.from({ length: 20 }, () => signup(fixture, { email: 'slow.reader@example.com', locale: 'es' })),
    );
    expect(await mailKinds(fixture, row.id)).toEqual(['welcome', 'confirm']);

    // Delivered and older than the window: the next signups bring one new confirmation, with the same link.
    await db
      .update(emailOutbox)
      .set({ status: 'sent', createdAt: sql`now() - make_interval(mins => ${CONFIRM_RESEND_MINUTES + 1})` })
      .where(eq(emailOutbox.subscriberId, row.id));
    await Promise.all(
      Array.from({ length: 20 }, () => signup(fixture, { email: 'slow.reader@example.com', locale: 'es' })),
    );
    expect(await mailKinds(fixture, row.id)).toEqual(['welcome', 'confirm', 'confirm']);
    const confirmations = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.subscriberId, row.id), eq(emailOutbox.kind, 'confirm')));
    const { confirmToken } = await subscriberOf(fixture, 'slow.reader@example.com');
    for (const mail of confirmations) expect(mail.textBody).toContain(`token=${confirmToken}`);

    // Old but still waiting in the outbox (no SMTP yet): no pile of confirmations for later.
    await db
      .update(emailOutbox)
      .set({ status: 'queued', createdAt: sql`now() - make_interval(mins => ${CONFIRM_RESEND_MINUTES + 1})` })
      .where(eq(emailOutbox.subscriberId, row.id));
    await signup(fixture, { email: 'slow.reader@example.com', locale: 'es' });
    expect(await mailKinds(fixture, row.id)).toEqual(['welcome', 'confirm', 'confirm']);
  });

  it('asks a returning address ticked in the quiz to confirm, never sending the gift straight away', async () => {
    await signup(fixture, { email: 'quiz.returning@example.com', locale: 'en' });
    const row = await subscriberOf(fixture, 'quiz.returning@example.com');
    await leave(fixture, row.unsubscribeToken);
    const lead = await fixture.app.inject({
      method: 'POST',
      url: '/api/quiz/lead',
      headers: BROWSER,
      payload: { email: 'quiz.returning@example.com', result: 'auraExpansion', locale: 'pt', newsletter: true },
    });
    expect(lead.statusCode).toBe(201);
    expect(await subscriberOf(fixture, 'quiz.returning@example.com')).toMatchObject({ status: 'pending' });
    expect(await mailKinds(fixture, row.id)).toEqual(['welcome', 'confirm']);
    expect(fixture.queued.at(-1)).toEqual({ kind: 'confirm', locale: 'pt', email: 'quiz.returning@example.com' });
  });
});

describe.each(await testDatabaseKinds())('double opt-in on %s', (database) => {
  const fixture = hookedTestApp({ database, doubleOptIn: true });

  it('answers a returning address and its repeats exactly as a new address and its repeats', async () => {
    await signup(fixture, { email: 'again@example.com', locale: 'pt' });
    const first = await subscriberOf(fixture, 'again@example.com');
    await fixture.app.inject({ method: 'POST', url: `/pt/newsletter/confirm?token=${first.confirmToken}` });
    await leave(fixture, first.unsubscribeToken);

    for (let attempt = 0; attempt < 2; attempt++) {
      const brandNew = await signup(fixture, { email: 'fresh@example.com', locale: 'pt' });
      const back = await signup(fixture, { email: 'again@example.com', locale: 'pt' });
      expect(answerOf(back)).toEqual(answerOf(brandNew));
      expect(answerOf(back)).toEqual({ status: 201, body: { outcome: 'pending' } });
    }
    const pending = await subscriberOf(fixture, 'again@example.com');
    expect(pending.status).toBe('pending');
    expect(pending.confirmToken).not.toBe(first.confirmToken);
    expect(await mailKinds(fixture, first.id)).toEqual(['confirm', 'welcome', 'confirm']);
    // The old link no longer confirms: only the new mail brings the address back.
    const stale = await fixture.app.inject({
      method: 'POST',
      url: `/pt/newsletter/confirm?token=${first.confirmToken}`,
    });
    expect(stale.statusCode).toBe(404);
  });
});

describe.each(await testDatabaseKinds())('NEWSLETTER_UNIFORM_ANSWER on %s', (database) => {
  // Every test signs up addresses of its own: one app per setting serves them all.
  const apps = {
    off: madeInHook(() => uniformApp(database, false)),
    on: madeInHook(() => uniformApp(database, true)),
  };

  for (const doubleOptIn of [false, true]) {
    it(`answers every valid signup like a new one (double opt-in ${doubleOptIn ? 'on' : 'off'})`, async () => {
      const fixture = doubleOptIn ? apps.on : apps.off;
      const expected = { status: 201, body: { outcome: doubleOptIn ? 'pending' : 'subscribed' } };
      const answers = [];
      for (const email of ['uniform@example.com', 'UNIFORM@example.com', 'other@example.com']) {
        answers.push(answerOf(await signup(fixture, { email, locale: 'es' })));
      }
      const row = await subscriberOf(fixture, 'uniform@example.com');
      if (doubleOptIn) {
        await fixture.app.inject({ method: 'POST', url: `/es/newsletter/confirm?token=${row.confirmToken}` });
      }
      answers.push(answerOf(await signup(fixture, { email: 'uniform@example.com', locale: 'es' })));
      await leave(fixture, row.unsubscribeToken);
      answers.push(answerOf(await signup(fixture, { email: 'uniform@example.com', locale: 'es' })));
      expect(answers).toEqual(Array.from({ length: 5 }, () => expected));
      expect(await subscriberOf(fixture, 'uniform@example.com')).toMatchObject({ status: 'pending' });
      expect((await mailKinds(fixture, row.id)).at(-1)).toBe('confirm');
    });
  }

  it('answers a known and a new address at the same time, so the timing does not tell either', async () => {
    const fixture = apps.off;
    await fixture.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = fixture.app.server.address() as { port: number };
    /** One signup over a real connection: its answer and how long it took. */
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ email, locale: 'en' }),
      });
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    };
    await timed('known.timing@example.com');
    // Interleaved, so a busy moment of the machine falls on both kinds alike.
    const known: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 10; round++) {
      const [a, b] = [await timed('known.timing@example.com'), await timed(`new.timing${round}@example.com`)];
      expect([a.status, a.body]).toEqual([b.status, b.body]);
      known.push(a.ms);
      fresh.push(b.ms);
    }
    for (const ms of [...known, ...fresh]) expect(ms).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 1);
    const median = (values: number[]) => values.toSorted((x, y) => x - y)[values.length >> 1] ?? 0;
    expect(Math.abs(median(known) - median(fresh))).toBeLessThan(0.1 * median(fresh));
  });

  it('redirects a plain form post of a known address to the success notice', async () => {
    const fixture = apps.off;
    const fields = { email: 'plain.uniform@example.com', source: '/pt/', placement: 'footer' };
    await formPost(fixture, fields);
    const again = await formPost(fixture, fields);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/pt/#newsletter-footer-subscribed');
  });
});

describe('POST /api/newsletter without JavaScript (a plain form post)', () => {
  const fixture = hookedTestApp();

  it('redirects back to the page, to the notice that says the outcome', async () => {
    const fields = { email: 'plain@example.com', locale: 'pt', source: '/pt/', placement: 'footer', website: '' };
    const first = await formPost(fixture, fields);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/pt/#newsletter-footer-subscribed');
    const again = await formPost(fixture, fields);
    expect(again.headers.location).toBe('/pt/#newsletter-footer-duplicate');
  });

  it('answers an error with the same page, the message in place and the address kept', async () => {
    const response = await formPost(fixture, { email: 'ana@gmail', locale: 'pt', source: '/pt/', placement: 'footer' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Início</h1>');
    expect(response.body).toContain(
      `<p id="newsletter-footer-server-notice" role="alert" class="text-sm hidden">${pt.newsletter.invalidEmail}</p>`,
    );
    expect(response.body).toContain('<input value="ana@gmail" autofocus aria-invalid="true" type="email"');
  });

  it('escapes what the visitor typed when it writes it back', async () => {
    const response = await formPost(fixture, { email: '"><script>x</script>', source: '/', placement: 'footer' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>x');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('never redirects to another site', async () => {
    const response = await formPost(fixture, {
      email: 'safe@example.com',
      source: '//evil.example/',
      placement: 'footer',
    });
    expect(response.statusCode).toBe(400);
    const unknownPage = await formPost(fixture, { email: 'safe@example.com', source: '/nowhere', placement: 'home' });
    expect(unknownPage.headers.location).toBe('/#newsletter-home-subscribed');
  });
});

describe('rate limit', () => {
  const fixture = hookedTestApp({ signupsPerMinute: 3 });

  it('answers 429 with a translated reason and Retry-After once a client passes the limit', async () => {
    const answers = [];
    for (let index = 0; index < 4; index++) {
      answers.push(await signup(fixture, { email: `fast${index}@example.com`, locale: 'pt' }));
    }
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(answers[3]?.statusCode).toBe(429);
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[3]?.json()).toEqual({ outcome: 'rateLimited', message: pt.newsletter.reasons.rateLimited });
  });
});

describe('database unavailable', () => {
  // A fresh app each: each test breaks its database.
  const fixture = hookedTestApp({}, { each: true });

  it('answers a clear 503 and keeps serving pages', async () => {
    await fixture.database.close();
    const response = await signup(fixture, { email: 'later@example.com', locale: 'pt' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ outcome: 'unavailable', message: pt.newsletter.reasons.unavailable });
    expect(format(pt.newsletter.errorInline, { message: response.json().message })).toContain('Erro');
    const page = await fixture.app.inject({ url: '/about' });
    expect(page.statusCode).toBe(200);
    const form = await formPost(fixture, {
      email: 'later@example.com',
      locale: 'pt',
      source: '/pt/',
      placement: 'footer',
    });
    expect(form.statusCode).toBe(503);
    expect(form.body).toContain('value="later@example.com"');
  });

  it('answers a failure that is not about reaching the database 500, without "try again"', async () => {
    await fixture.database.db.execute(sql`DROP TABLE email_outbox CASCADE`);
    const response = await signup(fixture, { email: 'bug@example.com', locale: 'pt' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ outcome: 'unexpected', message: pt.newsletter.reasons.unexpected });
  });
});

describe('the unsubscribe and confirmation buttons when something is wrong', () => {
  const token = 'x'.repeat(43);

  describe('a post from another site', () => {
    const fixture = hookedTestApp();

    it('refuses a post from another site on the page, in its language', async () => {
      const response = await fixture.app.inject({
        method: 'POST',
        url: `/pt/newsletter/unsubscribe?token=${token}`,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('<h1>Cancelar</h1>');
      expect(response.body).toContain(format(pt.newsletter.errorInline, { message: pt.newsletter.reasons.crossSite }));
    });
  });

  describe('a client over NEWSLETTER_LINK_RATE_LIMIT', () => {
    const fixture = hookedTestApp({ linkPostsPerMinute: 2 });

    it('limits the posts one client sends, answering on the page in its language', async () => {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await fixture.app.inject({ method: 'POST', url: `/pt/newsletter/unsubscribe?token=${token}` });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          expect(response.body).toContain(
            format(pt.newsletter.errorInline, { message: pt.newsletter.reasons.rateLimited }),
          );
        }
      }
      expect(statuses).toEqual([404, 404, 429]);
      const confirm = await fixture.app.inject({ method: 'POST', url: `/pt/newsletter/confirm?token=${token}` });
      expect(confirm.statusCode).toBe(429);
    });
  });

  describe('a token nobody has, with double opt-in', () => {
    const fixture = hookedTestApp({ doubleOptIn: true });

    it('answers a confirmation token that matches nobody with the invalid-link page', async () => {
      const response = await fixture.app.inject({ method: 'POST', url: `/pt/newsletter/confirm?token=${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Este link não funciona mais');
    });
  });

  describe('a database that is down', () => {
    const fixture = hookedTestApp();

    it('says the list cannot be reached, with Retry-After, when the database is down', async () => {
      await fixture.database.close();
      const unavailable = format(pt.newsletter.errorInline, { message: pt.newsletter.reasons.unavailable });
      for (const page of ['unsubscribe', 'confirm']) {
        const response = await fixture.app.inject({ method: 'POST', url: `/pt/newsletter/${page}?token=${token}` });
        expect(response.statusCode, page).toBe(503);
        expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        expect(response.body).toContain(`>${unavailable}</p>`);
      }
    });
  });
});
