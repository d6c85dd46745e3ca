/**
 * When Astro's island runtime (with its client directives, one cached file) reaches a page: only
 * once an island needs it (page-start.ts). A page whose islands all wait for the visitor fetches it
 * at their first use; the home page when an island that hydrates on sight comes near; and a page
 * served before a deploy that removed the file reloads for the new one, unless the visitor has
 * typed something a reload would lose.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  afterPaintScriptArrived,
  gate,
  getMessages,
  homePath,
  ISLAND_RUNTIME,
  island,
  scriptRequests,
  waitForHydration,
} from './fixtures.ts';

// The offline service worker would answer the runtime from its cache instead of the routes below.
test.use({ serviceWorkers: 'block' });

const ARTICLE = '/blog/tarot-meaning';

const runtimeRequests = (scripts: string[]) => scripts.filter((path) => path.includes('/island-runtime.'));

/** Marks the page's window: the mark is gone once the page has reloaded. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { servedBefore?: boolean }).servedBefore = true;
  });
}
const stillMarked = (page: Page) => page.evaluate(() => (window as { servedBefore?: boolean }).servedBefore === true);

test('a page whose islands wait for the visitor fetches no island code until one is used', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto(ARTICLE);
  await afterPaintScriptArrived(page);
  expect(runtimeRequests(scripts)).toEqual([]);
  expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();

  await page.getByRole('button', { name: getMessages('en').chatWidget.open }).hover();
  await waitForHydration(page, 'ChatWidget');
  expect(runtimeRequests(scripts)).toHaveLength(1);
});

test("the first use fetches the island's own code beside the runtime, not after it", async ({ page }) => {
  const arrived = gate();
  await page.route(ISLAND_RUNTIME, async (route) => {
    await arrived.closed;
    await route.continue();
  });
  const scripts = scriptRequests(page);
  await page.goto(ARTICLE);
  await afterPaintScriptArrived(page);
  const componentUrl = (await island(page, 'ChatWidget').getAttribute('component-url')) ?? '(no component-url)';

  await page.getByRole('button', { name: getMessages('en').chatWidget.open }).hover();
  await expect.poll(() => scripts).toContain(componentUrl);
  expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();
  arrived.open();
  await waitForHydration(page, 'ChatWidget');
});

test('the quiz asks for the runtime unprompted only when the address says the visitor was answering', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/quiz');
  await afterPaintScriptArrived(page);
  expect(runtimeRequests(scripts)).toEqual([]);

  await page.goto('/quiz#quiz-q2');
  await page.reload();
  await waitForHydration(page, 'QuizFlow');
  expect(runtimeRequests(scripts)).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the home page asks for the runtime only as an island that hydrates on sight comes within a screen', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(homePath('en'));
    await afterPaintScriptArrived(page);
    const facade = page.locator('[data-video-facade]');
    // The video, the first island that hydrates on sight, is more than a screen below the first one.
    const top = (await facade.boundingBox())?.y ?? 0;
    expect(top).toBeGreaterThan(2 * 740);
    expect(runtimeRequests(scripts)).toEqual([]);

    // Half a screen below the viewport: within a screen, not yet in sight.
    await page.evaluate((y) => window.scrollTo(0, y), top - 1.5 * 740);
    await expect.poll(() => runtimeRequests(scripts)).toHaveLength(1);
    await expect(island(page, 'VideoFacade')).toHaveAttribute('ssr', '');
    await facade.scrollIntoViewIfNeeded();
    await waitForHydration(page, 'VideoFacade');
  });
});

test.describe('after a deploy removed the runtime this page names', () => {
  test('the first use reloads the page once, for the new deploy, where islands work', async ({ page }) => {
    let asked = 0;
    await page.route(ISLAND_RUNTIME, async (route) => {
      asked += 1;
      if (asked === 1) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    });
    await page.goto(ARTICLE);
    await afterPaintScriptArrived(page);
    await markWindow(page);

    const launcher = page.getByRole('button', { name: getMessages('en').chatWidget.open });
    await launcher.hover();
    await expect.poll(() => stillMarked(page).catch(() => true), { timeout: 15_000 }).toBe(false);
    await page.waitForLoadState('load');
    await launcher.hover();
    await waitForHydration(page, 'ChatWidget');
    expect(asked).toBe(2);
  });

  /**
   * Opens `path` with the runtime gone, lets `enter` fill in a form (its first use of an island),
   * then lets the runtime's 404 arrive: the page checks that the server answers, and stays.
   */
  async function expectNoReloadAfter(page: Page, path: string, enter: () => Promise<void>) {
    const answered = gate();
    await page.route(ISLAND_RUNTIME, async (route) => {
      await answered.closed;
      await route.fulfill({ status: 404, body: 'gone' });
    });
    // The check that the server answers (before any reload) is a HEAD request for the page itself.
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'HEAD') checks.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await afterPaintScriptArrived(page);
    await markWindow(page);
    await enter();
    answered.open();
    await expect.poll(() => checks).toContain(path);
    await page.waitForTimeout(500);
    expect(await stillMarked(page)).toBe(true);
  }

  test('no reload once the visitor has typed: what they typed stays', async ({ page }) => {
    const email = page.locator('#newsletter-article').getByLabel(getMessages('en').newsletter.emailLabel);
    await expectNoReloadAfter(page, ARTICLE, () => email.fill('bia@exemplo.com.br'));
    await expect(email).toHaveValue('bia@exemplo.com.br');
    await expect(page.locator('astro-island:has(#newsletter-article)')).toHaveAttribute('ssr', '');
  });

  test('no reload once the visitor has chosen an answer: it stays chosen', async ({ page }) => {
    const answer = page.locator('input[name=q1]').first();
    await expectNoReloadAfter(page, '/quiz', () => answer.check());
    await expect(answer).toBeChecked();
  });
});
