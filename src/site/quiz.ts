/** The quiz's content in one language (`src/content/quiz/<locale>.yaml`), checked by its schema. */
import { type CollectionEntry, getEntry } from 'astro:content';
import type { Locale } from '../i18n/locales.ts';

export type QuizContent = CollectionEntry<'quiz'>['data'];

export async function quizContent(locale: Locale): Promise<QuizContent> {
  const entry = await getEntry('quiz', locale);
  if (!entry) throw new Error(`The quiz src/content/quiz/${locale}.yaml is missing`);
  return entry.data;
}
