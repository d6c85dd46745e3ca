import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { chatUnanswered } from '../db/schema.ts';
import { testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestDatabase } from '../testing/hooks.ts';
import { createKnowledge, indexPassages, type KnowledgeFile, type Passage } from './knowledge.ts';
import type { AskedQuestion, QuestionGroup } from './question-groups.ts';
import { answeredNow, clearGroupMark, markGroup, matchMarks, questionGroupsReport } from './question-marks.ts';

/** A site of a few English pages, as the build would write its knowledge. */
const SITE: Omit<Passage, 'id'>[] = [
  {
    path: '/blog/tarot-meaning',
    key: 'post:tarot-meaning',
    kind: 'post',
    title: 'Tarot Meaning',
    heading: 'The Major Arcana',
    anchor: 'the-major-arcana',
    sentences: [
      'The 22 cards of the Major Arcana speak of the great turns of a life.',
      'Each card is a stage of the journey, from the Fool to the World.',
    ],
  },
  {
    path: '/blog/reiki-at-a-distance',
    key: 'post:reiki-at-a-distance',
    kind: 'post',
    title: 'Reiki at a Distance',
    heading: 'How a distance session works',
    anchor: 'how-a-distance-session-works',
    sentences: [
      'A distance reiki session happens at an agreed hour, each of us in our own quiet room.',
      'You lie down, and I send the energy for about forty minutes.',
    ],
  },
  {
    path: '/contact',
    key: 'page:contact',
    kind: 'page',
    title: 'Contact',
    heading: 'Contact',
    sentences: ['The simplest way to reach me is by e-mail.', 'I answer within two working days.'],
  },
];

/** The page the owner publishes after the questions came in. */
const CRYSTALS_PAGE: Omit<Passage, 'id'> = {
  path: '/blog/crystals-for-sleep',
  key: 'post:crystals-for-sleep',
  kind: 'post',
  title: 'Crystals for Sleep',
  heading: 'Which crystals help you sleep',
  anchor: 'which-crystals-help-you-sleep',
  sentences: [
    'Amethyst and lepidolite are the crystals most often kept by the bed for a calmer sleep.',
    'Hold one for a few breaths before you sleep, then set it on the night table.',
  ],
};

function knowledgeOf(passages: Omit<Passage, 'id'>[]) {
  const numbered = passages.map((passage, id) => ({ ...passage, id }));
  const locales = Object.fromEntries(
    LOCALES.map((locale) => {
      const own = locale === 'en' ? numbered : [];
      return [locale, { passages: own, index: indexPassages(locale, own) }];
    }),
  ) as KnowledgeFile['locales'];
  return createKnowledge({ version: 1, locales });
}

const asked = (question: string): AskedQuestion => ({
  id: 1,
  locale: 'en',
  question,
  askedAt: '2026-11-01T10:00:00.000Z',
});

describe('answeredNow', () => {
  it('finds a group answered once a page covering it is in the knowledge, and not before', () => {
    const question = asked('which crystals help me sleep?');
    expect(answeredNow(knowledgeOf(SITE), question)).toBeNull();
    expect(answeredNow(knowledgeOf([...SITE, CRYSTALS_PAGE]), question)).toEqual({
      title: 'Crystals for Sleep',
      url: '/blog/crystals-for-sleep#which-crystals-help-you-sleep',
    });
  });
});

