import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, unsubscribe } from '../newsletter/subscribers.ts';
import { FIXTURE_MANIFEST, TEST_POSTGRES_URL, TEST_SITE_URL, testDatabaseKinds } from '../testing/fixtures.ts';
import { BackupError, backupDatabase, backupFileName, restoreDatabase, toolConnection } from './backup.ts';
import { type Database, type DatabaseLocation, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { createDatabase, dropDatabase } from './postgres-admin.ts';
import { emailOutbox, newsletterSubscribers } from './schema.ts';

const settings = { doubleOptIn: false, siteUrl: TEST_SITE_URL, gift: FIXTURE_MANIFEST.gift };

/** Subscribers and their mail as the server writes them: two subscribed, one who left. */
async function fill(db: Database): Promise<void> {
  await subscribe(db, settings, { email: 'ana@example.com', locale: 'pt', source: '/pt/' });
  await subscribe(db, settings, { email: 'Bruno@example.com', locale: 'es', source: '/es/blog' });
  await subscribe(db, settings, { email: 'leaving@example.com', locale: 'en', source: '/' });
  const [leaving] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, 'leaving@example.com'));
  await unsubscribe(db, leaving?.unsubscribeToken ?? '');
}

async function rows(db: Database) {
  return {
    subscribers: await db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.id)),
    outbox: await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
  };
}

/** Opens a database, works on it and closes it (the embedded one must be closed for a backup). */
async function withDatabase<T>(location: DatabaseLocation, work: (db: Database) => Promise<T>): Promise<T> {
  const connection = await openDatabase(location);
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

describe('backupFileName', () => {
  it('names the kind and the UTC time, safe in any file system', () => {
    const now = new Date('2026-11-24T10:30:05.123Z');
    expect(backupFileName('pglite', now)).toBe('vibra-pglite-20261124T103005Z.tar.gz');
    expect(backupFileName('postgres', now)).toBe('vibra-postgres-20261124T103005Z.dump');
  });
});

describe('toolConnection', () => {
  it('keeps the password off the command line', () => {
    const { dbname, env } = toolConnection('postgres://vibra:s%40cret@db.internal:5432/vibra?sslmode=require');
    expect(dbname).toBe('postgres://vibra@db.internal:5432/vibra?sslmode=require');
    expect(env.PGPASSWORD).toBe('s@cret');
  });
});

// The tests' own work opens databases (a restore, then the checks of what it restored): seconds
// each for an embedded one on a busy machine, so they have the hooks' time, not the default 20 s.
describe.each(await testDatabaseKinds())('backup and restore on %s', { timeout: 60_000 }, (kind) => {
  let work: string;
  /** Fresh databases the test made: a PGlite folder each, or PostgreSQL databases dropped after. */
  const created: string[] = [];

  async function freshLocation(): Promise<DatabaseLocation> {
    if (kind === 'pglite') return { dataDir: join(work, `db-${created.push('pglite')}`) };
    const database = await createDatabase(TEST_POSTGRES_URL, 'vibra_backup');
    created.push(database.name);
    return { url: database.url, poolSize: 2 };
  }

  let source: DatabaseLocation;
  let original: Awaited<ReturnType<typeof rows>>;
  let backup: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vibra-backup-'));
    source = await freshLocation();
    original = await withDatabase(source, async (db) => {
      await migrate(db);
      await fill(db);
      return rows(db);
    });
    const written = await backupDatabase(source, join(work, 'backups'), new Date('2026-11-24T10:30:05Z'));
    backup = written.path;
    expect(written).toEqual({
      path: join(work, 'backups', backupFileName(kind, new Date('2026-11-24T10:30:05Z'))),
      bytes: expect.any(Number),
      kind,
    });
    expect(written.bytes).toBeGreaterThan(1000);
  });

  afterAll(async () => {
    if (kind === 'postgres') for (const name of created) await dropDatabase(TEST_POSTGRES_URL, name);
    await rm(work, { recursive: true, force: true });
  });

  it('restores every row into a fresh database, and new rows continue after them', async () => {
    expect(original.subscribers).toHaveLength(3);
    expect(original.outbox.map((mail) => mail.status).sort()).toEqual(['cancelled', 'queued', 'queued']);
    const target = await freshLocation();
    expect(await restoreDatabase(target, backup)).toEqual({ kind });
    await withDatabase(target, async (db) => {
      expect(await migrate(db)).toEqual([]);
      expect(await rows(db)).toEqual(original);
      await subscribe(db, settings, { email: 'after@example.com', locale: 'it', source: '/it/' });
      const after = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'after@example.com'));
      expect(after[0]?.id).toBeGreaterThan(Math.max(...original.subscribers.map((row) => row.id)));
    });
  });

  it('leaves an existing database alone without --force, and replaces it with --force', async () => {
    const target = await freshLocation();
    await withDatabase(target, async (db) => {
      await migrate(db);
      await subscribe(db, settings, { email: 'other@example.com', locale: 'en', source: '/' });
    });
    await expect(restoreDatabase(target, backup)).rejects.toThrow(/already (holds a database|has tables).*--force/);
    const result = await restoreDatabase(target, backup, { force: true });
    await withDatabase(target, async (db) => expect(await rows(db)).toEqual(original));
    if ('dataDir' in target) {
      // The database it replaced is kept beside it, whole.
      expect(result.previousDataDir).toMatch(/db-\d+\.before-restore-\d{8}T\d{6}Z$/);
      await withDatabase({ dataDir: result.previousDataDir ?? '' }, async (db) => {
        expect((await rows(db)).subscribers.map((row) => row.email)).toEqual(['other@example.com']);
      });
    }
  });

  it('refuses while a server holds the database', async () => {
    const connection = await openDatabase(source);
    try {
      await connection.db.select().from(newsletterSubscribers).limit(1);
      const refusal = kind === 'pglite' ? /is open: stop the server first/ : /servers are connected/;
      if (kind === 'pglite') await expect(backupDatabase(source, join(work, 'busy'))).rejects.toThrow(refusal);
      await expect(restoreDatabase(source, backup, { force: true })).rejects.toThrow(refusal);
    } finally {
      await connection.close();
    }
  });

  it('refuses a file that is not a backup, or one of the other kind of database', async () => {
    const target = await freshLocation();
    const notBackup = join(work, 'notes.txt');
    await writeFile(notBackup, 'hello');
    await expect(restoreDatabase(target, notBackup)).rejects.toThrow(BackupError);
    const other: DatabaseLocation = kind === 'pglite' ? { url: TEST_POSTGRES_URL } : { dataDir: join(work, 'other') };
    await expect(restoreDatabase(other, backup)).rejects.toThrow(/is a backup of .*; this restores into/);
  });
});
