/**
 * Importing a subscriber list the owner already had (from Ghost, say): Ghost's columns (`email`
 * required, `name`, `created_at`, and `subscribed_to_emails` when present) plus our `language`.
 * Every row is either added or reported with its line and why it was skipped: an address that is
 * not valid, repeated in the file, already on the list, or of someone who asked to be forgotten
 * (recognised by the keyed hash only, ../privacy/forget.ts). Never a duplicate: the database's
 * unique index on the lower-cased address decides, so two imports at once cannot both add one.
 */
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../lib/email-address.ts';
import type { ImportReport, SkipReason } from '../../lib/subscriber-import.ts';
import { undefusedCell } from '../csv.ts';
import type { Database } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import { forgottenAmong } from '../privacy/forget.ts';

/** The most rows one file may hold, and the most skipped rows the report lists one by one. */
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_REPORT_LIMIT = 200;
/** The `source` of an imported subscriber: the list's "Signed up from" filter shows them apart. */
export const IMPORT_SOURCE = 'import';
/** The consent record of an imported row: given elsewhere, before the import, as the owner attests. */
const IMPORTED_CONSENT = { version: 'imported', purpose: 'newsletter' };
const INSERT_BATCH = 500;

/** Why a whole file was refused. */
export type ImportRefusal = 'noEmailColumn' | 'unreadable' | 'tooManyRows';

interface Candidate {
  line: number;
  email: string;
  name: string | null;
  locale: Locale;
  createdAt: Date | null;
}

/** Why a row is skipped before the database is asked, if it is. */
function skipReason(row: Record<string, string>, email: string, seen: Set<string>): SkipReason | undefined {
  if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) return 'invalidEmail';
  if (seen.has(email.toLowerCase())) return 'repeated';
  // Ghost's export marks people who stopped its mail; importing them as subscribed would undo that.
  if (row.subscribed_to_emails?.trim().toLowerCase() === 'false') return 'notSubscribed';
  return undefined;
}

/** A language cell: our codes, or a tag that starts with one ("pt-BR"); empty means the default. */
function localeOf(cell: string, fallback: Locale): Locale | undefined {
  const code = cell.trim().toLowerCase().slice(0, 2);
  if (!code) return fallback;
  return LOCALES.find((locale) => locale === code);
}

/** A date cell as Ghost writes it (ISO 8601); anything unreadable means "not known". */
function dateOf(cell: string | undefined): Date | null {
  const date = cell?.trim() ? new Date(cell.trim()) : null;
  return date && !Number.isNaN(date.getTime()) && date.getTime() <= Date.now() ? date : null;
}

/** A row of the file: its line (the header is line 1) and its cells by lower-cased column name. */
interface FileRow {
  line: number;
  cells: Record<string, string>;
}

/** The rows of a CSV file, or why it cannot be used. */
function readRows(csv: string): FileRow[] | ImportRefusal {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (the types describe only plain records).
    records = parse(csv, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof records;
  } catch {
    return 'unreadable';
  }
  const [header, ...body] = records;
  const columns = header?.record.map((name) => name.trim().toLowerCase()) ?? [];
  if (!columns.includes('email')) return 'noEmailColumn';
  if (body.length > IMPORT_MAX_ROWS) return 'tooManyRows';
  return body.map(({ record, info }) => ({
    line: info.lines,
    // A file exported here (or by a tool that defuses formulas the same way) carries `'` before a
    // leading = + - @: read back without it, an address that starts with "-" stays that address.
    cells: Object.fromEntries(columns.map((column, index) => [column, undefusedCell(record[index] ?? '')])),
  }));
}

export async function importSubscribers(
  db: Database,
  { csv, defaultLocale, secret }: { csv: string; defaultLocale: Locale; secret: string },
): Promise<ImportReport | ImportRefusal> {
  const rows = readRows(csv);
  if (typeof rows === 'string') return rows;

  const problems: ImportReport['problems'] = [];
  const skip = (line: number, email: string, reason: SkipReason) => {
    problems.push({ line, email, reason });
  };

  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const { line, cells: row } of rows) {
    const email = (row.email ?? '').trim();
    const reason = skipReason(row, email, seen);
    if (reason) {
      skip(line, email, reason);
      continue;
    }
    seen.add(email.toLowerCase());
    const locale = localeOf(row.language ?? '', defaultLocale);
    if (!locale) {
      skip(line, email, 'invalidLanguage');
      continue;
    }
    const name = row.name?.trim().slice(0, 200) || null;
    candidates.push({ line, email, name, locale, createdAt: dateOf(row.created_at) });
  }

  let added = 0;
  for (let start = 0; start < candidates.length; start += INSERT_BATCH) {
    const batch = candidates.slice(start, start + INSERT_BATCH);
    const forgotten = await forgottenAmong(
      db,
      secret,
      batch.map((candidate) => candidate.email),
    );
    const welcome = batch.filter((candidate) => !forgotten.has(candidate.email.toLowerCase()));
    for (const candidate of batch) {
      if (forgotten.has(candidate.email.toLowerCase())) skip(candidate.line, candidate.email, 'forgotten');
    }
    if (welcome.length === 0) continue;
    const inserted = await db
      .insert(newsletterSubscribers)
      .values(
        welcome.map((candidate) => ({
          email: candidate.email,
          name: candidate.name,
          locale: candidate.locale,
          source: IMPORT_SOURCE,
          status: 'subscribed' as const,
          consentAt: candidate.createdAt ?? new Date(),
          consentTextVersion: IMPORTED_CONSENT.version,
          consentPurpose: IMPORTED_CONSENT.purpose,
          unsubscribeToken: randomBytes(32).toString('base64url'),
          createdAt: candidate.createdAt ?? new Date(),
        })),
      )
      // The unique index on lower(email) turns an address already on the list into no row.
      .onConflictDoNothing()
      .returning({ email: newsletterSubscribers.email });
    const insertedEmails = new Set(inserted.map((row) => row.email.toLowerCase()));
    added += inserted.length;
    for (const candidate of welcome) {
      if (!insertedEmails.has(candidate.email.toLowerCase())) skip(candidate.line, candidate.email, 'alreadyThere');
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { added, skipped: problems.length, problems: problems.slice(0, IMPORT_REPORT_LIMIT) };
}
