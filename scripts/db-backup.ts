/**
 * `npm run db:backup [-- <directory>]`: a backup of the server's database, named with the time
 * (UTC), into <directory>, or BACKUP_DIR, or `data/backups`; prints the file and its size.
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, while the servers run. The embedded
 * database (DATA_DIR): a tarball of it, only while no server has it open (stop the server first).
 * See docs/deploy.md, "Backups".
 */
import { readConfig } from '../src/server/config.ts';
import { BackupError, backupDatabase } from '../src/server/db/backup.ts';

const [dir = process.env.BACKUP_DIR || 'data/backups', ...rest] = process.argv.slice(2);
if (rest.length > 0 || dir.startsWith('-')) {
  console.error('usage: npm run db:backup [-- <directory>]   (default: BACKUP_DIR, or data/backups)');
  process.exit(2);
}

try {
  const backup = await backupDatabase(readConfig().database, dir);
  console.log(`${backup.path} (${(backup.bytes / 1_000_000).toFixed(1)} MB)`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`db:backup: ${error.message}`);
  process.exit(1);
}
