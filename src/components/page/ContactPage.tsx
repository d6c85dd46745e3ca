import type { ContactPageProps } from '../../site/view-models/pages.ts';
import { BookingCta } from '../blog/BookingCta.tsx';
import { PageShell } from './PageShell.tsx';

/** Contact: an e-mail card with a mailto link and a 'Send Message' button, and the booking invitation. */
export function ContactPage({ title, intro, email, booking }: ContactPageProps) {
  return (
    <PageShell title={title} intro={intro}>
      <div className="grid max-w-4xl gap-6 md:grid-cols-2">
        <section aria-labelledby="email-card" className="rounded-[var(--radius-card)] bg-paper p-8 shadow-soft">
          <h2 id="email-card" className="text-2xl font-semibold text-violet-900">
            {email.heading}
          </h2>
          <p className="mt-3 text-ink-soft">{email.text}</p>
          <p className="mt-4">
            <a href={email.href} className="font-semibold text-violet-700 underline underline-offset-4">
              {email.address}
            </a>
          </p>
          <a
            href={email.href}
            className="mt-6 inline-block rounded-full bg-violet-900 px-6 py-3 font-semibold text-paper hover:bg-violet-700"
          >
            {email.button}
          </a>
        </section>
        <BookingCta {...booking} />
      </div>
    </PageShell>
  );
}
