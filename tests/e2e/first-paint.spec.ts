/**
 * The first paint of a page whose HTML arrives in parts, as on a slow connection (the end of TCP's
 * first window) or a slow phone (its parser stopping for a frame): the browser paints what it has
 * (nothing holds the paint back), and what the first screen aligns (the header's language switcher
 * and menu, the home hero, a question's sign) is laid out so that nothing moves when the rest comes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/** How long the connection stays silent after the first part of the HTML. */
const PAUSE_MS = 1_000;

const CASES = [
  {
    title: 'an HTML that pauses inside the header paints what it has, and nothing moves when the rest comes',
    // Cut after its first language.
    path: '/about',
    cutAfter: (html: string) => html.indexOf('</li>', html.indexOf('<nav aria-label="Language"')) + '</li>'.length,
    // The switcher once drew one language, then widened and pushed itself to the left.
    painted: `nav[aria-label="Language"] li:nth-child(1)`,
  },
  {
    title: 'an HTML that pauses inside the home hero paints what it has, and nothing moves when the rest comes',
    // Cut after the hero's first line.
    path: '/',
    cutAfter: (html: string) => html.indexOf('</p>', html.indexOf('aria-labelledby="hero-title"')) + '</p>'.length,
    // The hero once centred its first line, then moved it up as the title and buttons came.
    painted: 'section[aria-labelledby="hero-title"] p',
  },
  {
    title: 'an HTML that pauses before a question’s text paints the question’s sign where it stays',
    // Cut between a question's `<summary>` and its text: the question's sign must already sit where it stays.
    path: '/faq',
    cutAfter: (html: string) => html.indexOf('>', html.indexOf('<summary class="faq-toggle')) + 1,
    painted: 'summary.faq-toggle',
  },
];

/**
 * A server in front of the production server that sends `path` in two parts, cut where `cutAfter`
 * says, with a pause between them; everything else passes through.
 */
async function serverPausingAt(origin: string, path: string, cutAfter: (html: string) => number) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const cut = cutAfter(html);
  expect(cut, 'the cut falls inside the page').toBeGreaterThan(html.indexOf('<body'));
  const server: Server = createServer(async (request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
      return;
    }
    const upstream = await fetch(`${origin}${request.url}`);
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}` };
}

for (const { title, path, cutAfter, painted } of CASES) {
  test(title, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const { server, url } = await serverPausingAt(baseURL ?? '', path, cutAfter);
    try {
      await page.addInitScript((selector) => {
        const record = window as unknown as { frames: boolean[]; shifted: number };
        record.frames = [];
        record.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            record.shifted += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Each frame the browser renders while the HTML still arrives: had the cut part arrived?
        const frame = () => {
          record.frames.push(document.querySelector(selector) !== null);
          if (document.readyState === 'loading') requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }, painted);
      await page.goto(url, { waitUntil: 'load' });
      const { frames, shifted } = await page.evaluate(() => {
        const { frames, shifted } = window as unknown as { frames: boolean[]; shifted: number };
        return { frames, shifted };
      });
      // The browser painted during the pause, with the part cut (nothing holds the paint back)…
      expect(frames.filter(Boolean).length, 'frames painted during the pause').toBeGreaterThan(0);
      // …and nothing moved when the rest of the page came.
      expect(shifted).toBe(0);
    } finally {
      server.close();
    }
  });
}
