/**
 * `npm run quiz -- <command>`: the owner's view of the quiz, from the server's database
 * (see lib/owner-command.ts).
 *
 *   stats [--days N]   the funnel per language over the last N days (30), and guide requests
 *   export             the guide requests as CSV on standard output, with consent records
 */
import { leadsCsvLines } from '../src/server/admin/leads.ts';
import { quizStats } from '../src/server/quiz/owner-report.ts';
import { daysFlag, ownerCommand, withOwnerDatabase } from './lib/owner-command.ts';

const { command, flags } = ownerCommand('quiz', ['stats', 'export'], 'stats takes --days N');
const days = daysFlag(flags);

await withOwnerDatabase(async (db) => {
  if (command === 'stats') console.log(JSON.stringify(await quizStats(db, { days }), null, 2));
  if (command === 'export') for await (const lines of leadsCsvLines(db)) process.stdout.write(lines);
});
