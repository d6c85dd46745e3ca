import { clsx } from 'clsx';
import type { Ref } from 'react';
import { WELCOME_DAY_MAX } from '../../../lib/edition.ts';

export interface DayFieldProps {
  id: string;
  /** As typed (the field keeps what she types, valid or not; welcome-series.ts reads it). */
  value: string;
  onChange: (text: string) => void;
  /** Shown under the field and tied to it, without interrupting her as she types. */
  error: string | null;
  texts: { day: string; dayHint: string };
  ref?: Ref<HTMLInputElement>;
}

/** A welcome mail's day after confirmation (1–90): a short number field with its label and hint. */
export function DayField({ id, value, onChange, error, texts, ref }: DayFieldProps) {
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-medium text-ink">
        {texts.day}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {texts.dayHint}
      </p>
      <input
        ref={ref}
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={WELCOME_DAY_MAX}
        step={1}
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={clsx(
          'mt-2 min-h-12 w-28 rounded-xl border bg-paper px-4 text-base text-ink',
          error ? 'border-danger ring-2 ring-danger' : 'border-violet-100',
        )}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
