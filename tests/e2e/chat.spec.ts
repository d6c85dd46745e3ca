/**
 * The chat widget in Chromium: ready before the visitor's first tap (its code comes when the
 * browser is idle; early-taps.spec.ts taps it on a slow phone), keyboard and screen-reader paths, a streamed answer
 * with its language and sources, stop, every kind of failure in two languages, the conversation
 * kept for the tab, axe at desktop width and at 320 px, and, with the real assistant, answers in
 * the question's language linking the site's own pages.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { CHAT_TIMEOUT_MS, type ChatStreamEvents } from '../../src/lib/chat/contract.ts';
import { encodeEvent } from '../../src/lib/chat/event-stream.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { ask, chatUi, openChat, realAnswer, texts } from './chat-ui.ts';
import {
  collectConsoleErrors,
  gate,
  getMessages,
  HTML_LANG,
  homePath,
  island,
  LOCALES,
  localizePath,
  nextFrames,
  waitForHydration,
} from './fixtures.ts';

// Requests to intercept must not be answered by the offline service worker instead.
test.use({ serviceWorkers: 'block' });

type StreamEvent = { [Name in keyof ChatStreamEvents]: [Name, ChatStreamEvents[Name]] }[keyof ChatStreamEvents];

const ARTICLE = '/blog/tarot-meaning';
const SOURCES = [
  { title: 'Chakras: the complete guide', url: '/chakra' },
  { title: 'Chakra alignment', url: '/blog/chakra-alignment' },
];
const ANSWER = ['The seven chakras ', 'are centres of energy ', 'along the spine.'];

/** An answer as the server streams it. */
function streamBody(events: StreamEvent[]): string {
  return events.map(([name, data]) => encodeEvent(name, data as never)).join('');
}

const englishAnswer: StreamEvent[] = [
  ['meta', { language: 'en' }],
  ...ANSWER.map((text): StreamEvent => ['delta', { text }]),
  ['sources', { sources: SOURCES }],
  ['done', { answer: ANSWER.join('') }],
];

/**
 * Answers every question with `events` (after `hold` resolves, if given) and returns the requests
 * received, so a test can read what the widget sent.
 */
async function answerWith(page: Page, events: StreamEvent[], hold?: Promise<void>): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('**/api/chat', async (route) => {
    requests.push(route.request());
    await hold;
    await route.fulfill({ status: 200, contentType: 'text/event-stream', body: streamBody(events) });
  });
  return requests;
}

/**
 * An answer that sends its first words and then waits, as a slow model would (route.fulfill can
 * only send whole bodies): the page's own fetch answers /api/chat with a stream that stays open
 * until the widget aborts it, which `wasAborted` then reports.
 */
async function answerHalfway(page: Page) {
  await page.addInitScript(() => {
    const networkFetch = window.fetch.bind(window);
    const scope = window as unknown as { chatAborted: boolean };
    scope.chatAborted = false;
    window.fetch = async (input, init) => {
      if (!String(input).endsWith('/api/chat')) return networkFetch(input, init);
      const words = 'event: meta\ndata: {"language":"en"}\n\nevent: delta\ndata: {"text":"The first half"}\n\n';
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(words));
          init?.signal?.addEventListener('abort', () => {
            scope.chatAborted = true;
            controller.error(new DOMException('The user aborted a request.', 'AbortError'));
          });
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    };
  });
}

function wasAborted(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { chatAborted: boolean }).chatAborted);
}

test.describe('before the visitor taps it', () => {
  test('the launcher is a plain, labelled button, and the widget is ready before a tap, with nothing opened', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const { launcher, panel } = chatUi(page);
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    const box = await launcher.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expect(island(page, 'ChatWidget')).toHaveAttribute('props', '{"locale":[0,"en"]}');
    // Its code comes as soon as the browser is idle (client:idle), without any use.
    await waitForHydration(page, 'ChatWidget');
    await launcher.hover();
    await launcher.focus();
    await nextFrames(page);
    await expect(panel).toHaveCount(0);
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the launcher, which could do nothing, is not shown', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('button', { name: texts('en').open })).toBeHidden();
  });
});

