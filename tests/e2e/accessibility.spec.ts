/**
 * axe-core on the home page in every language (desktop and 375 px) and on the 404 page:
 * no violation of serious or critical impact.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { getMessages, homePath, LOCALES, type Locale, waitForHydration } from './fixtures.ts';

// An axe scan of the home page takes seconds of CPU; give these tests the slow-test budget.
test.slow();

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 375, height: 800 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`home page in ${locale} has no serious accessibility violation`, async ({ page }) => {
        await page.goto(homePath(locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages(locale).hero.title);
        await expectNoSeriousViolations(page, `${homePath(locale)} at ${viewport.width} px`);
      });
    }

    for (const [locale, path] of [
      ['en', '/e2e-axe-missing-page'],
      ['pt', '/pt/e2e-axe-pagina-inexistente'],
    ] as const) {
      test(`404 page in ${locale} has no serious accessibility violation`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages(locale).notFound.heading);
        await expectNoSeriousViolations(page, `the ${locale} 404 page at ${viewport.width} px`);
      });
    }
  });
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const locale of ['en', 'pt'] as const satisfies readonly Locale[]) {
    test(`open mobile menu (${locale}) has no serious accessibility violation`, async ({ page }) => {
      await page.goto(homePath(locale));
      const menu = page.locator('header details[data-mobile-menu]');
      await menu.locator('summary').click();
      await expect(menu).toHaveAttribute('open', '');
      await waitForHydration(page, 'MobileMenu');
      await expect(menu.locator('summary')).toHaveAccessibleName(getMessages(locale).navbar.closeMenu);
      await expect(menu.locator('nav')).toBeVisible();
      await expectNoSeriousViolations(page, `${homePath(locale)} with the mobile menu open`);
    });
  }
});
