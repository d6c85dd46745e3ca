import { type SubmitEvent, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { Field, FormMessage, NewPasswordFields, type OwnerAnswer, postOwner, SubmitButton } from './fields.tsx';
import { type FreshCodeTexts, useFreshCode } from './fresh-code.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

export interface AccountSecurityProps {
  locale: Locale;
  texts: OwnerMessages['account'];
  enrollTexts: OwnerMessages['enroll'];
  mismatch: string;
  working: string;
  freshCodeTexts: FreshCodeTexts;
}

type Answer = OwnerAnswer & { recoveryCodes?: string[] };

/**
 * The owner's own access: a new password, and new recovery codes. Both want the password and a
 * code given in the last 10 minutes (asked here when it is older, then the change is tried again).
 */
export default function AccountSecurity({
  locale,
  texts,
  enrollTexts,
  mismatch,
  working,
  freshCodeTexts,
}: AccountSecurityProps) {
  const { run, dialog } = useFreshCode(locale, freshCodeTexts);
  const [busy, setBusy] = useState<'password' | 'codes' | null>(null);
  const [passwordMessage, setPasswordMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [codesMessage, setCodesMessage] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  /** Posts a change, asking for a fresh code first when the server wants one. */
  function change(url: string, payload: object, done: (answer: Answer) => void, failed: (message: string) => void) {
    return run(async () => {
      const answer = await postOwner<Answer>(url, { ...payload, locale }, freshCodeTexts.network);
      const codeNeeded = !answer.ok && answer.outcome === 'codeNeeded';
      if (answer.ok) done(answer.body);
      else if (!codeNeeded) failed(answer.message);
      return { codeNeeded };
    });
  }

  async function changePassword(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (data.get('newPassword') !== data.get('repeat')) return setPasswordMessage({ text: mismatch, ok: false });
    setBusy('password');
    setPasswordMessage(null);
    await change(
      '/api/admin/account/password',
      { currentPassword: data.get('currentPassword'), newPassword: data.get('newPassword') },
      (answer) => {
        form.reset();
        setPasswordMessage({ text: answer.message ?? texts.passwordChanged, ok: true });
      },
      (text) => setPasswordMessage({ text, ok: false }),
    );
    setBusy(null);
  }

  async function renewCodes(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy('codes');
    setCodesMessage(null);
    await change(
      '/api/admin/account/recovery-codes',
      { password: data.get('password') },
      (answer) => {
        form.reset();
        setCodes(answer.recoveryCodes ?? null);
      },
      setCodesMessage,
    );
    setBusy(null);
  }

  return (
    <section aria-labelledby="account-heading" className="mt-10">
      <h2 id="account-heading" className="font-display text-2xl text-ink">
        {texts.heading}
      </h2>
      <p className="mt-2 text-ink-soft">{texts.intro}</p>
      <form onSubmit={changePassword} className="mt-4 rounded-2xl bg-paper p-5" noValidate>
        <h3 className="font-semibold text-violet-900">{texts.passwordHeading}</h3>
        <Field
          id="current-password"
          name="currentPassword"
          type="password"
          label={texts.currentPassword}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields idPrefix="new" name="newPassword" texts={enrollTexts} />
        {passwordMessage?.ok ? (
          <p role="status" className="mt-3 min-h-6 font-medium text-ink">
            {passwordMessage.text}
          </p>
        ) : (
          <FormMessage id="password-message" text={passwordMessage?.text ?? null} />
        )}
        <SubmitButton busy={busy === 'password'} busyLabel={working}>
          {texts.save}
        </SubmitButton>
      </form>
      <form onSubmit={renewCodes} className="mt-4 rounded-2xl bg-paper p-5" noValidate>
        <h3 className="font-semibold text-violet-900">{texts.recoveryHeading}</h3>
        <p className="mt-1 text-ink-soft">{texts.recoveryIntro}</p>
        <Field
          id="codes-password"
          name="password"
          type="password"
          label={texts.password}
          autoComplete="current-password"
          required
        />
        <FormMessage id="codes-message" text={codesMessage} />
        <SubmitButton busy={busy === 'codes'} busyLabel={working}>
          {texts.renew}
        </SubmitButton>
        {codes && (
          <>
            <p role="status" className="mt-4 font-medium text-ink">
              {texts.renewed}
            </p>
            <RecoveryCodes codes={codes} texts={enrollTexts} />
          </>
        )}
      </form>
      {dialog}
    </section>
  );
}
