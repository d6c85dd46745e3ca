import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { ArchiveListPageProps } from '../../site/view-models/newsletter-archive.ts';
import { PageShell } from '../page/PageShell.tsx';

const linkClass = 'font-semibold text-violet-700 underline underline-offset-4 hover:text-violet-900';

/**
 * The newsletter's past editions in one language, newest first, each with its date and first
 * words; with none yet, an invitation to receive the first (the signup form, as children).
 */
export function ArchiveListPage({
  title,
  intro,
  items,
  notice,
  feed,
  children,
}: ArchiveListPageProps & { children?: ReactNode }) {
  return (
    <PageShell title={title} intro={intro}>
      <div className="max-w-3xl space-y-10">
        {notice ? (
          <div
            className={clsx(
              'rounded-[var(--radius-card)] p-6 sm:p-8',
              notice.tone === 'problem' ? 'bg-gold-100' : 'bg-sand',
            )}
          >
            <p className={clsx('text-lg', notice.tone === 'empty' && 'font-display text-violet-900')}>{notice.text}</p>
            {children}
          </div>
        ) : (
          <ol className="space-y-6">
            {items.map((item) => (
              <li key={item.href} className="rounded-[var(--radius-card)] bg-paper p-6 shadow-soft">
                <article>
                  <h2 className="text-2xl font-semibold text-violet-900">
                    <a href={item.href} className="hover:text-violet-700 hover:underline">
                      {item.subject}
                    </a>
                  </h2>
                  <p className="mt-2 text-sm text-ink-soft">
                    <time dateTime={item.sent.dateTime}>{item.sent.text}</time>
                  </p>
                  <p className="mt-3">{item.summary}</p>
                </article>
              </li>
            ))}
          </ol>
        )}
        {notice?.tone !== 'problem' && (
          <p>
            <a href={feed.href} type="application/rss+xml" className={linkClass}>
              {feed.label}
            </a>
          </p>
        )}
      </div>
    </PageShell>
  );
}
