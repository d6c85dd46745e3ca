/**
 * What the archive's pages need of the server: their reads (`Astro.locals.archive`), which never
 * fail a page (a database that does not answer is logged and shown as a notice), and their
 * addresses. The list's address is in the page index; an edition's and the feed's are not (the
 * build cannot know the editions), so the server is told here that Astro renders them.
 */
import type { FastifyBaseLogger } from 'fastify';
import { splitLocale } from '../../i18n/paths.ts';
import { NEWSLETTER_ARCHIVE_FEED_PATH, NEWSLETTER_ARCHIVE_PATH } from '../../i18n/routes.ts';
import { type ArchiveLocals, editionIdOf } from '../../lib/edition-archive.ts';
import { type Database, loggableError } from '../db/client.ts';
import type { SiteIndex } from '../http/site-manifest.ts';
import { archivedEditionVisit, archiveList } from './archive.ts';

/** The archive's reads for its pages. */
export function archiveLocals(db: Database, logger: FastifyBaseLogger): ArchiveLocals {
  const unavailable = (error: unknown, what: string) => {
    logger.error({ error: loggableError(error) }, `newsletter archive: could not read ${what}`);
    return { kind: 'unavailable' } as const;
  };
  return {
    list: async (locale) => {
      try {
        return { kind: 'list', entries: await archiveList(db, locale) };
      } catch (error) {
        return unavailable(error, 'the list');
      }
    },
    edition: async (id, locale) => {
      try {
        return await archivedEditionVisit(db, id, locale);
      } catch (error) {
        return unavailable(error, 'an edition');
      }
    },
  };
}

/** True for an edition's page (`/pt/newsletter/archive/12`) and the feed (`/newsletter/archive/rss.xml`). */
export function isArchivePath(path: string): boolean {
  const { path: english } = splitLocale(path);
  if (english === NEWSLETTER_ARCHIVE_FEED_PATH) return true;
  const prefix = `${NEWSLETTER_ARCHIVE_PATH}/`;
  return english.startsWith(prefix) && editionIdOf(english.slice(prefix.length)) !== undefined;
}

/** The site's index, with the archive's editions and feeds rendered on demand as well. */
export function withArchivePages(site: SiteIndex): SiteIndex {
  return { ...site, isOnDemand: (path) => site.isOnDemand(path) || isArchivePath(path) };
}
