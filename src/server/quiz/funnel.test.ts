import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n/messages/index.ts';
import { rowsOf } from '../db/client.ts';
import { SAME_ORIGIN_HEADERS as BROWSER, type testApp, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';

type Fixture = Awaited<ReturnType<typeof testApp>>;

function report(fixture: Fixture, payload: unknown, headers: Record<string, string> = BROWSER) {
  return fixture.app.inject({ method: 'POST', url: '/api/quiz/funnel', headers, payload: payload as object });
}

/** Today's counts of one language, by step. */
async function counts(fixture: Fixture, locale: string): Promise<Record<string, number>> {
  const rows = rowsOf<{ step: string; count: number }>(
    await fixture.database.db.execute(
      sql`SELECT step, count FROM quiz_funnel WHERE locale = ${locale} AND day = (now() AT TIME ZONE 'UTC')::date`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.step, Number(row.count)]));
}

describe.each(await testDatabaseKinds())('the quiz funnel on %s', (database) => {
  const fixture = hookedTestApp({ database });

  it('counts the steps the island reports, per day and language, nothing else', async () => {
    expect((await report(fixture, { step: 'started', locale: 'pt' })).statusCode).toBe(204);
    expect((await report(fixture, { step: 'q3', locale: 'pt' })).statusCode).toBe(204);
    expect((await report(fixture, { step: 'q3', locale: 'pt' })).statusCode).toBe(204);
    expect(await counts(fixture, 'pt')).toEqual({ started: 1, q3: 2 });
  });

  it('counts the plain form’s steps where the server scores it, and the guide where it is requested', async () => {
    const answers =
      'q1=chakraAlignment&q2=chakraAlignment&q3=chakraAlignment&q4=auraExpansion&q5=auraExpansion&q6=radionicsTables';
    const plain = await fixture.app.inject({ url: `/quiz/answers?locale=es&${answers}` });
    expect(plain.statusCode).toBe(303);
    const lead = await fixture.app.inject({
      method: 'POST',
      url: '/api/quiz/lead',
      headers: BROWSER,
      payload: { email: 'funnel@example.com', result: 'chakraAlignment', locale: 'es' },
    });
    expect(lead.statusCode).toBe(201);
    await expect
      .poll(() => counts(fixture, 'es'))
      .toEqual({ started: 1, q1: 1, q2: 1, q3: 1, q4: 1, q5: 1, q6: 1, result: 1, guide: 1 });
  });

  it('refuses what is not a step report with a clear 4xx: the guide step, unknown steps, other sites and formats', async () => {
    expect((await report(fixture, { step: 'guide', locale: 'it' })).statusCode).toBe(400);
    const unknown = await report(fixture, { step: 'q7', locale: 'it' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(getMessages('en').newsletter.reasons.invalidRequest);
    expect((await report(fixture, { step: 'q1', locale: 'it', pad: 'x'.repeat(400) })).statusCode).toBe(413);
    expect((await report(fixture, { step: 'q1', locale: 'it' }, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    const text = await fixture.app.inject({
      method: 'POST',
      url: '/api/quiz/funnel',
      headers: { ...BROWSER, 'content-type': 'text/plain' },
      payload: 'q1',
    });
    expect(text.statusCode).toBe(415);
    expect(await counts(fixture, 'it')).toEqual({});
  });
});

describe('QUIZ_FUNNEL_RATE_LIMIT', () => {
  const fixture = hookedTestApp({ quizStepsPerMinute: 2 });

  it('refuses reports over the limit with 429', async () => {
    for (const step of ['started', 'q1']) expect((await report(fixture, { step, locale: 'en' })).statusCode).toBe(204);
    const limited = await report(fixture, { step: 'q2', locale: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
