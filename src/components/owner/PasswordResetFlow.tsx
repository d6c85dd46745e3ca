import { type SubmitEvent, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { CodeField, Field, FormMessage, NewPasswordFields, postOwner, SubmitButton } from './fields.tsx';

export interface PasswordResetFlowProps {
  locale: Locale;
  /** The link's token: the new-password step; without it, the step that asks for a link. */
  token: string | null;
  texts: OwnerMessages['passwordReset'];
  fieldTexts: {
    email: string;
    newPassword: string;
    repeatPassword: string;
    passwordHint: string;
    code: string;
    working: string;
  };
  mismatch: string;
  network: string;
}

/**
 * A forgotten password: ask for a link by e-mail, then (from the link) a new password together
 * with a current code from the authenticator app, which a reset never skips.
 */
export default function PasswordResetFlow({
  locale,
  token,
  texts,
  fieldTexts,
  mismatch,
  network,
}: PasswordResetFlowProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function askForLink(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setMessage(null);
    const answer = await postOwner('/api/admin/password-reset', { email: form.get('email'), locale }, network);
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    setSent(answer.body.message ?? texts.sent);
  }

  async function savePassword(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (form.get('password') !== form.get('repeat')) return setMessage(mismatch);
    setBusy(true);
    setMessage(null);
    const answer = await postOwner(
      '/api/admin/password-reset/confirm',
      { token, password: form.get('password'), code: form.get('code'), locale },
      network,
    );
    if (answer.ok && answer.body.next) return window.location.assign(answer.body.next);
    setBusy(false);
    setMessage(answer.ok ? null : answer.message);
  }

  if (!token) {
    if (sent) {
      return (
        <p role="status" className="mt-6 rounded-xl bg-violet-50 p-4 text-ink">
          {sent}
        </p>
      );
    }
    return (
      <form onSubmit={askForLink} aria-describedby="reset-message" noValidate>
        <p className="mt-2 text-ink-soft">{texts.requestIntro}</p>
        <Field id="reset-email" name="email" type="email" label={fieldTexts.email} autoComplete="username" required />
        <FormMessage id="reset-message" text={message} />
        <SubmitButton busy={busy} busyLabel={fieldTexts.working}>
          {texts.send}
        </SubmitButton>
      </form>
    );
  }
  return (
    <form onSubmit={savePassword} aria-describedby="reset-message" noValidate>
      <p className="mt-2 text-ink-soft">{texts.resetIntro}</p>
      <NewPasswordFields idPrefix="reset" texts={fieldTexts} />
      <CodeField id="reset-code" label={fieldTexts.code} />
      <FormMessage id="reset-message" text={message} />
      <SubmitButton busy={busy} busyLabel={fieldTexts.working}>
        {texts.save}
      </SubmitButton>
      <p className="mt-4 text-sm text-ink-soft">{texts.lostApp}</p>
    </form>
  );
}
