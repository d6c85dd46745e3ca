/**
 * Offline and installable (the service worker at /sw.js, the offline page, the web app manifest)
 * in Chromium. Each test runs its own production server on its own copy of the build, so "offline"
 * is real: the server is stopped and every request fails, as on a bus with no signal; and a second
 * "deploy" is a changed build served on the same address.
 */
import { cp, mkdtemp, readdir, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/bench-setup.ts';
import { CHROMIUM_ARGS, findBrowser } from '../../scripts/lib/find-browser.ts';
import { type RunningServer, startServer } from '../../scripts/lib/server-process.ts';
import { buildServiceWorker } from '../../scripts/lib/service-worker-build.ts';
import { site } from '../../src/config/site.ts';
import { SAVED_PAGES_CACHE } from '../../src/service-worker/config.ts';
import { format, getMessages, HTML_LANG, LOCALES, type Locale } from './fixtures.ts';
import { DIST_DIR, manifest } from './site-data.ts';

test.describe.configure({ timeout: 180_000 });

/** A page's path in a language, from the build's page index. */
function pathOf(key: string, locale: Locale): string {
  const page = manifest.pages.find((entry) => entry.key === key && entry.locale === locale);
  if (!page) throw new Error(`no page ${key} in ${locale}`);
  return page.path;
}

/** A copy of the build (a test may change it) served by its own production server. */
async function serveCopy(): Promise<{
  dist: string;
  port: number;
  server: RunningServer;
  restart: () => Promise<void>;
}> {
  const dist = join(await mkdtemp(join(tmpdir(), 'vibra-offline-')), 'dist');
  await cp(join(DIST_DIR, 'client'), join(dist, 'client'), { recursive: true });
  // The server bundle stays where it is (it finds its packages from there) and is never changed.
  await symlink(join(DIST_DIR, 'server'), join(dist, 'server'));
  const port = await freePort();
  // The event-loop guard off: the machine is shared with the browsers (see tests/e2e/serve.ts).
  const env = { DIST_DIR: dist, MAX_EVENT_LOOP_DELAY_MS: '0' };
  const copy = {
    dist,
    port,
    server: await startServer(port, env),
    // The same data folder, so the restarted server is the same site after a deploy.
    restart: async () => {
      copy.server = await startServer(port, { ...env, DATA_DIR: copy.server.dataDir });
    },
  };
  return copy;
}

/** Waits until the service worker controls the page, and returns its script's address. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** The paths kept in the saved-pages cache. */
function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, SAVED_PAGES_CACHE);
}

/** Every URL in every cache of the origin. */
function everythingCached(page: Page, only?: RegExp): Promise<string[]> {
  return page.evaluate(async (pattern) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (pattern && !new RegExp(pattern).test(name)) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  }, only?.source);
}

/** The build the active worker was made from (it answers a `version` message). */
function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        // No controller (between two workers), or one too busy installing to answer: '' for now,
        // and a poll asks again, rather than a promise that never settles.
        if (!controller) return resolve('');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        setTimeout(() => resolve(''), 2_000);
        controller.postMessage({ type: 'version' }, [channel.port2]);
      }),
  );
}

/** How the page's title and text look (what a page without its styles would lose). */
function looksOf(page: Page) {
  return page.evaluate(() =>
    ['h1', 'main article p'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector) ?? document.body);
      return [style.fontFamily, style.fontSize, style.color, style.maxWidth, style.marginBottom];
    }),
  );
}

let context: BrowserContext;
let copy: Awaited<ReturnType<typeof serveCopy>>;

test.beforeEach(async ({ browser }) => {
  context = await browser.newContext();
  copy = await serveCopy();
});

test.afterEach(async () => {
  await context.close();
  await copy.server.stop();
  await rm(join(copy.dist, '..'), { recursive: true, force: true });
});

