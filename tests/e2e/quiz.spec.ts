/**
 * The spiritual quiz in Chromium, in every language: the step-by-step flow to the result page,
 * the tiebreaker, the plain form without JavaScript (scored by the server), a reload and the Back
 * button mid-quiz, the entry points, and axe on each step.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { QUIZ_PATHS, type QuizResult } from '../../src/lib/quiz/results.ts';
import { expectNoSeriousViolations } from './axe.ts';
import {
  format,
  getMessages,
  getTestRoute,
  homePath,
  LOCALES,
  type Locale,
  localizePath,
  waitForHydration,
} from './fixtures.ts';

interface QuizText {
  welcome: { start: string };
  questions: { id: string; prompt: string; options: { result: QuizResult; label: string }[] }[];
  tiebreaker: { prompt: string; options: { result: QuizResult; label: string }[] };
  transition: string[];
  results: Record<QuizResult, { name: string }>;
  guides: Record<QuizResult, { title: string }>;
}

/** The quiz as the owner wrote it (the content file), so the test follows the content. */
const quizText = (locale: Locale): QuizText =>
  parseYaml(readFileSync(new URL(`../../src/content/quiz/${locale}.yaml`, import.meta.url), 'utf8')) as QuizText;

const C: QuizResult = 'chakraAlignment';
const A: QuizResult = 'auraExpansion';
const R: QuizResult = 'radionicsTables';

/** The option label that counts for `result` in question `index` (0–5). */
function optionFor(quiz: QuizText, index: number, result: QuizResult): string {
  const option = quiz.questions[index]?.options.find((candidate) => candidate.result === result);
  if (!option) throw new Error(`no option for ${result} in question ${index + 1}`);
  return option.label;
}

/** Hovering the quiz loads its island; then the welcome's button starts the steps. */
async function startQuiz(page: Page, locale: Locale, { checkPlainForm = false } = {}) {
  const quiz = quizText(locale);
  await page.goto(localizePath(QUIZ_PATHS.quiz, locale));
  // Before the first use the page is the plain form (as without JavaScript): axe reads that too.
  if (checkPlainForm) await expectNoSeriousViolations(page, `the plain quiz in ${locale}`);
  await page.locator('astro-island').filter({ hasText: quiz.welcome.start }).hover();
  await waitForHydration(page, 'QuizFlow');
  await page.getByRole('button', { name: quiz.welcome.start }).click();
  return quiz;
}

/** Answers the current step and goes on. */
async function answer(page: Page, label: string, button: string) {
  await page.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: button, exact: true }).click();
}

