import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { CodeField, FormMessage, NewPasswordFields, type OwnerAnswer, postOwner, SubmitButton } from './fields.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

export interface EnrollFlowProps {
  locale: Locale;
  token: string;
  email: string;
  texts: OwnerMessages['enroll'];
  mismatch: string;
  network: string;
  working: string;
}

interface PasswordSaved extends OwnerAnswer {
  totpUri: string;
  /** A data: URL of the QR code's SVG. */
  qrImage: string;
  qrLabel: string;
  recoveryCodes: string[];
}

/**
 * Setting up access from the one-time link, in three steps on one page: a password (twice), the
 * authenticator app (a QR code, or its address by hand, then one code to prove it works), and
 * the ten recovery codes, shown this once.
 */
export default function EnrollFlow({ locale, token, email, texts, mismatch, network, working }: EnrollFlowProps) {
  const [app, setApp] = useState<PasswordSaved | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // Each new step is announced and takes the focus at its heading.
  const step = !app ? 1 : !next ? 2 : 3;
  useEffect(() => {
    if (step > 1) stepHeading.current?.focus();
  }, [step]);

  async function savePassword(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== form.get('repeat')) return setMessage(mismatch);
    setBusy(true);
    setMessage(null);
    const answer = await postOwner<PasswordSaved>('/api/admin/enroll/password', { token, password, locale }, network);
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    setApp(answer.body);
  }

  async function confirmCode(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setMessage(null);
    const answer = await postOwner('/api/admin/enroll/code', { token, code: form.get('code'), locale }, network);
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    setNext(answer.body.next ?? '/admin');
  }

  if (!app) {
    return (
      <form onSubmit={savePassword} noValidate>
        <h2 className="mt-6 font-display text-2xl text-ink">{texts.passwordStep}</h2>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields idPrefix="enroll" texts={texts} />
        <FormMessage id="enroll-message" text={message} />
        <SubmitButton busy={busy} busyLabel={working}>
          {texts.savePassword}
        </SubmitButton>
      </form>
    );
  }

  if (!next) {
    return (
      <form onSubmit={confirmCode} noValidate>
        <h2 ref={stepHeading} tabIndex={-1} className="mt-6 font-display text-2xl text-ink focus:outline-none">
          {texts.appStep}
        </h2>
        <p className="mt-2 text-ink-soft">{texts.appIntro}</p>
        {/* Drawn by the server (qrcode) from the otpauth address, as an image: nothing leaves the site. */}
        <img src={app.qrImage} alt={app.qrLabel} width={224} height={224} className="mt-4 rounded-xl bg-white p-2" />
        <p className="mt-4 text-ink-soft">{texts.manualKey}</p>
        <code className="mt-1 block break-all rounded-xl bg-violet-50 p-3 text-sm text-ink">{app.totpUri}</code>
        <CodeField id="enroll-code" label={texts.codeCheck} />
        <FormMessage id="enroll-message" text={message} />
        <SubmitButton busy={busy} busyLabel={working}>
          {texts.confirm}
        </SubmitButton>
      </form>
    );
  }

  return (
    <section aria-labelledby="recovery-heading">
      <h2
        id="recovery-heading"
        ref={stepHeading}
        tabIndex={-1}
        className="mt-6 font-display text-2xl text-ink focus:outline-none"
      >
        {texts.recoveryStep}
      </h2>
      <p className="mt-2 text-ink-soft">{texts.recoveryIntro}</p>
      <RecoveryCodes codes={app.recoveryCodes} texts={texts} />
      <div className="mt-6">
        <a
          href={next}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-900"
        >
          {texts.done}
        </a>
      </div>
    </section>
  );
}
