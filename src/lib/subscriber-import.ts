/** What the owner's import form and the server agree on (src/server/admin/import.ts). */

/** The largest file the page sends (10,000 rows of a Ghost export are about 1 MB). */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** Why a row of an imported file was not added. */
export type SkipReason =
  | 'invalidEmail'
  | 'repeated'
  | 'alreadyThere'
  | 'forgotten'
  | 'notSubscribed'
  | 'invalidLanguage';

/** The import's answer: how many were added, how many skipped, and the first skipped rows. */
export interface ImportReport {
  added: number;
  skipped: number;
  /** Line in the file (the header is line 1), address, why. */
  problems: { line: number; email: string; reason: SkipReason }[];
}
