import { clsx } from 'clsx';
import { type SubmitEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../lib/email-address.ts';
import {
  HONEYPOT_FIELD,
  NEWSLETTER_ENDPOINT,
  type NewsletterPlacement,
  newsletterIds,
  type SignupResponse,
} from '../../lib/newsletter.ts';
import { postJson } from '../../lib/post-json.ts';
import type { NewsletterLabels } from './labels.ts';
import { type ToastMessage, Toasts } from './Toast.tsx';

export interface NewsletterFormProps {
  locale: Locale;
  placement: NewsletterPlacement;
  /** The page the form is on, so a no-JavaScript post can come back to it. */
  source: string;
  labels: NewsletterLabels;
  /** On the dark footer, or on a light section. */
  tone?: 'light' | 'dark';
}

/**
 * The newsletter signup. Without JavaScript it is a plain form that posts to the endpoint and
 * comes back to the page with the outcome. Once hydrated it posts JSON: idle → submitting
 * ('Sending...', disabled) → success (field cleared; a toast that says the gift is on its way, or,
 * with double opt-in, to confirm by mail first) or error (inline message, toast, focus on the
 * field). An address already on the list is said once in each place, in different words: beside
 * the field, and in the toast; the field is not marked invalid then, as the address is fine. The
 * address is checked on submit and, once an error shows, on every change. The field is
 * uncontrolled so a value typed before hydration, or written back by the server after a failed
 * plain post, is kept.
 */
export default function NewsletterForm({ locale, placement, source, labels, tone = 'light' }: NewsletterFormProps) {
  const ids = newsletterIds(placement);
  const emailRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<{ text: string; invalid: boolean } | null>(null);
  const [recheck, setRecheck] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const dismissToast = useCallback(() => setToast(null), []);

  // The browser's own validation bubbles stay for the plain form; the island shows the site's own text.
  useEffect(() => setHydrated(true), []);

  function fail(text: string, next?: ToastMessage, invalid = true) {
    setSubmitting(false);
    setMessage({ text, invalid });
    setRecheck(true);
    setToast(next ?? null);
    emailRef.current?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const email = emailRef.current?.value ?? '';
    if (!isValidEmail(email)) return fail(labels.invalidEmail);

    setSubmitting(true);
    setMessage(null);
    setToast(null);
    const result = await postJson<SignupResponse>(NEWSLETTER_ENDPOINT, {
      email,
      locale,
      source,
      placement,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
    });
    if (!result.reached) {
      return fail(labels.connectionInline, {
        tone: 'destructive',
        title: labels.connectionTitle,
        body: labels.connectionBody,
      });
    }
    const { ok, body: answer } = result;

    if (ok && (answer?.outcome === 'subscribed' || answer?.outcome === 'pending')) {
      if (emailRef.current) emailRef.current.value = '';
      setSubmitting(false);
      setRecheck(false);
      setToast(
        answer.outcome === 'pending'
          ? { tone: 'success', title: labels.pendingTitle, body: labels.pendingBody }
          : { tone: 'success', title: labels.successTitle, body: labels.successBody, detail: labels.successGift },
      );
      return;
    }
    if (answer?.outcome === 'duplicate') {
      return fail(
        labels.duplicateInline,
        { tone: 'destructive', title: labels.duplicateTitle, body: labels.duplicateBody },
        false,
      );
    }
    if (answer?.outcome === 'invalidEmail') return fail(labels.invalidEmail);
    const reason = answer && 'message' in answer ? answer.message : labels.unexpected;
    return fail(format(labels.errorInline, { message: reason }), {
      tone: 'destructive',
      title: labels.errorTitle,
      body: labels.errorBody,
    });
  }

  function recheckOnChange() {
    if (!recheck) return;
    const valid = isValidEmail(emailRef.current?.value ?? '');
    setMessage(valid ? null : { text: labels.invalidEmail, invalid: true });
  }

  const dark = tone === 'dark';
  const invalid = message?.invalid ?? false;
  return (
    <>
      <form
        id={ids.form}
        method="post"
        action={NEWSLETTER_ENDPOINT}
        noValidate={hydrated}
        onSubmit={submit}
        aria-busy={submitting}
        // A container: the field and button sit side by side only when the form itself is wide
        // enough for a whole address, whatever the viewport (the footer's column is narrow).
        className="@container mt-4"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="source" value={source} />
        <input type="hidden" name="placement" value={placement} />
        {/* The honeypot: off screen and out of the tab order; people never fill it, bots do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${ids.form}-${HONEYPOT_FIELD}`}>{labels.honeypotLabel}</label>
          <input
            ref={honeypotRef}
            id={`${ids.form}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <label htmlFor={ids.email} className={clsx('block text-sm font-medium', dark ? 'text-violet-100' : 'text-ink')}>
          {labels.emailLabel}
        </label>
        <div className="mt-2 flex flex-col gap-2 @md:flex-row">
          <input
            ref={emailRef}
            id={ids.email}
            name="email"
            type="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            inputMode="email"
            spellCheck="false"
            placeholder={labels.placeholder}
            aria-invalid={invalid || undefined}
            // The island's message, and the one the server writes when a plain post failed.
            aria-describedby={`${ids.message} ${ids.serverNotice}`}
            onChange={recheckOnChange}
            className={clsx(
              'min-h-12 w-full min-w-0 flex-1 rounded-full border px-4 text-base text-ink placeholder:text-ink-soft',
              invalid ? 'border-danger ring-2 ring-danger' : 'border-violet-100',
              'bg-paper',
            )}
          />
          <button
            type="submit"
            disabled={submitting}
            className={clsx(
              'min-h-12 shrink-0 rounded-full px-6 font-semibold transition-colors disabled:cursor-wait disabled:opacity-70',
              dark ? 'bg-gold-300 text-violet-950 hover:bg-gold-100' : 'bg-violet-700 text-white hover:bg-violet-900',
            )}
          >
            {submitting ? labels.sending : labels.submit}
          </button>
        </div>
        <p
          id={ids.message}
          role="alert"
          className={clsx('mt-2 min-h-5 text-sm font-medium', dark ? 'text-gold-100' : 'text-danger')}
        >
          {message?.text}
        </p>
      </form>
      <Toasts toast={toast} onDismiss={dismissToast} dismissLabel={labels.dismiss} />
    </>
  );
}
