import { execFile } from 'node:child_process';
import { access, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseLocation, PGLITE_EXTENSIONS } from './client.ts';

/**
 * Backups of the server's database (`npm run db:backup` / `db:restore`). PostgreSQL: `pg_dump`'s
 * custom format, restored with `pg_restore` in one transaction. The embedded database (PGlite):
 * a gzipped tarball of its data directory (PGlite's `dumpDataDir`), restored with `loadDataDir`.
 * Only one process may open an embedded database, so both refuse while a server has it open.
 */

/** A refusal or failure the operator can act on; the commands print its message without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Which database a backup file holds. */
export type BackupKind = 'pglite' | 'postgres';

/** A backup written. */
export interface BackupFile {
  path: string;
  bytes: number;
  kind: BackupKind;
}

/** What a restore did: the file's kind, and where the embedded database it replaced was kept. */
export interface RestoreResult {
  kind: BackupKind;
  previousDataDir?: string;
}

const execFileAsync = promisify(execFile);
const EXTENSION: Record<BackupKind, string> = { pglite: 'tar.gz', postgres: 'dump' };
/** PGlite writes this file when it opens a data directory and removes it when closed. */
const OPEN_MARKER = 'postmaster.pid';

/** The time in ISO basic format (`20261124T103005Z`): sortable, and safe in any file name. */
function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** `vibra-<kind>-<UTC time>.<tar.gz|dump>`. */
export function backupFileName(kind: BackupKind, now = new Date()): string {
  return `vibra-${kind}-${stamp(now)}.${EXTENSION[kind]}`;
}

function kindOf(location: DatabaseLocation): BackupKind {
  return 'url' in location ? 'postgres' : 'pglite';
}

const LABEL: Record<BackupKind, string> = {
  pglite: 'the embedded database (DATA_DIR)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

/** The kind of a backup file, from its first bytes (gzip: PGlite's tarball; `PGDMP`: pg_dump's archive). */
export async function backupKindOf(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`cannot read the backup file ${file}`);
  });
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'pglite';
    if (buffer.toString('latin1') === 'PGDMP') return 'postgres';
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a backup made by npm run db:backup`);
}

/** Writes a backup of the database into `dir` (created if needed) and returns its path and size. */
export async function backupDatabase(location: DatabaseLocation, dir: string, now = new Date()): Promise<BackupFile> {
  const kind = kindOf(location);
  await mkdir(dir, { recursive: true });
  const path = resolve(dir, backupFileName(kind, now));
  if (await exists(path)) throw new BackupError(`${path} already exists`);
  // Written under another name first, so an interrupted backup never looks like a finished one.
  const partial = `${path}.partial`;
  try {
    if ('url' in location) await pgDump(location.url, partial);
    else await writeFile(partial, await dumpPglite(location.dataDir));
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
  return { path, bytes: (await stat(path)).size, kind };
}

/**
 * Restores a backup into the database. Refuses a backup of the other kind of database, and an
 * existing database unless `force`: PostgreSQL with tables (they are then dropped and recreated
 * from the backup), or a DATA_DIR that is not empty (it is then moved aside, not deleted).
 */
export async function restoreDatabase(
  location: DatabaseLocation,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const kind = await backupKindOf(file);
  if (kind !== kindOf(location))
    throw new BackupError(
      `${basename(file)} is a backup of ${LABEL[kind]}; this restores into ${LABEL[kindOf(location)]}`,
    );
  if ('url' in location) {
    await pgRestore(location.url, file, force);
    return { kind };
  }
  const previousDataDir = await restorePglite(location.dataDir, file, force);
  return previousDataDir ? { kind, previousDataDir } : { kind };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function refuseWhileOpen(dataDir: string): Promise<void> {
  if (await exists(join(dataDir, OPEN_MARKER)))
    throw new BackupError(
      `the embedded database in ${dataDir} is open: stop the server first (only one process may open it). ` +
        `If no server is running (one was killed), start it and stop it once, or delete ${join(dataDir, OPEN_MARKER)}.`,
    );
}

async function dumpPglite(dataDir: string): Promise<Buffer> {
  if (!(await exists(join(dataDir, 'PG_VERSION'))))
    throw new BackupError(`there is no embedded database in ${dataDir} (DATA_DIR) to back up`);
  await refuseWhileOpen(dataDir);
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/** Loads the tarball into a new directory beside DATA_DIR, then swaps it in; returns where the old one went. */
async function restorePglite(dataDir: string, file: string, force: boolean): Promise<string | undefined> {
  await refuseWhileOpen(dataDir);
  const occupied = (await readdir(dataDir).catch(() => [])).length > 0;
  if (occupied && !force)
    throw new BackupError(
      `${dataDir} (DATA_DIR) already holds a database; --force replaces it (the old one is kept beside it)`,
    );
  const time = stamp(new Date());
  const incoming = `${dataDir}.restoring-${time}`;
  await mkdir(dirname(dataDir), { recursive: true });
  try {
    const client = await PGlite.create(incoming, {
      loadDataDir: new Blob([await readFile(file)]),
      extensions: PGLITE_EXTENSIONS,
    });
    await client.close();
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  const previous = occupied ? `${dataDir}.before-restore-${time}` : undefined;
  if (previous) await rename(dataDir, previous);
  else await rm(dataDir, { recursive: true, force: true });
  await rename(incoming, dataDir);
  return previous;
}

/**
 * `pg_dump`/`pg_restore` arguments and environment for a connection string: the password goes in
 * PGPASSWORD, not on the command line, where other users of the machine could read it.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'vibra-backup', PGCONNECT_TIMEOUT: '10' };
  if (!URL.canParse(url)) return { dbname: url, env };
  const parsed = new URL(url);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.href, env };
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  try {
    await execFileAsync(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    if (code === 'ENOENT')
      throw new BackupError(
        `${tool} is not installed: install PostgreSQL's client tools, the server's major version or newer (Debian: apt-get install postgresql-client)`,
      );
    const hint = stderr?.includes('version mismatch') ? ` (${tool} must be the server's major version or newer)` : '';
    throw new BackupError(`${tool} failed${hint}: ${stderr?.trim() || String(error)}`);
  }
}

async function pgDump(url: string, file: string): Promise<void> {
  await runTool('pg_dump', ['--format=custom', '--no-password', `--file=${file}`], url);
}

async function pgRestore(url: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    application_name: 'vibra-restore',
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    // Servers name their connections `vibra` (see client.ts); a restore under them would fail them.
    const servers = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'vibra'`,
    );
    if (Number(servers.rows[0]?.count) > 0)
      throw new BackupError('servers are connected to this database: stop them before restoring');
    const tables = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (Number(tables.rows[0]?.count) > 0 && !force)
      throw new BackupError('this database already has tables; --force replaces them with the backup');
  } finally {
    await client.end();
  }
  await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--no-password', file],
    url,
  );
}
