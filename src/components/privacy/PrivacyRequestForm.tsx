import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { format } from '../../i18n/messages/index.ts';
import { isValidEmail } from '../../lib/email-address.ts';
import { postJson } from '../../lib/post-json.ts';
import { PRIVACY_FORM_IDS, type PrivacyRequestResponse } from '../../lib/privacy-request.ts';
import type { PrivacyRequestFormProps } from '../../site/view-models/privacy-request.ts';
import { EmailField } from '../ui/EmailField.tsx';

const buttonClass =
  'inline-flex min-h-12 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-900 disabled:opacity-60';

/**
 * The privacy request's first step: an address, and a link to it by mail. Without JavaScript a
 * plain form (the server answers with this page and a notice). Once used, it posts JSON: sending
 * ('Sending...', disabled) → the same "we have sent a link" for every valid address, known or
 * not, naming the address typed; or the reason (the newsletter's invalid-address text, the
 * connection message) with the address kept and focused.
 */
export default function PrivacyRequestForm({ locale, action, labels }: PrivacyRequestFormProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  function fail(text: string) {
    setSending(false);
    setMessage(text);
    emailRef.current?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailRef.current?.value.trim() ?? '';
    if (!isValidEmail(email)) return fail(labels.invalidEmail);
    setSending(true);
    setMessage(null);
    const answer = await postJson<PrivacyRequestResponse>(action, { email, locale });
    const body = answer.reached ? answer.body : undefined;
    if (body?.outcome === 'sent') {
      setSending(false);
      return setSentTo(email);
    }
    return fail(body && 'message' in body ? body.message : labels.connection);
  }

  if (sentTo) {
    return (
      <div className="rounded-xl bg-violet-50 p-5" role="status">
        <h2 ref={sentRef} tabIndex={-1} className="text-xl font-semibold text-violet-900">
          {labels.sentTitle}
        </h2>
        <p className="mt-2 break-words text-ink">{format(labels.sent, { email: sentTo })}</p>
      </div>
    );
  }

  return (
    <form
      id={PRIVACY_FORM_IDS.form}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate={hydrated}
      className="space-y-4"
    >
      <input type="hidden" name="locale" value={locale} />
      <EmailField ids={PRIVACY_FORM_IDS} label={labels.emailLabel} message={message} inputRef={emailRef} />
      <button type="submit" disabled={sending} className={buttonClass}>
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
