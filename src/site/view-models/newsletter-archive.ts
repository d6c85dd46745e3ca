/** View models of the newsletter's public archive: the list of a language and an edition's page. */
import type { ArchivedEdition } from '../../lib/edition-archive.ts';
import type { EditionDocument } from '../../lib/edition-document.ts';
import type { PageLink } from './shared.ts';

/** A date as the page writes it, with its machine-readable form for `<time>`. */
export interface ShownDate {
  dateTime: string;
  text: string;
}

/** An edition in the list. */
export interface ArchiveListItem {
  href: string;
  subject: string;
  summary: string;
  /** "Sent on May 5, 2025", in the page's language. */
  sent: ShownDate;
}

/** The archive's list in one language. */
export interface ArchiveListPageProps {
  title: string;
  intro: string;
  /** Newest first. */
  items: ArchiveListItem[];
  /** Instead of the list: no edition yet (with the signup form, the route's children), or a database that did not answer. */
  notice?: { text: string; tone: 'empty' | 'problem' };
  /** The list's feed, offered as a link too (the page's head names it for feed readers). */
  feed: PageLink;
}

/** Another language an edition can be read in: the link says its name in that language. */
export interface LanguageLink extends PageLink {
  /** BCP 47 tag, for `lang` and `hrefLang`. */
  lang: string;
}

/** An edition's page. */
export interface ArchiveEditionProps {
  kind: 'edition';
  subject: string;
  sent: ShownDate;
  doc: EditionDocument;
  images: ArchivedEdition['images'];
  /** The other languages it was written in. */
  alsoIn: { label: string; links: LanguageLink[] } | null;
  back: PageLink;
}

/** Instead of an edition: why not (not in this language, not in the archive, no database), and where to go. */
export interface ArchiveEditionNoticeProps {
  kind: 'notice';
  heading: string;
  text: string;
  /** The languages it can be read in, when it is in the archive in others. */
  languages: LanguageLink[];
  back: PageLink;
}

export type ArchiveEditionPageProps = ArchiveEditionProps | ArchiveEditionNoticeProps;
