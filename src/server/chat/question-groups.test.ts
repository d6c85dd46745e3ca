import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales.ts';
import { type AskedQuestion, groupQuestions } from './question-groups.ts';

/** Questions asked a day apart, the first on 1 November. */
function asked(locale: Locale, questions: string[], firstId = 1): AskedQuestion[] {
  return questions.map((question, index) => ({
    id: firstId + index,
    locale,
    question,
    askedAt: new Date(Date.UTC(2026, 10, 1 + index, 10)).toISOString(),
  }));
}

const ENGLISH = asked('en', [
  'crystals for sleep',
  'which crystal helps me sleep better?',
  'best crystal for sleeping',
  'crystals for anxiety',
  'what crystal for anxiety and stress',
  'who won the game yesterday',
]);

/** Each group as its members' questions, the order the function gives. */
const questionsOf = (groups: ReturnType<typeof groupQuestions>) =>
  groups.map((group) => group.members.map((member) => member.question));

describe('groupQuestions', () => {
  it('puts questions asking the same thing together, counted, with dates, label and typical question', () => {
    const [sleep, ...rest] = groupQuestions(ENGLISH, 'en');
    expect(sleep).toMatchObject({
      locale: 'en',
      count: 3,
      firstAsked: '2026-11-01T10:00:00.000Z',
      lastAsked: '2026-11-03T10:00:00.000Z',
      representative: { question: 'crystals for sleep' },
    });
    expect(sleep?.members.map((member) => member.id)).toEqual([3, 2, 1]);
    expect(sleep?.label.slice(0, 2)).toEqual(['sleep', 'crystal']);
    expect(sleep?.terms).toContain('sleep');
    expect(questionsOf(rest)).toEqual([
      ['what crystal for anxiety and stress', 'crystals for anxiety'],
      ['who won the game yesterday'],
    ]);
  });

  it('keeps different subjects apart even when they share a word', () => {
    const groups = groupQuestions(asked('en', ['crystals for sleep', 'crystals for anxiety', 'crystals']), 'en');
    expect(questionsOf(groups).sort()).toEqual([['crystals'], ['crystals for anxiety'], ['crystals for sleep']]);
  });

  it('reads a question typed without accents as the same question', () => {
    const groups = groupQuestions(
      asked('pt', ['meditação para ansiedade', 'meditacao ansiedade', 'vocês atendem em Curitiba?']),
      'pt',
    );
    expect(groups.map((group) => group.count)).toEqual([2, 1]);
    expect(groups[0]?.label).toContain('ansiedade');
  });

  it('groups one language at a time', () => {
    const mixed = [
      ...asked('en', ['crystals for sleep', 'crystal for sleep']),
      ...asked('es', ['cristales para dormir', 'cristales para dormir bien'], 10),
    ];
    expect(questionsOf(groupQuestions(mixed, 'en'))).toEqual([['crystal for sleep', 'crystals for sleep']]);
    expect(groupQuestions(mixed, 'es').map((group) => [group.locale, group.count])).toEqual([['es', 2]]);
    expect(groupQuestions(mixed, 'it')).toEqual([]);
  });

  it('gives the same groups whatever order the questions come in', () => {
    const reversed = [...ENGLISH].reverse();
    const shuffled = [ENGLISH[3], ENGLISH[0], ENGLISH[5], ENGLISH[2], ENGLISH[4], ENGLISH[1]] as AskedQuestion[];
    const groups = groupQuestions(ENGLISH, 'en');
    expect(groupQuestions(reversed, 'en')).toEqual(groups);
    expect(groupQuestions(shuffled, 'en')).toEqual(groups);
  });

  it('keeps a question without a meaningful word alone, with the same text asked again', () => {
    const groups = groupQuestions(asked('en', ['???', 'ok', '???']), 'en');
    expect(groups.map((group) => [group.representative.question, group.count, group.label])).toEqual([
      ['???', 2, []],
      ['ok', 1, []],
    ]);
  });

  it('groups three months of questions (thousands) by subject', () => {
    const subjects = ['crystals for sleep', 'reiki at a distance', 'tarot for love', 'chakra healing music'];
    const extras = ['please', 'best', 'online', 'free', 'today', 'beginners', 'course', 'price'];
    const many = Array.from({ length: 6000 }, (_, index) => ({
      id: index + 1,
      locale: 'en' as const,
      question: `${subjects[index % 4]} ${extras[index % 8]} ${index % 7 === 0 ? `word${index}` : ''}`,
      askedAt: new Date(Date.UTC(2026, 8, 1) + index * 20 * 60_000).toISOString(),
    }));
    const groups = groupQuestions(many, 'en');
    expect(groups.slice(0, 4).map((group) => group.count)).toEqual([1500, 1500, 1500, 1500]);
  });
});
