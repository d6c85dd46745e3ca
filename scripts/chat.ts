/**
 * `npm run chat -- <command>`: the owner's view of the chat assistant, from the server's database
 * (see lib/owner-command.ts).
 *
 *   stats [--days N]   questions answered and unanswered per language over the last N days (30),
 *                      and what the optional LLM used
 *   unanswered         the questions the site could not answer, newest first (kept only while
 *                      the server runs with CHAT_LOG_QUESTIONS=true, for 90 days)
 */
import { chatStats, unansweredQuestions } from '../src/server/chat/stats.ts';
import { daysFlag, ownerCommand, withOwnerDatabase } from './lib/owner-command.ts';

const { command, flags } = ownerCommand('chat', ['stats', 'unanswered'], 'stats takes --days N');
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
});
