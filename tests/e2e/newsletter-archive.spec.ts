/**
 * The newsletter's public archive as a visitor meets it: an edition the owner marked public and
 * sent is in the list of each language it was written in, its page shows its text and image (its
 * place held by its stored size) and names its other language, the feeds list it; an edition not
 * marked public is nowhere (its page answers 404), and a language without editions invites to the
 * first. The list and the edition page are checked with axe at 320 px and at desktop width. The
 * test runs its own server on its own database, the editions written into it as the owner's area
 * leaves them (no mail is sent: the server has no SMTP server).
 */
import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { NEWSLETTER_ARCHIVE_FEED_PATH, NEWSLETTER_ARCHIVE_PATH, newsletterEditionPath } from '../../src/i18n/routes.ts';
import type { EditionVersion } from '../../src/lib/edition.ts';
import { newsletterEditions, newsletterImages } from '../../src/server/db/schema.ts';
import type { StartedServer } from '../../src/server/start.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { format, getMessages, localizePath } from './fixtures.ts';
import { startOwnServer } from './own-server.ts';

test.describe.configure({ mode: 'serial' });

// A 1×1 PNG, stored as the owner's upload would be (named by its hash).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const IMAGE_HASH = createHash('sha256').update(PNG).digest('hex').slice(0, 32);
const IMAGE = `/newsletter/images/${IMAGE_HASH}.png`;

const PUBLIC_EN = 'The quiet of the new moon';
const PUBLIC_PT = 'O silêncio da lua nova';
const PRIVATE_EN = 'A letter only for subscribers';

let server: StartedServer | undefined;
let site = '';
let publicId = 0;
let privateId = 0;

const letter = (subject: string, words: string): EditionVersion => ({
  subject,
  preheader: '',
  doc: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: words }] },
      { type: 'image', attrs: { src: IMAGE, alt: 'A candle by the window' } },
    ],
  },
});

test.beforeAll(async () => {
  ({ server, site } = await startOwnServer('archive', { SMTP_URL: '' }));
  const { db } = server.database;
  await db
    .insert(newsletterImages)
    .values({ hash: IMAGE_HASH, contentType: 'image/png', width: 1, height: 1, bytes: PNG });
  const sent = { status: 'sent' as const, startedAt: new Date('2026-03-02T12:00:00Z'), finishedAt: new Date() };
  const [shared] = await db
    .insert(newsletterEditions)
    .values({
      ...sent,
      public: true,
      versions: {
        en: letter(PUBLIC_EN, 'Sit by a window tonight and let the dark be soft.'),
        pt: letter(PUBLIC_PT, 'Sente-se perto de uma janela hoje à noite e deixe o escuro ser macio.'),
      },
    })
    .returning({ id: newsletterEditions.id });
  const [kept] = await db
    .insert(newsletterEditions)
    .values({ ...sent, public: false, versions: { en: letter(PRIVATE_EN, 'Just between us.') } })
    .returning({ id: newsletterEditions.id });
  publicId = shared?.id ?? 0;
  privateId = kept?.id ?? 0;
});

test.afterAll(async () => {
  await server?.close();
});

/** No serious axe violation at a phone's width and a desktop's, nothing wider than the screen. */
async function checkAxe(page: Page, what: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(page, `${what} at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test('a public edition is in its languages’ lists, with their feed; a private one is not', async ({ page }) => {
  const t = getMessages('en').newsletterArchive;
  const response = await page.goto(`${site}${NEWSLETTER_ARCHIVE_PATH}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: PUBLIC_EN })).toHaveAttribute('href', newsletterEditionPath(publicId));
  await expect(main.getByText(format(t.sentOn, { date: 'March 2, 2026' }))).toBeVisible();
  await expect(main.getByText(PRIVATE_EN)).toHaveCount(0);
  await expect(
    page.locator(`head link[rel="alternate"][type="application/rss+xml"][href="${NEWSLETTER_ARCHIVE_FEED_PATH}"]`),
  ).toHaveCount(1);
  await expect(main.getByRole('link', { name: t.feed })).toHaveAttribute('href', NEWSLETTER_ARCHIVE_FEED_PATH);
  // Indexed, with its other languages.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute(
    'href',
    /\/pt\/newsletter\/archive$/,
  );
  await checkAxe(page, 'the archive’s list');

  await page.goto(`${site}${localizePath(NEWSLETTER_ARCHIVE_PATH, 'pt')}`);
  await expect(page.getByRole('main').getByRole('link', { name: PUBLIC_PT })).toHaveAttribute(
    'href',
    localizePath(newsletterEditionPath(publicId), 'pt'),
  );
});

