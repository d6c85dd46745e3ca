/**
 * What the owner's commands (`npm run newsletter | quiz | chat -- <command>`) share: the command
 * from the arguments (usage on a wrong one), `--days N`, and the server's own database, opened
 * and migrated for the command and closed after it (with the embedded database, stop the server
 * first: only one process may open it).
 */
import { readConfig, type ServerConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';

export interface OwnerCommand<Command extends string> {
  command: Command;
  flags: string[];
}

/** The command named on the command line, or exits with the usage (status 2 for a wrong one). */
export function ownerCommand<Command extends string>(
  script: string,
  commands: readonly Command[],
  flagsHelp: string,
): OwnerCommand<Command> {
  const [command, ...flags] = process.argv.slice(2);
  if (!command || !(commands as readonly string[]).includes(command)) {
    console.error(`usage: npm run ${script} -- ${commands.join(' | ')}   (${flagsHelp})`);
    process.exit(command ? 2 : 0);
  }
  return { command: command as Command, flags };
}

/** `--days N` (a whole number, at least 1), or the default; exits on a bad value. */
export function daysFlag(flags: string[], fallback = 30): number {
  const index = flags.indexOf('--days');
  const days = index >= 0 ? Number(flags[index + 1]) : fallback;
  if (!Number.isInteger(days) || days < 1) {
    console.error('--days takes a whole number of days, at least 1');
    process.exit(2);
  }
  return days;
}

/** Runs `work` on the server's database (DATABASE_URL, or the embedded one in DATA_DIR). */
export async function withOwnerDatabase(work: (db: Database, config: ServerConfig) => Promise<void>): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config.database);
  try {
    await migrate(database.db);
    await work(database.db, config);
  } finally {
    await database.close();
  }
}
