/** What related-article matching needs to know about an article. */
export interface ArticleSummary {
  /** Stable identity (the English slug). */
  key: string;
  category: string;
  keywords: readonly string[];
  title: string;
  date: Date;
}

/** How many suggestions to give unless told otherwise. */
export const DEFAULT_RELATED_COUNT = 3;

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * How well a candidate matches a list of keyword phrases: +3 for each phrase
 * found whole in the candidate's keywords or title, +1 for each word of a phrase longer than
 * 3 characters that the candidate's keywords or title contain.
 */
export function keywordScore(phrases: readonly string[], candidate: ArticleSummary): number {
  const haystack = [...candidate.keywords, candidate.title].map((text) => text.toLocaleLowerCase());
  const candidateWords = new Set(haystack.flatMap(words));
  let score = 0;
  for (const phrase of phrases) {
    const normalized = phrase.toLocaleLowerCase().trim();
    if (!normalized) continue;
    if (haystack.some((text) => text.includes(normalized))) score += 3;
    score += words(normalized).filter((word) => word.length > 3 && candidateWords.has(word)).length;
  }
  return score;
}

const newestFirst = (a: ArticleSummary, b: ArticleSummary) => b.date.getTime() - a.date.getTime();

/**
 * Suggestions for a reader of `subject` (an article, or just a category and keywords):
 * articles of the same category when at least `count` of them exist; otherwise the best keyword
 * scores (ties: newest first). Articles that score nothing fill the remaining places, newest first,
 * so the reader always gets `count` suggestions when the site has them.
 */
export function relatedArticles<T extends ArticleSummary>(
  subject: { key?: string; category: string; keywords: readonly string[] },
  articles: readonly T[],
  count = DEFAULT_RELATED_COUNT,
): T[] {
  const candidates = articles.filter((article) => article.key !== subject.key);
  const sameCategory = candidates.filter((article) => article.category === subject.category);
  if (sameCategory.length >= count) return [...sameCategory].sort(newestFirst).slice(0, count);

  const scored = candidates
    .map((article) => ({ article, score: keywordScore(subject.keywords, article) }))
    .sort((a, b) => b.score - a.score || newestFirst(a.article, b.article));
  return scored.slice(0, count).map(({ article }) => article);
}
