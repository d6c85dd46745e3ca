/**
 * Pages whose CSS postbuild wrote into the page (scripts/lib/first-paint-inline.ts) hold only the
 * rules their HTML uses (or, a round trip shorter, those of their first screen); the whole
 * stylesheet follows after the first paint, before any island runs (at once, at the lowest
 * priority, where the page holds its first screen's only). Proof that nothing was left out: every
 * element's computed style (above the fold, on a first-screen page), on a phone and on a desktop
 * and with the menu opened natively, is the same before and after the whole stylesheet is added;
 * an island used before then waits for it; the parts below the fold are styled once it is in, and
 * without JavaScript too.
 */
import { expect, type Page, test } from '@playwright/test';
import { gate, getMessages } from './fixtures.ts';

const CANDIDATES = [
  ...['/', '/pt/', '/services', '/contact', '/blog/tarot-meaning', '/es/chakra', '/quiz', '/faq'],
  ...['/terms', '/it/products', '/topics', '/spiritual-guidance'],
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

/**
 * Elements whose computed style differs from the remembered one, with the first differing
 * properties; on a page that holds only its first screen's rules, the parts below the fold (styled
 * by the whole stylesheet alone) are left out.
 */
async function styleChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scope = window as unknown as StyleScope;
    const firstScreenOnly = document.querySelector('style[data-first-screen]') !== null;
    const changes: string[] = [];
    for (const [element, before] of scope.styleSnapshot) {
      if (firstScreenOnly && element.closest('.below-fold')) continue;
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

/** The candidate pages whose HTML holds `marker`. */
async function candidatesWith(page: Page, marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of CANDIDATES) if ((await (await page.request.get(path)).text()).includes(marker)) found.push(path);
  return found;
}

/** Candidate pages carrying their CSS (all the rules they use, or their first screen's). */
const inlinedPages = (page: Page) => candidatesWith(page, '<style data-page-css');

const STYLESHEETS = '**/_astro/*.css';

/**
 * How to open a page while the whole stylesheet is held: a page that asks for it at once (its first
 * screen's rules only) fires no `load` until it is in.
 */
const HELD = { waitUntil: 'domcontentloaded' } as const;

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

// The tests hold the whole stylesheet back with a route; the offline service worker, in control by
// the time an island is first used, would fetch it past the route.
test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' });

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
      await page.goto(path, HELD);
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
  await page.goto(path, HELD);
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
  await page.goto(path, HELD);
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

/** Candidate pages that hold only their first screen's rules. */
const firstScreenPages = (page: Page) => candidatesWith(page, '<style data-page-css data-first-screen');

/** The computed style of every element below the fold, in document order (islands left out: they hydrate). */
function belowFoldStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.below-fold, .below-fold *')]
      .filter((element) => !element.closest('astro-island'))
      .map((element) => {
        const style = getComputedStyle(element);
        const declarations = Array.from(style)
          .filter((name) => !name.startsWith('--'))
          .map((name) => `${name}:${style.getPropertyValue(name)}`);
        return [
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
          ...declarations,
        ].join(';');
      }),
  );
}

/** Every transition running has run to its end (an endless animation, a breathing circle, is not waited for). */
function transitionsDone(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * The styles below the fold as a reader reaching the footer sees them: drawn (a part off screen is
 * not laid out, and reports its sizes from before), transitions done.
 */
async function footerInView(page: Page): Promise<string[]> {
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('footer > *')?.checkVisibility({ contentVisibilityAuto: true })),
    )
    .toBe(true);
  await transitionsDone(page);
  return belowFoldStyles(page);
}

/** Per element that differs, the declarations of `ours` that `theirs` lacks, then those `theirs` has instead. */
function declarationsDiffering(ours: string[], theirs: string[]): string[] {
  const differing = ours.flatMap((style, index) => {
    const other = theirs[index] ?? '';
    if (style === other) return [];
    const [mine, its] = [new Set(style.split(';')), new Set(other.split(';'))];
    const only = (from: Set<string>, not: Set<string>) => [...from].filter((declaration) => !not.has(declaration));
    return [`${style.split(';')[0]} ${only(mine, its).join(';')} ≠ ${only(its, mine).join(';')}`];
  });
  return ours.length === theirs.length ? differing : [`${ours.length} elements ≠ ${theirs.length}`, ...differing];
}

/** Layout shifts since the page began, with what moved (installed before the page's own scripts). */
const RECORD_SHIFTS = () => {
  const scope = window as unknown as { shifts: string[] };
  scope.shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
      for (const source of entry.sources)
        scope.shifts.push(
          `${entry.value.toFixed(4)} ${(source.node as Element | undefined)?.outerHTML?.slice(0, 100)}`,
        );
  }).observe({ type: 'layout-shift', buffered: true });
};

test("a page with only its first screen's rules gets the whole stylesheet at once, at the lowest priority, and without JavaScript too", async ({
  page,
  browser,
}) => {
  const phone = { viewport: { width: 360, height: 740 } };
  const paths = await firstScreenPages(page);
  expect(paths.length, `pages of ${CANDIDATES.join(' ')} with only their first screen's CSS`).toBeGreaterThanOrEqual(1);
  for (const path of paths) {
    // A browser of its own for each page: none has the stylesheet in its memory cache yet.
    const withScript = await browser.newContext(phone);
    const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false });
    try {
      const tab = await withScript.newPage();
      await tab.addInitScript(RECORD_SHIFTS);
      const priorities = new Map<string, string>();
      const cdp = await withScript.newCDPSession(tab);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', ({ request }) =>
        priorities.set(new URL(request.url).pathname, request.initialPriority),
      );
      // Held back: the parts below the fold have only what the page's own rules give them. (The
      // held file keeps the load event back: the page is read as soon as it is parsed.)
      const release = await holdWholeStylesheet(tab);
      // No web font arrives meanwhile (nor in the page without JavaScript): whatever moves or
      // differs, the stylesheet did it.
      await tab.route('**/*.woff2', (route) => route.abort());
      await tab.goto(path, { waitUntil: 'domcontentloaded' });
      const whole = await tab.locator('style[data-first-screen]').getAttribute('data-stylesheet');
      // Asked for as a print stylesheet: it competes with nothing the first screen still loads.
      await expect.poll(() => priorities.get(whole ?? ''), path).toBe('VeryLow');
      const held = await belowFoldStyles(tab);
      // Their unstyled contents wait unseen in contained boxes: nothing widens the page (once the
      // fixed chat button moved with a widened viewport: CLS 0.021).
      expect(await tab.evaluate(() => document.documentElement.scrollWidth), path).toBe(phone.viewport.width);
      // From here on only the stylesheet arrives: the fallback fonts (local faces, loaded on their
      // own time) are in, and whatever moved before is forgotten.
      await tab.evaluate(() =>
        document.fonts.ready.then(() => {
          (window as unknown as { shifts: string[] }).shifts = [];
        }),
      );
      release();
      await expect(tab.locator(`link[rel="stylesheet"][href="${whole}"]`)).toHaveAttribute('media', 'all');
      await tab.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      // Nothing moved when the rules came.
      expect(await tab.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
      const styled = await footerInView(tab);
      expect(
        styled.filter((style, index) => style !== held[index]).length,
        `${path}: waited for the file`,
      ).toBeGreaterThan(0);

      const plain = await noScript.newPage();
      await plain.route('**/*.woff2', (route) => route.abort());
      await plain.goto(path);
      expect(declarationsDiffering(styled, await footerInView(plain)), `${path} without JavaScript`).toEqual([]);
    } finally {
      await withScript.close();
      await noScript.close();
    }
  }
});