test('an article read once opens offline with its styles and a saved notice; other pages give the offline page in their language, listing it', async () => {
  const page = await context.newPage();
  const origin = copy.server.url;
  const article = pathOf('post:tarot-meaning', 'en');

  await page.goto(origin + article);
  expect(await controllingWorker(page)).toBe(`${origin}/sw.js`);
  // The page the worker was installed on is kept, though it came from the network before the worker.
  await expect.poll(() => savedPaths(page), { timeout: 15_000 }).toContain(article);
  const title = (await page.locator('h1').textContent())?.trim() ?? '';
  const looks = await looksOf(page);
  const firstParagraph = (await page.locator('main article p').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  // The newsletter's API goes to the network, never into a cache.
  const apiStatus = await page.evaluate(async () => {
    const response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-address', locale: 'en' }),
    });
    return response.status;
  });
  expect(apiStatus).toBe(400);
  expect((await everythingCached(page)).filter((url) => url.includes('/api/'))).toEqual([]);

  await copy.server.stop();

  // Offline: the article, its text and its stylesheet, with the day it was saved.
  await page.goto(origin + article);
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.locator('main article p').first()).toHaveText(firstParagraph);
  expect(await looksOf(page)).toEqual(looks);
  const notice = page.locator('[data-saved-notice]');
  const [before, after] = getMessages('en').offline.savedNotice.split('{date}');
  await expect(notice).toContainText(
    `${before}${new Intl.DateTimeFormat(HTML_LANG.en, { dateStyle: 'long' }).format(new Date())}`,
  );
  await expect(notice).toContainText(after ?? '');
  // Without a connection the API answers nothing at all: no stale copy.
  expect(
    await page.evaluate(() =>
      fetch('/api/newsletter', { method: 'POST' }).then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  // A page never opened: the offline page in the page's language, listing the saved article.
  for (const locale of ['pt', 'it'] as const) {
    const messages = getMessages(locale).offline;
    await page.goto(origin + pathOf('page:about', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.title);
    const saved = page.getByRole('region', { name: messages.savedHeading });
    await expect(saved.getByRole('link', { name: title })).toHaveAttribute('href', article);
    await expect(saved.getByRole('listitem').filter({ hasText: title })).toHaveAttribute('lang', HTML_LANG.en);
  }
});

test('a home page visited is kept: offline, the logo leads back to it, in every language', async () => {
  const page = await context.newPage();
  const origin = copy.server.url;
  const homes = LOCALES.map((locale) => ({ locale, path: pathOf('page:home', locale) }));
  const article = pathOf('post:tarot-meaning', 'pt');

  // The worker installs on the first home page (kept by its message); the others pass through it.
  const titles = new Map<string, string>();
  for (const { path } of homes) {
    await page.goto(origin + path);
    await controllingWorker(page);
    titles.set(path, (await page.locator('h1').textContent())?.trim() ?? '');
  }
  await page.goto(origin + article);
  await expect
    .poll(() => savedPaths(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([...homes.map((home) => home.path), article]));

  await copy.server.stop();

  // Offline, on the article: the logo leads home, and home is there with the day it was saved.
  const pt = getMessages('pt');
  await page.getByRole('link', { name: format(pt.navbar.home, { brand: site.brandName }) }).click();
  await expect(page).toHaveURL(`${origin}/pt/`);
  await expect(page.locator('h1')).toHaveText(titles.get('/pt/') ?? '?');
  await expect(page.locator('[data-saved-notice]')).toBeVisible();
  for (const { locale, path } of homes) {
    await page.goto(origin + path);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    await expect(page.locator('h1'), path).toHaveText(titles.get(path) ?? '?');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(getMessages(locale).offline.title);
  }
});

test('a signup without a connection says so with the connection message and keeps the address, with and without the island', async () => {
  const page = await context.newPage();
  const origin = copy.server.url;
  const article = pathOf('post:tarot-meaning', 'pt');
  const t = getMessages('pt').newsletter;

  await page.goto(origin + article);
  await controllingWorker(page);
  await expect.poll(() => savedPaths(page), { timeout: 15_000 }).toContain(article);
  // The island's code, fetched while online (it loads on first use), is kept by the worker.
  const form = page.locator('#newsletter-article');
  const email = form.getByLabel(t.emailLabel);
  await email.focus();
  await expect(page.locator('astro-island:has(#newsletter-article)')).not.toHaveAttribute('ssr', /.*/);

  await copy.server.stop();

  // With the island: the connection message, the address still in the field.
  await email.fill('ana@exemplo.com.br');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(form.locator('#newsletter-article-message')).toHaveText(t.connectionInline);
  await expect(email).toHaveValue('ana@exemplo.com.br');

  // The plain form (as before the island loads): the worker answers the failed post with the
  // offline page, the connection message and the form filled in again.
  await page.goto(origin + article);
  await page.evaluate(() => {
    const plain = document.querySelector<HTMLFormElement>('#newsletter-article');
    const field = plain?.querySelector<HTMLInputElement>('input[type=email]');
    if (!plain || !field) throw new Error('no newsletter form');
    field.value = 'bia@exemplo.com.br';
    HTMLFormElement.prototype.submit.call(plain);
  });
  const notSent = page.getByRole('alert').filter({ hasText: t.connectionBody });
  await expect(notSent).toBeVisible();
  await expect(notSent.getByLabel(t.emailLabel)).toHaveValue('bia@exemplo.com.br');
});

test('a new deploy replaces the worker and its precache, and a page of the old deploy reloads once for its new code', async () => {
  const page = await context.newPage();
  const origin = copy.server.url;
  const client = join(copy.dist, 'client');
  // A long article: its footer form's island loads only when the visitor scrolls near it.
  await page.goto(`${origin}/blog/tarot-meaning`);
  await controllingWorker(page);
  const footerForm = page.locator('astro-island[component-url*="/NewsletterForm."]').last();
  await expect(footerForm).toHaveAttribute('ssr', '');
  const firstBuild = await workerBuild(page);
  // The icon sprite: a precached build file every page names (pages carry their own CSS).
  const sprite = (await readdir(join(client, '_astro'))).find((name) => /^icons\..*\.svg$/.test(name)) ?? '';
  await expect.poll(async () => (await everythingCached(page)).some((url) => url.includes(sprite))).toBe(true);

  // The next deploy: a changed sprite and a changed island, with new names; a new worker.
  await copy.server.stop();
  const renamed = await deploy(client, [
    [sprite, (svg) => `${svg}\n<!-- deploy two -->`],
    [
      (await readdir(join(client, '_astro'))).find((name) => name.startsWith('NewsletterForm.')) ?? '',
      (js) => `${js}\n`,
    ],
  ]);
  await buildServiceWorker(copy.dist);
  await removeCompressedCopies(join(client, 'sw.js'));
  await copy.restart();

  // The open page still belongs to the old deploy: its footer island's file is gone. Scrolling
  // to it reloads the page once, to the new deploy, where it works.
  await page.evaluate(() => {
    (window as { oldDeploy?: boolean }).oldDeploy = true;
  });
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => !(window as { oldDeploy?: boolean }).oldDeploy, undefined, { timeout: 20_000 });
  // The page of the new deploy names the new sprite.
  const named = renamed.get(sprite);
  expect(await page.locator(`use[href*="${named}"]`).count()).toBeGreaterThan(0);

  // The new worker takes over and precaches only the new deploy's files (a copy the images cache
  // took on the way stays until it expires: harmless, the pages no longer name it).
  // Asked again at each poll: one update() on a busy machine may come before the restarted server
  // serves the new worker, and the browser would not look again for a long while. The new worker
  // installs its whole precache before it takes over, which on a machine busy with other tests
  // took more than 20 s once: the wait is for that event, so it is long.
  await expect
    .poll(
      async () => {
        await page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
        );
        return workerBuild(page);
      },
      { timeout: 90_000 },
    )
    .not.toMatch(new RegExp(`^(${firstBuild}|)$`));
  await expect
    .poll(async () => {
      const cached = await everythingCached(page, /precache/);
      return [cached.some((url) => url.includes(sprite)), cached.some((url) => url.includes(named ?? '?'))];
    })
    .toEqual([false, true]);
});

