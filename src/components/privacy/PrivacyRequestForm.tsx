import { format } from '../../i18n/messages/index.ts';
import { postJson } from '../../lib/post-json.ts';
import { PRIVACY_FORM_IDS, type PrivacyRequestResponse } from '../../lib/privacy-request.ts';
import type { PrivacyRequestFormProps } from '../../site/view-models/privacy-request.ts';
import { EmailField } from '../ui/EmailField.tsx';
import { useEmailForm } from '../ui/use-email-form.ts';

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
  const { emailRef, sentRef, sending, message, sentTo, hydrated, submit } = useEmailForm({
    invalidEmail: labels.invalidEmail,
    connection: labels.connection,
    send: (email) => postJson<PrivacyRequestResponse>(action, { email, locale }),
  });

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
