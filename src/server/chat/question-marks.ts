/**
 * The owner's groups of unanswered questions (question-groups.ts) with her marks, "write about it"
 * or "ignore", and whether the site answers each group now.
 *
 * Groups are computed each time from the kept questions, so a mark cannot point at a stored group.
 * It names its group by language and main terms (stems) instead, and a group takes the mark whose
 * terms are closest to its own (MARK_SIMILARITY): a new question that joins the group, or shifts
 * its main terms a little, keeps the mark; the mark also outlives the 90 days its questions are
 * kept, so a subject asked again later comes back already marked. Marking its questions instead
 * would lose the mark with them.
 *
 * "Answered now": each group's typical question is asked again of the built-in assistant, with
 * the knowledge this server loaded at start, which is the latest build's. A page published since
 * the questions were asked shows as the group's answer after the next build.
 */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { LOCALES } from '../../i18n/locales.ts';
import type { ChatSource } from '../../lib/chat/contract.ts';
import type { Database } from '../db/client.ts';
import { chatQuestionGroups, QUESTION_GROUP_MARKS, type QuestionGroupMark } from '../db/schema.ts';
import { builtInAnswer, sourceOf } from './built-in-answer.ts';
import type { Knowledge } from './knowledge.ts';
import { type AskedQuestion, groupQuestions, type QuestionGroup } from './question-groups.ts';
import { rankPages } from './ranking.ts';
import { unansweredQuestions } from './stats.ts';

/** A mark as stored. */
export interface StoredMark {
  id: number;
  locale: Locale;
  /** Stems, space-separated. */
  terms: string;
  mark: QuestionGroupMark;
}

/** A group as the owner's page shows it. */
export interface MarkedGroup extends QuestionGroup {
  mark: StoredMark | null;
  /** The page that answers the group's typical question today; null while the site still does not. */
  answeredBy: ChatSource | null;
  /**
   * For a group to write about that is still not answered: the section of the site nearest to it,
   * to grow or to link from (a public page: nothing a visitor wrote goes into the link).
   */
  closest: ChatSource | null;
}

/** What the owner does to a group: one of the marks, or `clear` to take its mark away. */
export const GROUP_ACTIONS = [...QUESTION_GROUP_MARKS, 'clear'] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];
/** What the chat page says after a plain form marked a group: the action done, or why none was. */
export const GROUP_NOTICES = [...GROUP_ACTIONS, 'gone', 'invalid'] as const;
export type GroupNotice = (typeof GROUP_NOTICES)[number];

/** Which groups a page lists: those not ignored (the to-do first), or the ignored ones. */
export type GroupView = 'open' | 'ignored';

/** A mark names a group from this cosine between their terms up (2 of 4 terms shared: 0.5). */
const MARK_SIMILARITY = 0.5;
/** The most questions read (the newest): far more than 90 days bring. */
const MAX_QUESTIONS = 20_000;
/** The most groups a page lists (each is asked again of the assistant). */
const MAX_GROUPS_SHOWN = 60;
/** The most questions listed under a group (the newest; its count says how many in all). */
const MAX_MEMBERS_SHOWN = 50;
/** Answers kept per knowledge before starting afresh (a page lists 60 groups at most). */
const MAX_KEPT_ANSWERS = 5_000;

const cosine = (a: string[], b: Set<string>) =>
  a.length === 0 || b.size === 0 ? 0 : a.filter((term) => b.has(term)).length / Math.sqrt(a.length * b.size);

/**
 * Each group's mark: the pairs of a group and a mark of its language closest first, each group and
 * each mark taken once (two groups near one subject do not both take its mark).
 */
export function matchMarks(groups: QuestionGroup[], marks: StoredMark[]): (StoredMark | null)[] {
  const pairs = groups.flatMap((group, index) =>
    marks
      .filter((mark) => mark.locale === group.locale)
      .map((mark) => ({ index, mark, score: cosine(group.terms, new Set(mark.terms.split(' '))) }))
      .filter((pair) => pair.score >= MARK_SIMILARITY),
  );
  pairs.sort((a, b) => b.score - a.score || a.index - b.index || a.mark.id - b.mark.id);
  const found: (StoredMark | null)[] = groups.map(() => null);
  const used = new Set<number>();
  for (const { index, mark } of pairs) {
    if (found[index] || used.has(mark.id)) continue;
    found[index] = mark;
    used.add(mark.id);
  }
  return found;
}

/**
 * `ask` kept per knowledge and question: the knowledge does not change while the server runs, and
 * the owner's chat page asks the same typical questions again on every load.
 */
