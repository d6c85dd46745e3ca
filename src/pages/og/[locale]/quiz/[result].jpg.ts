import type { APIRoute } from 'astro';
import { site } from '../../../../config/site.ts';
import type { Locale } from '../../../../i18n/locales.ts';
import { getMessages } from '../../../../i18n/messages/index.ts';
import { type QuizResult, RESULT_SLUGS } from '../../../../lib/quiz/results.ts';
import { renderShareImage } from '../../../../site/og/share-image.tsx';
import { quizContent } from '../../../../site/quiz.ts';
import { quizResultPaths } from '../../../../site/views/quiz.ts';

/** Each result's colours on its share card. */
const COLORS: Record<QuizResult, readonly [string, string]> = {
  chakraAlignment: ['#2a1f47', '#7a3b8f'],
  auraExpansion: ['#1f3a4d', '#3f7f8c'],
  radionicsTables: ['#3b2a1f', '#8c6a3f'],
};

/** One share image per quiz result and language, at /og/{locale}/quiz/{result}.jpg. */
export function getStaticPaths() {
  return quizResultPaths().map(({ locale, result }) => ({
    params: { locale, result: RESULT_SLUGS[result] },
    props: { locale, result },
  }));
}

export const GET: APIRoute = async ({ props }) => {
  const { locale, result } = props as { locale: Locale; result: QuizResult };
  const messages = getMessages(locale);
  const text = (await quizContent(locale)).results[result];
  const jpeg = await renderShareImage({
    title: text.name,
    eyebrow: messages.pageNames.quiz,
    footer: `${site.brandName} · ${messages.quiz.takeQuiz}`,
    colors: COLORS[result],
  });
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
};
