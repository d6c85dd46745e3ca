/**
 * The home page: the FAQ accordion, the click-to-play video (no third-party request before the
 * click), the lazily hydrated practice of the day, a clean console, and content without JavaScript.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import {
  collectConsoleErrors,
  format,
  getMessages,
  homePath,
  island,
  LOCALES,
  type Locale,
  nextFrames,
  plural,
  SERVER_HOST,
  scrollToBottom,
  waitForHydration,
} from './fixtures.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Records every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Requests to anything but the test server (data: and blob: URLs never leave the browser). */
function foreignRequests(requests: Request[]): string[] {
  return requests
    .map((request) => new URL(request.url()))
    .filter((url) => (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== SERVER_HOST)
    .map((url) => url.href);
}

/** True when the element itself (or a child) is what a click at its centre would hit. */
function receivesClickAtCentre(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return !!hit && (hit === element || element.contains(hit));
}

test.describe('clickable areas', () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 800 },
  ]) {
    test(`the hero buttons and the featured cards receive their own clicks (${viewport.width} px)`, async ({
      page,
    }) => {
      // The featured offer links stretch over their whole card (`after:absolute after:inset-0`); the
      // overlay must stay inside the card, not cover the hero's buttons.
      await page.setViewportSize(viewport);
      const messages = getMessages('en');
      await page.goto('/');

      for (const name of [messages.hero.ctaBlog, messages.hero.ctaTopics]) {
        const link = page.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        expect.soft(await link.evaluate(receivesClickAtCentre), `"${name}" gets the click at its centre`).toBe(true);
      }
      const cards = page.getByRole('region', { name: messages.featuredProducts.heading }).getByRole('listitem');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        // Sections below the first screen are laid out when they come near (content-visibility):
        // let two frames pass so the card sits where the visitor would tap it.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const artwork = card.locator('[aria-hidden="true"]').first();
        const coveredByItsLink = await artwork.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit === element.closest('li')?.querySelector('a');
        });
        expect.soft(coveredByItsLink, 'a click on a card opens that card').toBe(true);
      }

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: messages.hero.ctaBlog, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/blog');
    });
  }
});

test.describe('FAQ accordion', () => {
  for (const locale of ['en', 'it'] as const satisfies readonly Locale[]) {
    test(`keeps at most one answer open and lets it close (${locale})`, async ({ page }) => {
      await page.goto(homePath(locale));
      const items = page.locator('details[name="home-faq"]');
      const open = page.locator('details[name="home-faq"][open]');
      expect(await items.count()).toBeGreaterThanOrEqual(2);
      await expect(open).toHaveCount(0);

      const first = items.nth(0);
      const second = items.nth(1);
      await first.locator('summary').click();
      await expect(open).toHaveCount(1);
      await expect(first).toHaveAttribute('open', '');
      await expect(first.locator('p')).toBeVisible();

      await second.locator('summary').click();
      await expect(open).toHaveCount(1);
      await expect(second).toHaveAttribute('open', '');
      await expect(first).not.toHaveAttribute('open', /.*/);
      await expect(first.locator('p')).toBeHidden();

      await second.locator('summary').click();
      await expect(open).toHaveCount(0);
    });
  }
});