test.describe('on a phone (320 px, touch)', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('a tap opens the panel with focus in the field, full width and within the screen', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(homePath('es'));
    await waitForHydration(page, 'ChatWidget');
    const ui = chatUi(page, 'es');
    await ui.launcher.tap();
    await expect(ui.panel).toBeVisible();
    await expect(ui.field).toBeFocused();
    // Behind the full-screen panel the launcher is hidden, still saying what it controls.
    const launcher = page.getByRole('button', { name: ui.t.open, includeHidden: true });
    await expect(launcher).toBeHidden();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(launcher).toHaveAttribute('aria-controls', (await ui.panel.getAttribute('id')) ?? '?');
    // Full width but a small margin, within the screen, and the page does not scroll sideways.
    const box = await ui.panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    expect(box?.width).toBeGreaterThanOrEqual(300);
    expect(errors).toEqual([]);
  });

  test('a conversation at 320 px: no sideways scrolling and no serious axe violation', async ({ page }) => {
    await answerWith(page, englishAnswer);
    await page.goto(ARTICLE);
    const ui = await openChat(page);
    await ask(ui, 'What are the chakras?');
    await expect(ui.log).toContainText(ANSWER.join(''));
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      panel: [...document.querySelectorAll('[role="dialog"] *')].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      ).length,
    }));
    expect(overflow).toEqual({ page: 0, panel: 0 });
    await expectNoSeriousViolations(page, 'the open chat panel with a conversation at 320 px');
    // The launcher hides behind the full-screen panel, and comes back with focus on closing.
    await expect(ui.launcher).toBeHidden();
    await ui.panel.getByRole('button', { name: ui.t.close }).click();
    await expect(ui.panel).toBeHidden();
    await expect(ui.launcher).toBeFocused();
  });
});

test.describe('with a keyboard', () => {
  test('Tab to the launcher, Enter opens, Enter sends, Escape closes and focus goes back', async ({ page }) => {
    const requests = await answerWith(page, englishAnswer);
    await page.goto(ARTICLE);
    const ui = chatUi(page);
    await waitForHydration(page, 'ChatWidget');
    // The launcher is the page's last control: one Shift+Tab from the top of the page reaches it.
    await page.keyboard.press('Shift+Tab');
    await expect(ui.launcher).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ui.panel).toBeVisible();
    await expect(ui.field).toBeFocused();
    await page.keyboard.type('What are the chakras?');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('And how many are there?');
    await page.keyboard.press('Enter');
    await expect(ui.log).toContainText(ANSWER.join(''));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.postDataJSON()).toEqual({
      message: 'What are the chakras?\nAnd how many are there?',
      locale: 'en',
      history: [],
    });
    await expect(ui.field).toBeFocused();
    await expect(ui.field).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(ui.panel).toBeHidden();
    await expect(ui.launcher).toBeFocused();
    await expect(ui.launcher).toHaveAttribute('aria-expanded', 'false');
    // Reopened, the conversation is still there, and focus is in the field again.
    await page.keyboard.press('Enter');
    await expect(ui.field).toBeFocused();
    await expect(ui.log).toContainText(ANSWER.join(''));
  });

  test('an empty or blank question is not sent; the field takes at most 2,000 characters', async ({ page }) => {
    const requests = await answerWith(page, englishAnswer);
    await page.goto(ARTICLE);
    const ui = await openChat(page);
    await ui.field.press('Enter');
    await ui.field.fill('   \n  ');
    await ui.field.press('Enter');
    await expect(ui.send).toHaveAttribute('aria-disabled', 'true');
    // Clicked anyway (it stays focusable, so it must refuse by itself).
    await ui.send.click({ force: true });
    await nextFrames(page);
    expect(requests).toHaveLength(0);
    await expect(ui.field).toHaveAttribute('maxlength', '2000');
    await ui.field.fill('a'.repeat(1950));
    await expect(ui.panel).toContainText(ui.t.charactersLeft.replace('{count}', '50'));
  });
});

