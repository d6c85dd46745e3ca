/**
 * Field Web Vitals end to end: a visit sends one beacon that is stored and shows on /performance;
 * the `?debug=performance` overlay opens, updates and closes; without the flag none of its code
 * loads; /performance reads in four languages and passes axe.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { getMessages, getTestRoute, LOCALES, localizePath, pageScriptArrived, scriptRequests } from './fixtures.ts';

interface StoredVitals {
  samples: { metric: string; page_group: string; page_path: string; locale: string }[];
  daily: { metric: string; locale: string; samples: number }[];
}

const stored = async (page: Page): Promise<StoredVitals> => (await getTestRoute(page.request, '/__e2e/vitals')).json();

/** Samples of a page, waiting to be rolled up or already in the daily histograms. */
async function countFor(page: Page, path: string, locale: string) {
  const vitals = await stored(page);
  return {
    raw: vitals.samples.filter((sample) => sample.page_path === path).length,
    daily: vitals.daily.filter((row) => row.locale === locale).reduce((sum, row) => sum + Number(row.samples), 0),
  };
}

test('a visit to an article sends one beacon that is stored and then shows on /performance', async ({ page }) => {
  const before = await countFor(page, '/it/blog/hooponopono-come-praticarlo', 'it');
  // Keeps a copy of every beacon body the page sends, then sends it as usual.
  await page.addInitScript(() => {
    const sentBeacons: string[] = [];
    Object.assign(window, { sentBeacons });
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sentBeacons.push(text));
      return sendBeacon(url, data);
    };
  });
  await page.goto('/it/blog/hooponopono-come-praticarlo');
  await pageScriptArrived(page);
  await page.getByRole('heading', { level: 1 }).click(); // an interaction, for FID and INP
  // Hiding the page (switching tabs, locking the phone, leaving) sends the beacon.
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/analytics/web-vitals'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await beacon;
  // Playwright cannot read a beacon's Blob body; the page's own copy of it (see addInitScript).
  const sent = JSON.parse(
    await page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons.join()),
  ) as {
    metric: string;
    url: string;
  }[];
  expect(sent.map((metric) => metric.metric)).toEqual(expect.arrayContaining(['fcp', 'ttfb', 'lcp', 'fid']));
  expect(sent.every((metric) => metric.url === '/it/blog/hooponopono-come-praticarlo')).toBe(true);
  // Stored: still raw, or already rolled up into the day's histograms.
  await expect
    .poll(async () => {
      const counts = await countFor(page, '/it/blog/hooponopono-come-praticarlo', 'it');
      return counts.raw + counts.daily - before.raw - before.daily;
    })
    .toBeGreaterThanOrEqual(sent.length);
  // Leaving after that sends nothing more: one beacon per page view.
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/web-vitals')) beacons.push(request.url());
  });
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  await page.waitForTimeout(300);
  expect(beacons).toEqual([]);

  await expect
    .poll(
      async () => {
        await page.goto('/it/performance');
        return (await page.locator('[data-metric="lcp"]').allTextContents()).join(' ');
      },
      { timeout: 15_000 },
    )
    .toContain(getMessages('it').vitals.p75);
  await expect(page.getByRole('heading', { level: 2, name: getMessages('it').vitals.summaryHeading })).toBeVisible();
  await expect(page.locator('[data-trend="lcp"] svg')).toBeVisible();
  const groups = page.getByRole('region', { name: getMessages('it').vitals.groupsHeading });
  await expect(
    groups.getByRole('row', { name: new RegExp(getMessages('it').vitals.groups.article) }).first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/it/performance with measurements');
});

test('the overlay: a score button opens a labelled panel that updates live and closes back to the button', async ({
  page,
}) => {
  const labels = getMessages('pt').vitals;
  await page.goto('/pt/?debug=performance');
  const button = page.getByRole('button', {
    name: new RegExp(`${labels.overlay.button.split(' {score}')[0]}|${labels.overlay.measuring}`),
  });
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName(/\d+/); // FCP, TTFB and LCP arrive: a score out of 100
  await button.click();
  const panel = page.getByRole('dialog', { name: labels.overlay.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: labels.overlay.title })).toBeFocused();
  for (const metric of ['lcp', 'fid', 'cls', 'fcp', 'ttfb', 'inp']) {
    await expect(panel.locator(`[data-metric="${metric}"]`)).toBeVisible();
  }
  await expect(panel.locator('[data-metric="fcp"]')).toContainText(
    new RegExp(`${labels.ratings.good}|${labels.ratings['needs-improvement']}|${labels.ratings.poor}`),
  );
  await expect(panel).toContainText(labels.overlay.connection);
  await expectNoSeriousViolations(page, 'the open performance panel');

  // The click that opened the panel is the page's first input: its delay is measured only after
  // the panel is drawn, and shows up there without reopening it.
  await expect(panel.locator('[data-metric="fid"]')).toContainText(labels.ratings.good);

  await panel.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await page.getByRole('button', { name: labels.overlay.close }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();
});

