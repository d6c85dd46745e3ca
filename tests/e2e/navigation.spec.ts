/**
 * Header and footer navigation in every language, and the small-screen menu with and without
 * JavaScript.
 */
import { expect, type Page, test } from '@playwright/test';
import { FOOTER_PAGE_IDS, NAV_LINKS, NEWSLETTER_ARCHIVE_PATH, pageRoute } from '../../src/i18n/routes.ts';
import {
  exposedExpanded,
  gate,
  getMessages,
  homePath,
  isSameOrigin,
  LOCALES,
  type Locale,
  localizePath,
  type Messages,
  waitForHydration,
} from './fixtures.ts';

const MOBILE = { width: 375, height: 800 };

/** The desktop navbar: the header's main `nav` that is not inside the mobile menu. */
function desktopNav(page: Page, label: string) {
  return page.locator(`header nav[aria-label="${label}"]:not([data-mobile-menu] > nav)`);
}

/** The path a request should use for a link: the fragment is never sent to the server. */
function requestPath(href: string, base: string): string {
  const url = new URL(href, base);
  return `${url.pathname}${url.search}`;
}

test.describe('header and footer links', () => {
  for (const locale of LOCALES) {
    test(`every navbar and footer link of the ${locale} home page answers 200, with translated labels`, async ({
      page,
    }) => {
      const messages = getMessages(locale);
      await page.goto(homePath(locale));

      // Navbar: translated labels, localized hrefs, in the order of NAV_LINKS.
      const nav = page.getByRole('navigation', { name: messages.navbar.label, exact: true });
      await expect(nav).toBeVisible();
      const navLinks = nav.getByRole('link');
      await expect(navLinks).toHaveText(NAV_LINKS.map((link) => messages.navbar[link.key]));
      const navHrefs = await navLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(navHrefs).toEqual(NAV_LINKS.map((link) => localizePath(link.href, locale)));
      // The Services entry is an anchor on the home page: the target must exist.
      await expect(page.locator('#topics')).toHaveCount(1);

      // Footer: the same-origin links are the footer's pages, labelled with their translated names.
      const footerLinks = await page
        .locator('footer a[href]')
        .evaluateAll((links) =>
          links.map((link) => ({ href: link.getAttribute('href') ?? '', text: link.textContent?.trim() ?? '' })),
        );
      const internal = footerLinks.filter((link) => isSameOrigin(link.href, page.url()));
      const expectedFooter = [
        ...FOOTER_PAGE_IDS.map((id) => ({
          href: localizePath(pageRoute(id).path, locale),
          text: messages.pageNames[id],
        })),
        // The footer's newsletter form leads to the past editions.
        { href: localizePath(NEWSLETTER_ARCHIVE_PATH, locale), text: messages.newsletterArchive.pastEditions },
      ];
      const byHref = (a: { href: string }, b: { href: string }) => a.href.localeCompare(b.href);
      expect(internal.toSorted(byHref)).toEqual(expectedFooter.toSorted(byHref));

      // Every link is a canonical page address: 200 without any redirect.
      const targets = [...new Set([...navHrefs, ...internal.map((link) => link.href)])];
      expect(targets.length).toBeGreaterThanOrEqual(NAV_LINKS.length);
      for (const href of targets) {
        const response = await page.request.get(requestPath(href, page.url()), { maxRedirects: 0 });
        expect.soft(response.status(), `GET ${href} (from the ${locale} home page)`).toBe(200);
        expect.soft(response.headers()['content-type'], `content type of ${href}`).toContain('text/html');
      }
    });
  }
});

/** The small-screen menu: a native `<details>` whose island hydrates on first use. */
function mobileMenu(page: Page) {
  const menu = page.locator('header details[data-mobile-menu]');
  return { menu, toggle: menu.locator('summary'), panel: menu.locator('nav') };
}

async function expectMenuOpen(page: Page, open: boolean, labels?: Messages['navbar']): Promise<void> {
  const { menu, toggle, panel } = mobileMenu(page);
  if (open) {
    await expect(menu).toHaveAttribute('open', '');
    await expect(panel).toBeVisible();
  } else {
    await expect(menu).not.toHaveAttribute('open', /.*/);
    await expect(panel).toBeHidden();
  }
  // Assistive technology is told the state, and which panel the toggle controls.
  const panelId = (await toggle.getAttribute('aria-controls')) ?? '(no aria-controls on the toggle)';
  await expect(panel).toHaveAttribute('id', panelId);
  await expect
    .poll(() => exposedExpanded(page, `header [aria-controls="${panelId}"]`), 'expanded state of the toggle')
    .toBe(open);
  // Once hydrated, the toggle's name says what pressing it will do.
  if (labels) await expect(toggle).toHaveAccessibleName(open ? labels.closeMenu : labels.openMenu);
}

