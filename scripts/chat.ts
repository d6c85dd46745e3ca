/**
 * `npm run chat -- <command>`: the owner's view of the chat assistant, from the server's database
 * (see lib/owner-command.ts).
 *
 *   stats [--days N]   questions answered and unanswered per language over the last N days (30),
 *                      and what the optional LLM used
 *   unanswered         the questions the site could not answer, newest first (kept only while
 *                      the server runs with CHAT_LOG_QUESTIONS=true, for 90 days)
 *   groups             those questions in groups, largest first, with the owner's mark, and the
 *                      page that answers each group now by the last build's knowledge (run it
 *                      after a build to see which groups a new page answered)
 */
import { join } from 'node:path';
import { KNOWLEDGE_FILE, loadKnowledge } from '../src/server/chat/knowledge.ts';
import { groupsInView, markedGroups } from '../src/server/chat/question-marks.ts';
import { chatStats, unansweredQuestions } from '../src/server/chat/stats.ts';
import { daysFlag, ownerCommand, withOwnerDatabase } from './lib/owner-command.ts';

const { command, flags } = ownerCommand('chat', ['stats', 'unanswered', 'groups'], 'stats takes --days N');
const days = daysFlag(flags);

await withOwnerDatabase(async (db, config) => {
  if (command === 'stats') console.log(JSON.stringify(await chatStats(db, { days }), null, 2));
  if (command === 'unanswered') {
    const questions = await unansweredQuestions(db);
    if (questions.length === 0) {
      console.log(
        config.chat.logQuestions
          ? 'No unanswered questions kept yet.'
          : 'No unanswered questions kept: the server keeps them only with CHAT_LOG_QUESTIONS=true.',
      );
    }
    for (const { askedAt, locale, question } of questions)
      console.log(`${askedAt.slice(0, 16)}  ${locale}  ${question}`);
  }
  if (command === 'groups') {
    const knowledge = await loadKnowledge(join(config.distDir, 'server', KNOWLEDGE_FILE));
    const all = await markedGroups(db);
    for (const view of ['open', 'ignored'] as const) {
      for (const group of groupsInView(all, knowledge, view).groups) {
        const answered = group.answeredBy ? `  → answered now by ${group.answeredBy.url}` : '';
        const mark = group.mark?.mark ?? 'undecided';
        console.log(`${group.count}  ${group.locale}  ${mark}  ${group.representative.question}${answered}`);
      }
    }
  }
});