test.describe('video facade', () => {
  test('nothing leaves the site before the click; the click loads the privacy-enhanced player', async ({ page }) => {
    const messages = getMessages('en').video;
    const requests = recordRequests(page);
    await page.goto('/');

    const facade = page.locator('[data-video-facade]');
    await facade.scrollIntoViewIfNeeded();
    await waitForHydration(page, 'VideoFacade');
    await expect(facade).toBeVisible();
    // Its name says what it does (the thumbnail's alt text comes first).
    await expect(facade).toHaveAccessibleName(new RegExp(`${escapeRegExp(messages.play)}$`));
    // The thumbnail is served by the site itself and has loaded.
    const thumbnail = facade.locator('img');
    await expect(thumbnail).toHaveAttribute('alt', messages.thumbnailAlt);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(0);
    expect(foreignRequests(requests), 'requests to other hosts before the click').toEqual([]);

    // The player must never reach the real network in tests.
    const playerRequests: string[] = [];
    await page.route('**/*youtube-nocookie.com/**', async (route) => {
      playerRequests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await facade.click();

    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('title', messages.iframeTitle);
    const src = new URL((await player.getAttribute('src')) ?? '');
    expect(src.pathname).toBe(`/embed/${site.hooponoponoVideoId}`);
    await expect(facade).toHaveCount(0);
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
    // The only host contacted is the privacy-enhanced one (never youtube.com itself).
    expect(foreignRequests(requests).every((url) => new URL(url).hostname === 'www.youtube-nocookie.com')).toBe(true);
  });
});

test.describe('practice of the day', () => {
  for (const locale of ['en', 'pt'] as const satisfies readonly Locale[]) {
    test(`hydrates only near the viewport and shows another practice on request (${locale})`, async ({ page }) => {
      const messages = getMessages(locale).practice;
      const requests = recordRequests(page);
      await page.goto(homePath(locale));
      await page.waitForLoadState('networkidle');
      await nextFrames(page);

      const practiceIsland = island(page, 'PracticeOfTheDay');
      await expect(practiceIsland).toHaveAttribute('ssr', '');
      const componentUrl = (await practiceIsland.getAttribute('component-url')) ?? '(missing component-url)';
      const loadedCode = () => requests.some((request) => new URL(request.url()).pathname === componentUrl);
      expect(loadedCode(), 'practice code loaded before scrolling').toBe(false);

      const section = page.getByRole('region', { name: messages.heading, exact: true });
      await section.scrollIntoViewIfNeeded();
      await waitForHydration(page, 'PracticeOfTheDay');
      expect(loadedCode(), 'practice code loaded after scrolling').toBe(true);

      const titles = messages.items.map((item) => item.title);
      const shown = section.getByRole('heading', { level: 3 });
      const before = (await shown.textContent()) ?? '';
      const index = titles.indexOf(before);
      expect(index, `"${before}" is one of the practices`).toBeGreaterThanOrEqual(0);

      const next = messages.items[(index + 1) % titles.length];
      await section.getByRole('button', { name: messages.another, exact: true }).click();
      await expect(shown).toHaveText(next?.title ?? '(none)');
      await expect(section).toContainText(next?.text ?? '(none)');
      await expect(section).toContainText(plural(locale, messages.minutes, Number(next?.minutes)));
    });
  }
});

test.describe('console', () => {
  for (const locale of LOCALES) {
    test(`no console errors while loading and scrolling the ${locale} home page`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(homePath(locale));
      await scrollToBottom(page);
      await waitForHydration(page, 'VideoFacade');
      await waitForHydration(page, 'PracticeOfTheDay');
      await page.waitForLoadState('networkidle');
      await nextFrames(page);
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`the ${locale} home page shows every section heading`, async ({ page }) => {
      const messages = getMessages(locale);
      await page.goto(homePath(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.hero.title);
      const headings = [
        format(messages.aboutTherapist.heading, { name: site.authorName }),
        messages.topics.heading,
        messages.video.heading,
        messages.services.heading,
        messages.featuredProducts.heading,
        messages.testimonials.heading,
        messages.faq.heading,
        messages.practice.heading,
      ];
      for (const heading of headings) {
        const locator = page.locator('main').getByRole('heading', { level: 2, name: heading, exact: true });
        await expect(locator, `section heading "${heading}"`).toBeVisible();
      }
      // Today's practice is rendered on the server, and the video is a plain link to YouTube.
      const practice = page.getByRole('region', { name: messages.practice.heading, exact: true });
      const todays = await practice.getByRole('heading', { level: 3 }).textContent();
      expect(messages.practice.items.map((item) => item.title)).toContain(todays);
      await expect(page.locator('[data-video-facade]')).toHaveAttribute(
        'href',
        `https://www.youtube.com/watch?v=${site.hooponoponoVideoId}`,
      );
    });
  }
});
