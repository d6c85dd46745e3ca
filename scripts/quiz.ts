/**
 * `npm run quiz -- <command>`: the owner's view of the quiz, from the same database the server uses
 * (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first when using the embedded
 * database: only one process may open it).
 *
 *   stats [--days N]   the funnel per language over the last N days (30), and guide requests
 *   export             the guide requests as CSV on standard output, with consent records
 */
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { leadsCsv, quizStats } from '../src/server/quiz/owner-report.ts';

const [command, ...flags] = process.argv.slice(2);
const COMMANDS = ['stats', 'export'];
if (!command || !COMMANDS.includes(command)) {
  console.error(`usage: npm run quiz -- ${COMMANDS.join(' | ')}   (stats takes --days N)`);
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
  if (command === 'stats') console.log(JSON.stringify(await quizStats(database.db, { days }), null, 2));
  if (command === 'export') process.stdout.write(await leadsCsv(database.db));
} finally {
  await database.close();
}
