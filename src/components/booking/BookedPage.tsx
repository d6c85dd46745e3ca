import type { BookedProps } from '../../site/view-models/booking.ts';
import { PageShell } from '../page/PageShell.tsx';
import { FactList } from './FactList.tsx';
import { LinkList } from './LinkList.tsx';

/** The booking's own page: what, when, where and the price, the Pix code while it awaits payment, and the links to move or cancel it. */
export function BookedPage({ title, notice, facts, mailSent, payment, abroad, change }: BookedProps) {
  if (notice) {
    return (
      <PageShell title={title}>
        <p role="alert" className="max-w-2xl rounded-[var(--radius-card)] bg-gold-100 p-4 text-ink">
          {notice}
        </p>
      </PageShell>
    );
  }
  return (
    <PageShell title={title} intro={mailSent}>
      <FactList facts={facts} className="max-w-2xl" valueClassName="text-ink" />
      {abroad && <p className="mt-8 max-w-2xl text-ink">{abroad}</p>}
      {payment && (
        <section
          aria-labelledby="pay-heading"
          className="mt-10 max-w-2xl rounded-[var(--radius-card)] bg-paper p-6 shadow-soft"
        >
          <h2 id="pay-heading" className="text-2xl font-semibold text-violet-900">
            {payment.heading}
          </h2>
          <p className="mt-2 text-ink">{payment.awaiting}</p>
          <p className="mt-2 text-ink-soft">{payment.text}</p>
          {payment.qrSvg && (
            <div
              role="img"
              aria-label={payment.qrAlt}
              className="mt-4 size-56 bg-white p-2"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server draws it (qrcode) from the booking's own Pix code.
              dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
            />
          )}
          {payment.code && (
            <label className="mt-4 block font-semibold text-violet-900">
              {payment.codeLabel}
              <textarea
                readOnly
                rows={4}
                value={payment.code}
                className="mt-1 block w-full rounded-lg border border-violet-300 bg-paper p-3 font-mono text-sm text-ink"
              />
            </label>
          )}
        </section>
      )}
      {change && (
        <div className="mt-10 max-w-2xl">
          <p className="text-ink-soft">{change.text}</p>
          <LinkList links={change.links} className="mt-3" />
        </div>
      )}
    </PageShell>
  );
}
