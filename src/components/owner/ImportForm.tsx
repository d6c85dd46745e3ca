import { useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { IMPORT_MAX_BYTES, type ImportReport } from '../../lib/subscriber-import.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';
import { type OwnerAnswer, postOwner, SubmitButton } from './fields.tsx';

type ImportAnswer = OwnerAnswer & ImportReport;

export interface ImportFormProps {
  locale: Locale;
  texts: OwnerMessages['subscribers'];
  network: string;
}

const SELECT = 'mt-1 min-h-12 w-full rounded-xl border border-violet-100 bg-paper px-3 text-base text-ink';

/**
 * Importing a CSV list: the file is read in the browser and sent as text; the answer is a report
 * of how many were added and each skipped row with its line and why, so nothing is lost silently.
 */
export default function ImportForm({ locale, texts, network }: ImportFormProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [report, setReport] = useState<ImportAnswer | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return;
    if (file.size > IMPORT_MAX_BYTES) return setMessage(texts.importTooLarge);
    setBusy(true);
    setMessage(null);
    setReport(null);
    const answer = await postOwner<ImportAnswer>(
      // The language in the address too: a file too large is refused before its body is read.
      `/api/admin/subscribers/import?locale=${locale}`,
      { csv: await file.text(), language: form.get('language'), locale },
      network,
    );
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    setReport(answer.body);
    setMessage(format(texts.importDone, { added: answer.body.added, skipped: answer.body.skipped }));
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 rounded-2xl bg-paper p-5">
      <h2 id={`${id}-heading`} className="font-display text-2xl text-ink">
        {texts.importHeading}
      </h2>
      <p className="mt-2 text-ink-soft">{texts.importIntro}</p>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="text-sm font-medium text-ink">{texts.importFile}</span>
          <input
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            className="mt-1 block min-h-12 w-full text-base text-ink"
          />
        </label>
        <label className="block">
          <span className="text-sm font-medium text-ink">{texts.importLanguage}</span>
          <select name="language" defaultValue={locale} className={SELECT}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel={texts.importing}>
            {texts.importButton}
          </SubmitButton>
        </div>
      </form>
      <p role="status" className="mt-3 min-h-6 font-medium text-ink">
        {message}
      </p>
      {report && report.problems.length > 0 && (
        <Table containerClassName="mt-2">
          <TableCaption className="text-start font-medium text-ink">{texts.importSkipped}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead align="end">{texts.importLine}</TableHead>
              <TableHead>{texts.email}</TableHead>
              <TableHead>{texts.importReason}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.problems.map((problem) => (
              <TableRow key={problem.line}>
                <TableCell align="end">{problem.line}</TableCell>
                <TableCell className="break-all">{problem.email}</TableCell>
                <TableCell>{texts.reasons[problem.reason]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {report && report.skipped > report.problems.length && (
        <p className="mt-2 text-ink-soft">
          {format(texts.importMore, { count: report.skipped - report.problems.length })}
        </p>
      )}
    </section>
  );
}
