import type { Locale } from '../../../i18n/locales.ts';
import type { EditionFigures } from '../../../lib/edition.ts';
import { ownerNumber } from '../../../lib/owner-format.ts';
import type { NewsletterTexts } from './edition-texts.ts';

export interface FigureListProps {
  figures: EditionFigures;
  locale: Locale;
  texts: NewsletterTexts;
}

/** What happened to an edition's mail, figure by figure (those not sent and the departures once there are any). */
export function FigureList({ figures, locale, texts }: FigureListProps) {
  const number = (count: number) => ownerNumber(count, locale);
  const rows: [string, number][] = [
    [texts.sent, figures.sent],
    [texts.failed, figures.failed],
    [texts.bounced, figures.bounced],
    [texts.remaining, figures.remaining],
    ...(figures.cancelled > 0 ? [[texts.cancelledMail, figures.cancelled] as [string, number]] : []),
    ...(figures.unsubscribed > 0 ? [[texts.unsubscribed, figures.unsubscribed] as [string, number]] : []),
  ];
  return (
    <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 sm:max-w-sm">
      {rows.map(([label, count]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="text-end tabular-nums text-ink">{number(count)}</dd>
        </div>
      ))}
    </dl>
  );
}