test('an edition’s page shows its text and image, and the language it was also written in', async ({ page }) => {
  const t = getMessages('en').newsletterArchive;
  await page.goto(`${site}${NEWSLETTER_ARCHIVE_PATH}`);
  await page.getByRole('main').getByRole('link', { name: PUBLIC_EN }).click();
  await expect(page).toHaveURL(`${site}${newsletterEditionPath(publicId)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_EN);
  await expect(page.getByText('Sit by a window tonight and let the dark be soft.')).toBeVisible();
  const image = page.getByRole('img', { name: 'A candle by the window' });
  await expect(image).toHaveAttribute('width', '1');
  await expect(image).toHaveAttribute('height', '1');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(1);
  await expect(page.getByRole('main').getByRole('link', { name: 'Português' })).toHaveAttribute(
    'href',
    localizePath(newsletterEditionPath(publicId), 'pt'),
  );
  await expect(page.getByRole('main').getByRole('link', { name: t.allEditions })).toHaveAttribute(
    'href',
    NEWSLETTER_ARCHIVE_PATH,
  );
  const hreflang = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(hreflang.sort()).toEqual(['en', 'pt', 'x-default']);
  await checkAxe(page, 'an edition’s page');
});

test('the feeds list the public edition in each of its languages, and only there', async ({ request }) => {
  const english = await request.get(`${site}${NEWSLETTER_ARCHIVE_FEED_PATH}`);
  expect(english.status()).toBe(200);
  expect(english.headers()['content-type']).toContain('xml');
  expect(english.headers()['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
  // A feed is never redirected by language, so a cache keeps one copy whatever the cookie.
  expect(english.headers().vary ?? '').not.toContain('Cookie');
  const xml = await english.text();
  expect(xml).toContain(`<title>${PUBLIC_EN}</title>`);
  expect(xml).toMatch(new RegExp(`<link>https?://[^<]+${newsletterEditionPath(publicId)}</link>`));
  expect(xml).not.toContain(PRIVATE_EN);

  const portuguese = await (await request.get(`${site}${localizePath(NEWSLETTER_ARCHIVE_FEED_PATH, 'pt')}`)).text();
  expect(portuguese).toContain(`<title>${PUBLIC_PT}</title>`);
  const spanish = await (await request.get(`${site}${localizePath(NEWSLETTER_ARCHIVE_FEED_PATH, 'es')}`)).text();
  expect(spanish).not.toContain('<item>');
});

test('a private edition’s page is not found, and one not written in a language says where it is', async ({ page }) => {
  const hidden = await page.goto(`${site}${newsletterEditionPath(privateId)}`);
  expect(hidden?.status()).toBe(404);
  expect(hidden?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages('en').newsletterArchive.notFoundHeading);
  await expect(page.getByText(PRIVATE_EN)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const t = getMessages('es').newsletterArchive;
  const elsewhere = await page.goto(`${site}${localizePath(newsletterEditionPath(publicId), 'es')}`);
  expect(elsewhere?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notInLanguageHeading);
  await expect(page.getByRole('main').getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    newsletterEditionPath(publicId),
  );

  // Not an edition's address at all: the site's own 404.
  expect((await page.goto(`${site}${NEWSLETTER_ARCHIVE_PATH}/not-a-number`))?.status()).toBe(404);
});

test('a language without editions invites to the first, and the newsletter’s forms lead to the archive', async ({
  page,
}) => {
  const t = getMessages('it').newsletterArchive;
  await page.goto(`${site}${localizePath(NEWSLETTER_ARCHIVE_PATH, 'it')}`);
  const main = page.getByRole('main');
  await expect(main.getByText(t.empty)).toBeVisible();
  await expect(main.getByLabel(getMessages('it').newsletter.emailLabel)).toBeVisible();
  await checkAxe(page, 'the empty archive');

  await page.goto(`${site}/pt/`);
  await page
    .getByRole('link', { name: getMessages('pt').newsletterArchive.pastEditions })
    .first()
    .click();
  await expect(page).toHaveURL(`${site}${localizePath(NEWSLETTER_ARCHIVE_PATH, 'pt')}`);
  await expect(page.getByRole('main').getByRole('link', { name: PUBLIC_PT })).toBeVisible();
});
