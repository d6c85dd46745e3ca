import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import type { EditionFigures, EditionRecord } from '../../../lib/edition.ts';
import { ownerDateTime, ownerNumber, ownerPercent } from '../../../lib/owner-format.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { StatusLine } from '../fields.tsx';
import type { NewsletterTexts } from './edition-texts.ts';
import { FigureList } from './FigureList.tsx';
import { type SendingChange, useEditionAction } from './use-edition-action.ts';

export interface SendingProgressProps {
  record: EditionRecord;
  locale: Locale;
  /** True while the figures could not be read again. */
  stale: boolean;
  /** Reads the edition again after an action. */
  onChanged: () => Promise<unknown>;
  texts: NewsletterTexts;
  network: string;
}

/** The mail an edition is done with: sent, given up on, refused or not sent at all. */
function handled(figures: EditionFigures): number {
  return figures.sent + figures.failed + figures.bounced + figures.cancelled;
}

/**
 * How far the sending is (a bar with its words, and each figure), with pause, resume and stop.
 * The figures change every 3 s; a screen reader hears only each quarter, a pause and the end.
 */
export function SendingProgress({ record, locale, stale, onChanged, texts, network }: SendingProgressProps) {
  const id = useId();
  const { figures, status } = record;
  const [announcement, setAnnouncement] = useState('');
  const { busy, message, act: post } = useEditionAction(record.id, locale, network, onChanged);
  const done = handled(figures);
  const percent = figures.total > 0 ? Math.floor((done * 100) / figures.total) : 0;
  const quarter = Math.floor(percent / 25);
  const number = (count: number) => ownerNumber(count, locale);

  const heard = useRef({ quarter, status });
  useEffect(() => {
    if (heard.current.quarter === quarter && heard.current.status === status) return;
    heard.current = { quarter, status };
    if (status === 'sent') setAnnouncement(texts.finished);
    else if (status === 'sending') setAnnouncement(format(texts.progressAnnounce, { percent: quarter * 25 }));
  }, [quarter, status, texts]);

  function act(action: SendingChange, done: string) {
    if (action === 'cancel' && !window.confirm(texts.confirmStop)) return;
    void post(action, done);
  }

  const button = 'min-h-12 rounded-full border px-5 font-semibold disabled:cursor-wait disabled:opacity-70';

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-2xl bg-paper p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="font-display text-2xl text-ink">
        {texts.progressHeading}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <ProgressBar value={done} max={figures.total} label={texts.progressLabel} className="h-3 flex-1 rounded-full" />
        <span className="shrink-0 tabular-nums text-ink">{ownerPercent(percent / 100, locale)}</span>
      </div>
      <p className="mt-2 text-ink">{format(texts.progress, { done: number(done), total: number(figures.total) })}</p>
      <FigureList figures={figures} locale={locale} texts={texts} />
      {record.startedAt && (
        <p className="mt-3 text-sm text-ink-soft">
          {format(texts.startedOn, { date: ownerDateTime(new Date(record.startedAt), locale) })}
          {record.finishedAt &&
            ` · ${format(texts.finishedOn, { date: ownerDateTime(new Date(record.finishedAt), locale) })}`}
        </p>
      )}
      {status === 'paused' && <p className="mt-3 rounded-xl bg-gold-100 p-3 text-ink">{texts.pausedNotice}</p>}
      {status === 'sent' && <p className="mt-3 font-medium text-sage-700">{texts.finished}</p>}
      {(status === 'sending' || status === 'paused') && (
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => (status === 'sending' ? act('pause', texts.paused) : act('resume', texts.resumed))}
            className={`${button} border-violet-700 text-violet-700`}
          >
            {status === 'sending' ? texts.pause : texts.resume}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => act('cancel', texts.stopped)}
            className={`${button} border-danger text-danger`}
          >
            {texts.stop}
          </button>
        </div>
      )}
      <StatusLine text={message ?? (stale ? texts.refreshFailed : '')} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
