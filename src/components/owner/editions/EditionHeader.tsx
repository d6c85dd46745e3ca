import type { Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import type { EditionRecord } from '../../../lib/edition.ts';
import { ownerDateTime } from '../../../lib/owner-format.ts';
import type { NewsletterTexts } from './edition-texts.ts';
import { statusName } from './welcome-series.ts';

export interface EditionHeaderProps {
  record: Pick<EditionRecord, 'status' | 'welcomeDay' | 'sendAt'>;
  locale: Locale;
  /** The newsletter page (the editions and the welcome series). */
  listHref: string;
  texts: NewsletterTexts;
}

/** The way back, the page's heading (an edition, or a welcome mail) and its status in the owner's words. */
export function EditionHeader({ record, locale, listHref, texts }: EditionHeaderProps) {
  const step = record.welcomeDay !== null;
  const status = format(texts.status, { status: statusName(record.status, step, texts) });
  return (
    <>
      <p>
        <a href={listHref} className="inline-flex min-h-11 items-center text-violet-700 underline">
          {step ? texts.series.back : texts.back}
        </a>
      </p>
      <h1 className="font-display text-3xl text-ink">{step ? texts.series.stepHeading : texts.editionHeading}</h1>
      <p className="mt-2 text-ink-soft">
        {status}
        {record.status === 'scheduled' && record.sendAt
          ? ` · ${format(texts.scheduledOn, { date: ownerDateTime(new Date(record.sendAt), locale) })}`
          : ''}
      </p>
    </>
  );
}
