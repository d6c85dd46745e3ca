/**
 * The newsletter in Chromium, in every language: each state and message in the island, the plain form without JavaScript, the welcome mail in the outbox, the
 * one-click unsubscribe page and the gift page.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { NEWSLETTER_PAGES } from '../../src/i18n/routes.ts';
import { giftAudioPath, NEWSLETTER_ENDPOINT } from '../../src/lib/newsletter.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { format, getMessages, getTestRoute, homePath, LOCALES, type Locale, localizePath } from './fixtures.ts';

/** A fresh address for each run, so reruns against the same server never collide. */
function freshAddress(label: string): string {
  return `e2e.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The mail the server queued for an address (test-only route of tests/e2e/serve.ts). */
async function outbox(page: Page, to: string) {
  const response = await getTestRoute(page.request, `/__e2e/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    kind: string;
    locale: string;
    status: string;
    subject: string;
    textBody: string;
  }[];
}

/** What the test SMTP server received for an address (tests/e2e/serve.ts). */
async function delivered(page: Page, to: string) {
  const response = await getTestRoute(page.request, `/__e2e/smtp?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { subject: string; text: string; listUnsubscribePost?: string }[];
}

/** The home page's signup form, hydrated (it loads on first use: focusing the field). */
async function homeForm(page: Page, locale: Locale) {
  const t = getMessages(locale).newsletter;
  await page.goto(homePath(locale));
  const form = page.locator('#newsletter-home');
  const email = form.getByLabel(t.emailLabel);
  await email.focus();
  await expect(page.locator('astro-island:has(#newsletter-home)')).not.toHaveAttribute('ssr', /.*/);
  return { t, form, email, submit: form.getByRole('button', { name: t.submit }) };
}

/** A toast (success cards sit in the polite status region, errors in the alert region). */
function toast(page: Page, role: 'status' | 'alert', title: string): Locator {
  return page.getByRole(role).locator('[data-toast]').filter({ hasText: title });
}

for (const locale of LOCALES) {
  test.describe(`newsletter in ${locale}`, () => {
    test('idle → Sending... (disabled) → success: toast, field cleared, welcome mail queued in the language', async ({
      page,
    }) => {
      const { t, form, email, submit } = await homeForm(page, locale);
      const address = freshAddress(`ok-${locale}`);
      const { promise: held, resolve: release } = Promise.withResolvers<void>();
      await page.route('**/api/newsletter', async (route) => {
        await held;
        await route.continue();
      });
      await email.fill(address);
      await submit.click();
      const sending = form.getByRole('button', { name: t.sending });
      await expect(sending).toBeDisabled();
      release();

      // The gift is on its way: where to look for it.
      await expect(toast(page, 'status', t.successTitle)).toContainText(t.successBody);
      await expect(toast(page, 'status', t.successTitle)).toContainText(t.successGift);
      await expect(email).toHaveValue('');
      await expect(submit).toBeEnabled();
      await expect(form.locator('#newsletter-home-message')).toHaveText('');

      const mails = await outbox(page, address);
      expect(mails.map((mail) => [mail.kind, mail.locale, mail.subject])).toEqual([
        ['welcome', locale, getMessages(locale).email.welcomeSubject],
      ]);
      // The server's sender delivers it to the SMTP server the test server runs.
      await expect
        .poll(async () => (await delivered(page, address)).map((mail) => mail.subject))
        .toEqual([getMessages(locale).email.welcomeSubject]);
      const [mail] = await delivered(page, address);
      expect(mail?.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      expect(mail?.text).toContain(localizePath(NEWSLETTER_PAGES.gift, locale));
      expect((await outbox(page, address)).map((row) => row.status)).toEqual(['sent']);

      // The same address again, in capitals: said once beside the field and once, in other words, in
      // the destructive toast; focus on the field, which is not marked invalid (the address is fine).
      await email.fill(address.toUpperCase());
      await submit.click();
      await expect(form.locator('#newsletter-home-message')).toHaveText(t.duplicateInline);
      await expect(toast(page, 'alert', t.duplicateTitle)).toContainText(t.duplicateBody);
      await expect(toast(page, 'alert', t.duplicateTitle)).not.toContainText(t.duplicateInline);
      await expect(page.getByText(t.duplicateInline).filter({ visible: true })).toHaveCount(1);
      await expect(email).toBeFocused();
      await expect(email).toHaveValue(address.toUpperCase());
      await expect(email).not.toHaveAttribute('aria-invalid', /.*/);
    });

    test('invalid address, server error and network failure each show their message and keep the address', async ({
      page,
    }) => {
      const { t, form, email, submit } = await homeForm(page, locale);
      const message = form.locator('#newsletter-home-message');

      // The address is checked on submit, then on every change once the error shows.
      await email.fill('ana@gmail');
      await submit.click();
      await expect(message).toHaveText(t.invalidEmail);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      await email.pressSequentially('.com');
      await expect(message).toHaveText('');
      await expect(email).not.toHaveAttribute('aria-invalid', /.*/);
      await email.fill('ana@');
      await expect(message).toHaveText(t.invalidEmail);
      await expect(email).toHaveAttribute('aria-invalid', 'true');

      // Any other server error: the safe reason the server sent, and the 'Error' toast.
      const reason = getMessages(locale).newsletter.reasons.unavailable;
      await page.route('**/api/newsletter', (route) =>
        route.fulfill({ status: 503, json: { outcome: 'unavailable', message: reason } }),
      );
      const address = freshAddress(`err-${locale}`);
      await email.fill(address);
      await submit.click();
      await expect(message).toHaveText(format(t.errorInline, { message: reason }));
      await expect(toast(page, 'alert', t.errorTitle)).toContainText(t.errorBody);
      await expect(email).toHaveValue(address);
      await expect(email).toBeFocused();

      // A proxy's error page instead of our JSON: still a clear, translated reason.
      await page.unroute('**/api/newsletter');
      await page.route('**/api/newsletter', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      );
      await submit.click();
      await expect(message).toHaveText(format(t.errorInline, { message: t.reasons.unexpected }));

      // The request never arrives: the connection message and toast.
      await page.unroute('**/api/newsletter');
      await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'));
      await submit.click();
      await expect(message).toHaveText(t.connectionInline);
      await expect(toast(page, 'alert', t.connectionTitle)).toContainText(t.connectionBody);
      await expect(email).toHaveValue(address);
      expect(await outbox(page, address)).toEqual([]);

      await expectNoSeriousViolations(page, `the ${locale} home page with a newsletter error showing`);
    });

    test('without JavaScript the footer form posts, comes back to the page and says what happened', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        const t = getMessages(locale).newsletter;
        const path = localizePath('/about', locale);
        await page.goto(path);
        const form = page.locator('#newsletter-footer');
        const email = form.getByLabel(t.emailLabel);
        const address = freshAddress(`nojs-${locale}`);

        await email.fill(address);
        await form.getByRole('button', { name: t.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${path}#newsletter-footer-subscribed$`));
        await expect(page.locator('#newsletter-footer-subscribed')).toBeVisible();
        await expect(page.locator('#newsletter-footer-subscribed')).toContainText(t.successBody);
        await expect(page.locator('#newsletter-footer-subscribed')).toContainText(t.successGift);
        await expect(page.locator('#newsletter-footer-subscribed')).toBeFocused();
        await expect(page.locator('#newsletter-footer-duplicate')).toBeHidden();
        expect((await outbox(page, address)).map((mail) => mail.locale)).toEqual([locale]);

        await page.locator('#newsletter-footer').getByLabel(t.emailLabel).fill(address);
        await page.locator('#newsletter-footer').getByRole('button', { name: t.submit }).click();
        await expect(page.locator('#newsletter-footer-duplicate')).toBeVisible();
        await expect(page.locator('#newsletter-footer-duplicate')).toHaveText(t.duplicateInline);

        // An address the browser lets through but the site refuses: same page, message, address kept.
        await page.locator('#newsletter-footer').getByLabel(t.emailLabel).fill('ana@gmail');
        const [response] = await Promise.all([
          page.waitForResponse((candidate) => candidate.url().endsWith('/api/newsletter')),
          page.locator('#newsletter-footer').getByRole('button', { name: t.submit }).click(),
        ]);
        expect(response.status()).toBe(400);
        await expect(page.locator('#newsletter-footer-server-notice')).toHaveText(t.invalidEmail);
        const field = page.locator('#newsletter-footer').getByLabel(t.emailLabel);
        await expect(field).toHaveValue('ana@gmail');
        await expect(field).toBeFocused();
        await expect(field).toHaveAccessibleDescription(new RegExp(t.invalidEmail));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test('the unsubscribe link from the welcome mail unsubscribes in one click; coming back needs a confirmation', async ({
      page,
    }) => {
      const t = getMessages(locale).newsletterPages;
      const address = freshAddress(`unsub-${locale}`);
      const signup = await page.request.post(NEWSLETTER_ENDPOINT, { data: { email: address, locale } });
      expect(signup.status()).toBe(201);
      const [welcome] = await outbox(page, address);
      const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(welcome?.textBody ?? '')?.[0];
      expect(link).toBeDefined();
      const { pathname, search } = new URL(link ?? '');
      expect(pathname).toBe(localizePath(NEWSLETTER_PAGES.unsubscribe, locale));

      await page.goto(`${pathname}${search}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribeTitle);
      await expectNoSeriousViolations(page, `the ${locale} unsubscribe page`);
      await page.getByRole('button', { name: t.unsubscribeButton }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(NEWSLETTER_PAGES.unsubscribed, locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribedTitle);
      // Changed their mind: the same address can subscribe again from this page.
      await expect(page.locator('#newsletter-page')).toBeVisible();

      // The link again, much later: still the same calm answer.
      await page.goto(`${pathname}${search}`);
      await page.getByRole('button', { name: t.unsubscribeButton }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribedTitle);

      // Subscribing again from this page: the answer a new address gets, but the gift only after
      // the owner of the mailbox confirms (anyone could have typed the address).
      const n = getMessages(locale).newsletter;
      const form = page.locator('#newsletter-page');
      const email = form.getByLabel(n.emailLabel);
      await email.focus();
      await expect(page.locator('astro-island:has(#newsletter-page)')).not.toHaveAttribute('ssr', /.*/);
      await email.fill(address);
      await form.getByRole('button', { name: n.submit }).click();
      await expect(toast(page, 'status', n.successTitle)).toContainText(n.successBody);
      const mails = await outbox(page, address);
      expect(mails.map((mail) => mail.kind)).toEqual(['welcome', 'confirm']);
      expect(mails[1]?.subject).toBe(getMessages(locale).email.confirmSubject);
      const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mails[1]?.textBody ?? '')?.[0];
      expect(confirmLink).toBeDefined();
      const confirmUrl = new URL(confirmLink ?? '');
      expect(confirmUrl.pathname).toBe(localizePath(NEWSLETTER_PAGES.confirm, locale));
      await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmTitle);
      await page.getByRole('button', { name: t.confirmButton }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(NEWSLETTER_PAGES.confirmed, locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmedTitle);
      expect((await outbox(page, address)).map((mail) => mail.kind)).toEqual(['welcome', 'confirm', 'welcome']);
    });

    test('the gift page plays the meditation in the language, with its transcript', async ({ page }) => {
      const t = getMessages(locale).newsletterPages;
      await page.goto(localizePath(NEWSLETTER_PAGES.gift, locale));
      await expect(page.getByRole('heading', { name: t.giftTranscript })).toBeVisible();
      const source = await page.locator('audio').getAttribute('src');
      expect(source).toBe(giftAudioPath(locale));
      const audio = await page.request.get(source ?? '', { headers: { range: 'bytes=0-1023' } });
      expect(audio.status()).toBe(206);
      expect(audio.headers()['content-type']).toBe('audio/mpeg');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  });
}

test('with double opt-in the signup says to confirm by mail first, with and without JavaScript', async ({ page }) => {
  const { t, email, submit } = await homeForm(page, 'es');
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 201, json: { outcome: 'pending' } }));
  await email.fill(freshAddress('pending-es'));
  await submit.click();
  await expect(toast(page, 'status', t.pendingTitle)).toContainText(t.pendingBody);
  await expect(toast(page, 'status', t.pendingTitle)).not.toContainText(t.successGift);
  // The notice a plain post comes back to.
  await page.goto(`${localizePath('/about', 'es')}#newsletter-footer-pending`);
  await expect(page.locator('#newsletter-footer-pending')).toBeVisible();
  await expect(page.locator('#newsletter-footer-pending')).toContainText(t.pendingBody);
});

/** A signup form of a page, hydrated (it loads by the time it is used: focusing the field). */
async function signupForm(page: Page, path: string, placement: 'home' | 'footer') {
  const t = getMessages('en').newsletter;
  await page.goto(path);
  const form = page.locator(`#newsletter-${placement}`);
  const email = form.getByLabel(t.emailLabel);
  await email.focus();
  await expect(page.locator(`astro-island:has(#newsletter-${placement})`)).not.toHaveAttribute('ssr', /.*/);
  return { t, email, submit: form.getByRole('button', { name: t.submit }) };
}

for (const width of [390, 768, 1280]) {
  test(`a toast sits above the chat launcher, never under it, ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The home page's form and the footer's, each in a section that renders only near the screen.
    for (const [path, placement] of [
      ['/', 'home'],
      ['/about', 'footer'],
    ] as const) {
      const { t, email, submit } = await signupForm(page, path, placement);
      await page.route('**/api/newsletter', (route) =>
        route.fulfill({ status: 409, json: { outcome: 'duplicate', message: t.duplicateInline } }),
      );
      await email.fill(freshAddress(`toast-${width}`));
      await submit.click();
      const card = toast(page, 'alert', t.duplicateTitle);
      await expect(card).toBeVisible();
      const { overlap, hidden } = await card.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const launcher = document.querySelector('.chat-launcher')?.getBoundingClientRect();
        const overlap =
          !!launcher &&
          box.left < launcher.right &&
          launcher.left < box.right &&
          box.top < launcher.bottom &&
          launcher.top < box.bottom;
        // What is painted at the card's centre and just inside its corners: the card itself.
        const spots = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 4, box.top + 4],
          [box.right - 4, box.top + 4],
          [box.left + 4, box.bottom - 4],
          [box.right - 4, box.bottom - 4],
        ];
        const hidden = spots.filter(([x = 0, y = 0]) => {
          const top = document.elementFromPoint(x, y);
          return !top || !element.contains(top);
        });
        return { overlap, hidden };
      });
      expect(overlap, `the ${placement} form's toast and the chat launcher overlap`).toBe(false);
      expect(hidden, `spots of the ${placement} form's toast covered or off the screen`).toEqual([]);
      await page.unroute('**/api/newsletter');
    }
  });
}
