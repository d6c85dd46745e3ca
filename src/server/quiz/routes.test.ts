import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { QUIZ_GUIDE_CONSENT } from '../../lib/quiz/lead.ts';
import { emailOutbox, newsletterSubscribers, quizLeads } from '../db/schema.ts';
import { SAME_ORIGIN_HEADERS as BROWSER, TEST_SITE_URL, type testApp, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';

type Fixture = Awaited<ReturnType<typeof testApp>>;

function request(fixture: Fixture, payload: unknown, headers: Record<string, string> = BROWSER) {
  return fixture.app.inject({ method: 'POST', url: '/api/quiz/lead', headers, payload: payload as object });
}

function formPost(fixture: Fixture, fields: Record<string, string>) {
  return fixture.app.inject({
    method: 'POST',
    url: '/api/quiz/lead',
    headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const ANSWERS = {
  q1: 'auraExpansion',
  q2: 'auraExpansion',
  q3: 'radionicsTables',
  q4: 'auraExpansion',
  q5: 'chakraAlignment',
  q6: 'auraExpansion',
};

async function guideMails(fixture: Fixture, to: string) {
  return fixture.database.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = lower(${to}) AND ${emailOutbox.kind} = 'quiz-guide'`);
}

describe.each(await testDatabaseKinds())('POST /api/quiz/lead on %s', (database) => {
  const fixture = hookedTestApp({ database });

  it('stores the lead with its answers and consent record and queues the guide mail in the visitor’s language', async () => {
    const response = await request(fixture, {
      email: ' Bia@Example.com ',
      result: 'auraExpansion',
      locale: 'pt',
      answers: ANSWERS,
      newsletter: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ outcome: 'sent' });
    expect(response.headers['cache-control']).toBe('no-store');

    const [lead] = await fixture.database.db.select().from(quizLeads).where(eq(quizLeads.email, 'Bia@Example.com'));
    expect(lead).toMatchObject({
      locale: 'pt',
      result: 'auraExpansion',
      answers: ANSWERS,
      newsletter: false,
      consentTextVersion: QUIZ_GUIDE_CONSENT.version,
    });
    const [mail, ...more] = await guideMails(fixture, 'bia@example.com');
    expect(more).toEqual([]);
    expect(mail?.locale).toBe('pt');
    expect(mail?.subject).toBe(
      format(getMessages('pt').email.quizGuideSubject, { title: 'Guide to auraExpansion (pt)' }),
    );
    expect(mail?.textBody).toContain(`${TEST_SITE_URL}/pt/quiz/guide/aura-expansion`);
    expect(mail?.textBody).toContain(`${TEST_SITE_URL}/pt/quiz/guide/aura-expansion.pdf`);
    expect(mail?.textBody).not.toContain(getMessages('pt').email.unsubscribe);
    // Without the newsletter box: not on the list.
    const subscribed = await fixture.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'bia@example.com'`);
    expect(subscribed).toEqual([]);
  });

  it('sends one guide a day per address, whatever the result, and still answers as sent', async () => {
    const email = 'carla@example.com';
    expect((await request(fixture, { email, result: 'radionicsTables', locale: 'es' })).statusCode).toBe(201);
    const again = await request(fixture, { email: 'CARLA@example.com', result: 'chakraAlignment', locale: 'es' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ outcome: 'sent' });
    expect(await guideMails(fixture, email)).toHaveLength(1);
    expect(
      fixture.queued.filter((mail) => mail.email.toLowerCase() === email && mail.kind === 'quiz-guide'),
    ).toHaveLength(1);
  });

  it('with the newsletter box ticked, subscribes under the newsletter’s rules too', async () => {
    const response = await request(fixture, {
      email: 'dora@example.com',
      result: 'chakraAlignment',
      locale: 'it',
      newsletter: true,
    });
    expect(response.statusCode).toBe(201);
    const [subscriber] = await fixture.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'dora@example.com'));
    expect(subscriber).toMatchObject({
      locale: 'it',
      status: 'subscribed',
      source: '/it/quiz/result/chakra-alignment',
    });
    const kinds = (
      await fixture.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'dora@example.com'))
    )
      .map((mail) => mail.kind)
      .sort();
    expect(kinds).toEqual(['quiz-guide', 'welcome']);
  });

  it('refuses an invalid address with the newsletter’s message in the visitor’s language, storing nothing', async () => {
    const response = await request(fixture, { email: 'ana@gmail', result: 'auraExpansion', locale: 'pt' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ outcome: 'invalidEmail', message: getMessages('pt').newsletter.invalidEmail });
    expect(await guideMails(fixture, 'ana@gmail')).toEqual([]);
  });

  it('refuses bad requests, oversize bodies, other formats and other sites with clear 4xx, never a 5xx', async () => {
    const unknownResult = await request(fixture, { email: 'eva@example.com', result: 'tarot', locale: 'es' });
    expect(unknownResult.statusCode).toBe(400);
    expect(unknownResult.json().message).toBe(
      format(getMessages('es').quiz.errorInline, { message: getMessages('es').newsletter.reasons.invalidRequest }),
    );
    expect((await request(fixture, { email: 'eva@example.com', result: 'auraExpansion', extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await request(fixture, '{"email":', { ...BROWSER, 'content-type': 'application/json' })).statusCode).toBe(
      400,
    );

    // Too large to be read: the language comes from the page the request came from.
    const huge = await request(
      fixture,
      { email: 'eva@example.com', result: 'auraExpansion', locale: 'pt', pad: 'x'.repeat(5000) },
      { ...BROWSER, referer: `${BROWSER.origin}/pt/quiz/result/aura-expansion` },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain(getMessages('pt').newsletter.reasons.tooLarge);

    const text = await fixture.app.inject({
      method: 'POST',
      url: '/api/quiz/lead',
      headers: { ...BROWSER, 'content-type': 'text/plain' },
      payload: 'eva@example.com',
    });
    expect(text.statusCode).toBe(415);

    const crossSite = await request(
      fixture,
      { email: 'eva@example.com', result: 'auraExpansion' },
      { origin: 'https://evil.example', 'content-type': 'application/json' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(await guideMails(fixture, 'eva@example.com')).toEqual([]);
  });

  it('answers the plain form with the result page, the thank-you written in; an error keeps the address', async () => {
    const sent = await formPost(fixture, {
      email: 'fabi@example.com',
      result: 'auraExpansion',
      locale: 'pt',
      'answers[q1]': 'auraExpansion',
      newsletter: 'on',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('<h1>Expansão da Aura</h1>');
    expect(sent.body).toContain(format(getMessages('pt').quiz.thankYouText, { email: 'fabi@example.com' }));
    const [lead] = await fixture.database.db.select().from(quizLeads).where(eq(quizLeads.email, 'fabi@example.com'));
    expect(lead).toMatchObject({ answers: { q1: 'auraExpansion' }, newsletter: true });

    const invalid = await formPost(fixture, { email: 'fabi@', result: 'auraExpansion', locale: 'pt' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain(getMessages('pt').newsletter.invalidEmail);
    expect(invalid.body).toContain('value="fabi@"');
  });
});

describe('retention', () => {
  const fixture = hookedTestApp();

  it('deletes leads older than 24 months when a new one arrives', async () => {
    await fixture.database.db.execute(sql`
      INSERT INTO quiz_leads (email, locale, result, consent_text_version, requested_on, created_at)
      VALUES ('old@example.com', 'en', 'auraExpansion', 'v0', '2024-01-01', now() - interval '25 months'),
             ('recent@example.com', 'en', 'auraExpansion', 'v0', '2025-06-01', now() - interval '23 months')`);
    expect((await request(fixture, { email: 'new@example.com', result: 'auraExpansion' })).statusCode).toBe(201);
    await expect
      .poll(async () =>
        (await fixture.database.db.select({ email: quizLeads.email }).from(quizLeads)).map((row) => row.email).sort(),
      )
      .toEqual(['new@example.com', 'recent@example.com']);
  });
});

describe('QUIZ_RATE_LIMIT', () => {
  const fixture = hookedTestApp({ quizLeadsPerMinute: 2 });

  it('refuses the request over the limit with 429 and a translated message', async () => {
    for (const name of ['gil', 'hana']) {
      expect(
        (await request(fixture, { email: `${name}@example.com`, result: 'auraExpansion', locale: 'it' })).statusCode,
      ).toBe(201);
    }
    const limited = await request(fixture, { email: 'ines@example.com', result: 'auraExpansion', locale: 'it' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toContain(getMessages('it').newsletter.reasons.rateLimited);
  });
});
