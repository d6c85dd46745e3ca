/**
 * A newsletter edition as the owner's pages and the server share it: its life (draft → scheduled →
 * sending ⇄ paused → sent, or cancelled), one version per language, who receives it, and what
 * happened to its mail. The body's schema is ./edition-document.ts.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { type EditionDocument, editionDocumentSchema } from './edition-document.ts';

export const EDITION_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];

/** The states in which the owner may still change an edition. */
export const EDITABLE_STATUSES: readonly EditionStatus[] = ['draft', 'scheduled'];

/** Where subscribers signed up, as the owner filters them (server/admin/subscribers.ts groups the paths). */
export const AUDIENCE_SOURCES = ['home', 'quiz', 'blog', 'imported', 'other'] as const;
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number];

/** The welcome series: at most this many steps, each at most this many days after confirmation. */
export const WELCOME_SERIES_MAX = 5;
export const WELCOME_DAY_MAX = 90;

/** An image for an edition: what the owner's page checks before sending and the server after. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const SUBJECT_MAX = 150;
export const PREHEADER_MAX = 200;

/** One language's version: what the inbox shows (subject, preheader) and the body. */
export const editionVersionSchema = z.object({
  subject: z.string().trim().max(SUBJECT_MAX),
  preheader: z.string().trim().max(PREHEADER_MAX),
  doc: editionDocumentSchema,
});
export interface EditionVersion {
  subject: string;
  preheader: string;
  doc: EditionDocument;
}
export type EditionVersions = Partial<Record<Locale, EditionVersion>>;

export const editionVersionsSchema = z.partialRecord(z.enum(LOCALES), editionVersionSchema);

/** Who receives it: every confirmed subscriber, or those of some languages, or of some signup sources. */
export const audienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('locales'), locales: z.array(z.enum(LOCALES)).min(1).max(LOCALES.length) }),
  z.object({
    kind: z.literal('sources'),
    sources: z.array(z.enum(AUDIENCE_SOURCES)).min(1).max(AUDIENCE_SOURCES.length),
  }),
]);
export type EditionAudience = z.infer<typeof audienceSchema>;

/** What happened to an edition's mail so far. */
export interface EditionFigures {
  /** Mail for this edition in all (one per subscriber). */
  total: number;
  /** Waiting to be sent (also while paused). */
  remaining: number;
  /** Handed to the SMTP server. */
  sent: number;
  /** Given up on after retries. */
  failed: number;
  /** Refused for good by the receiving server (5xx): the address is marked bounced. */
  bounced: number;
  /** Not sent: the subscriber left before it was their turn, or the edition was cancelled. */
  cancelled: number;
  /** Recipients who unsubscribed after it went out. */
  unsubscribed: number;
}

/** An edition as its page shows it (dates as ISO strings; the page writes them in the owner's language). */
export interface EditionRecord {
  id: number;
  status: EditionStatus;
  /**
   * A welcome-series step: sent this many days after each subscriber confirms, to those who
   * confirm while it is on (status `sending`; `draft` is off). Null for an ordinary edition.
   */
  welcomeDay: number | null;
  versions: EditionVersions;
  audience: EditionAudience;
  /** The language subscribers get when theirs has no version; null: they get nothing. */
  fallbackLocale: Locale | null;
  /** Shown in the public archive once sent. */
  public: boolean;
  /** When a scheduled edition goes out. */
  sendAt: string | null;
  /** Raised by every save: a save naming an older one was made from a stale page. */
  revision: number;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  figures: EditionFigures;
}

/** A line of the editions list. */
export interface ListedEdition {
  id: number;
  status: EditionStatus;
  welcomeDay: number | null;
  /** The subject in the owner's language, else the first written one; '' while none is. */
  subject: string;
  locales: Locale[];
  sendAt: string | null;
  updatedAt: string;
  startedAt: string | null;
  figures: EditionFigures;
}
