import { useId, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { format, plural } from '../../../i18n/messages/index.ts';
import { OWNER_TIME_ZONE, ownerDateTime } from '../../../lib/owner-format.ts';
import { postOwner, StatusLine } from '../fields.tsx';
import { useFreshCode } from '../fresh-code.tsx';
import { audienceSize, editionApi } from './edition-api.ts';
import type { EditionTexts } from './edition-texts.ts';
import { FormDialog } from './FormDialog.tsx';
import { isoToZonedLocal, zonedLocalToIso } from './zoned-time.ts';

export interface SendPanelProps {
  id: number;
  locale: Locale;
  editionStatus: 'draft' | 'scheduled';
  sendAt: string | null;
  /** Saves the edition now; false when it could not be. */
  flush: () => Promise<boolean>;
  /** The revision of the last save (the send names it: what she checked is what goes out). */
  revision: () => number;
  /** Reads the edition again after its status changed. */
  onChanged: () => Promise<unknown>;
  texts: EditionTexts;
}

const BUTTON = 'mt-4 min-h-12 rounded-full px-6 font-semibold disabled:cursor-wait disabled:opacity-70';

/**
 * Sending now or at a time (the owner's clock, Brasília). Before anything goes out the edition is
 * saved, the audience counted and the owner asked "Send to N subscribers?"; the send itself wants
 * a fresh code. A scheduled edition can be taken back to a draft until its time.
 */
export function SendPanel({ id, locale, editionStatus, sendAt, flush, revision, onChanged, texts }: SendPanelProps) {
  const t = texts.newsletter;
  const { network } = texts.errors;
  const fieldId = useId();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [local, setLocal] = useState(sendAt ? isoToZonedLocal(sendAt, OWNER_TIME_ZONE) : '');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [confirming, setConfirming] = useState<{ count: number; at: string | null } | null>(null);
  const { post, dialog } = useFreshCode(locale, texts.freshCode);
  const fail = (text: string) => setStatus({ text, failed: true });

  async function prepare() {
    setStatus(null);
    let at: string | null = null;
    if (when === 'later') {
      at = zonedLocalToIso(local, OWNER_TIME_ZONE);
      if (!at) return fail(t.chooseTime);
      if (Date.parse(at) <= Date.now()) return fail(texts.errors.sendTimePast);
    }
    setBusy(true);
    const saved = await flush();
    const size = saved ? await audienceSize(id, locale, network) : null;
    setBusy(false);
    if (!size) return fail(t.notSaved);
    if (!size.ok) return fail(size.message);
    if (size.body.recipients === 0) return fail(texts.errors.noRecipients);
    setConfirming({ count: size.body.recipients, at });
  }

  async function send() {
    const at = confirming?.at ?? null;
    setConfirming(null);
    setBusy(true);
    const payload = () => ({ locale, revision: revision(), ...(at ? { at } : {}) });
    await post(editionApi(id, 'send'), payload, async (answer) => {
      if (answer.ok) await onChanged();
      else fail(answer.message);
    });
    setBusy(false);
  }

  async function unschedule() {
    setBusy(true);
    const answer = await postOwner(editionApi(id, 'cancel'), { locale }, network);
    if (answer.ok) await onChanged();
    setBusy(false);
    setStatus(answer.ok ? { text: t.scheduleCancelled, failed: false } : { text: answer.message, failed: true });
  }

  const question = confirming && {
    count: confirming.count,
    date: confirming.at ? ownerDateTime(new Date(confirming.at), locale) : '',
  };

  return (
    <section aria-labelledby={`${fieldId}-heading`} className="mt-10">
      <h2 id={`${fieldId}-heading`} className="font-display text-2xl text-ink">
        {t.sendHeading}
      </h2>
      {editionStatus === 'scheduled' && sendAt ? (
        <>
          <p className="mt-2 rounded-xl bg-gold-100 p-3 text-ink">
            {format(t.scheduledNotice, { date: ownerDateTime(new Date(sendAt), locale) })}
          </p>
          <button
            type="button"
            onClick={unschedule}
            disabled={busy}
            className={`${BUTTON} border border-violet-700 text-violet-700`}
          >
            {t.cancelSchedule}
          </button>
        </>
      ) : (
        <>
          <fieldset className="mt-3">
            <legend className="font-medium text-ink">{t.sendWhen}</legend>
            {(['now', 'later'] as const).map((choice) => (
              <label key={choice} className="flex min-h-11 items-center gap-3 text-ink">
                <input
                  type="radio"
                  name={`${fieldId}-when`}
                  checked={when === choice}
                  onChange={() => setWhen(choice)}
                  className="size-5 accent-violet-700"
                />
                {choice === 'now' ? t.sendNow : t.sendLater}
              </label>
            ))}
          </fieldset>
          {when === 'later' && (
            <div className="mt-3">
              <label htmlFor={`${fieldId}-at`} className="block font-medium text-ink">
                {t.sendAt}
              </label>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                <input
                  id={`${fieldId}-at`}
                  type="datetime-local"
                  value={local}
                  min={isoToZonedLocal(new Date(), OWNER_TIME_ZONE)}
                  onChange={(event) => setLocal(event.currentTarget.value)}
                  aria-describedby={`${fieldId}-zone`}
                  required
                  className="min-h-12 rounded-xl border border-violet-100 bg-paper px-4 text-base text-ink"
                />
                <span id={`${fieldId}-zone`} className="text-ink-soft">
                  {t.timeZone}
                </span>
              </div>
            </div>
          )}
          <button
            type="button"
            onClick={prepare}
            disabled={busy}
            className={`${BUTTON} bg-violet-700 text-white hover:bg-violet-900`}
          >
            {busy ? t.sending : when === 'now' ? t.sendButton : t.scheduleButton}
          </button>
        </>
      )}
      <StatusLine text={status?.text} failed={status?.failed} />
      <FormDialog
        open={question !== null}
        heading={t.confirmHeading}
        submitLabel={confirming?.at ? t.confirmSchedule : t.confirmSend}
        cancelLabel={t.notYet}
        message={null}
        onSubmit={send}
        onClose={() => setConfirming(null)}
      >
        {question && (
          <p className="mt-3 text-ink">
            {plural(locale, confirming?.at ? t.confirmLater : t.confirmNow, question.count, { date: question.date })}
          </p>
        )}
      </FormDialog>
      {dialog}
    </section>
  );
}
