import { describe, expect, it } from 'vitest';
import { type ArticleSummary, keywordScore, relatedArticles } from './related-articles.ts';

const article = (
  key: string,
  category: string,
  keywords: string[],
  date = '2025-01-01',
  title = key,
): ArticleSummary => ({
  key,
  category,
  keywords,
  title,
  date: new Date(date),
});

describe('keywordScore', () => {
  const candidate = article(
    'c',
    'meditation',
    ['guided meditation', 'daily practice'],
    '2025-01-01',
    'How to meditate',
  );
  it('gives +3 for a whole phrase and +1 per matching word longer than 3 characters', () => {
    // "guided meditation": phrase +3, "guided" +1, "meditation" +1
    expect(keywordScore(['guided meditation'], candidate)).toBe(5);
    // "daily": +1 only ("walk" is not in the candidate)
    expect(keywordScore(['daily walk'], candidate)).toBe(1);
  });

  it('ignores words of 3 characters or fewer and is case-insensitive', () => {
    expect(keywordScore(['how to'], candidate)).toBe(3); // phrase found in the title, both words short
    expect(keywordScore(['the art'], candidate)).toBe(0);
    expect(keywordScore(['DAILY PRACTICE'], candidate)).toBe(5);
  });
});

describe('relatedArticles', () => {
  const subject = article('s', 'meditation', ['third eye', 'intuition']);

  it('uses the category when at least three articles share it (newest first, never the article itself)', () => {
    const pool = [
      subject,
      article('m1', 'meditation', [], '2025-01-01'),
      article('m2', 'meditation', [], '2025-03-01'),
      article('m3', 'meditation', [], '2025-02-01'),
      article('m4', 'meditation', [], '2024-01-01'),
      article('x', 'tarot', ['third eye', 'intuition'], '2025-05-01'),
    ];
    expect(relatedArticles(subject, pool).map((a) => a.key)).toEqual(['m2', 'm3', 'm1']);
  });

  it('scores keywords when fewer than three share the category', () => {
    const pool = [
      subject,
      article('same', 'meditation', [], '2025-01-01'),
      article('eye', 'energy', ['third eye chakra'], '2024-01-01'),
      article('intuition', 'intuition', ['intuition', 'third eye'], '2024-02-01'),
      article('none', 'tarot', ['cards'], '2025-06-01'),
    ];
    // intuition: "third eye" +3 +1 (third), "intuition" +3 +1 = 8; eye: +3 +1 = 4; then newest of the rest
    expect(relatedArticles(subject, pool).map((a) => a.key)).toEqual(['intuition', 'eye', 'none']);
  });

  it('respects a custom count and works from a category and keywords alone', () => {
    const pool = [
      article('a', 'espiritualidade', ['spirituality']),
      article('b', 'beginnersGuide', ['spirituality for beginners']),
    ];
    // With a count of one, the single article of the category is enough for the category rule.
    expect(relatedArticles({ category: 'espiritualidade', keywords: [] }, pool, 1).map((a) => a.key)).toEqual(['a']);
    // With two, the category is short, so keywords decide: "beginners" only scores for b.
    const scored = relatedArticles({ category: 'espiritualidade', keywords: ['beginners'] }, pool, 2);
    expect(scored.map((a) => a.key)).toEqual(['b', 'a']);
  });

  it('returns fewer than the count only when the site has fewer articles', () => {
    expect(relatedArticles(subject, [subject, article('only', 'tarot', [])])).toHaveLength(1);
  });
});
