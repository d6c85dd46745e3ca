/**
 * Pages whose CSS postbuild wrote into the page (scripts/lib/first-paint-inline.ts) hold only the
 * rules their HTML and islands can use. Proof that nothing was left out: every element's computed
 * style, on a phone and on a desktop and with the islands opened, is the same before and after the
 * site's whole stylesheet is added to the page.
 */
import { expect, type Page, test } from '@playwright/test';
import { getMessages, waitForHydration } from './fixtures.ts';

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
      await page.goto(path);
      expect(await rememberStyles(page)).toBeGreaterThan(100);
      await addWholeStylesheet(page);
      expect(await styleChanges(page), path).toEqual([]);
    }
  });
}

test('the islands, opened, look exactly as with the whole stylesheet', async ({ page }) => {
  const path = (await inlinedPages(page)).find((inlined) => !/^\/(pt|es|it)\//.test(inlined));
  if (!path) throw new Error('no English page with inlined CSS among the candidates');
  const t = getMessages('en');
  // The small-screen menu, open.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(path);
  await page.locator('header details[data-mobile-menu] > summary').click();
  await waitForHydration(page, 'MobileMenu');
  await rememberStyles(page);
  await addWholeStylesheet(page);
  expect(await styleChanges(page), 'mobile menu').toEqual([]);
  // The chat panel, open, on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await page.getByRole('button', { name: t.chatWidget.open }).click();
  await expect(page.getByRole('dialog', { name: t.chatWidget.title })).toBeVisible();
  await rememberStyles(page);
  await addWholeStylesheet(page);
  expect(await styleChanges(page), 'chat panel').toEqual([]);
});