test('the site is installable in every language: a manifest in the page language, no installability errors', async () => {
  // A profile on disk: Chromium never offers to install from an incognito window (a test context).
  const profile = await mkdtemp(join(tmpdir(), 'vibra-profile-'));
  const installable = await chromium.launchPersistentContext(profile, {
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = installable.pages()[0] ?? (await installable.newPage());
    const origin = copy.server.url;
    for (const locale of ['en', 'pt'] as const) {
      await page.goto(origin + pathOf('page:home', locale));
      const href = await page.locator('link[rel=manifest]').getAttribute('href');
      const webManifest = await (await page.request.get(origin + href)).json();
      expect(webManifest).toMatchObject({ lang: HTML_LANG[locale], scope: '/', display: 'standalone' });
      expect(webManifest.start_url).toBe(pathOf('page:home', locale));
      const icons = webManifest.icons as { src: string; sizes: string; purpose?: string }[];
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      for (const icon of icons) expect((await page.request.get(origin + icon.src)).ok(), icon.src).toBe(true);
      const cdp = await installable.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      await cdp.detach();
    }
  } finally {
    await installable.close();
    await rm(profile, { recursive: true, force: true });
  }
});

/**
 * Writes a new deploy over a build: each named `/_astro/` file is changed and given a new name,
 * every page points to the new names, and stale precompressed copies are removed. Returns the new
 * name of each file.
 */
async function deploy(client: string, changes: [string, (text: string) => string][]): Promise<Map<string, string>> {
  const renamed = new Map<string, string>();
  for (const [name, change] of changes) {
    const next = name.replace(/\.([^.]+)$/, '.deploy2.$1');
    await writeFile(join(client, '_astro', next), change(await readFile(join(client, '_astro', name), 'utf8')));
    await unlink(join(client, '_astro', name));
    await removeCompressedCopies(join(client, '_astro', name));
    renamed.set(name, next);
  }
  const pages = (await readdir(client, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const path = join(client, file);
    const html = await readFile(path, 'utf8');
    let next = html;
    for (const [from, to] of renamed) next = next.replaceAll(from, to);
    if (next === html) continue;
    await writeFile(path, next);
    await removeCompressedCopies(path);
  }
  return renamed;
}

async function removeCompressedCopies(file: string) {
  await rm(`${file}.br`, { force: true });
  await rm(`${file}.gz`, { force: true });
}
