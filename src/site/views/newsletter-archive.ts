/**
 * The newsletter archive's pages (rendered per request): the list of a language and an edition's
 * page, from what the server read (`Astro.locals.archive`) and the list's entry in the page index.
 * An edition is not in the index (the build cannot know it): its entry is made here, with the
 * languages it was written in as its hreflang. Pure.
 */
import { site } from '../../config/site.ts';
import { HTML_LANG, LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { NEWSLETTER_ARCHIVE_FEED_PATH, newsletterEditionPath } from '../../i18n/routes.ts';
import {
  ARCHIVE_CACHE_CONTROL,
  type ArchiveEditionVisit,
  type ArchiveListVisit,
  excerpt,
} from '../../lib/edition-archive.ts';
import { ownerDate } from '../../lib/owner-format.ts';
import { archiveFeedTitle } from '../archive-feed.ts';
import type { PageHead } from '../head.ts';
import type { SitePage } from '../page-index.ts';
import type {
  ArchiveEditionPageProps,
  ArchiveListPageProps,
  LanguageLink,
  ShownDate,
} from '../view-models/newsletter-archive.ts';

/** What a route needs: the document's head, the view's props, and the answer's status and cache rule. */
export interface ArchiveView<Props> {
  head: PageHead;
  props: Props;
  status: number;
  cacheControl: string;
  /** The signup form the page offers (the route adds it: it is an island), with its block's heading if any. */
  signup?: { heading?: string };
}

/** A page that is not there, or a database that did not answer, is never kept by a cache. */
const NOT_KEPT = 'no-store';

/** When an edition went out, as the page's language writes the day it was where the owner sent it. */
function sentDate(sentAt: string, locale: Locale): ShownDate {
  return {
    dateTime: sentAt,
    text: format(getMessages(locale).newsletterArchive.sentOn, { date: ownerDate(new Date(sentAt), locale) }),
  };
}

/** Links to an edition in other languages, each named in its own. */
function languageLinks(id: number, locales: readonly Locale[]): LanguageLink[] {
  return locales.map((code) => ({
    href: localizePath(newsletterEditionPath(id), code),
    label: LOCALE_NAMES[code],
    lang: HTML_LANG[code],
  }));
}

/** The archive's list in one language (`page` is its entry in the page index). */
export function archiveListView(
  locale: Locale,
  page: SitePage,
  visit: ArchiveListVisit,
): ArchiveView<ArchiveListPageProps> {
  const messages = getMessages(locale);
  const t = messages.newsletterArchive;
  const feed = { href: localizePath(NEWSLETTER_ARCHIVE_FEED_PATH, locale), label: t.feed };
  const head: PageHead = {
    page,
    title: messages.pages.newsletterArchive.title,
    description: messages.pages.newsletterArchive.description,
    feeds: [{ title: archiveFeedTitle(locale), href: feed.href }],
  };
  const items =
    visit.kind === 'list'
      ? visit.entries.map((entry) => ({
          href: localizePath(newsletterEditionPath(entry.id), locale),
          subject: entry.subject,
          summary: entry.summary,
          sent: sentDate(entry.sentAt, locale),
        }))
      : [];
  const notice =
    visit.kind === 'unavailable'
      ? ({ text: t.unavailable, tone: 'problem' } as const)
      : items.length === 0
        ? ({ text: t.empty, tone: 'empty' } as const)
        : undefined;
  return {
    head,
    props: { title: t.heading, intro: t.intro, items, notice, feed },
    status: visit.kind === 'unavailable' ? 503 : 200,
    cacheControl: visit.kind === 'unavailable' ? NOT_KEPT : ARCHIVE_CACHE_CONTROL,
    ...(notice?.tone === 'empty' ? { signup: {} } : {}),
  };
}

/**
 * An edition's entry as the layout needs it: its hreflang names the languages it was written in
 * (indexed only when shown); the switcher leads to it in those, and to the list in the others.
 */
function editionPage(
  listPage: SitePage,
  id: number,
  title: string,
  locales: readonly Locale[],
  shown: boolean,
): SitePage {
  const path = (code: Locale) => localizePath(newsletterEditionPath(id), code);
  const versions = Object.fromEntries(
    LOCALES.map((code) => [code, locales.includes(code) ? path(code) : listPage.versions[code]]),
  ) as Record<Locale, string>;
  const own = path(listPage.locale);
  return {
    ...listPage,
    key: `newsletter-edition:${id}`,
    path: own,
    versions,
    alternates: shown ? Object.fromEntries(locales.map((code) => [code, path(code)])) : {},
    canonical: shown ? own : null,
    indexable: shown,
    breadcrumbs: [...listPage.breadcrumbs, { name: title, path: own }],
    title,
    changeFrequency: 'yearly',
  };
}

/** The document's title: the subject, with the site's name when both fit in 60 characters. */
function titleOf(subject: string): string {
  const full = `${subject} — ${site.brandName}`;
  return full.length <= 60 ? full : subject;
}

/** An edition's page in one language (`listPage` is the list's entry in the page index); `id` undefined for a malformed address. */
export function archiveEditionView(
  locale: Locale,
  listPage: SitePage,
  id: number | undefined,
  visit: ArchiveEditionVisit,
): ArchiveView<ArchiveEditionPageProps> {
  const t = getMessages(locale).newsletterArchive;
  const back = { href: listPage.path, label: t.allEditions };

  if (visit.kind === 'edition' && id !== undefined) {
    const { edition } = visit;
    const others = edition.locales.filter((code) => code !== locale);
    return {
      head: {
        page: editionPage(listPage, id, edition.subject, edition.locales, true),
        title: titleOf(edition.subject),
        description: excerpt(edition.summary, 160),
        ogType: 'article',
      },
      props: {
        kind: 'edition',
        subject: edition.subject,
        sent: sentDate(edition.sentAt, locale),
        doc: edition.doc,
        images: edition.images,
        alsoIn: others.length > 0 ? { label: t.alsoIn, links: languageLinks(id, others) } : null,
        back,
      },
      status: 200,
      cacheControl: ARCHIVE_CACHE_CONTROL,
      signup: { heading: t.nextHeading },
    };
  }

  const elsewhere = visit.kind === 'missing' && id !== undefined ? visit.locales : [];
  const [heading, text] =
    visit.kind === 'unavailable'
      ? [t.heading, t.unavailable]
      : elsewhere.length > 0
        ? [t.notInLanguageHeading, t.notInLanguageText]
        : [t.notFoundHeading, t.notFoundText];
  const page =
    id === undefined
      ? { ...listPage, indexable: false, canonical: null, alternates: {} }
      : editionPage(listPage, id, heading, elsewhere, false);
  return {
    head: { page, title: `${heading} — ${site.brandName}`, description: text },
    props: { kind: 'notice', heading, text, languages: id === undefined ? [] : languageLinks(id, elsewhere), back },
    status: visit.kind === 'unavailable' ? 503 : 404,
    cacheControl: NOT_KEPT,
  };
}
