import { clsx } from 'clsx';
import type { Messages } from '../../i18n/messages/index.ts';
import { type NewsletterPlacement, newsletterIds } from '../../lib/newsletter.ts';

/**
 * What a form posted without JavaScript comes back to, next to the form and outside its island:
 * the outcome notices, each shown only when the URL's fragment names it (CSS :target), and an
 * empty notice the server fills when it answers a failed post with this page.
 */
export function NewsletterNotices({
  placement,
  messages,
  tone = 'light',
}: {
  placement: NewsletterPlacement;
  messages: Messages['newsletter'];
  tone?: 'light' | 'dark';
}) {
  const ids = newsletterIds(placement);
  const box = clsx(
    'mt-3 scroll-mt-24 rounded-lg px-3 py-2 text-sm font-medium',
    tone === 'dark' ? 'bg-violet-900 text-gold-100' : 'bg-gold-100 text-ink',
  );
  return (
    <>
      {/* tabIndex -1: reaching the fragment moves focus here, so screen readers read it. */}
      <p id={ids.notice('subscribed')} tabIndex={-1} className={clsx(box, 'hidden target:block')}>
        {messages.successTitle} {messages.successBody} {messages.successGift}
      </p>
      <p id={ids.notice('pending')} tabIndex={-1} className={clsx(box, 'hidden target:block')}>
        {messages.pendingTitle}. {messages.pendingBody}
      </p>
      <p id={ids.notice('duplicate')} tabIndex={-1} className={clsx(box, 'hidden target:block')}>
        {messages.duplicateInline}
      </p>
      <p id={ids.serverNotice} role="alert" className={box} hidden />
    </>
  );
}