test.describe('a streamed answer', () => {
  test('shows as it comes: waiting, then the text in its language with its sources as links', async ({ page }) => {
    const release = gate();
    const requests = await answerWith(
      page,
      [
        ['meta', { language: 'pt' }],
        ['delta', { text: 'Um rascunho que será descartado.' }],
        ['reset', {}],
        ['delta', { text: 'Os chakras são ' }],
        ['delta', { text: 'centros de energia.' }],
        ['sources', { sources: [{ title: 'Chakras: o guia completo', url: '/pt/chakra' }] }],
        ['done', { answer: 'Os chakras são centros de energia.' }],
      ],
      release.closed,
    );
    await page.goto(ARTICLE);
    const ui = await openChat(page);
    await ui.panel.getByRole('button', { name: ui.t.suggestions[0] }).click();
    // While waiting: the log is busy (read once finished), the status says so, the button stops.
    await expect(ui.log).toHaveAttribute('aria-busy', 'true');
    await expect(ui.status).toHaveText(ui.t.thinking);
    await expect(ui.stop).toBeVisible();
    await expect(ui.field).toHaveAttribute('readonly', '');
    await expect(ui.field).toBeFocused();
    expect(requests[0]?.postDataJSON()).toEqual({ message: ui.t.suggestions[0], locale: 'en', history: [] });
    release.open();

    const answer = ui.log.locator('[data-role="assistant"]');
    await expect(answer).toHaveCount(1);
    await expect(answer.locator('[lang="pt-BR"]').first()).toHaveText('Os chakras são centros de energia.');
    await expect(answer).not.toContainText('rascunho');
    const sources = answer.getByRole('list', { name: ui.t.sources });
    await expect(sources.getByRole('link', { name: 'Chakras: o guia completo' })).toHaveAttribute('href', '/pt/chakra');
    await expect(ui.log).toHaveAttribute('aria-busy', 'false');
    await expect(ui.send).toBeVisible();
    // The suggestions were for an empty conversation only.
    await expect(ui.panel.getByRole('button', { name: ui.t.suggestions[1] })).toHaveCount(0);

    // The next question carries the conversation so far.
    await ask(ui, 'E quantos são?');
    await expect(answer).toHaveCount(2);
    expect(requests[1]?.postDataJSON()).toEqual({
      message: 'E quantos são?',
      locale: 'en',
      history: [
        { role: 'user', content: ui.t.suggestions[0] },
        { role: 'assistant', content: 'Os chakras são centros de energia.' },
      ],
    });
  });

  test('Stop before any text arrives: the question goes back to the field, and nothing is left in the log', async ({
    page,
  }) => {
    // The answer never comes.
    await page.route('**/api/chat', () => {});
    await page.goto(ARTICLE);
    const ui = await openChat(page);
    await ask(ui, 'Tell me about auras');
    await expect(ui.status).toHaveText(ui.t.thinking);
    await ui.stop.click();
    await expect(ui.field).toHaveValue('Tell me about auras');
    await expect(ui.status).toHaveText(ui.t.stopped);
    await expect(ui.log.locator('[data-role]')).toHaveCount(0);
    await expect(ui.field).toBeFocused();
    await expect(ui.alert).toHaveText('');
  });

  test('Stop halfway: what arrived stays, marked as stopped, and the request is aborted', async ({ page }) => {
    await answerHalfway(page);
    await page.goto(ARTICLE);
    const ui = await openChat(page);
    await ask(ui, 'Tell me about auras');
    const answer = ui.log.locator('[data-role="assistant"]');
    await expect(answer).toContainText('The first half');
    await expect(ui.status).toHaveText(ui.t.answering);
    await expect(ui.log).toHaveAttribute('aria-busy', 'true');
    await ui.stop.click();
    await expect(answer).toContainText(ui.t.stopped);
    await expect(ui.log).toHaveAttribute('aria-busy', 'false');
    await expect(ui.status).toHaveText(ui.t.stopped);
    await expect(ui.field).toHaveValue('');
    await expect(ui.field).toBeFocused();
    expect(await wasAborted(page)).toBe(true);
  });

  test('leaving the page (pagehide) aborts the answer on its way', async ({ page }) => {
    await answerHalfway(page);
    await page.goto(ARTICLE);
    const ui = await openChat(page);
    await ask(ui, 'Tell me about auras');
    await expect(ui.log.locator('[data-role="assistant"]')).toContainText('The first half');
    expect(await wasAborted(page)).toBe(false);
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    await expect.poll(() => wasAborted(page)).toBe(true);
  });
});