describe('matchMarks', () => {
  const group = (locale: 'en' | 'pt', terms: string[]) => ({ locale, terms }) as QuestionGroup;

  it('gives each group the mark of its language closest to its terms, each mark to one group', () => {
    const groups = [
      group('en', ['sleep', 'crystal', 'best', 'night']),
      group('en', ['sleep', 'crystal']),
      group('en', ['anxieti', 'crystal', 'stress']),
      group('pt', ['sono', 'crist']),
    ];
    const marks = [
      { id: 1, locale: 'en' as const, terms: 'crystal sleep', mark: 'write' as const },
      { id: 2, locale: 'en' as const, terms: 'crystal anxieti', mark: 'ignore' as const },
      { id: 3, locale: 'pt' as const, terms: 'crystal sleep', mark: 'ignore' as const },
    ];
    expect(matchMarks(groups, marks).map((mark) => mark?.id ?? null)).toEqual([null, 1, 2, null]);
  });

  it('leaves a group unmarked when a mark shares only one of its terms', () => {
    const marks = [{ id: 1, locale: 'en' as const, terms: 'crystal anxieti stress panic', mark: 'write' as const }];
    expect(matchMarks([group('en', ['crystal', 'sleep', 'night', 'bed'])], marks)).toEqual([null]);
  });
});

describe.each(await testDatabaseKinds())('the marks of question groups on %s', (kind) => {
  const database = hookedTestDatabase(kind);
  const knowledge = knowledgeOf([...SITE, CRYSTALS_PAGE]);

  async function ask(...questions: [string, string][]) {
    await database.db
      .insert(chatUnanswered)
      .values(questions.map(([question, day]) => ({ locale: 'en' as const, question, askedAt: new Date(day) })));
  }

  it('keep a group marked as new questions join it, and move an ignored group off the list until undone', async () => {
    const { db } = database;
    await ask(
      ['crystals for sleep', '2026-11-01T10:00:00Z'],
      ['crystal for sleep', '2026-11-02T10:00:00Z'],
      ['what is the capital of france', '2026-11-03T10:00:00Z'],
    );
    const before = await questionGroupsReport(db, knowledge);
    expect(before.groups.map((group) => [group.count, group.mark])).toEqual([
      [2, null],
      [1, null],
    ]);
    const [sleep, france] = before.groups;
    expect(sleep?.answeredBy?.url).toBe('/blog/crystals-for-sleep#which-crystals-help-you-sleep');
    expect(france?.answeredBy).toBeNull();

    const written = await markGroup(db, { locale: 'en', terms: france?.terms ?? [], mark: 'write' });
    const ignoredId = await markGroup(db, { locale: 'en', terms: sleep?.terms ?? [], mark: 'ignore' });
    await ask(
      ['best crystals for sleep at night', '2026-11-04T10:00:00Z'],
      ['capital of france?', '2026-11-05T10:00:00Z'],
    );

    const open = await questionGroupsReport(db, knowledge);
    expect(open.ignored).toBe(1);
    expect(open.groups.map((group) => [group.representative.question, group.count, group.mark?.id])).toEqual([
      ['capital of france?', 2, written],
    ]);
    expect(open.groups[0]?.mark?.mark).toBe('write');
    const ignored = await questionGroupsReport(db, knowledge, { view: 'ignored' });
    expect(ignored.groups.map((group) => [group.count, group.mark?.id, group.mark?.mark])).toEqual([
      [3, ignoredId, 'ignore'],
    ]);

    // Marking again under the same terms changes the one mark; undoing it brings the group back.
    expect(await markGroup(db, { locale: 'en', terms: sleep?.terms ?? [], mark: 'write' })).toBe(ignoredId);
    expect(await clearGroupMark(db, ignoredId as number)).toBe(true);
    expect(await clearGroupMark(db, ignoredId as number)).toBe(false);
    expect(await markGroup(db, { locale: 'en', terms: ['x'], mark: 'write', id: ignoredId as number })).toBeNull();
    const after = await questionGroupsReport(db, knowledge);
    expect(after.ignored).toBe(0);
    expect(after.groups.map((group) => [group.count, group.mark?.mark ?? null])).toEqual([
      [2, 'write'],
      [3, null],
    ]);
  });

  it('leave out the questions the owner marked handled one by one', async () => {
    await database.db.delete(chatUnanswered);
    await ask(['crystals for sleep', '2026-11-01T10:00:00Z']);
    await database.db.update(chatUnanswered).set({ handledAt: new Date('2026-11-02T10:00:00Z') });
    expect((await questionGroupsReport(database.db, knowledge)).groups).toEqual([]);
  });
});
