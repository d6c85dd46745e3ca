import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/messages/index.ts';
import type { NewsletterPageId } from '../../i18n/routes.ts';
import { ACTION_NOTICE_ID } from '../../lib/newsletter.ts';
import { PageShell } from '../page/PageShell.tsx';

export type NewsletterActionPageId = Exclude<NewsletterPageId, 'gift'>;

interface NewsletterActionPageProps {
  page: NewsletterActionPageId;
  messages: Messages['newsletterPages'];
  links: { home: string; gift: string; contact: string; contactLabel: string };
  /** The unsubscribed page offers the signup form again. */
  children?: ReactNode;
}

const buttonClass =
  'inline-flex min-h-12 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-900';
const linkClass = 'font-semibold text-violet-700 underline underline-offset-4 hover:text-violet-900';

/** Titles and texts of each page, from the messages. */
export function actionPageText(page: NewsletterActionPageId, t: Messages['newsletterPages']) {
  return {
    unsubscribe: { title: t.unsubscribeTitle, intro: t.unsubscribeIntro },
    unsubscribed: { title: t.unsubscribedTitle, intro: t.unsubscribedBody },
    confirm: { title: t.confirmTitle, intro: t.confirmIntro },
    confirmed: { title: t.confirmedTitle, intro: t.confirmedBody },
    invalidLink: { title: t.invalidLinkTitle, intro: t.invalidLinkBody },
  }[page];
}

/**
 * The pages a newsletter e-mail leads to. Unsubscribe and confirm are one button each: a form
 * without `action` posts back to the page's own URL, token included, so it works without
 * JavaScript, and a mail scanner that only opens links changes nothing.
 */
export function NewsletterActionPage({ page, messages: t, links, children }: NewsletterActionPageProps) {
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
