import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locales.ts';
import type { EditionStatus, EditionVersion, EditionVersions } from '../../lib/edition.ts';
import type { EditionBlock } from '../../lib/edition-document.ts';
import type { Database } from '../db/client.ts';
import { newsletterEditions, newsletterImages } from '../db/schema.ts';
import { createSiteIndex } from '../http/site-manifest.ts';
import { FIXTURE_MANIFEST, testDatabaseKinds } from '../testing/fixtures.ts';
import { hookedTestDatabase } from '../testing/hooks.ts';
import { archivedEditionVisit, archiveList } from './archive.ts';
import { archiveLocals, isArchivePath, withArchivePages } from './archive-pages.ts';

const STORED_IMAGE = `/newsletter/images/${'a'.repeat(32)}.jpg`;
const LOST_IMAGE = `/newsletter/images/${'b'.repeat(32)}.png`;

const letter = (subject: string, words: string, preheader = '', more: EditionBlock[] = []): EditionVersion => ({
  subject,
  preheader,
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }, ...more] },
});

/** The edition in `locale` as its page would show it; undefined when the page finds it missing. */
async function archivedEdition(db: Database, id: number, locale: Locale) {
  const visit = await archivedEditionVisit(db, id, locale);
  return visit.kind === 'edition' ? visit.edition : undefined;
}

/** The languages an edition's page offers (none when it is not in the archive). */
async function archivedLocales(db: Database, id: number) {
  const visit = await archivedEditionVisit(db, id, 'en');
  return visit.kind === 'edition' ? visit.edition.locales : visit.locales;
}

const silentLogger = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe.each(await testDatabaseKinds())('the newsletter archive on %s', (kind) => {
  const database = hookedTestDatabase(kind);
  const ids: Record<string, number> = {};

  /** An edition as the owner's area leaves it; `started` is when sending began (none: it never did). */
  async function edition(
    name: string,
    values: {
      status: EditionStatus;
      versions: EditionVersions;
      public?: boolean;
      started?: string;
      welcomeDay?: number;
    },
  ) {
    const [row] = await database.db
      .insert(newsletterEditions)
      .values({
        status: values.status,
        versions: values.versions,
        public: values.public ?? true,
        welcomeDay: values.welcomeDay ?? null,
        startedAt: values.started ? new Date(values.started) : null,
        sendAt: values.status === 'scheduled' ? new Date('2026-12-01T12:00:00Z') : null,
      })
      .returning({ id: newsletterEditions.id });
    if (!row) throw new Error('no edition stored');
    ids[name] = row.id;
  }

  it('lists, per language and newest first, the public editions that went out in it', async () => {
    await database.db.insert(newsletterImages).values({
      hash: 'a'.repeat(32),
      contentType: 'image/jpeg',
      width: 1120,
      height: 630,
      bytes: Buffer.from([0xff, 0xd8]),
    });
    const images: EditionBlock[] = [
      { type: 'blockquote', content: [{ type: 'image', attrs: { src: STORED_IMAGE, alt: 'Full moon' } }] },
      { type: 'image', attrs: { src: LOST_IMAGE, alt: '' } },
    ];
    await edition('march', {
      status: 'sent',
      started: '2026-03-01T10:00:00Z',
      versions: {
        en: letter('The March moon', 'A practice for the month.', 'Three breaths before sleep', images),
        pt: letter('A lua de março', 'Uma prática para o mês.'),
      },
    });
    // Still going out (and paused): subscribers have it already, and its mail links here.
    await edition('april', {
      status: 'sending',
      started: '2026-04-01T10:00:00Z',
      versions: { pt: letter('Abril', 'Um recomeço.') },
    });
    await edition('february', {
      status: 'paused',
      started: '2026-02-01T10:00:00Z',
      versions: { es: letter('Febrero', 'Calma.') },
    });
    // Only its Portuguese went out: the English version was never written.
    await edition('may', {
      status: 'sent',
      started: '2026-05-01T10:00:00Z',
      versions: { en: letter('', 'Nothing yet.'), pt: letter('Maio', 'Flores.') },
    });
    // Never in the archive: private, cancelled, not begun, a welcome step.
    await edition('private', {
      status: 'sent',
      public: false,
      started: '2026-06-01T10:00:00Z',
      versions: { en: letter('Private', 'x') },
    });
    await edition('cancelled', {
      status: 'cancelled',
      started: '2026-06-02T10:00:00Z',
      versions: { en: letter('Stopped', 'x') },
    });
    await edition('draft', { status: 'draft', versions: { en: letter('Draft', 'x') } });
    await edition('scheduled', { status: 'scheduled', versions: { en: letter('Later', 'x') } });
    await edition('welcome', {
      status: 'sending',
      welcomeDay: 3,
      started: '2026-01-01T10:00:00Z',
      versions: { en: letter('Day 3', 'x') },
    });

    const { db } = database;
    expect(await archiveList(db, 'en')).toEqual([
      {
        id: ids.march,
        subject: 'The March moon',
        summary: 'Three breaths before sleep',
        sentAt: '2026-03-01T10:00:00.000Z',
      },
    ]);
    expect((await archiveList(db, 'pt')).map((entry) => entry.id)).toEqual([ids.may, ids.april, ids.march]);
    // Without a preheader, the list says the text's first words.
    expect((await archiveList(db, 'pt')).find((entry) => entry.id === ids.april)?.summary).toBe('Um recomeço.');
    expect((await archiveList(db, 'es')).map((entry) => entry.id)).toEqual([ids.february]);
    expect(await archiveList(db, 'it')).toEqual([]);
  });

  it('gives an edition in a language it went out in, with its languages and its images’ sizes', async () => {
    const { db } = database;
    const march = await archivedEdition(db, ids.march ?? 0, 'en');
    expect(march).toMatchObject({
      id: ids.march,
      locale: 'en',
      subject: 'The March moon',
      sentAt: '2026-03-01T10:00:00.000Z',
      locales: ['en', 'pt'],
      images: { [STORED_IMAGE]: { width: 1120, height: 630 } },
    });
    expect(march?.doc.content).toHaveLength(3);

    // Not in this language: the languages it is in; not in the archive at all: none.
    expect(await archivedEdition(db, ids.may ?? 0, 'en')).toBeUndefined();
    expect(await archivedLocales(db, ids.may ?? 0)).toEqual(['pt']);
    for (const name of ['private', 'cancelled', 'draft', 'scheduled', 'welcome']) {
      expect(await archivedEdition(db, ids[name] ?? 0, 'en'), name).toBeUndefined();
      expect(await archivedLocales(db, ids[name] ?? 0), name).toEqual([]);
    }
    expect(await archivedLocales(db, 999_999)).toEqual([]);
  });

  it('hands the pages what they show: the list, an edition, or the languages it is in', async () => {
    const archive = archiveLocals(database.db, silentLogger());
    expect(await archive.list('es')).toEqual({
      kind: 'list',
      entries: [expect.objectContaining({ id: ids.february, subject: 'Febrero' })],
    });
    expect(await archive.edition(ids.march ?? 0, 'pt')).toMatchObject({
      kind: 'edition',
      edition: { subject: 'A lua de março' },
    });
    expect(await archive.edition(ids.march ?? 0, 'it')).toEqual({ kind: 'missing', locales: ['en', 'pt'] });
    expect(await archive.edition(ids.private ?? 0, 'en')).toEqual({ kind: 'missing', locales: [] });
  });
});

