import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en.ts';
import { format } from '../../i18n/messages/index.ts';
import { pt } from '../../i18n/messages/pt.ts';
import { NEWSLETTER_CONSENT } from '../../lib/newsletter.ts';
import { emailOutbox, newsletterSubscribers } from '../db/schema.ts';
import { SAME_ORIGIN_HEADERS as BROWSER, testApp, testDatabaseKinds } from '../testing/fixtures.ts';

type Fixture = Awaited<ReturnType<typeof testApp>>;

function signup(fixture: Fixture, payload: Record<string, unknown>, headers: Record<string, string> = BROWSER) {
  return fixture.app.inject({ method: 'POST', url: '/api/newsletter', headers, payload });
}

function formPost(fixture: Fixture, fields: Record<string, string>, headers: Record<string, string> = BROWSER) {
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

describe.each(await testDatabaseKinds())('POST /api/newsletter on %s', (database) => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await testApp({ database });
  });
  afterAll(() => fixture.close());

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

  it('subscribes again someone who had unsubscribed, with a new welcome mail', async () => {
    await signup(fixture, { email: 'returning@example.com', locale: 'en' });
    const [row] = await fixture.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'returning@example.com'));
    const left = await fixture.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${row?.unsubscribeToken}`,
    });
    expect(left.statusCode).toBe(303);
    const back = await signup(fixture, { email: 'Returning@example.com', locale: 'it' });
    expect(back.statusCode).toBe(201);
    const mails = await fixture.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subscriberId, row?.id ?? -1))
      .orderBy(emailOutbox.id);
    expect(mails.map((mail) => mail.locale)).toEqual(['en', 'it']);
  });
});

describe('POST /api/newsletter without JavaScript (a plain form post)', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await testApp();
  });
  afterAll(() => fixture.close());

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
  it('answers 429 with a translated reason and Retry-After once a client passes the limit', async () => {
    const fixture = await testApp({ signupsPerMinute: 3 });
    try {
      const answers = [];
      for (let index = 0; index < 4; index++) {
        answers.push(await signup(fixture, { email: `fast${index}@example.com`, locale: 'pt' }));
      }
      expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      expect(answers[3]?.statusCode).toBe(429);
      expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
      expect(answers[3]?.json()).toEqual({ outcome: 'rateLimited', message: pt.newsletter.reasons.rateLimited });
    } finally {
      await fixture.close();
    }
  });
});

describe('database unavailable', () => {
  it('answers a clear 503 and keeps serving pages', async () => {
    const fixture = await testApp();
    try {
      await fixture.database.close();
      const response = await signup(fixture, { email: 'later@example.com', locale: 'pt' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
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
    } finally {
      await fixture.app.close();
    }
  });
});

describe('the unsubscribe and confirmation buttons when something is wrong', () => {
  const token = 'x'.repeat(43);

  it('refuses a post from another site on the page, in its language', async () => {
    const fixture = await testApp();
    try {
      const response = await fixture.app.inject({
        method: 'POST',
        url: `/pt/newsletter/unsubscribe?token=${token}`,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('<h1>Cancelar</h1>');
      expect(response.body).toContain(format(pt.newsletter.errorInline, { message: pt.newsletter.reasons.crossSite }));
    } finally {
      await fixture.close();
    }
  });

  it('answers a confirmation token that matches nobody with the invalid-link page', async () => {
    const fixture = await testApp({ doubleOptIn: true });
    try {
      const response = await fixture.app.inject({ method: 'POST', url: `/pt/newsletter/confirm?token=${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Este link não funciona mais');
    } finally {
      await fixture.close();
    }
  });

  it('says the list cannot be reached, with Retry-After, when the database is down', async () => {
    const fixture = await testApp();
    try {
      await fixture.database.close();
      const unavailable = format(pt.newsletter.errorInline, { message: pt.newsletter.reasons.unavailable });
      for (const page of ['unsubscribe', 'confirm']) {
        const response = await fixture.app.inject({ method: 'POST', url: `/pt/newsletter/${page}?token=${token}` });
        expect(response.statusCode, page).toBe(503);
        expect(response.headers['retry-after']).toBe('30');
        expect(response.body).toContain(`>${unavailable}</p>`);
      }
    } finally {
      await fixture.app.close();
    }
  });
});
