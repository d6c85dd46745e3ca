/**
 * Field vitals from every visit, the quick ones too: on a slow phone, a visitor who leaves a page
 * after a second (another page, or the tab closed) still sends its TTFB, FCP and LCP. Those quick
 * exits are often the slow, frustrated visits; a reporter that waited for the browser to be idle
 * sent nothing for them, and /performance was biased towards patient visitors.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { emulateSlowPhone } from '../../scripts/lib/slow-phone.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Keeps, in the site's localStorage, the body of every beacon a page sends: a beacon sent as a
 * page goes away is not seen by Playwright's network events, and its Blob cannot be read then.
 * The reporter makes the beacon's Blob from its JSON text just before sending it. It also notes
 * when the page first listens for visibilitychange: the reporter does as it starts.
 */
async function recordBeacons(context: BrowserContext) {
  await context.addInitScript(() => {
    const listen = document.addEventListener.bind(document);
    document.addEventListener = (type: string, ...rest: [EventListenerOrEventListenerObject, unknown?]) => {
      if (type === 'visibilitychange') (window as { reporterStarted?: boolean }).reporterStarted = true;
      listen(type, ...(rest as [EventListenerOrEventListenerObject, AddEventListenerOptions?]));
    };
    const NativeBlob = Blob;
    let last = '';
    window.Blob = class extends NativeBlob {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options);
        if (typeof parts?.[0] === 'string') last = parts[0];
      }
    };
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent = JSON.parse(localStorage.getItem('test:beacons') ?? '[]') as string[];
      localStorage.setItem('test:beacons', JSON.stringify([...sent, last]));
      return sendBeacon(url, data);
    };
  });
}

/** The metrics the pages of this context sent, read on a page of the site. */
async function sentMetrics(page: Page, path: string): Promise<string[]> {
  const bodies = await page.evaluate(() => JSON.parse(localStorage.getItem('test:beacons') ?? '[]') as string[]);
  return bodies
    .flatMap((body) => JSON.parse(body) as { url: string; metric: string }[])
    .filter((metric) => metric.url === path)
    .map((metric) => metric.metric);
}

const ARTICLE = '/blog/tarot-meaning';

for (const leaving of ['goes to another page', 'closes the tab'] as const) {
  test(`a visit of one second that ${leaving} sends its TTFB, FCP and LCP`, async ({ context }) => {
    await recordBeacons(context);
    const page = await context.newPage();
    // Slow 4G only: with a CPU 4× slower too, the page may not have painted within the second.
    await emulateSlowPhone(page, { cpu: false });
    await page.goto(ARTICLE, { waitUntil: 'commit' });
    // The visitor leaves as soon as the page has painted (about a second on slow 4G): there is an
    // FCP and an LCP to send, and nothing else has had time to happen. Waiting for the paint rather
    // than for a fixed second keeps a busy machine from turning this red; so does waiting for the
    // reporter, which comes with the page's async script: on a busy machine that script may run
    // only after the first paint, and a tab closed before it runs has nothing that could send.
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length === 1 &&
        (window as { reporterStarted?: boolean }).reporterStarted === true,
    );
    let next = page;
    if (leaving === 'goes to another page') await page.goto('/faq', { waitUntil: 'load' });
    else {
      // With runBeforeUnload, close() returns before the page is gone: wait for it to be gone.
      const closed = page.waitForEvent('close');
      await page.close({ runBeforeUnload: true });
      await closed;
      next = await context.newPage();
      await next.goto('/faq', { waitUntil: 'load' });
    }
    // The leaving page writes its record as it unloads, which a busy machine may finish a moment
    // after the next page has loaded: poll rather than read once.
    await expect
      .poll(async () => (await sentMetrics(next, ARTICLE)).sort())
      .toEqual(expect.arrayContaining(['fcp', 'lcp', 'ttfb']));
  });
}