describe('the archive’s pages', () => {
  it('show a notice, never fail, when the database does not answer, and log why', async () => {
    const down = {
      select: () => {
        throw new Error('connection refused');
      },
    } as unknown as Database;
    const logger = silentLogger();
    const archive = archiveLocals(down, logger);
    expect(await archive.list('pt')).toEqual({ kind: 'unavailable' });
    expect(await archive.edition(1, 'pt')).toEqual({ kind: 'unavailable' });
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error.mock.calls[0]?.[0]).toEqual({ error: { message: 'connection refused' } });
  });

  it('are rendered on demand at an edition’s address and the feed’s, in every language', () => {
    for (const path of [
      '/newsletter/archive/1',
      '/pt/newsletter/archive/42',
      '/it/newsletter/archive/9007199254740991',
      '/newsletter/archive/rss.xml',
      '/es/newsletter/archive/rss.xml',
    ]) {
      expect(isArchivePath(path), path).toBe(true);
    }
    for (const path of [
      '/newsletter/archive',
      '/newsletter/archive/',
      '/newsletter/archive/0',
      '/newsletter/archive/012',
      '/newsletter/archive/1.5',
      '/newsletter/archive/abc',
      '/newsletter/archive/1/more',
      '/en/newsletter/archive/1',
      '/xx/newsletter/archive/1',
      '/pt/newsletter/archive/rss.xml/x',
      '/newsletter/unsubscribe',
    ]) {
      expect(isArchivePath(path), path).toBe(false);
    }
    const site = withArchivePages(createSiteIndex(FIXTURE_MANIFEST));
    expect(site.isOnDemand('/pt/newsletter/archive/3')).toBe(true);
    expect(site.isOnDemand('/performance')).toBe(true);
    expect(site.isOnDemand('/about')).toBe(false);
    // Not pages of the index: no language redirect takes a reader away from an edition's language.
    expect(site.isPage('/newsletter/archive/3')).toBe(false);
  });
});