for (const locale of ['en', 'pt'] as const) {
  test.describe(`failures in ${locale}`, () => {
    const failures = [
      ['a server error (500)', { status: 500, contentType: 'text/plain', body: 'Internal Server Error' }],
      ['an unreadable answer', { status: 200, contentType: 'text/html', body: '<html>maintenance</html>' }],
      [
        'a stream that breaks off',
        {
          status: 200,
          contentType: 'text/event-stream',
          body: `${encodeEvent('delta', { text: 'Half an ans' })}${encodeEvent('error', { message: 'x' })}`,
        },
      ],
    ] as const;

    for (const [what, response] of failures) {
      test(`${what}: the spec's message, translated, and the question back in the field`, async ({ page }) => {
        await page.route('**/api/chat', (route) => route.fulfill(response));
        await page.goto(homePath(locale));
        const ui = await openChat(page, locale);
        await ask(ui, 'Como limpar a energia da casa?');
        await expect(ui.alert).toHaveText(ui.t.error);
        await expect(ui.field).toHaveValue('Como limpar a energia da casa?');
        await expect(ui.field).toBeFocused();
        // The failed exchange is not left in the conversation looking like an answer.
        await expect(ui.log.locator('[data-role]')).toHaveCount(0);
        await expect(ui.log).toHaveAttribute('aria-busy', 'false');
      });
    }

    test(`no answer within ${CHAT_TIMEOUT_MS / 1000} s: the same message`, async ({ page }) => {
      await page.clock.install();
      // The answer never comes.
      await page.route('**/api/chat', () => {});
      await page.goto(homePath(locale));
      const ui = await openChat(page, locale);
      // Held still from here: a running clock also moved on with real time, and on a busy machine
      // more than the 1 s margin below passed between the question and the first check. A second
      // ahead of the page's own clock (the test's may lag it: "cannot fast-forward to the past").
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await ask(ui, 'Are you there?');
      await expect(ui.status).toHaveText(ui.t.thinking);
      await page.clock.fastForward(CHAT_TIMEOUT_MS - 1000);
      await expect(ui.alert).toHaveText('');
      await page.clock.fastForward(2000);
      await expect(ui.alert).toHaveText(ui.t.error);
      await expect(ui.field).toHaveValue('Are you there?');
      await expect(ui.log.locator('[data-role]')).toHaveCount(0);
    });

    test('a network failure: the same message, and sending again works', async ({ page }) => {
      let attempts = 0;
      await page.route('**/api/chat', async (route) => {
        attempts += 1;
        if (attempts === 1) return route.abort('internetdisconnected');
        return route.fulfill({ status: 200, contentType: 'text/event-stream', body: streamBody(englishAnswer) });
      });
      await page.goto(homePath(locale));
      const ui = await openChat(page, locale);
      await ask(ui, 'What is reiki?');
      await expect(ui.alert).toHaveText(ui.t.error);
      await expect(ui.field).toHaveValue('What is reiki?');
      await ui.field.press('Enter');
      await expect(ui.log).toContainText(ANSWER.join(''));
      await expect(ui.alert).toHaveText('');
      await expect(ui.log.locator('[data-role="user"]')).toHaveText([`${ui.t.you}: What is reiki?`]);
    });

    test("a refusal (429) shows the server's own, translated message", async ({ page }) => {
      const message = getMessages(locale).newsletter.connectionInline;
      await page.route('**/api/chat', (route) =>
        route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message }) }),
      );
      await page.goto(homePath(locale));
      const ui = await openChat(page, locale);
      await ask(ui, 'Again?');
      await expect(ui.alert).toHaveText(message);
      await expect(ui.field).toHaveValue('Again?');
    });
  });
}

test.describe('the conversation in this tab', () => {
  test('survives moving to another page, and Clear conversation empties it for good', async ({ page }) => {
    await answerWith(page, englishAnswer);
    await page.goto(ARTICLE);
    let ui = await openChat(page);
    await ask(ui, 'What are the chakras?');
    await expect(ui.log).toContainText(ANSWER.join(''));

    await page.goto(localizePath('/about', 'en'));
    ui = await openChat(page);
    await expect(ui.log.locator('[data-role="user"]')).toHaveText([`${ui.t.you}: What are the chakras?`]);
    await expect(ui.log.getByRole('link', { name: SOURCES[0]?.title ?? '?' })).toHaveAttribute('href', '/chakra');
    // Kept for the tab only: never in localStorage, never in a cookie.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /chat/i.test(key)))).toEqual([]);
    expect((await page.context().cookies()).filter((cookie) => /chat/i.test(cookie.name))).toEqual([]);

    await ui.panel.getByRole('button', { name: ui.t.clear }).click();
    await expect(ui.log.locator('[data-role]')).toHaveCount(0);
    await expect(ui.status).toHaveText(ui.t.cleared);
    await expect(ui.field).toBeFocused();
    await expect(ui.panel.getByRole('button', { name: ui.t.suggestions[0] })).toBeVisible();
    await page.reload();
    ui = await openChat(page);
    await expect(ui.log.locator('[data-role]')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('vibra:chat'))).toBeNull();
  });
});

