import { LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { plural } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerDateTime } from '../../lib/owner-format.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';

/** A request as the list shows it (src/server/privacy/owner-report.ts reads it). */
export interface ListedPrivacyRequest {
  id: number;
  requestedAt: Date;
  locale: Locale;
  state: keyof OwnerMessages['privacy']['states'];
  /** While the request is open, the days left to answer it; null once it is closed. */
  daysLeft: number | null;
}

export interface PrivacyRequestsPageProps {
  locale: Locale;
  texts: OwnerMessages['privacy'];
  unavailable: string;
  /** Newest first; null when the database could not be read. */
  requests: ListedPrivacyRequest[] | null;
}

/**
 * The privacy requests: when each was asked, in which language, its state, and while it is open
 * the days left of the 15 the LGPD gives (art. 19). Server-rendered, no address shown.
 */
export function PrivacyRequestsPage({ locale, texts, unavailable, requests }: PrivacyRequestsPageProps) {
  return (
    <>
      <h1 className="font-display text-3xl text-ink">{texts.heading}</h1>
      <p className="mt-2 text-ink-soft">{texts.intro}</p>
      {!requests ? (
        <p role="alert" className="mt-6 rounded-xl bg-violet-50 p-4 text-ink">
          {unavailable}
        </p>
      ) : requests.length === 0 ? (
        <p className="mt-6 text-ink-soft">{texts.empty}</p>
      ) : (
        <Table containerClassName="mt-6 rounded-2xl bg-paper p-2 shadow-sm">
          <TableCaption srOnly>{texts.heading}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="p-2">{texts.requested}</TableHead>
              <TableHead className="p-2">{texts.language}</TableHead>
              <TableHead className="p-2">{texts.state}</TableHead>
              <TableHead className="p-2">{texts.daysLeft}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {requests.map((request) => (
              <TableRow key={request.id}>
                <TableCell className="whitespace-nowrap p-2">{ownerDateTime(request.requestedAt, locale)}</TableCell>
                <TableCell className="p-2">{LOCALE_NAMES[request.locale]}</TableCell>
                <TableCell className="p-2">{texts.states[request.state]}</TableCell>
                <TableCell className="whitespace-nowrap p-2 tabular-nums">
                  {request.daysLeft === null ? texts.closed : plural(locale, texts.days, request.daysLeft)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
