/**
 * `npm run db:restore -- <file> [--force]`: puts a backup made by `npm run db:backup` back into
 * the server's database (DATABASE_URL, or DATA_DIR), with the servers stopped. An existing
 * database is replaced only with --force: PostgreSQL's tables are dropped and restored in one
 * transaction; the embedded database's folder is moved aside (`<DATA_DIR>.before-restore-<time>`).
 * See docs/deploy.md, "Backups".
 */
import { readConfig } from '../src/server/config.ts';
import { BackupError, restoreDatabase } from '../src/server/db/backup.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file, ...rest] = args.filter((arg) => arg !== '--force');
if (!file || rest.length > 0 || file.startsWith('-')) {
  console.error('usage: npm run db:restore -- <backup file> [--force]   (--force replaces an existing database)');
  process.exit(2);
}

try {
  const result = await restoreDatabase(readConfig().database, file, { force });
  console.log(`restored ${file}`);
  if (result.previousDataDir) console.log(`the database it replaced is kept in ${result.previousDataDir}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`db:restore: ${error.message}`);
  process.exit(1);
}
