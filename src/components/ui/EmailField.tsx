import type { Ref } from 'react';
import { EMAIL_MAX_LENGTH } from '../../lib/email-address.ts';

export interface EmailFieldProps {
  /** The input's id and its message's id (the form's fixed ids, which the no-JavaScript answers point to). */
  ids: { email: string; message: string };
  label: string;
  /** The translated problem with what was typed, read out as soon as it appears. */
  message: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** The address field of a visitor's one-field forms (the quiz guide, a privacy request): label, input, message. */
export function EmailField({ ids, label, message, inputRef }: EmailFieldProps) {
  return (
    <>
      <label className="block font-semibold text-violet-900" htmlFor={ids.email}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={ids.email}
        type="email"
        name="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="email"
        aria-invalid={message ? true : undefined}
        aria-describedby={ids.message}
        className="w-full rounded-xl border border-violet-200 bg-paper px-4 py-3 text-base focus:border-violet-600"
      />
      <p id={ids.message} role="alert" className="min-h-6 text-sm font-medium text-red-800">
        {message ?? ''}
      </p>
    </>
  );
}
