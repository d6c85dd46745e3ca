import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import {
  type Coverage,
  coverageOf,
  isCovered,
  MIN_SHARE_WITH_SUBJECT,
  MIN_SHARE_WITHOUT_SUBJECT,
  SUBJECT_HEADING_SHARE,
} from './coverage.ts';
import { createKnowledge, indexPassages, type KnowledgeFile, type Passage } from './knowledge.ts';
import { meaningfulWords } from './terms.ts';

/** An English site of these sections (heading and sentences), one page each. */
function siteOf(sections: [heading: string, ...sentences: string[]][]) {
  const passages: Passage[] = sections.map(([heading, ...sentences], id) => ({
    id,
    path: `/page-${id}`,
    key: `post:page-${id}`,
    kind: 'post',
    title: `Page ${id}`,
    heading,
    sentences,
  }));
  const locales = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === 'en'
        ? { passages, index: indexPassages(locale, passages) }
        : { passages: [], index: indexPassages(locale, []) },
    ]),
  ) as KnowledgeFile['locales'];
  return { knowledge: createKnowledge({ version: 1, locales }), passages };
}

/** Ten chakra sections (a subject), a card game once, "time" in passing, and twenty walks. */
const { knowledge, passages } = siteOf([
  ...Array.from({ length: 10 }, (_, index): [string, ...string[]] => [
    `The chakra of step ${index}`,
    `Each chakra is a centre of energy along the spine, step ${index}.`,
    'Take your time.',
  ]),
  ['The colour game', 'Play the card game with a friend and guess the colour.'],
  ['Evening practice', 'Keep the time for yourself in the evening.'],
  ...Array.from({ length: 20 }, (_, index): [string, ...string[]] => [`Walk ${index}`, 'Walk slowly in the park.']),
]);

const coverage = (question: string, answering: Passage[]) =>
  coverageOf(knowledge, 'en', meaningfulWords(question, 'en'), answering);

describe('how much of a question the answering sections hold', () => {
  it('counts a question on a subject of the site as covered, words the site never uses and all', () => {
    const found = coverage('chakra energy on the spine: a hindu idea?', passages.slice(0, 3));
    expect(found).toMatchObject({ headedByQuestion: true, headedBySubject: true, hasUnknownWords: true });
    expect(isCovered(found)).toBe(true);
  });

  it('declines a word the site heads once when the rest of the question is foreign to it', () => {
    const found = coverage('who won the football game', passages.slice(10, 11));
    expect(found).toMatchObject({ headedByQuestion: true, headedBySubject: false, hasUnknownWords: true });
    expect(isCovered(found)).toBe(false);
  });

  it('declines a section that has the question’s words only in passing, not in its heading', () => {
    const found = coverage('time for yourself', passages.slice(11, 12));
    expect(found).toMatchObject({ share: 1, headedByQuestion: false });
    expect(isCovered(found)).toBe(false);
  });

  it('weighs words by their rarity on the site: a common word holds less of the question than a rare one', () => {
    const rare = coverage('colour time', passages.slice(10, 11));
    const common = coverage('colour time', passages.slice(0, 1));
    expect(rare.share).toBeGreaterThan(0.5);
    expect(common.share).toBeLessThan(0.5);
  });
});

describe('what makes a word a subject of the site', () => {
  /** A site where "crystal" is in the text of `using` sections and the heading of `headed` of them. */
  const subjectWith = (headed: number, using: number) => {
    const site = siteOf(
      Array.from({ length: using }, (_, index) => [
        index < headed ? `Crystal care ${index}` : `Care ${index}`,
        'Cleanse the crystal in water.',
      ]),
    );
    return coverageOf(site.knowledge, 'en', meaningfulWords('crystal', 'en'), site.passages.slice(0, 1))
      .headedBySubject;
  };

  it(`needs two headings and ${Math.round(SUBJECT_HEADING_SHARE * 100)} % of the passages that use it`, () => {
    expect(subjectWith(2, 18)).toBe(true); // 11.1 %
    expect(subjectWith(2, 19)).toBe(false); // 10.5 %
    expect(subjectWith(1, 2)).toBe(false); // one heading
  });
});

describe('the decline rule on both sides of its thresholds', () => {
  const at = (share: number, rest: Partial<Coverage> = {}): Coverage => ({
    share,
    headedByQuestion: true,
    headedBySubject: false,
    hasUnknownWords: false,
    ...rest,
  });

  it(`answers under a subject from ${MIN_SHARE_WITH_SUBJECT} of the question's information`, () => {
    expect(isCovered(at(MIN_SHARE_WITH_SUBJECT, { headedBySubject: true, hasUnknownWords: true }))).toBe(true);
    expect(isCovered(at(MIN_SHARE_WITH_SUBJECT - 0.01, { headedBySubject: true }))).toBe(false);
  });

  it(`answers without a subject from ${MIN_SHARE_WITHOUT_SUBJECT}, and only when the site knows every word`, () => {
    expect(isCovered(at(MIN_SHARE_WITHOUT_SUBJECT))).toBe(true);
    expect(isCovered(at(MIN_SHARE_WITHOUT_SUBJECT - 0.01))).toBe(false);
    expect(isCovered(at(0.9, { hasUnknownWords: true }))).toBe(false);
  });

  it('never answers from a section whose heading has none of the question’s words', () => {
    expect(isCovered(at(1, { headedByQuestion: false, headedBySubject: false }))).toBe(false);
  });
});