test.describe('accessibility of the open panel', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a conversation at desktop width: labelled dialog, polite log, disclaimer, no serious axe violation', async ({
    page,
  }) => {
    await answerWith(page, englishAnswer);
    await page.goto(localizePath('/faq', 'en'));
    const ui = await openChat(page);
    await ask(ui, 'What are the chakras?');
    await expect(ui.log).toContainText(ANSWER.join(''));
    await expect(ui.log).toHaveAttribute('aria-live', 'polite');
    await expect(ui.panel).toContainText(ui.t.disclaimer);
    await expect(ui.panel.getByRole('heading', { name: ui.t.title })).toBeVisible();
    // Beside the launcher, not over it: the launcher stays usable as the toggle.
    const [panelBox, launcherBox] = await Promise.all([ui.panel.boundingBox(), ui.launcher.boundingBox()]);
    expect((panelBox?.y ?? 0) + (panelBox?.height ?? 0)).toBeLessThanOrEqual(launcherBox?.y ?? 0);
    await expectNoSeriousViolations(page, 'the open chat panel with a conversation');
    await ui.launcher.click();
    await expect(ui.panel).toBeHidden();
  });

  test('the performance overlay and the launcher sit in different corners', async ({ page }) => {
    const labels = getMessages('en').vitals.overlay;
    await page.goto('/?debug=performance');
    const overlay = page.getByRole('button', {
      name: new RegExp(`${labels.button.split(' {score}')[0]}|${labels.measuring}`),
    });
    await expect(overlay).toBeVisible();
    const [overlayBox, launcherBox] = await Promise.all([overlay.boundingBox(), chatUi(page).launcher.boundingBox()]);
    expect((overlayBox?.x ?? 0) + (overlayBox?.width ?? 0)).toBeLessThan(launcherBox?.x ?? 0);
  });
});

test.describe('the offline page', () => {
  test('has no launcher: the assistant cannot answer there', async ({ page }) => {
    await page.goto(localizePath('/offline', 'it'));
    await expect(page.getByRole('button', { name: texts('it').open })).toHaveCount(0);
  });
});

test.describe('with the real assistant', () => {
  test('a question in English gets an English answer linking English pages, an article or the chakra guide among them', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const ui = await openChat(page);
    await ask(ui, 'How can I cleanse the energy of my home?');
    const { answer, links } = await realAnswer(ui);
    await expect(answer.locator('[lang="en"]').first()).not.toBeEmpty();
    expect(links.length).toBeGreaterThan(0);
    // Every source is an English page of the site (hubs and the FAQ are sources too)…
    for (const href of links) {
      expect(href).toMatch(/^\/(?!(pt|es|it)(\/|#|$))/);
      expect((await page.request.get(href.split('#')[0] ?? href)).status(), href).toBe(200);
    }
    // …and the answer comes from the articles or the chakra guide.
    expect(
      links.some((href) => /^\/(blog\/[^/#]+|chakra)(#|$)/.test(href)),
      links.join(' '),
    ).toBe(true);
  });

  test('a question in Portuguese on the English page gets a Portuguese answer linking Portuguese pages', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const ui = await openChat(page);
    await ask(ui, 'Como faço a limpeza energética da minha casa?');
    const { answer, links } = await realAnswer(ui);
    await expect(answer.locator('[lang="pt-BR"]').first()).not.toBeEmpty();
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      expect(href).toMatch(/^\/pt\//);
      expect((await page.request.get(href.split('#')[0] ?? href)).status(), href).toBe(200);
    }
  });

  for (const locale of LOCALES) {
    test(`each suggested question in ${locale} gets an answer in ${locale}, with its sources`, async ({ page }) => {
      await page.goto(homePath(locale));
      const ui = await openChat(page, locale);
      for (const question of ui.t.suggestions) {
        await ui.panel.getByRole('button', { name: question }).click();
        const { answer, links } = await realAnswer(ui);
        await expect(answer.locator(`[lang="${HTML_LANG[locale]}"]`).first()).not.toBeEmpty();
        expect(links.length, question).toBeGreaterThan(0);
        await ui.panel.getByRole('button', { name: ui.t.clear }).click();
      }
    });
  }
});