// React itself may load (the menu and the chat launcher are islands that load once the page is
// idle); the overlay's code never does without the flag.
test('without the flag, no overlay code loads on an article', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/blog/tarot-meaning');
  await pageScriptArrived(page);
  await page.waitForTimeout(500);
  expect(scripts.some((path) => /overlay|PerformanceOverlay|show-overlay/i.test(path))).toBe(false);
  expect(await page.locator('#performance-overlay').count()).toBe(0);
});

for (const locale of LOCALES) {
  test(`/performance reads in ${locale}, with the metrics explained`, async ({ page }) => {
    const labels = getMessages(locale).vitals;
    const response = await page.goto(localizePath('/performance', locale));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages(locale).pageNames.performance);
    await expect(page.getByRole('heading', { level: 2, name: labels.explainHeading })).toBeVisible();
    await expect(page.getByText(labels.fidReplaced)).toBeVisible();
    for (const metric of ['lcp', 'fid', 'cls', 'fcp', 'ttfb', 'inp'] as const) {
      await expect(page.getByText(labels.explain[metric])).toBeVisible();
    }
    await expectNoSeriousViolations(page, `/performance (${locale})`);
  });
}

/**
 * A few page views' measurements, posted as the site's reporter posts them (same origin, the
 * browser's own user agent), so /performance has cards, trend charts and the groups table.
 */
async function sendFieldData(page: Page) {
  await page.goto('/about');
  const views = ['/blog/tarot-meaning', '/pt/', '/it/blog/hooponopono-come-praticarlo'];
  const values = { lcp: 2100, fcp: 1200, ttfb: 300, inp: 180, fid: 20, cls: 0.04 };
  for (const url of views) {
    const status = await page.evaluate(
      async ({ url, values }) => {
        const body = Object.entries(values).map(([metric, value], index) => ({
          metric,
          value,
          rating: 'good',
          url,
          timestamp: Date.now(),
          userAgent: navigator.userAgent,
          connection: '4g',
          id: `v5-${Date.now()}-${index}`,
          navigationType: 'navigate',
        }));
        const response = await fetch('/api/analytics/web-vitals', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      { url, values },
    );
    expect(status).toBe(204);
  }
}

test.describe('/performance on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen in every language, with chart words at least 12 px tall', async ({ page }) => {
    await sendFieldData(page);
    for (const locale of LOCALES) {
      const path = localizePath('/performance', locale);
      // The report is at most a second old on the test server.
      await expect
        .poll(async () => {
          await page.goto(path);
          return page.locator('[data-trend]').count();
        })
        .toBeGreaterThan(0);
      const sizes = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
        launcherEnd: document.querySelector('.chat-launcher')?.getBoundingClientRect().right ?? 0,
      }));
      expect(sizes.page, `${path} is ${sizes.page} px wide on a ${sizes.screen} px screen`).toBeLessThanOrEqual(
        sizes.screen,
      );
      expect(sizes.launcherEnd, `the chat launcher of ${path} is whole`).toBeLessThanOrEqual(sizes.screen);

      // Every word drawn on a chart, at the size it is painted (text inside an SVG scales with it).
      const labels = await page.locator('[data-trend]').evaluateAll((charts) =>
        charts.flatMap((chart) =>
          [...chart.querySelectorAll<HTMLElement | SVGTextElement>('svg text, [data-chart-label]')].map((label) => {
            const size = Number.parseFloat(getComputedStyle(label).fontSize);
            const scale = label instanceof SVGTextElement ? (label.ownerSVGElement?.getScreenCTM()?.a ?? 1) : 1;
            return { text: label.textContent ?? '', px: Math.round(size * scale * 10) / 10 };
          }),
        ),
      );
      expect(labels.length, `words on the charts of ${path}`).toBeGreaterThan(0);
      for (const label of labels) expect(label.px, `"${label.text}" on ${path}`).toBeGreaterThanOrEqual(12);
    }
    await expectNoSeriousViolations(page, '/it/performance on a phone');
  });
});
