import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { Field, FormMessage, postOwner, SubmitButton } from './fields.tsx';

export interface SignInFormProps {
  locale: Locale;
  texts: OwnerMessages['signIn'];
  /** The network message. */
  network: string;
  /** A notice to show first (signed out, session ended). */
  notice?: string;
}

/**
 * Signing in: the e-mail and password, then the 6-digit code from the authenticator app (or a
 * recovery code). The password step and the code step are two requests: better-auth holds the
 * first in a signed, 10-minute cookie, and only the code opens a session.
 */
export default function SignInForm({ locale, texts, network, notice }: SignInFormProps) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // The code field takes the focus when it appears, and again when it turns into the recovery one.
  const codeField = step === 'code' ? (recovery ? 'recovery' : 'app') : null;
  useEffect(() => {
    if (codeField) codeRef.current?.focus();
  }, [codeField]);

  async function signIn(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setMessage(null);
    const answer = await postOwner(
      '/api/admin/sign-in',
      { email: form.get('email'), password: form.get('password'), locale },
      network,
    );
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    setStep('code');
  }

  async function sendCode(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setMessage(null);
    const answer = await postOwner('/api/admin/sign-in/code', { code: form.get('code'), recovery, locale }, network);
    if (answer.ok && answer.body.next) return window.location.assign(answer.body.next);
    setBusy(false);
    setMessage(answer.ok ? null : answer.message);
    codeRef.current?.select();
  }

  if (step === 'password') {
    return (
      <form onSubmit={signIn} aria-describedby="sign-in-message" noValidate>
        {notice && <p className="mt-4 rounded-xl bg-violet-50 p-3 text-ink">{notice}</p>}
        <Field id="owner-email" name="email" type="email" label={texts.email} autoComplete="username" required />
        <Field
          id="owner-password"
          name="password"
          type="password"
          label={texts.password}
          autoComplete="current-password"
          required
        />
        <FormMessage id="sign-in-message" text={message} />
        <SubmitButton busy={busy} busyLabel={texts.working}>
          {texts.continue}
        </SubmitButton>
      </form>
    );
  }

  return (
    <form onSubmit={sendCode} aria-describedby="sign-in-message" noValidate>
      <h2 className="mt-6 font-display text-2xl text-ink">{texts.codeHeading}</h2>
      {!recovery && <p className="mt-2 text-ink-soft">{texts.codeIntro}</p>}
      <Field
        key={recovery ? 'recovery' : 'code'}
        ref={codeRef}
        id="owner-code"
        name="code"
        label={recovery ? texts.recoveryCode : texts.code}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        pattern={recovery ? undefined : '[0-9 ]{6,7}'}
        maxLength={recovery ? 32 : 7}
        required
      />
      <FormMessage id="sign-in-message" text={message} />
      <SubmitButton busy={busy} busyLabel={texts.working}>
        {texts.signIn}
      </SubmitButton>
      <div className="mt-6 flex flex-col items-start gap-3">
        <button
          type="button"
          className="min-h-12 text-violet-700 underline underline-offset-4"
          onClick={() => {
            setRecovery(!recovery);
            setMessage(null);
          }}
        >
          {recovery ? texts.useApp : texts.useRecovery}
        </button>
        <a href={ownerPath('signIn', locale)} className="min-h-12 py-3 text-violet-700 underline underline-offset-4">
          {texts.startAgain}
        </a>
      </div>
    </form>
  );
}
