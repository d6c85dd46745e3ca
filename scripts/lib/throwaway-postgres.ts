/**
 * A PostgreSQL server of our own in a temporary folder (initdb, pg_ctl), which a test or a
 * benchmark may stop and start at will without touching the shared one other tests use.
 * As root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './bench-setup.ts';

const run = promisify(execFile);

/** The newest PostgreSQL's programs (Debian's /usr/lib/postgresql/<version>/bin), if installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : undefined;
}

/** A server of our own: its connection string, and how to stop, start and remove it. */
export interface ThrowawayPostgres {
  /** `postgres://vibra@127.0.0.1:<port>/vibra` (trust authentication, loopback only). */
  url: string;
  /** Stops the server (`fast`: open connections are ended, as a database restart does). */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data, returning once it accepts connections. */
  start: () => Promise<void>;
  /** Stops it and deletes its folder. */
  remove: () => Promise<void>;
}

/** Creates, starts and returns a fresh cluster with a database `vibra` owned by the role `vibra`. */
export async function startThrowawayPostgres(bin = postgresBinaries()): Promise<ThrowawayPostgres> {
  if (!bin) throw new Error('PostgreSQL is not installed (bash scripts/ci/start-postgres.sh installs it)');
  const root = await mkdtemp(join(tmpdir(), 'vibra-postgres-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(group.trim()));
    await chmod(root, 0o700);
  }
  /** Runs one of PostgreSQL's programs, as `postgres` when we are root. */
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: root })
      : run(join(bin, program), args, { cwd: root });

  await pg('initdb', ['-D', dataDir, '-U', 'vibra', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const start = async () => {
    await pg('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', join(root, 'server.log'), '-o', options]);
  };
  const stop = async () => {
    await pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
  };
  await start();
  const url = `postgres://vibra@127.0.0.1:${port}/vibra`;
  await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'vibra', 'vibra']);
  return {
    url,
    stop,
    start,
    remove: async () => {
      await stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
