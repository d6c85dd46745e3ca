/**
 * Pages whose CSS postbuild wrote into the page (scripts/lib/first-paint-inline.ts) hold only the
 * rules their HTML uses; the whole stylesheet follows after the first paint, before any island
 * runs. Proof that nothing was left out: every element's computed style, on a phone and on a
 * desktop and with the menu opened natively, is the same before and after the whole stylesheet is
 * added; and an island used before then waits for it.
 */
import { expect, type Page, test } from '@playwright/test';
import { gate, getMessages } from './fixtures.ts';

const CANDIDATES = [
  ...['/', '/pt/', '/services', '/contact', '/blog/tarot-meaning', '/es/chakra', '/quiz', '/faq'],
  ...['/terms', '/it/products'],
];

type StyleScope = Window & { styleSnapshot: Map<Element, string>; styleOf: (element: Element) => string };

/** Every element's computed style (and its ::before and ::after), kept on the page for `styleChanges`. */
async function rememberStyles(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scope = window as unknown as StyleScope;
    // Custom properties only carry values: a rule or style that uses a missing one differs itself.
    scope.styleOf = (element) =>
      [null, '::before', '::after']
        .map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return Array.from(style)
            .filter((name) => !name.startsWith('--'))
            .map((name) => `${name}:${style.getPropertyValue(name)}`)
            .join(';');
        })
        .join('|');
    scope.styleSnapshot = new Map(
      [...document.querySelectorAll('*')].map((element) => [element, scope.styleOf(element)]),
    );
    return scope.styleSnapshot.size;
  });
}

/** Elements whose computed style differs from the remembered one, with the first differing properties. */
async function styleChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scope = window as unknown as StyleScope;
    const changes: string[] = [];
    for (const [element, before] of scope.styleSnapshot) {
      const after = scope.styleOf(element);
      if (after === before) continue;
      const was = new Set(before.split(/[;|]/));
      const differing = after.split(/[;|]/).filter((declaration) => !was.has(declaration));
      changes.push(
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class')}"> ${differing.slice(0, 4).join('; ')}`,
      );
    }
    return changes.slice(0, 20);
  });
}

/** Adds the site's whole stylesheet after the page's own rules and waits for it. */
async function addWholeStylesheet(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const href = document.querySelector<HTMLStyleElement>('style[data-page-css]')?.dataset.stylesheet;
        if (!href) return reject(new Error('no inlined CSS on this page'));
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = () => resolve();
        link.onerror = () => reject(new Error(`${href} did not load`));
        document.head.append(link);
      }),
  );
}

async function inlinedPages(page: Page): Promise<string[]> {
  const inlined: string[] = [];
  for (const path of CANDIDATES) {
    const html = await (await page.request.get(path)).text();
    if (html.includes('<style data-page-css')) inlined.push(path);
  }
  return inlined;
}

const STYLESHEETS = '**/_astro/*.css';

/**
 * Holds back the whole stylesheet, which the start-up script loads after the first paint (and
 * before the island runtime): the page shows what its own rules draw until `release()`.
 */
async function holdWholeStylesheet(page: Page): Promise<() => void> {
  const held = gate();
  await page.unroute(STYLESHEETS);
  await page.route(STYLESHEETS, async (route) => {
    await held.closed;
    await route.continue();
  });
  return held.open;
}

test.use({ reducedMotion: 'reduce' });

for (const [device, viewport] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`pages with their CSS inlined look exactly as with the whole stylesheet (${device})`, async ({ page }) => {
    test.slow(); // several pages, each styled twice
    await page.setViewportSize(viewport);
    const pages = await inlinedPages(page);
    expect(pages.length, `pages of ${CANDIDATES.join(' ')} with inlined CSS`).toBeGreaterThanOrEqual(3);
    for (const path of pages) {
      const release = await holdWholeStylesheet(page);
      await page.goto(path);
      expect(await rememberStyles(page)).toBeGreaterThan(100);
      release();
      await addWholeStylesheet(page);
      expect(await styleChanges(page), path).toEqual([]);
    }
  });
}

test('the small-screen menu, opened before the islands run, looks exactly as with the whole stylesheet', async ({
  page,
}) => {
  const path = (await inlinedPages(page))[0];
  if (!path) throw new Error('no page with inlined CSS among the candidates');
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdWholeStylesheet(page);
  await page.goto(path);
  await page.locator('header details[data-mobile-menu] > summary').click();
  await expect(page.locator('header details[data-mobile-menu]')).toHaveAttribute('open', '');
  // Hover styles come with the whole stylesheet (the first paint draws nothing hovered): the
  // pointer leaves the button it pressed for a corner without any.
  await page.mouse.move(0, 0);
  expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();
  await rememberStyles(page);
  release();
  await addWholeStylesheet(page);
  expect(await styleChanges(page), 'mobile menu').toEqual([]);
});

/** An English page with inlined CSS, on a desktop screen (the chat opens there from its button). */
async function englishInlinedPage(page: Page): Promise<string> {
  const path = (await inlinedPages(page)).find((inlined) => !/^\/(pt|es|it)\//.test(inlined));
  if (!path) throw new Error('no English page with inlined CSS among the candidates');
  await page.setViewportSize({ width: 1280, height: 900 });
  return path;
}

test('an island used early runs only once the whole stylesheet is in, and then draws its state', async ({ page }) => {
  const path = await englishInlinedPage(page);
  const t = getMessages('en');
  const release = await holdWholeStylesheet(page);
  await page.goto(path);
  await page.getByRole('button', { name: t.chatWidget.open }).click();
  // The runtime is fetched meanwhile, but does not run: no island draws without the rules it needs.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();
  await expect(page.getByRole('dialog', { name: t.chatWidget.title })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: t.chatWidget.title })).toBeVisible();
  const href = await page.locator('style[data-page-css]').getAttribute('data-stylesheet');
  expect(
    await page.evaluate(
      (whole) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(whole ?? '') && sheet.cssRules.length),
      href,
    ),
  ).toBe(true);
});

test('when the whole stylesheet cannot be loaded, the islands still run', async ({ page }) => {
  const path = await englishInlinedPage(page);
  const t = getMessages('en');
  let refused = 0;
  await page.route(STYLESHEETS, (route) => {
    refused++;
    return route.abort('connectionfailed');
  });
  await page.goto(path);
  await page.getByRole('button', { name: t.chatWidget.open }).click();
  await expect(page.getByRole('dialog', { name: t.chatWidget.title })).toBeVisible();
  expect(refused, 'the whole stylesheet was asked for, and refused').toBeGreaterThan(0);
});
