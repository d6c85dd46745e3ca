/**
 * `npm run newsletter -- <command>`: the owner's view of the list, from the same database the
 * server uses (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first when using the
 * embedded database: only one process may open it).
 *
 *   stats                 subscribers and mail by status
 *   export [--all]        the list as CSV on standard output (subscribed only unless --all)
 *   outbox                mail waiting or failed, with the last error
 *   retry-failed          put failed mail back in the queue
 */
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import {
  newsletterStats,
  pendingMail,
  retryFailedMail,
  subscribersCsv,
} from '../src/server/newsletter/owner-report.ts';

const [command, ...flags] = process.argv.slice(2);
const COMMANDS = ['stats', 'export', 'outbox', 'retry-failed'];
if (!command || !COMMANDS.includes(command)) {
  console.error(`usage: npm run newsletter -- ${COMMANDS.join(' | ')}   (export takes --all)`);
  process.exit(command ? 2 : 0);
}

const config = readConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database.db);
  if (command === 'stats') console.log(JSON.stringify(await newsletterStats(database.db), null, 2));
  if (command === 'export') process.stdout.write(await subscribersCsv(database.db, { all: flags.includes('--all') }));
  if (command === 'outbox') {
    for (const mail of await pendingMail(database.db)) {
      const when = mail.status === 'queued' ? ` next try ${mail.nextAttemptAt.toISOString()}` : '';
      console.log(
        `#${mail.id} ${mail.kind} to ${mail.to}: ${mail.status}, ${mail.attempts} attempts${when}${mail.lastError ? ` (${mail.lastError})` : ''}`,
      );
    }
  }
  if (command === 'retry-failed') console.log(`${await retryFailedMail(database.db)} failed mail queued again`);
} finally {
  await database.close();
}
