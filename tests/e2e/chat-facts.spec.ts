/**
 * The real assistant's honest answers in Chromium (issue 31): a question the site does not cover
 * gets the translated "I don't know" with the ways to reach the owner — the contact page, and
 * WhatsApp once the number is real (the fixture build keeps the sample number, so the site shows
 * no WhatsApp link then, as the booking page does not) — and a booking question links the booking
 * page, from the site's facts rather than a quoted passage.
 */
import { expect, test } from '@playwright/test';
import { samplesInPlace, site } from '../../src/config/site.ts';
import { ask, openChat, realAnswer } from './chat-ui.ts';
import { format, getMessages, HTML_LANG, homePath, type Locale, localizePath } from './fixtures.ts';

// The answers must come from the server, not from the offline service worker.
test.use({ serviceWorkers: 'block' });

const whatsappIsSample = samplesInPlace().includes('whatsappNumber');

const DECLINED: { locale: Locale; question: string }[] = [
  { locale: 'en', question: 'Who won the football game yesterday?' },
  { locale: 'pt', question: 'Quem ganhou o jogo do Flamengo ontem?' },
];

for (const { locale, question } of DECLINED) {
  test(`an off-topic question in ${locale} gets "I don't know" with the ways to reach the owner`, async ({ page }) => {
    await page.goto(homePath(locale));
    const ui = await openChat(page, locale);
    await ask(ui, question);
    const { answer, links } = await realAnswer(ui);
    await expect(answer.locator(`[lang="${HTML_LANG[locale]}"]`).first()).toHaveText(
      format(getMessages(locale).chat.unknown, { name: site.authorName }),
    );
    const contact = localizePath('/contact', locale);
    expect(links[0]).toBe(contact);
    await expect(answer.getByRole('link', { name: getMessages(locale).contact.heading })).toHaveAttribute(
      'href',
      contact,
    );
    const whatsapp = links.filter((href) => href.startsWith('https://wa.me/'));
    if (whatsappIsSample) {
      // A sample number is never offered: the contact page is the one way shown.
      expect(links).toEqual([contact]);
    } else {
      expect(whatsapp).toHaveLength(1);
      await expect(answer.getByRole('link', { name: getMessages(locale).bookingPages.whatsapp })).toBeVisible();
    }
  });
}

test('"How do I book a session?" links the booking page, and the link opens it', async ({ page }) => {
  await page.goto(homePath('en'));
  const ui = await openChat(page);
  await ask(ui, 'How do I book a session?');
  const { answer, links } = await realAnswer(ui);
  const facts = getMessages('en').chat.facts;
  await expect(answer.locator('[lang="en"]').first()).toHaveText(
    whatsappIsSample ? facts.booking : `${facts.booking} ${facts.whatsapp}`,
  );
  expect(links[0]).toBe('/book');
  await answer.getByRole('link', { name: getMessages('en').bookingPages.titles.services }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getMessages('en').bookingPages.titles.services);
});

test('a Portuguese question naming a session links that session’s booking step', async ({ page }) => {
  await page.goto(homePath('pt'));
  const ui = await openChat(page, 'pt');
  await ask(ui, 'Como agendo uma leitura energética?');
  const { answer, links } = await realAnswer(ui);
  await expect(answer.locator('[lang="pt-BR"]').first()).toContainText('Leitura Energética');
  const step = '/pt/book/time?service=energy-reading';
  expect(links[0]).toBe(step);
  expect(links).toContain('/pt/services/energy-reading');
  expect(links.some((href) => href.startsWith('https://wa.me/'))).toBe(!whatsappIsSample);
  expect((await page.request.get(step)).status()).toBe(200);
});