for (const locale of LOCALES) {
  test.describe(`quiz in ${locale}`, () => {
    const t = getMessages(locale).quiz;

    test('one question a screen with progress, a transition, then the result page', async ({ page }) => {
      const quiz = await startQuiz(page, locale, { checkPlainForm: true });
      const picks = [C, C, C, A, R, C];
      for (const [index, result] of picks.entries()) {
        const legend = format(t.progress, { current: index + 1, total: 6 });
        await expect(page.getByRole('group', { name: legend })).toContainText(quiz.questions[index]?.prompt ?? '?');
        await expect(page.getByRole('progressbar', { name: t.progressLabel })).toHaveAttribute(
          'aria-valuenow',
          String(index + 1),
        );
        if (index === 0) {
          // Going on without an answer asks for one.
          await page.getByRole('button', { name: t.next, exact: true }).click();
          await expect(page.getByRole('alert').filter({ hasText: t.chooseOne })).toBeVisible();
          await expectNoSeriousViolations(page, `quiz question 1 in ${locale}`);
        }
        await answer(page, optionFor(quiz, index, result), index === 5 ? t.seeResult : t.next);
      }
      await expect(page.getByRole('status', { name: t.transitionLabel })).toHaveText(quiz.transition[0] ?? '?');
      if (locale === 'en') {
        // Left alone, the transition ends by itself after its three lines.
        await expect(page.getByRole('status', { name: t.transitionLabel })).toHaveText(quiz.transition[1] ?? '?');
      } else {
        await page.getByRole('button', { name: t.skip }).click();
      }
      await page.waitForURL(`**${localizePath(QUIZ_PATHS.result(C), locale)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiz.results[C].name);
      // The funnel counted each step reached (counts per day and language, nothing personal).
      await expect
        .poll(async () => {
          const funnel = (await (
            await getTestRoute(page.request, `/__e2e/quiz-funnel?locale=${locale}`)
          ).json()) as Record<string, number>;
          return ['started', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'result'].every((step) => (funnel[step] ?? 0) >= 1);
        })
        .toBe(true);
      await expect(page.getByRole('link', { name: t.takeQuiz })).toHaveAttribute(
        'href',
        localizePath(QUIZ_PATHS.quiz, locale),
      );
      await expectNoSeriousViolations(page, `quiz result page in ${locale}`);

      // The free guide by e-mail: the invalid-address text, then the thank-you and the mail.
      const messages = getMessages(locale);
      const address = `quiz.${locale}.${Date.now()}@example.com`;
      const form = page.locator('#quiz-guide-form');
      const email = form.getByLabel(t.captureEmailLabel);
      await email.focus();
      await waitForHydration(page, 'QuizGuideForm');
      await email.fill('ana@gmail');
      await form.getByRole('button', { name: t.captureSubmit }).click();
      await expect(page.locator('#quiz-guide-message')).toHaveText(messages.newsletter.invalidEmail);
      await expect(email).toBeFocused();
      await email.fill(address);
      await form.getByRole('button', { name: t.captureSubmit }).click();
      await expect(page.getByRole('heading', { name: t.thankYouTitle })).toBeFocused();
      await expect(page.getByText(format(t.thankYouText, { email: address }))).toBeVisible();
      await expectNoSeriousViolations(page, `quiz thank-you in ${locale}`);
      const delivered = async () =>
        (await (await getTestRoute(page.request, `/__e2e/smtp?to=${encodeURIComponent(address)}`)).json()) as {
          subject: string;
          text: string;
        }[];
      await expect.poll(async () => (await delivered()).length, { timeout: 20_000 }).toBe(1);
      const [mail] = await delivered();
      expect(mail?.subject).toBe(format(messages.email.quizGuideSubject, { title: quiz.guides[C].title }));
      expect(mail?.text).toContain(localizePath(QUIZ_PATHS.guide(C), locale));
      expect(mail?.text).toContain(localizePath(QUIZ_PATHS.guidePdf(C), locale));
    });

    test('a tie asks the tiebreaker with only the tied results, and its answer decides', async ({ page }) => {
      const quiz = await startQuiz(page, locale);
      const picks = [A, A, A, R, R, R];
      for (const [index, result] of picks.entries()) {
        await answer(page, optionFor(quiz, index, result), index === 5 ? t.seeResult : t.next);
      }
      await expect(page.getByRole('heading', { name: t.tiebreakerTitle })).toBeVisible();
      const group = page.getByRole('group', { name: t.tiebreakerTitle });
      await expect(group).toContainText(quiz.tiebreaker.prompt);
      await expect(group.getByRole('radio')).toHaveCount(2);
      const chakra = quiz.tiebreaker.options.find((option) => option.result === C)?.label ?? '?';
      await expect(group.getByRole('radio', { name: chakra })).toHaveCount(0);
      await expectNoSeriousViolations(page, `quiz tiebreaker in ${locale}`);
      const radionics = quiz.tiebreaker.options.find((option) => option.result === R)?.label ?? '?';
      await answer(page, radionics, t.decide);
      await page.getByRole('button', { name: t.skip }).click();
      await page.waitForURL(`**${localizePath(QUIZ_PATHS.result(R), locale)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiz.results[R].name);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`the plain form in ${locale}: six questions on one page, scored by the server; a tie goes to its tiebreaker`, async ({
      page,
    }) => {
      const quiz = quizText(locale);
      const t = getMessages(locale).quiz;
      await page.goto(localizePath(QUIZ_PATHS.quiz, locale));
      await expect(page.getByRole('group')).toHaveCount(6);

      // 2–2–2: all three tie.
      for (const [index, result] of [C, C, A, A, R, R].entries()) {
        await page.getByRole('radio', { name: optionFor(quiz, index, result) }).check();
      }
      await page.getByRole('button', { name: t.seeResult }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.tiebreakerTitle);
      await expect(page.getByRole('radio')).toHaveCount(3);
      // Sent without a choice: the page asks for one.
      await page.goto(`${QUIZ_PATHS.answers}?locale=${locale}&tie=chakra-alignment--aura-expansion--radionics-tables`);
      await expect(page.locator('#quiz-incomplete')).toBeVisible();
      await expect(page.locator('#quiz-incomplete')).toHaveText(t.chooseOne);
      await page
        .getByRole('radio', { name: quiz.tiebreaker.options.find((o) => o.result === A)?.label ?? '?' })
        .check();
      await page.getByRole('button', { name: t.decide }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(QUIZ_PATHS.result(A), locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiz.results[A].name);

      // The guide's plain form: the server answers with this page and the thank-you written in.
      const address = `plain.${locale}.${Date.now()}@example.com`;
      const form = page.locator('#quiz-guide-form');
      await form.getByLabel(t.captureEmailLabel).fill(address);
      await form.getByRole('button', { name: t.captureSubmit }).click();
      await expect(page.locator('#quiz-guide-notice')).toHaveText(format(t.thankYouText, { email: address }));

      // The guide itself, readable as a page, and as a PDF made at build time.
      await page.goto(localizePath(QUIZ_PATHS.guide(A), locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiz.guides[A].title);
      const pdfHref = await page.getByRole('link', { name: t.guidePdf }).getAttribute('href');
      expect(pdfHref).toBe(localizePath(QUIZ_PATHS.guidePdf(A), locale));
      const pdf = await page.request.get(pdfHref ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const bytes = await pdf.body();
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // A real document (about 25 KB with its fonts), not an empty shell.
      expect(bytes.length).toBeGreaterThan(10_000);
    });
  }

  test('answers sent incomplete come back to the quiz with a translated notice', async ({ page }) => {
    await page.goto(`${QUIZ_PATHS.answers}?locale=pt&q1=chakraAlignment`);
    await expect(page).toHaveURL(/\/pt\/quiz#quiz-incomplete$/);
    await expect(page.locator('#quiz-incomplete')).toBeVisible();
    await expect(page.locator('#quiz-incomplete')).toHaveText(getMessages('pt').quiz.incomplete);
  });
});

test('a reload keeps the answers and the step; Back and Forward move between steps', async ({ page }) => {
  const t = getMessages('es').quiz;
  const quiz = await startQuiz(page, 'es');
  await answer(page, optionFor(quiz, 0, R), t.next);
  await answer(page, optionFor(quiz, 1, A), t.next);
  await expect(page).toHaveURL(/#quiz-q3$/);

  await page.reload();
  await waitForHydration(page, 'QuizFlow');
  await expect(page.getByRole('group', { name: format(t.progress, { current: 3, total: 6 }) })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('radio', { name: optionFor(quiz, 1, A) })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('radio', { name: optionFor(quiz, 0, R) })).toBeChecked();
  await page.goForward();
  await expect(page.getByRole('group', { name: format(t.progress, { current: 2, total: 6 }) })).toBeVisible();
  await expect(page.getByRole('radio', { name: optionFor(quiz, 1, A) })).toBeChecked();
});

test('the home page, the blog, every article and the about page invite to the quiz in their language', async ({
  page,
}) => {
  for (const locale of ['en', 'it'] as const) {
    const quizPath = localizePath(QUIZ_PATHS.quiz, locale);
    for (const path of [homePath(locale), localizePath('/blog', locale), localizePath('/about', locale)]) {
      await page.goto(path);
      await expect(page.locator(`a[href="${quizPath}"]`).first(), path).toBeAttached();
    }
  }
  await page.goto('/blog/tarot-meaning');
  await expect(page.getByRole('link', { name: getMessages('en').quiz.takeQuiz })).toHaveAttribute('href', '/quiz');
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the quiz, a step and the result page fit without sideways scrolling', async ({ page }) => {
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const quiz = await startQuiz(page, 'pt');
    await expect(page.getByRole('progressbar')).toBeVisible();
    expect(await fits()).toBe(true);
    await page.goto(localizePath(QUIZ_PATHS.result(A), 'pt'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiz.results[A].name);
    expect(await fits()).toBe(true);
  });
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Where an element is on the screen, and what the sticky header covers at the top. */
  const placeOf = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const box = element.getBoundingClientRect();
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        return { top: box.top, bottom: box.bottom, header, screen: window.innerHeight };
      });

  for (const locale of ['pt', 'it'] as const) {
    test(`each step shows whole, the question and its buttons, and the transition keeps its height (${locale})`, async ({
      page,
    }) => {
      const quiz = quizText(locale);
      const t = getMessages(locale).quiz;
      await page.goto(localizePath(QUIZ_PATHS.quiz, locale));
      // The plain form's start link, or the island's start button once it is there.
      await page
        .getByRole('link', { name: quiz.welcome.start })
        .or(page.getByRole('button', { name: quiz.welcome.start }))
        .tap();
      await waitForHydration(page, 'QuizFlow');
      const picks = [C, C, C, A, R, C];
      for (const [index, result] of picks.entries()) {
        const group = page.getByRole('group', { name: format(t.progress, { current: index + 1, total: 6 }) });
        await expect(group).toBeVisible();
        await expect(group.getByRole('radio').first()).toBeFocused();
        const button = index === 5 ? t.seeResult : t.next;
        // Checked before any tap, which would scroll what it taps into view.
        const progress = await placeOf(page, '[role=progressbar]');
        expect(progress.top, `question ${index + 1}: its progress bar is under the header`).toBeGreaterThanOrEqual(
          progress.header,
        );
        await page.getByRole('radio', { name: optionFor(quiz, index, result) }).tap();
        const next = await page.getByRole('button', { name: button, exact: true }).evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { bottom: box.bottom, screen: window.innerHeight };
        });
        expect(next.bottom, `question ${index + 1}: "${button}" is on the screen`).toBeLessThanOrEqual(next.screen);

        if (index === 5) {
          // The transition takes the question's place at its height: nothing below it moves.
          const before = await page.evaluate(() => ({
            footer: (document.querySelector('footer')?.getBoundingClientRect().top ?? 0) + window.scrollY,
            page: document.documentElement.scrollHeight,
          }));
          await page.getByRole('button', { name: button, exact: true }).tap();
          await expect(page.getByRole('status', { name: t.transitionLabel })).toBeVisible();
          const during = await page.evaluate(() => ({
            footer: (document.querySelector('footer')?.getBoundingClientRect().top ?? 0) + window.scrollY,
            page: document.documentElement.scrollHeight,
          }));
          expect(Math.abs(during.footer - before.footer), 'the footer stays where it was').toBeLessThanOrEqual(1);
          expect(Math.abs(during.page - before.page), 'the page keeps its height').toBeLessThanOrEqual(1);
        } else {
          await page.getByRole('button', { name: button, exact: true }).tap();
        }
      }
      await page.waitForURL(`**${localizePath(QUIZ_PATHS.result(C), locale)}`);
    });
  }
});
