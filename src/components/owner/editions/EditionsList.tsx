import type { Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import type { ListedEdition } from '../../../lib/edition.ts';
import { ownerDateTime, ownerNumber } from '../../../lib/owner-format.ts';
import type { NewsletterTexts } from './edition-texts.ts';

export interface EditionsListProps {
  locale: Locale;
  /** Newest first; null when the database could not be read. */
  editions: ListedEdition[] | null;
  /** The edition page: an edition is `?id=` on it. */
  editionHref: string;
  texts: NewsletterTexts;
  unavailable: string;
}

/** The dates that matter for an edition in its state: when it goes, went, or was last touched. */
function datesOf(edition: ListedEdition, locale: Locale, texts: NewsletterTexts): string {
  const date = (iso: string) => ownerDateTime(new Date(iso), locale);
  if (edition.status === 'scheduled' && edition.sendAt)
    return format(texts.scheduledOn, { date: date(edition.sendAt) });
  if (edition.startedAt) return format(texts.startedOn, { date: date(edition.startedAt) });
  return format(texts.changedOn, { date: date(edition.updatedAt) });
}

/** A listed edition's state, as a badge, and the languages it is written in. */
export function ListedState({ status, locales, texts }: { status: string; locales: Locale[]; texts: NewsletterTexts }) {
  return (
    <p className="mt-1 text-sm text-ink">
      <span className="rounded-full bg-violet-100 px-2 py-0.5 font-medium text-violet-900">{status}</span>{' '}
      {locales.length > 0
        ? `${texts.written}: ${locales.map((code) => texts.languages[code]).join(', ')}`
        : texts.noneWritten}
    </p>
  );
}

/**
 * The editions, newest first: subject, languages, state, the date that matters and, once sending
 * began, its figures. Drawn on the server (no script): each line links to its edition's page.
 */
export function EditionsList({ locale, editions, editionHref, texts, unavailable }: EditionsListProps) {
  if (!editions) {
    return (
      <p role="alert" className="mt-6 rounded-xl bg-violet-50 p-4 text-ink">
        {unavailable}
      </p>
    );
  }
  if (editions.length === 0) return <p className="mt-6 rounded-2xl bg-paper p-5 text-ink">{texts.empty}</p>;
  const number = (count: number) => ownerNumber(count, locale);
  return (
    <ul aria-label={texts.listCaption} className="mt-6 divide-y divide-violet-100 rounded-2xl bg-paper shadow-sm">
      {editions.map((edition) => (
        <li key={edition.id} className="p-4">
          <a href={`${editionHref}?id=${edition.id}`} className="font-semibold break-words text-violet-700 underline">
            {edition.subject || texts.untitled}
          </a>
          <ListedState status={texts.statuses[edition.status]} locales={edition.locales} texts={texts} />
          <p className="text-sm text-ink-soft">{datesOf(edition, locale, texts)}</p>
          {edition.figures.total > 0 && (
            <p className="text-sm text-ink-soft">
              {format(texts.figures, {
                sent: number(edition.figures.sent),
                failed: number(edition.figures.failed),
                bounced: number(edition.figures.bounced),
                remaining: number(edition.figures.remaining),
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
