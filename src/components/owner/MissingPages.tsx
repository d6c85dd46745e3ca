import type { Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerDayLabel } from '../../lib/owner-format.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';

export interface MissingPagesProps {
  locale: Locale;
  texts: OwnerMessages['missing'];
  unavailable: string;
  /** Newest day first, each with its most requested missing paths; null when the database could not be read. */
  days: { day: string; paths: { path: string; hits: number }[] }[] | null;
}

/** The missing pages asked for most, one small table a day, newest day first. */
export function MissingPages({ locale, texts, unavailable, days }: MissingPagesProps) {
  return (
    <>
      <h1 className="font-display text-3xl text-ink">{texts.heading}</h1>
      <p className="mt-2 text-ink-soft">{texts.intro}</p>
      {!days ? (
        <p role="alert" className="mt-6 rounded-xl bg-violet-50 p-4 text-ink">
          {unavailable}
        </p>
      ) : days.length === 0 ? (
        <p className="mt-6 text-ink-soft">{texts.empty}</p>
      ) : (
        <div className="mt-6 grid gap-4">
          {days.map(({ day, paths }) => (
            <Table key={day} containerClassName="rounded-2xl bg-paper p-3 shadow-sm">
              <TableCaption className="text-start font-semibold text-violet-900">
                {ownerDayLabel(day, locale)}
              </TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead className="p-2">{texts.path}</TableHead>
                  <TableHead align="end" className="p-2">
                    {texts.hits}
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {paths.map((entry) => (
                  <TableRow key={entry.path}>
                    <TableCell className="break-all p-2 font-mono">{entry.path}</TableCell>
                    <TableCell align="end" className="p-2 tabular-nums">
                      {entry.hits}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ))}
        </div>
      )}
    </>
  );
}
