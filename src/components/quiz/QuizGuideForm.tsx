import { useRef } from 'react';
import { format } from '../../i18n/messages/index.ts';
import { postJson } from '../../lib/post-json.ts';
import { GUIDE_FORM_IDS, type LeadResponse } from '../../lib/quiz/lead.ts';
import type { QuizGuideFormProps } from '../../site/view-models/quiz.ts';
import { EmailField } from '../ui/EmailField.tsx';
import { useEmailForm } from '../ui/use-email-form.ts';
import { primaryButton } from './QuizForm.tsx';
import { forgetReportedSteps } from './quiz-funnel.ts';
import { clearProgress, readProgress } from './quiz-progress.ts';

/**
 * The free guide by e-mail. Without JavaScript a plain form: the server answers with this page,
 * the thank-you or the reason written in. Once used, it posts JSON with the quiz's answers kept in
 * this tab: sending ('Sending...', disabled) → the thank-you naming the address, or the reason
 * (the newsletter's invalid-address text, the connection message) with the address kept and focused.
 * The newsletter box is separate and unticked: without it, the guide is the only mail.
 */
export default function QuizGuideForm({ locale, result, action, labels }: QuizGuideFormProps) {
  const newsletterRef = useRef<HTMLInputElement>(null);
  const { emailRef, sentRef, sending, message, sentTo, hydrated, submit } = useEmailForm({
    invalidEmail: labels.invalidEmail,
    connection: labels.connection,
    send: (email) =>
      postJson<LeadResponse>(action, {
        email,
        result,
        locale,
        answers: readProgress(),
        newsletter: newsletterRef.current?.checked ?? false,
      }),
    onSent: () => {
      clearProgress();
      forgetReportedSteps();
    },
  });

  if (sentTo) {
    return (
      <div className="mt-6 rounded-xl bg-violet-50 p-5" role="status">
        <h3 ref={sentRef} tabIndex={-1} className="text-xl font-semibold text-violet-900">
          {labels.thankYouTitle}
        </h3>
        <p className="mt-2 text-ink">{format(labels.thankYouText, { email: sentTo })}</p>
      </div>
    );
  }

  return (
    <form
      id={GUIDE_FORM_IDS.form}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate={hydrated}
      className="mt-6 space-y-4"
    >
      <input type="hidden" name="result" value={result} />
      <input type="hidden" name="locale" value={locale} />
      <EmailField ids={GUIDE_FORM_IDS} label={labels.captureEmailLabel} message={message} inputRef={emailRef} />
      <label className="flex items-start gap-3 text-sm text-ink">
        <input ref={newsletterRef} type="checkbox" name="newsletter" className="mt-0.5 size-4 accent-violet-700" />
        <span>{labels.captureNewsletter}</span>
      </label>
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? labels.captureSending : labels.captureSubmit}
      </button>
    </form>
  );
}
