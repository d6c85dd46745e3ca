import { type SubmitEvent, useId, useRef, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { WELCOME_SERIES_MAX } from '../../../lib/edition.ts';
import { StatusLine } from '../fields.tsx';
import { DayField } from './DayField.tsx';
import { useNewEdition } from './use-new-edition.ts';
import { type newStepTextsOf, parseWelcomeDay } from './welcome-series.ts';

export interface NewWelcomeStepProps {
  locale: Locale;
  /** The edition page: the new mail opens as `?id=` on it. */
  editionHref: string;
  /** The series' steps now: at WELCOME_SERIES_MAX the form gives way to why. */
  steps: number;
  texts: ReturnType<typeof newStepTextsOf>;
  network: string;
}

/**
 * "New welcome mail": asks its day, creates the step (an empty draft in the owner's language) and
 * opens it. The server's refusal (the series became full meanwhile) is shown as it comes.
 */
export default function NewWelcomeStep({ locale, editionHref, steps, texts, network }: NewWelcomeStepProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [day, setDay] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { busy, message, create } = useNewEdition(locale, editionHref, network);

  if (steps >= WELCOME_SERIES_MAX) return <p className="mt-6 rounded-xl bg-violet-50 p-4 text-ink">{texts.full}</p>;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const welcomeDay = parseWelcomeDay(day);
    setInvalid(welcomeDay === null);
    if (welcomeDay === null) return field.current?.focus();
    await create({ welcomeDay });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="mt-6">
      <h3 id={`${id}-heading`} className="font-display text-xl text-ink">
        {texts.newHeading}
      </h3>
      <DayField
        id={`${id}-day`}
        ref={field}
        value={day}
        onChange={(text) => {
          setDay(text);
          if (invalid && parseWelcomeDay(text) !== null) setInvalid(false);
        }}
        error={invalid ? texts.dayInvalid : null}
        texts={texts}
      />
      <button
        type="submit"
        disabled={busy}
        className="mt-4 min-h-12 rounded-full bg-violet-700 px-6 font-semibold text-white transition-colors hover:bg-violet-900 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? texts.creating : texts.create}
      </button>
      <StatusLine text={message} failed />
    </form>
  );
}
