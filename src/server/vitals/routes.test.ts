import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en.ts';
import { pt } from '../../i18n/messages/pt.ts';
import { VITALS_ENDPOINT } from '../../lib/vitals/beacon.ts';
import { rowsOf } from '../db/client.ts';
import { SAME_ORIGIN_HEADERS, type testApp, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestApp } from '../testing/hooks.ts';
import type { VitalsReport } from './report.ts';
import { createVitalsService } from './service.ts';
import { rollUp } from './store.ts';

type Fixture = Awaited<ReturnType<typeof testApp>>;

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const BROWSER = { ...SAME_ORIGIN_HEADERS, 'content-type': 'application/json', 'user-agent': PHONE };

const metric = (overrides: Record<string, unknown> = {}) => ({
  metric: 'lcp',
  value: 1800,
  rating: 'good',
  url: 'https://vibra.test/pt/blog/taro-o-que-significa?utm_source=x#top',
  timestamp: Date.now(),
  userAgent: PHONE,
  connection: '4g',
  id: 'v5-1',
  navigationType: 'navigate',
  attribution: { target: 'main > img' },
  ...overrides,
});

function beacon(fixture: Fixture, payload: unknown, headers: Record<string, string> = BROWSER) {
  return fixture.app.inject({
    method: 'POST',
    url: VITALS_ENDPOINT,
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const lcpSamples = (report: VitalsReport) => report.metrics.find((row) => row.metric === 'lcp')?.samples;

async function samples(fixture: Fixture) {
  return rowsOf<Record<string, unknown>>(
    await fixture.database.db.execute(sql`SELECT * FROM web_vital_samples ORDER BY id`),
  );
}

describe.each(await testDatabaseKinds())('POST /api/analytics/web-vitals on %s', (database) => {
  const fixture = hookedTestApp({ database });
  beforeEach(async () => {
    await fixture.database.db.execute(sql`DELETE FROM web_vital_samples`);
    await fixture.database.db.execute(sql`DELETE FROM web_vital_daily`);
  });

  it('stores one metric without address, user agent or query, with the rating recomputed', async () => {
    const response = await beacon(fixture, metric({ value: 3000, rating: 'good' }));
    expect(response.statusCode).toBe(204);
    expect(await samples(fixture)).toEqual([
      expect.objectContaining({
        metric: 'lcp',
        value: 3000,
        rating: 'needs-improvement',
        page_group: 'article',
        page_path: '/pt/blog/taro-o-que-significa',
        device: 'mobile',
        browser: 'chrome',
        connection: '4g',
        locale: 'pt',
      }),
    ]);
    const stored = JSON.stringify(await samples(fixture));
    for (const secret of ['utm_source', 'Pixel', 'Android', '127.0.0.1', 'main > img'])
      expect(stored).not.toContain(secret);
  });

  it('stores a page view’s batch in one go, and groups pages the site does not have', async () => {
    const batch = [
      metric({ metric: 'LCP', value: 900, url: '/' }),
      metric({ metric: 'cls', value: 0.3, url: '/' }),
      metric({ metric: 'inp', value: 120, url: '/pt/' }),
      metric({ metric: 'fid', value: 8, url: '/nowhere?token=secret' }),
      metric({ metric: 'ttfb', value: 90, url: 'https://elsewhere.example/about' }),
    ];
    expect((await beacon(fixture, batch)).statusCode).toBe(204);
    const rows = await samples(fixture);
    expect(rows.map((row) => [row.metric, row.rating, row.page_group, row.page_path, row.locale])).toEqual([
      ['lcp', 'good', 'home', '/', 'en'],
      ['cls', 'poor', 'home', '/', 'en'],
      ['inp', 'good', 'home', '/pt/', 'pt'],
      ['fid', 'good', 'other', '(other)', 'en'],
      ['ttfb', 'good', 'other', '(other)', 'en'],
    ]);
  });

  it.each([
    ['an unknown metric', metric({ metric: 'tti' })],
    ['a negative value', metric({ value: -1 })],
    ['a value out of range', metric({ value: 3_600_000 })],
    ['a CLS out of range', metric({ metric: 'cls', value: 50 })],
    ['a value that is not a number', metric({ value: '1800' })],
    ['no url', { metric: 'lcp', value: 1 }],
    ['an empty batch', []],
    ['more than ten metrics', Array.from({ length: 11 }, () => ({ metric: 'lcp', value: 1, url: '/' }))],
    ['a string', 'lcp'],
    ['null', null],
  ])('refuses %s with 400 and a translated message, storing nothing', async (_case, payload) => {
    const response = await beacon(fixture, payload, { ...BROWSER, referer: 'http://localhost:80/pt/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: pt.vitals.errors.invalidRequest });
    expect(await samples(fixture)).toEqual([]);
  });

  it('refuses invalid JSON with 400, a body over 4 KB with 413, another format with 415', async () => {
    expect((await beacon(fixture, '{"metric":')).statusCode).toBe(400);
    const big = await beacon(fixture, [metric({ id: 'x'.repeat(5000) })]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: en.vitals.errors.tooLarge });
    const form = await beacon(fixture, 'metric=lcp', {
      ...BROWSER,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(await samples(fixture)).toEqual([]);
  });

  it('refuses a beacon from another site with 403', async () => {
    const response = await beacon(fixture, metric(), {
      ...BROWSER,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: en.vitals.errors.crossSite });
  });

  it('answers bots and measuring tools but keeps nothing of theirs', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
    ]) {
      expect((await beacon(fixture, metric(), { ...BROWSER, 'user-agent': userAgent })).statusCode).toBe(204);
    }
    expect(await samples(fixture)).toEqual([]);
  });

  it('rolls samples up into daily histograms and forgets days past the window', async () => {
    await beacon(fixture, [metric({ value: 1000 }), metric({ value: 1000 }), metric({ metric: 'cls', value: 0.05 })]);
    await fixture.database.db.execute(
      sql`INSERT INTO web_vital_daily VALUES (now()::date - 40, 'lcp', 'home', 'mobile', 'en', 'good', 100, 5)`,
    );
    expect(await rollUp(fixture.database.db, new Date(Date.now() + 1000))).toBe(3);
    expect(await samples(fixture)).toEqual([]);
    const daily = rowsOf<{ metric: string; bucket: number; samples: number }>(
      await fixture.database.db.execute(sql`SELECT metric, bucket, samples FROM web_vital_daily ORDER BY metric`),
    );
    // ln(1000) / ln(1.05) = 141.58; CLS 0.05 is 50 thousandths: ln(50) / ln(1.05) = 80.18.
    expect(daily).toEqual([
      { metric: 'cls', bucket: 80, samples: 1 },
      { metric: 'lcp', bucket: 141, samples: 2 },
    ]);
  });

  it('rolls a backlog up a batch at a time, counting each sample once', async () => {
    await beacon(
      fixture,
      Array.from({ length: 7 }, (_, index) => metric({ value: 1000 + index })),
    );
    expect(await rollUp(fixture.database.db, new Date(Date.now() + 1000), 3)).toBe(7);
    expect(await samples(fixture)).toEqual([]);
    const [daily] = rowsOf<{ total: number }>(
      await fixture.database.db.execute(sql`SELECT sum(samples)::integer AS total FROM web_vital_daily`),
    );
    expect(daily?.total).toBe(7);
  });

  it('gives a reader the last report at once while the next one is made', async () => {
    const vitals = createVitalsService({ db: fixture.database.db, logger: pino({ level: 'silent' }), refreshMs: 1 });
    await beacon(fixture, metric());
    expect(lcpSamples(await vitals.report())).toBe(1); // none yet: made while the reader waits
    await beacon(fixture, metric());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(lcpSamples(await vitals.report())).toBe(1); // too old: shown, and the next one started
    expect(lcpSamples(await vitals.refresh())).toBe(2); // the one started (or a new one) counts both
    expect(lcpSamples(await vitals.report())).toBe(2);
    await vitals.stop();
  });

  it('shows the measurements in the report', async () => {
    await beacon(fixture, [metric({ value: 1000 }), metric({ metric: 'inp', value: 600 })]);
    const report = await fixture.vitals.refresh();
    const lcp = report.metrics.find((row) => row.metric === 'lcp');
    expect(lcp?.samples).toBe(1);
    expect(lcp?.p75).toBeGreaterThan(970);
    expect(lcp?.p75).toBeLessThan(1030);
    expect(lcp?.rating).toBe('good');
    expect(report.metrics.find((row) => row.metric === 'inp')?.split).toEqual({
      good: 0,
      'needs-improvement': 0,
      poor: 1,
    });
    expect(report.groups).toEqual([
      expect.objectContaining({ pageGroup: 'article', device: 'mobile', locale: 'pt', samples: 1 }),
    ]);
  });
});

// Only PostgreSQL reads while another connection writes: PGlite answers one statement at a time.
describe.each((await testDatabaseKinds()).filter((kind) => kind === 'postgres'))(
  'the first report on %s',
  (database) => {
    const fixture = hookedTestApp({ database });

    it('does not wait for a long roll-up: the days rolled up so far at once, then everything', async () => {
      const { db } = fixture.database;
      const vitals = createVitalsService({ db, logger: pino({ level: 'silent' }), firstReportWaitMs: 100 });
      try {
        await beacon(fixture, [metric(), metric()]);
        await rollUp(db, new Date(Date.now() + 1000));
        await beacon(fixture, metric());
        await db.transaction(async (tx) => {
          // Holds the roll-up (it deletes the samples it counts) the way a huge backlog would.
          await tx.execute(sql`LOCK TABLE web_vital_samples IN EXCLUSIVE MODE`);
          expect(lcpSamples(await vitals.report())).toBe(2);
          expect(lcpSamples(await vitals.report())).toBe(2);
        });
        expect(lcpSamples(await vitals.refresh())).toBe(3);
        expect(lcpSamples(await vitals.report())).toBe(3);
      } finally {
        await vitals.stop();
      }
    });
  },
);

describe('POST /api/analytics/web-vitals limits', () => {
  describe('VITALS_RATE_LIMIT', () => {
    const fixture = hookedTestApp({ beaconsPerMinute: 2 });

    it('limits beacons per client and minute (429 with Retry-After)', async () => {
      expect((await beacon(fixture, metric())).statusCode).toBe(204);
      expect((await beacon(fixture, metric())).statusCode).toBe(204);
      const third = await beacon(fixture, metric());
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json()).toEqual({ message: en.vitals.errors.rateLimited });
    });
  });

  describe('VITALS_SAMPLE_RATE', () => {
    const fixture = hookedTestApp({ sampleRate: 0 });

    it('keeps only the configured share of beacons', async () => {
      expect((await beacon(fixture, metric())).statusCode).toBe(204);
      expect(await samples(fixture)).toEqual([]);
    });
  });

  describe('a database that is down', () => {
    const fixture = hookedTestApp();

    it('answers 503 and loses only the beacon when the database is down', async () => {
      await fixture.database.close();
      const response = await beacon(fixture, metric());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: en.vitals.errors.unavailable });
      expect((await fixture.app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    });
  });
});
