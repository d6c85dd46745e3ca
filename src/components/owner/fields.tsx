/**
 * The form pieces of the owner's pages: a labelled field with its error, the main button, the
 * message line, and how their answers are read. Large targets (48 px) for a phone.
 */
import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { postJson } from '../../lib/post-json.ts';

/** An owner API's answer: what happened, its translated message, and where to go next. */
export interface OwnerAnswer {
  outcome: string;
  message?: string;
  next?: string;
}

/** An owner API's answer as the page reads it: its body, or the message to show (and the outcome). */
export type OwnerResult<T> = { ok: true; body: T } | { ok: false; message: string; outcome: string | undefined };

/** Posts to an owner API: its answer, or the network message when the server could not be reached. */
export async function postOwner<T extends OwnerAnswer>(
  url: string,
  payload: unknown,
  networkMessage: string,
): Promise<OwnerResult<T>> {
  const answer = await postJson<T>(url, payload);
  if (!answer.reached) return { ok: false, message: networkMessage, outcome: undefined };
  if (!answer.ok || !answer.body) {
    return { ok: false, message: answer.body?.message ?? networkMessage, outcome: answer.body?.outcome };
  }
  return { ok: true, body: answer.body };
}

export function Field({
  id,
  label,
  hint,
  error,
  ref,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: boolean;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="mt-5">
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        aria-invalid={error || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={clsx(
          'mt-2 min-h-12 w-full rounded-xl border bg-paper px-4 text-base text-ink',
          error ? 'border-danger ring-2 ring-danger' : 'border-violet-100',
        )}
        {...input}
      />
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="mt-6 min-h-12 w-full rounded-full bg-violet-700 px-6 font-semibold text-white transition-colors hover:bg-violet-900 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** The form's message: read out as soon as it appears. */
export function FormMessage({ id, text }: { id: string; text: string | null }) {
  return (
    <p id={id} role="alert" className="mt-3 min-h-6 font-medium text-danger">
      {text}
    </p>
  );
}

/** What the last action did, read out when it changes: a refusal in red, anything else plainly. */
export function StatusLine({ text, failed = false }: { text: string | null | undefined; failed?: boolean }) {
  return (
    <p role="status" className={clsx('mt-3 min-h-6', failed ? 'font-medium text-danger' : 'text-ink')}>
      {text}
    </p>
  );
}

/**
 * A list the owner acts on row by row (mail, kept questions, sessions, bookings): its rows, the
 * status line that says what the last action did (`failed` when it was a refusal), and `act`, which
 * posts an action (with `payload` beside the language) and, once the server agreed, changes the rows
 * and says so (or shows the server's refusal). False when it was refused.
 */
export function useRowActions<Row>(initial: Row[], locale: string, networkMessage: string) {
  const [rows, setRows] = useState(initial);
  const [status, setStatus] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  async function act(url: string, change: (rows: Row[]) => Row[], done: string, payload = {}): Promise<boolean> {
    const answer = await postOwner(url, { locale, ...payload }, networkMessage);
    setFailed(!answer.ok);
    if (!answer.ok) {
      setStatus(answer.message);
      return false;
    }
    setRows(change);
    setStatus(done);
    return true;
  }
  return { rows, status, failed, act };
}

/** A new password and the same again (a typing mistake caught before it locks the owner out). */
export function NewPasswordFields({
  idPrefix,
  name = 'password',
  texts,
}: {
  idPrefix: string;
  /** The new password's field name (the repeat is `repeat`). */
  name?: string;
  texts: { newPassword: string; repeatPassword: string; passwordHint: string };
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        name={name}
        type="password"
        label={texts.newPassword}
        hint={texts.passwordHint}
        autoComplete="new-password"
        minLength={12}
        maxLength={128}
        required
      />
      <Field
        id={`${idPrefix}-repeat`}
        name="repeat"
        type="password"
        label={texts.repeatPassword}
        autoComplete="new-password"
        required
      />
    </>
  );
}

/** The 6-digit code from the authenticator app (spaces allowed, as some apps show it "123 456"). */
export function CodeField({ id, label, ref }: { id: string; label: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <Field
      ref={ref}
      id={id}
      name="code"
      label={label}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
    />
  );
}
