/**
 * Shared helpers of the end-to-end tests: the site's languages and messages (read from the
 * sources, so the tests follow the site), island hydration,
 * console-error collection and scrolling.
 */
import { type APIRequestContext, type APIResponse, expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { format, getMessages, type Messages, plural } from '../../src/i18n/messages/index.ts';
import { localizePath } from '../../src/i18n/paths.ts';

export { DEFAULT_LOCALE, format, getMessages, HTML_LANG, LOCALES, type Locale, localizePath, type Messages, plural };

/**
 * GETs a test-only route of tests/e2e/serve.ts. Polls can idle past the server's 5 s keep-alive;
 * a request sent on a connection the server closed meanwhile is reset before the server sees it,
 * so it is sent once more, as a browser does (it failed CI once as `read ECONNRESET`).
 */
export function getTestRoute(request: APIRequestContext, path: string): Promise<APIResponse> {
  return request.get(path, { maxRetries: 1 });
}

/** The origin Playwright's web server listens on (playwright.config.ts). */
export const SERVER_HOST = '127.0.0.1';

/** Home page path of a language: `/`, `/pt/`, `/es/`, `/it/`. */
export function homePath(locale: Locale): string {
  return localizePath('/', locale);
}

/** The `astro-island` wrapping a component, found by its component file name (`VideoFacade`). */
export function island(page: Page, component: string): Locator {
  return page.locator(`astro-island[component-url*="/${component}."]`);
}

/** Waits until the island of `component` has hydrated (Astro removes its `ssr` attribute). */
export async function waitForHydration(page: Page, component: string): Promise<void> {
  const root = island(page, component);
  await expect(root).toHaveCount(1);
  await expect(root).not.toHaveAttribute('ssr', /.*/);
}

/**
 * Collects console messages of type `error` and uncaught page errors from now on. Read the
 * returned array at the end of the test (it fills as the page runs).
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location();
    errors.push(`console.error: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
  return errors;
}

/**
 * The expanded state the browser exposes to assistive technology for the element matching the
 * CSS `selector`, read from Chromium's accessibility tree: works for a `<summary>` (native state)
 * and for a button with aria-expanded alike. Undefined when the element exposes no such state.
 */
export async function exposedExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`No element matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/** A promise and the function that settles it: holds a routed request until a test lets it go. */
export function gate() {
  let open = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

/**
 * Waits until the page script (the vitals reporter, which starts with the page, and the work
 * after the first paint: page-script.ts) has arrived, and the page has gone quiet.
 */
export async function pageScriptArrived(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('page-script')),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

/** The scripts the page requests from now on (paths). */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Resolves after the browser has painted twice (observers and effects have run for that state). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Scrolls down half a viewport at a time until the bottom of the page, letting each position
 * paint, so every `client:visible` island on the way gets a chance to intersect.
 */
export async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await page.evaluate(() => {
      const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      if (!bottom) window.scrollBy(0, Math.ceil(window.innerHeight / 2));
      return bottom;
    });
    if (atBottom) return;
    await nextFrames(page);
  }
  throw new Error('The page did not reach its bottom after 200 scroll steps');
}

/** True when `href` (absolute or relative to `base`) points to the same origin as `base`. */
export function isSameOrigin(href: string, base: string): boolean {
  return new URL(href, base).origin === new URL(base).origin;
}