test.describe('mobile menu', () => {
  test.use({ viewport: MOBILE });

  for (const locale of LOCALES) {
    test(`opens and closes with its toggle, Escape, a click outside and a chosen link (${locale})`, async ({
      page,
    }) => {
      test.slow(); // Many steps, two page loads and an accessibility-tree read per state.
      const labels = getMessages(locale).navbar;
      const home = homePath(locale);
      await page.goto(home);

      await expect(desktopNav(page, labels.label)).toHaveCount(1);
      await expect(desktopNav(page, labels.label)).toBeHidden();

      const { menu, toggle, panel } = mobileMenu(page);
      await expect(menu).toHaveCount(1);
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAccessibleName(labels.openMenu);
      await expectMenuOpen(page, false);

      // First use opens the menu (natively) and loads its code.
      await toggle.click();
      await expectMenuOpen(page, true);
      await waitForHydration(page, 'MobileMenu');
      await expectMenuOpen(page, true, labels);
      await expect(panel).toHaveAttribute('aria-label', labels.label);
      const links = panel.getByRole('link');
      await expect(links).toHaveText(NAV_LINKS.map((link) => labels[link.key]));
      for (const link of await links.all()) await expect(link).toBeVisible();

      // Pressing the toggle again closes it.
      await toggle.click();
      await expectMenuOpen(page, false, labels);

      // Escape closes and gives the focus back to the toggle, even from inside the menu.
      await toggle.click();
      await expectMenuOpen(page, true, labels);
      await links.first().focus();
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expectMenuOpen(page, false, labels);
      await expect(toggle).toBeFocused();

      // A click outside the menu closes it (on the footer's plain text at the bottom of the page).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await toggle.click();
      await expectMenuOpen(page, true, labels);
      const outside = { x: 6, y: MOBILE.height - 6 };
      const plainSpot = await page.evaluate(({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return !!element && !element.closest('a, button, summary, input, [data-mobile-menu]');
      }, outside);
      expect(plainSpot, 'the spot clicked outside the menu is not a control').toBe(true);
      await page.mouse.click(outside.x, outside.y);
      await expectMenuOpen(page, false, labels);

      // Choosing a link on the same page (Services → #topics) navigates and closes the menu.
      await toggle.click();
      await expectMenuOpen(page, true, labels);
      await panel.getByRole('link', { name: labels.services, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === home && url.hash === '#topics');
      await expectMenuOpen(page, false, labels);

      // Choosing a link to another page navigates there; the new page's menu starts closed.
      await toggle.click();
      await expectMenuOpen(page, true, labels);
      await panel.getByRole('link', { name: labels.blog, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === localizePath('/blog', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages(locale).blog.heading);
      await expectMenuOpen(page, false);
    });
  }
});

test.describe('mobile menu with the keyboard, on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closes when the focus moves on to the page behind it, and on Escape with the focus back on the toggle', async ({
    page,
  }) => {
    const labels = getMessages('pt').navbar;
    await page.goto(homePath('pt'));
    const { menu, toggle, panel } = mobileMenu(page);
    await toggle.focus();
    await waitForHydration(page, 'MobileMenu');
    await page.keyboard.press('Enter');
    await expectMenuOpen(page, true, labels);

    // Tab through every link, then once more: the focus leaves the menu, and the menu closes.
    const links = panel.getByRole('link');
    for (const link of await links.all()) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expectMenuOpen(page, false, labels);
    expect(await menu.evaluate((details) => details.contains(document.activeElement))).toBe(false);

    // Shift+Tab from the toggle goes back to the language switcher: the menu closes too.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expectMenuOpen(page, true, labels);
    await page.keyboard.press('Shift+Tab');
    await expectMenuOpen(page, false, labels);

    // Escape from a link closes the menu and gives the focus back to the toggle.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expectMenuOpen(page, true, labels);
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expectMenuOpen(page, false, labels);
    await expect(toggle).toBeFocused();
  });
});

test.describe('mobile menu used before its code could arrive', () => {
  // The offline service worker could serve the menu's code from its cache, past the route that
  // holds it back.
  test.use({ viewport: MOBILE, serviceWorkers: 'block' });

  test('opens natively, then becomes the full menu without another touch once its code is there', async ({ page }) => {
    const labels = getMessages('it').navbar;
    const arrived = gate();
    await page.route('**/_astro/MobileMenu.*.js', async (route) => {
      await arrived.closed;
      await route.continue();
    });
    await page.goto(homePath('it'));
    const { toggle } = mobileMenu(page);
    await toggle.click();
    await expectMenuOpen(page, true);
    await expect(toggle).toHaveAccessibleName(labels.openMenu); // no code yet: the native element alone
    arrived.open();
    await waitForHydration(page, 'MobileMenu');
    await expectMenuOpen(page, true, labels);
    await page.keyboard.press('Escape');
    await expectMenuOpen(page, false, labels);
    await expect(toggle).toBeFocused();
  });
});

test.describe('mobile menu without JavaScript', () => {
  test.use({ viewport: MOBILE, javaScriptEnabled: false });

  for (const locale of ['en', 'pt'] as const satisfies readonly Locale[]) {
    test(`the <details> menu opens on its summary and shows the links (${locale})`, async ({ page }) => {
      const labels = getMessages(locale).navbar;
      await page.goto(homePath(locale));

      await expect(desktopNav(page, labels.label)).toBeHidden();
      const { menu, toggle: summary } = mobileMenu(page);
      await expect(menu).toBeVisible();
      await expect(menu).not.toHaveAttribute('open', /.*/);
      await expect(summary).toHaveAccessibleName(labels.openMenu);
      const links = menu.locator('nav').getByRole('link');
      await expect(links.first()).toBeHidden();

      await expect.poll(() => exposedExpanded(page, 'header details[data-mobile-menu] > summary')).toBe(false);
      await summary.click();
      await expect(menu).toHaveAttribute('open', '');
      await expect.poll(() => exposedExpanded(page, 'header details[data-mobile-menu] > summary')).toBe(true);
      await expect(links).toHaveText(NAV_LINKS.map((link) => labels[link.key]));
      for (const link of await links.all()) await expect(link).toBeVisible();
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs).toEqual(NAV_LINKS.map((link) => localizePath(link.href, locale)));

      await summary.click();
      await expect(menu).not.toHaveAttribute('open', /.*/);
      await expect(links.first()).toBeHidden();
    });
  }
});
