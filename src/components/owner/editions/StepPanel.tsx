import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { format, plural } from '../../../i18n/messages/index.ts';
import type { EditionRecord } from '../../../lib/edition.ts';
import { ownerDateTime } from '../../../lib/owner-format.ts';
import { StatusLine } from '../fields.tsx';
import { useFreshCode } from '../fresh-code.tsx';
import { DayField } from './DayField.tsx';
import { editionApi } from './edition-api.ts';
import type { EditionTexts } from './edition-texts.ts';
import { FigureList } from './FigureList.tsx';
import { FormDialog } from './FormDialog.tsx';
import { useEditionAction } from './use-edition-action.ts';
import { parseWelcomeDay } from './welcome-series.ts';

export interface StepPanelProps {
  record: EditionRecord;
  locale: Locale;
  /** The day as the draft has it (she changes it here while the step is off). */
  day: number;
  onDayChange: (day: number) => void;
  /** Saves the step now; false when it could not be. */
  flush: () => Promise<boolean>;
  /** The revision of the last save: turning on names it, so what she checked is what goes out. */
  revision: () => number;
  /** True while the figures could not be read again. */
  stale: boolean;
  /** Reads the step again after its status changed. */
  onChanged: () => Promise<unknown>;
  texts: EditionTexts;
}

const BUTTON = 'min-h-12 rounded-full px-5 font-semibold disabled:cursor-wait disabled:opacity-70';

/**
 * A welcome-series step's own card, at the top of its page: its day (a field while it is off),
 * whether it is on, off or paused, its figures so far (they grow as people confirm: no bar, it
 * never completes), and turning it on (after a question, with a fresh code), pausing, resuming and
 * turning it off (back to a draft). One status line says what each action did, whatever the state.
 */
export function StepPanel(props: StepPanelProps) {
  const { record, locale, day, onDayChange, flush, revision, stale, onChanged, texts } = props;
  const id = useId();
  const t = texts.newsletter;
  const s = t.series;
  const { network } = texts.errors;
  const { status, startedAt } = record;
  const off = status === 'draft';
  const [dayText, setDayText] = useState(String(day));
  const [confirming, setConfirming] = useState(false);
  const { busy, setBusy, message, setMessage, act } = useEditionAction(record.id, locale, network, onChanged);
  const { post, dialog } = useFreshCode(locale, texts.freshCode);
  const dayValid = parseWelcomeDay(dayText) !== null;

  function changeDay(text: string) {
    setDayText(text);
    const parsed = parseWelcomeDay(text);
    if (parsed !== null) onDayChange(parsed);
  }

  async function prepare() {
    setMessage(null);
    if (!dayValid) return setMessage(s.dayInvalid);
    setBusy(true);
    const saved = await flush();
    setBusy(false);
    if (saved) setConfirming(true);
    else setMessage(s.notSaved);
  }

  async function turnOn() {
    setConfirming(false);
    setBusy(true);
    await post(
      editionApi(record.id, 'send'),
      () => ({ locale, revision: revision() }),
      async (answer) => {
        if (answer.ok) await onChanged();
        setMessage(answer.ok ? s.turnedOn : answer.message);
      },
    );
    setBusy(false);
  }

  function turnOff() {
    if (window.confirm(s.confirmOff)) void act('cancel', s.turnedOff);
  }

  const shownDay = record.welcomeDay ?? day;
  const notice =
    status === 'sending' && startedAt
      ? format(s.onNotice, { date: ownerDateTime(new Date(startedAt), locale), day: shownDay })
      : status === 'paused'
        ? s.pausedNotice
        : s.offNotice;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-2xl bg-paper p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="font-display text-2xl text-ink">
        {s.panelHeading}
      </h2>
      {off ? (
        <DayField
          id={`${id}-day`}
          value={dayText}
          onChange={changeDay}
          error={dayValid ? null : s.dayInvalid}
          texts={s}
        />
      ) : (
        <p className="mt-3 text-ink">
          <span className="font-medium">{`${s.day}: ${shownDay}`}</span>
          <br />
          {plural(locale, s.dayFixed, shownDay)}
        </p>
      )}
      <p className={clsx('mt-4 text-ink', status === 'paused' && 'rounded-xl bg-gold-100 p-3')}>{notice}</p>
      {startedAt && <FigureList figures={record.figures} locale={locale} texts={t} />}
      <div className="mt-4 flex flex-wrap gap-3">
        {off && (
          <button
            type="button"
            onClick={prepare}
            disabled={busy}
            className={`${BUTTON} bg-violet-700 text-white hover:bg-violet-900`}
          >
            {busy ? s.turningOn : s.turnOn}
          </button>
        )}
        {!off && (
          <button
            type="button"
            disabled={busy}
            onClick={() => (status === 'sending' ? act('pause', t.paused) : act('resume', s.resumed))}
            className={`${BUTTON} border border-violet-700 text-violet-700`}
          >
            {status === 'sending' ? t.pause : t.resume}
          </button>
        )}
        {!off && (
          <button
            type="button"
            disabled={busy}
            onClick={turnOff}
            className={`${BUTTON} border border-danger text-danger`}
          >
            {s.turnOff}
          </button>
        )}
      </div>
      <StatusLine text={message ?? (stale ? t.refreshFailed : '')} />
      <FormDialog
        open={confirming}
        heading={s.confirmOnHeading}
        submitLabel={s.confirmOnYes}
        cancelLabel={t.notYet}
        message={null}
        onSubmit={turnOn}
        onClose={() => setConfirming(false)}
      >
        <p className="mt-3 text-ink">{format(s.confirmOn, { day })}</p>
      </FormDialog>
      {dialog}
    </section>
  );
}
