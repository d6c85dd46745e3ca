/*
 * The owner's marks on groups of unanswered chat questions (migrations/0018_chat_question_groups.sql),
 * re-exported by schema.ts. The CHECK constraints (languages, marks) live in the SQL only.
 */
import { bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/locales.ts';

/** What the owner decided about a group of questions. */
export const QUESTION_GROUP_MARKS = ['write', 'ignore'] as const;
export type QuestionGroupMark = (typeof QUESTION_GROUP_MARKS)[number];

/** One mark: a group named by its language and main terms (../chat/question-marks.ts). */
export const chatQuestionGroups = pgTable(
  'chat_question_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    locale: text('locale').$type<Locale>().notNull(),
    /** The group's main terms when it was marked: stems, space-separated, most weighty first. */
    terms: text('terms').notNull(),
    mark: text('mark').$type<QuestionGroupMark>().notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_question_groups_terms').on(table.locale, table.terms)],
);
