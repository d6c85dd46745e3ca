import type { ReactNode } from 'react';
import type { PrivacyRequestPageProps } from '../../site/view-models/privacy-request.ts';
import { PageShell } from '../page/PageShell.tsx';

const buttonClass =
  'inline-flex min-h-12 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-900';
const dangerButtonClass =
  'inline-flex min-h-12 items-center rounded-full bg-danger px-6 font-semibold text-white hover:bg-red-900';
const linkClass = 'font-semibold text-violet-700 underline underline-offset-4 hover:text-violet-900';

/**
 * The privacy request page, one step at a time: the form (the island, as children), a mail's
 * link (a button that posts the token back: a mail scanner that only opens links uses nothing
 * up), the data with its downloads, or the deletion's confirmation. Every step is a plain link
 * or form, so the page works the same without JavaScript.
 */
export function PrivacyRequestPage({
  title,
  intro,
  notice,
  step,
  policy,
  children,
}: PrivacyRequestPageProps & { children?: ReactNode }) {
  return (
    <PageShell title={title} intro={intro}>
      <div className="max-w-2xl space-y-6">
        {notice && (
          <p
            id={notice.id}
            role={notice.tone === 'problem' ? 'alert' : 'status'}
            className={`rounded-lg px-4 py-3 font-medium ${notice.tone === 'problem' ? 'bg-gold-100 text-ink' : 'bg-violet-50 text-violet-900'}`}
          >
            {notice.text}
          </p>
        )}
        {step.kind === 'form' && children}
        {step.kind === 'link' && (
          <form method="post" action={step.action}>
            <input type="hidden" name="token" value={step.token} />
            <p className="mb-4 text-ink">{step.intro}</p>
            <button type="submit" className={buttonClass}>
              {step.button}
            </button>
          </form>
        )}
        {step.kind === 'data' && (
          <>
            <section aria-labelledby="privacy-data-heading">
              <h2 id="privacy-data-heading" className="break-words text-2xl font-semibold text-violet-900">
                {step.heading}
              </h2>
              <ul className="mt-3 list-disc space-y-1 ps-6 text-ink">
                {step.held.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-ink-soft">{step.intro}</p>
            </section>
            <section aria-labelledby="privacy-download-heading">
              <h2 id="privacy-download-heading" className="text-xl font-semibold text-violet-900">
                {step.download.heading}
              </h2>
              <ul className="mt-3 space-y-2">
                {step.download.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={linkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="privacy-delete-heading">
              <h2 id="privacy-delete-heading" className="text-xl font-semibold text-violet-900">
                {step.deletion.heading}
              </h2>
              <p className="mt-3 text-ink">{step.deletion.intro}</p>
              <p className="mt-4">
                <a href={step.deletion.link.href} className={linkClass}>
                  {step.deletion.link.label}
                </a>
              </p>
            </section>
          </>
        )}
        {step.kind === 'confirm' && (
          <section aria-labelledby="privacy-confirm-heading">
            <h2 id="privacy-confirm-heading" className="break-words text-2xl font-semibold text-violet-900">
              {step.heading}
            </h2>
            <p className="mt-3 text-ink">{step.text}</p>
            <form method="post" action={step.action} className="mt-6 flex flex-wrap items-center gap-6">
              <input type="hidden" name="confirm" value="delete" />
              <button type="submit" className={dangerButtonClass}>
                {step.button}
              </button>
              <a href={step.cancel.href} className={linkClass}>
                {step.cancel.label}
              </a>
            </form>
          </section>
        )}
        <p>
          <a href={policy.href} className={linkClass}>
            {policy.label}
          </a>
        </p>
      </div>
    </PageShell>
  );
}
