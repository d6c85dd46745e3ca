/**
 * `npm run chat -- <command>`: the owner's view of the chat assistant, from the same database the
 * server uses (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first when using the
 * embedded database: only one process may open it).
 *
 *   stats [--days N]   questions answered and unanswered per language over the last N days (30),
 *                      and what the optional LLM used
 *   unanswered         the questions the site could not answer, newest first (kept only while
 *                      the server runs with CHAT_LOG_QUESTIONS=true, for 90 days)
 */
import { chatStats, unansweredQuestions } from '../src/server/chat/stats.ts';
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';

const [command, ...flags] = process.argv.slice(2);
const COMMANDS = ['stats', 'unanswered'];
if (!command || !COMMANDS.includes(command)) {
  console.error(`usage: npm run chat -- ${COMMANDS.join(' | ')}   (stats takes --days N)`);
  process.exit(command ? 2 : 0);
}
const daysFlag = flags.indexOf('--days');
const days = daysFlag >= 0 ? Number(flags[daysFlag + 1]) : 30;
if (!Number.isInteger(days) || days < 1) {
  console.error('--days takes a whole number of days, at least 1');
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database.db);
  if (command === 'stats') console.log(JSON.stringify(await chatStats(database.db, { days }), null, 2));
  if (command === 'unanswered') {
    const questions = await unansweredQuestions(database.db);
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
} finally {
  await database.close();
}
