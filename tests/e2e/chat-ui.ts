/**
 * The chat widget as the e2e tests drive it: its controls found by their translated names, opened
 * once hydrated, a question asked, and the real assistant's finished answer with its links.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { getMessages, type Locale, waitForHydration } from './fixtures.ts';

/** The widget's texts in a language. */
export const texts = (locale: Locale) => getMessages(locale).chatWidget;

/** The widget's controls, by their names in `locale`. */
export function chatUi(page: Page, locale: Locale = 'en') {
  const t = texts(locale);
  const panel = page.getByRole('dialog', { name: t.title });
  return {
    t,
    launcher: page.getByRole('button', { name: t.open }),
    panel,
    log: panel.getByRole('log'),
    field: panel.getByRole('textbox', { name: t.fieldLabel }),
    send: panel.getByRole('button', { name: t.send, exact: true }),
    stop: panel.getByRole('button', { name: t.stop, exact: true }),
    alert: panel.getByRole('alert'),
    status: panel.getByRole('status'),
  };
}

export type ChatUi = ReturnType<typeof chatUi>;

/** Opens the panel once the widget is ready (it hydrates when the browser is idle), focus in the field. */
export async function openChat(page: Page, locale: Locale = 'en'): Promise<ChatUi> {
  const ui = chatUi(page, locale);
  await waitForHydration(page, 'ChatWidget');
  await ui.launcher.click();
  await expect(ui.panel).toBeVisible();
  await expect(ui.field).toBeFocused();
  return ui;
}

/** Types a question and sends it with Enter. */
export async function ask(ui: ChatUi, question: string) {
  await ui.field.fill(question);
  await ui.field.press('Enter');
}

/** The answer's text element and its sources, once the real assistant has finished. */
export async function realAnswer(ui: ChatUi): Promise<{ answer: Locator; links: string[] }> {
  const answer = ui.log.locator('[data-role="assistant"]').last();
  // An answer, or a failure's message (then named by the assertion below, not by a timeout).
  await expect(answer.or(ui.alert.filter({ hasText: /\S/ }))).toBeVisible({ timeout: 45_000 });
  await expect(ui.alert).toHaveText('');
  await expect(ui.log).toHaveAttribute('aria-busy', 'false', { timeout: 45_000 });
  const links = await answer.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  return { answer, links: links.filter((href): href is string => href !== null) };
}
