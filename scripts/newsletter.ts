/**
 * `npm run newsletter -- <command>`: the owner's view of the list, from the server's database
 * (see lib/owner-command.ts).
 *
 *   stats                 subscribers and mail by status
 *   export [--all]        the list as CSV on standard output (subscribed only unless --all)
 *   outbox                mail waiting or failed, with the last error
 *   retry-failed          put failed mail back in the queue
 */
import {
  newsletterStats,
  pendingMail,
  retryFailedMail,
  subscribersCsv,
} from '../src/server/newsletter/owner-report.ts';
import { ownerCommand, withOwnerDatabase } from './lib/owner-command.ts';

const { command, flags } = ownerCommand(
  'newsletter',
  ['stats', 'export', 'outbox', 'retry-failed'],
  'export takes --all',
);

await withOwnerDatabase(async (db) => {
  if (command === 'stats') console.log(JSON.stringify(await newsletterStats(db), null, 2));
  if (command === 'export') process.stdout.write(await subscribersCsv(db, { all: flags.includes('--all') }));
  if (command === 'outbox') {
    for (const mail of await pendingMail(db)) {
      const when = mail.status === 'queued' ? ` next try ${mail.nextAttemptAt.toISOString()}` : '';
      console.log(
        `#${mail.id} ${mail.kind} to ${mail.to}: ${mail.status}, ${mail.attempts} attempts${when}${mail.lastError ? ` (${mail.lastError})` : ''}`,
      );
    }
  }
  if (command === 'retry-failed') console.log(`${await retryFailedMail(db)} failed mail queued again`);
});
