import type { ReactNode } from 'react';
import { ACTION_NOTICE_ID } from '../../lib/newsletter.ts';
import { actionPageText, type NewsletterActionPageProps } from '../../site/view-models/newsletter.ts';
import { PageShell } from '../page/PageShell.tsx';

const buttonClass =
  'inline-flex min-h-12 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-900';
const linkClass = 'font-semibold text-violet-700 underline underline-offset-4 hover:text-violet-900';

/**
 * The pages a newsletter e-mail leads to. Unsubscribe and confirm are one button each: a form
 * without `action` posts back to the page's own URL, token included, so it works without
 * JavaScript, and a mail scanner that only opens links changes nothing.
 */
export function NewsletterActionPage({
  page,
  messages: t,
  links,
  children,
}: NewsletterActionPageProps & {
  /** The unsubscribed page offers the signup form again. */
  children?: ReactNode;
}) {
  const { title, intro } = actionPageText(page, t);
  const action = page === 'unsubscribe' ? t.unsubscribeButton : page === 'confirm' ? t.confirmButton : undefined;
  return (
    <PageShell title={title} intro={intro}>
      <div className="max-w-2xl space-y-6">
        <p id={ACTION_NOTICE_ID} role="alert" className="rounded-lg bg-gold-100 px-4 py-3 text-sm font-medium" hidden />
        {action && (
          <form method="post">
            <button type="submit" className={buttonClass}>
              {action}
            </button>
          </form>
        )}
        {page === 'confirmed' && (
          <p>
            <a href={links.gift} className={buttonClass}>
              {t.giftListen}
            </a>
          </p>
        )}
        {children}
        {page === 'invalidLink' && (
          <p>
            <a href={links.contact} className={linkClass}>
              {links.contactLabel}
            </a>
          </p>
        )}
        <p>
          <a href={links.home} className={linkClass}>
            {t.backHome}
          </a>
        </p>
      </div>
    </PageShell>
  );
}