function keptPerKnowledge<T>(ask: (knowledge: Knowledge, question: AskedQuestion) => T) {
  const kept = new WeakMap<Knowledge, Map<string, T>>();
  return (knowledge: Knowledge, question: AskedQuestion): T => {
    const answers = kept.get(knowledge) ?? new Map<string, T>();
    // The typical questions change as new ones come in: start afresh rather than grow for the server's life.
    if (answers.size >= MAX_KEPT_ANSWERS) answers.clear();
    kept.set(knowledge, answers);
    const key = `${question.locale}\0${question.question}`;
    if (!answers.has(key)) answers.set(key, ask(knowledge, question));
    return answers.get(key) as T;
  };
}

/** The page that answers a question now, in its language; null when the assistant still declines it. */
export const answeredNow = keptPerKnowledge((knowledge, question): ChatSource | null => {
  const answer = builtInAnswer(knowledge, question.question, { pageLocale: question.locale });
  if (!answer.answered || answer.language !== question.locale) return null;
  return answer.sources[0] ?? null;
});

/** The section the search finds first for a question, even one the assistant declines. */
const closestPage = keptPerKnowledge((knowledge, question): ChatSource | null => {
  const page = rankPages(knowledge.search(question.locale, question.question), 'question')[0];
  return page ? sourceOf(page) : null;
});

/** A group with the mark it takes (matchMarks), before it is asked again. */
type GroupWithMark = QuestionGroup & { mark: StoredMark | null };

/** Every group of the open kept questions in every language, largest first, with its mark. */
export async function markedGroups(db: Database): Promise<GroupWithMark[]> {
  const [open, marks] = await Promise.all([
    unansweredQuestions(db, { limit: MAX_QUESTIONS }),
    db.select().from(chatQuestionGroups),
  ]);
  // All still open: handledAt (null) would only add a field to every question the owner's API lists.
  const questions = open.map(({ handledAt: _open, ...asked }) => asked);
  const groups = LOCALES.flatMap((locale) => groupQuestions(questions, locale)).sort(
    (a, b) => b.count - a.count || (a.lastAsked < b.lastAsked ? 1 : a.lastAsked > b.lastAsked ? -1 : 0),
  );
  const matched = matchMarks(groups, marks);
  return groups.map((group, index) => ({ ...group, mark: matched[index] ?? null }));
}

/**
 * The groups `view` lists out of `all` (markedGroups), with whether the site answers them now:
 * with 'open' those not ignored, the ones to write about first; with 'ignored' the ignored ones.
 */
export function groupsInView(
  all: GroupWithMark[],
  knowledge: Knowledge,
  view: GroupView,
): { groups: MarkedGroup[]; ignored: number } {
  const ignored = all.filter((group) => group.mark?.mark === 'ignore');
  const listed =
    view === 'ignored'
      ? ignored
      : [...all.filter((group) => group.mark?.mark === 'write'), ...all.filter((group) => group.mark === null)];
  return {
    groups: listed.slice(0, MAX_GROUPS_SHOWN).map((group) => {
      const answeredBy = answeredNow(knowledge, group.representative);
      const toWrite = group.mark?.mark === 'write' && !answeredBy;
      return {
        ...group,
        members: group.members.slice(0, MAX_MEMBERS_SHOWN),
        answeredBy,
        closest: toWrite ? closestPage(knowledge, group.representative) : null,
      };
    }),
    ignored: ignored.length,
  };
}

/** The groups of the open kept questions that `view` lists (groupsInView), with their marks. */
export async function questionGroupsReport(
  db: Database,
  knowledge: Knowledge,
  { view = 'open' as GroupView } = {},
): Promise<{ groups: MarkedGroup[]; ignored: number }> {
  return groupsInView(await markedGroups(db), knowledge, view);
}

/**
 * Marks a group: `id` changes the mark it already has (404 when gone: null); otherwise a new mark
 * under the group's terms (or the one already under those very terms). Returns the mark's id.
 */
export async function markGroup(
  db: Database,
  { locale, terms, mark, id }: { locale: Locale; terms: string[]; mark: QuestionGroupMark; id?: number },
): Promise<number | null> {
  if (id !== undefined) {
    const [row] = await db
      .update(chatQuestionGroups)
      .set({ mark })
      .where(and(eq(chatQuestionGroups.id, id), eq(chatQuestionGroups.locale, locale)))
      .returning({ id: chatQuestionGroups.id });
    return row?.id ?? null;
  }
  const [row] = await db
    .insert(chatQuestionGroups)
    .values({ locale, terms: terms.join(' '), mark })
    .onConflictDoUpdate({ target: [chatQuestionGroups.locale, chatQuestionGroups.terms], set: { mark } })
    .returning({ id: chatQuestionGroups.id });
  return row?.id ?? null;
}

/** Takes a mark away (the group is undecided again): true when there was one. */
export async function clearGroupMark(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(chatQuestionGroups)
    .where(eq(chatQuestionGroups.id, id))
    .returning({ id: chatQuestionGroups.id });
  return rows.length === 1;
}
