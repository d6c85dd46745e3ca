import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsvLines } from '../admin/leads.ts';
import { SAME_ORIGIN_HEADERS as BROWSER, testApp, testDatabaseKinds } from '../testing/fixtures.ts';
import { quizStats } from './owner-report.ts';

type Fixture = Awaited<ReturnType<typeof testApp>>;

describe.each(await testDatabaseKinds())('the quiz owner report on %s', (database) => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await testApp({ database });
    const post = (url: string, payload: object) =>
      fixture.app.inject({ method: 'POST', url, headers: BROWSER, payload });
    await post('/api/quiz/funnel', { step: 'started', locale: 'pt' });
    await post('/api/quiz/funnel', { step: 'q1', locale: 'pt' });
    await post('/api/quiz/lead', {
      email: '=cmd@example.com',
      result: 'radionicsTables',
      locale: 'pt',
      newsletter: true,
    });
  });
  afterAll(() => fixture.close());

  it('shows the funnel per language and the guide requests by result', async () => {
    const stats = await quizStats(fixture.database.db);
    expect(stats.funnel.pt).toMatchObject({ started: 1, q1: 1 });
    expect(stats.leads).toEqual([{ result: 'radionicsTables', locale: 'pt', count: 1, newsletter: 1 }]);
  });

  it('exports the leads as CSV with consent records, formulas defused', async () => {
    const [header, line, ...rest] = (await Array.fromAsync(leadsCsvLines(fixture.database.db)))
      .join('')
      .trimEnd()
      .split('\n');
    expect(header).toBe('email,locale,result,answers,newsletter,consent_at,consent_text_version,requested_on');
    expect(line).toMatch(/^"'=cmd@example.com","pt","radionicsTables","\{\}","true","\d{4}-/);
    expect(rest).toEqual([]);
  });
});
