/** View models of the quiz's pages: the quiz itself, each result's page and the tiebreakers. */

import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { langParam, localizePath } from '../../i18n/paths.ts';
import { QUIZ_PATHS, QUIZ_RESULTS, QUIZ_TIES, type QuizResult, RESULT_SLUGS, tieKey } from '../../lib/quiz/results.ts';
import type { PageHead } from '../head.ts';
import { pageIndex, sitePage } from '../index.ts';
import { quizContent } from '../quiz.ts';
import {
  QUIZ_FLOW_LABELS,
  type QuizFlowProps,
  type QuizGuideFormProps,
  type QuizGuidePageProps,
  type QuizPageProps,
  type QuizResultPageProps,
  type QuizTiebreakerPageProps,
} from '../view-models/quiz.ts';
import { bookingCta } from './shared.ts';

/** The site's pages that go deeper into each result, best first (page-index keys). */
const FURTHER_READING: Record<QuizResult, string[]> = {
  chakraAlignment: ['page:chakra', 'post:chakra-alignment', 'post:guided-meditation'],
  auraExpansion: ['post:aura-expansion', 'post:aura-reading', 'post:energy-cleansing-signs'],
  radionicsTables: ['post:radionics-tables', 'post:radiestesia', 'post:intuition-development'],
};

const resultPaths = (locale: Locale) =>
  Object.fromEntries(QUIZ_RESULTS.map((result) => [result, localizePath(QUIZ_PATHS.result(result), locale)])) as Record<
    QuizResult,
    string
  >;

export async function quizView(locale: Locale) {
  const messages = getMessages(locale);
  const quiz = await quizContent(locale);
  const head: PageHead = {
    page: await sitePage('page:quiz', locale),
    title: messages.pages.quiz.title,
    description: messages.pages.quiz.description,
  };
  const props: QuizPageProps = { title: quiz.welcome.title, incomplete: messages.quiz.incomplete };
  const flow: QuizFlowProps = {
    locale,
    labels: Object.fromEntries(QUIZ_FLOW_LABELS.map((key) => [key, messages.quiz[key]])) as QuizFlowProps['labels'],
    welcome: quiz.welcome,
    questions: quiz.questions,
    tiebreaker: quiz.tiebreaker,
    transition: quiz.transition,
    action: QUIZ_PATHS.answers,
    resultPaths: resultPaths(locale),
  };
  return { head, props, flow };
}

/** Every result in every language. */
export function quizResultPaths() {
  return LOCALES.flatMap((locale) => QUIZ_RESULTS.map((result) => ({ locale, result })));
}

/** getStaticPaths of the pages made once per result and language (`[...lang]/quiz/…/[result]`). */
export function quizResultStaticPaths() {
  return quizResultPaths().map(({ locale, result }) => ({
    params: { lang: langParam(locale), result: RESULT_SLUGS[result] },
    props: { locale, result },
  }));
}

export async function quizResultView(locale: Locale, result: QuizResult) {
  const messages = getMessages(locale);
  const labels = messages.quiz;
  const text = (await quizContent(locale)).results[result];
  const index = await pageIndex();
  const reading = FURTHER_READING[result].map((key) => {
    const page = index.find((candidate) => candidate.key === key && candidate.locale === locale);
    if (!page) throw new Error(`Quiz result ${result}: no page ${key} to recommend`);
    return { title: page.title, href: page.path };
  });
  const head: PageHead = {
    page: await sitePage(`quiz:${RESULT_SLUGS[result]}`, locale),
    title: format(labels.resultTitle, { name: text.name }),
    description: format(labels.resultDescription, { tagline: text.tagline }),
    ogType: 'article',
    ogImage: `/og/${locale}/quiz/${RESULT_SLUGS[result]}.jpg`,
  };
  const props: QuizResultPageProps = {
    labels,
    name: text.name,
    tagline: text.tagline,
    description: text.description,
    thisWeek: text.thisWeek,
    reading,
    booking: bookingCta(messages, locale, labels.bookHeading, labels.bookText),
    quizHref: localizePath(QUIZ_PATHS.quiz, locale),
    guide: { heading: labels.captureHeading, text: labels.captureText, thankYouTitle: labels.thankYouTitle },
  };
  const guideForm: QuizGuideFormProps = {
    locale,
    result,
    action: QUIZ_PATHS.lead,
    labels: {
      captureEmailLabel: labels.captureEmailLabel,
      captureNewsletter: labels.captureNewsletter,
      captureSubmit: labels.captureSubmit,
      captureSending: labels.captureSending,
      thankYouTitle: labels.thankYouTitle,
      thankYouText: labels.thankYouText,
      invalidEmail: messages.newsletter.invalidEmail,
      connection: messages.newsletter.connectionInline,
    },
  };
  return { head, props, guideForm };
}

/** Every tiebreaker page in every language (for getStaticPaths). */
export function quizTiebreakerPaths() {
  return LOCALES.flatMap((locale) => QUIZ_TIES.map((tied) => ({ locale, tie: tieKey(tied), tied })));
}

export async function quizTiebreakerView(locale: Locale, tied: readonly QuizResult[]) {
  const messages = getMessages(locale);
  const quiz = await quizContent(locale);
  const head: PageHead = {
    page: await sitePage(`quiz-tiebreaker:${tieKey(tied)}`, locale),
    title: messages.pages.quizTiebreaker.title,
    description: messages.pages.quizTiebreaker.description,
  };
  const props: QuizTiebreakerPageProps = {
    locale,
    labels: messages.quiz,
    intro: quiz.tiebreaker.intro,
    prompt: quiz.tiebreaker.prompt,
    options: quiz.tiebreaker.options.filter((option) => tied.includes(option.result)),
    tie: tieKey(tied),
    action: QUIZ_PATHS.answers,
  };
  return { head, props };
}

export async function quizGuideView(locale: Locale, result: QuizResult) {
  const messages = getMessages(locale);
  const guide = (await quizContent(locale)).guides[result];
  const fullTitle = format(messages.quiz.guideTitle, { title: guide.title });
  const head: PageHead = {
    page: await sitePage(`quiz-guide:${RESULT_SLUGS[result]}`, locale),
    // A document title stays within 60 characters: the guide's own title when the longer one is not.
    title: fullTitle.length <= 60 ? fullTitle : guide.title,
    description: guide.subtitle,
    ogImage: `/og/${locale}/quiz/${RESULT_SLUGS[result]}.jpg`,
  };
  const props: QuizGuidePageProps = {
    eyebrow: messages.quiz.guideEyebrow,
    ...guide,
    booking: bookingCta(messages, locale, messages.quiz.bookHeading, messages.quiz.bookText),
    pdf: { href: localizePath(QUIZ_PATHS.guidePdf(result), locale), label: messages.quiz.guidePdf },
  };
  return { head, props };
}
