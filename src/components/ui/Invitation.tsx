import { clsx } from 'clsx';
import type { InvitationProps } from '../../site/view-models/shared.ts';

/**
 * A block that invites the reader to do one thing (book a reading, take the quiz): dark for the
 * main call of a page, light for a quieter one beside it.
 */
export function Invitation({
  id,
  tone,
  heading,
  text,
  cta,
  href,
}: InvitationProps & { id: string; tone: 'dark' | 'light' }) {
  const dark = tone === 'dark';
  return (
    <section
      data-nosnippet
      aria-labelledby={id}
      className={clsx(
        'rounded-[var(--radius-card)]',
        dark ? 'bg-violet-900 p-8 text-paper' : 'border border-violet-100 p-6 sm:p-8',
      )}
    >
      <h2 id={id} className={clsx('text-2xl font-semibold', !dark && 'text-violet-900')}>
        {heading}
      </h2>
      <p className={clsx('mt-2 max-w-xl', dark ? 'text-violet-100' : 'text-ink-soft')}>{text}</p>
      <a
        href={href}
        className={clsx(
          'mt-5 inline-block rounded-full px-6 py-3 font-semibold',
          dark ? 'bg-gold-300 text-violet-950 hover:bg-gold-100' : 'bg-violet-900 text-paper hover:bg-violet-700',
        )}
      >
        {cta}
      </a>
    </section>
  );
}
