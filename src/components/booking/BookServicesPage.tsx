import type { BookServicesProps } from '../../site/view-models/booking.ts';
import { PageShell } from '../page/PageShell.tsx';

/** The first booking step: each bookable session with its facts and the way on to its free times. */
export function BookServicesPage({ title, intro, sessions, whatsapp }: BookServicesProps) {
  return (
    <PageShell title={title} intro={intro}>
      <ul className="grid max-w-5xl gap-6 md:grid-cols-2">
        {sessions.map((session) => (
          <li key={session.choose.href}>
            <article className="flex h-full flex-col rounded-[var(--radius-card)] bg-paper p-6 shadow-soft">
              <h2 className="text-2xl font-semibold text-violet-900">{session.title}</h2>
              <p className="mt-2 text-ink-soft">{session.summary}</p>
              <ul className="mt-4 flex-1 space-y-1 text-sm text-ink">
                {session.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
              <a
                href={session.choose.href}
                className="mt-6 inline-block self-start rounded-full bg-violet-900 px-6 py-3 font-semibold text-paper hover:bg-violet-700"
              >
                {session.choose.label}
                <span className="sr-only"> — {session.title}</span>
              </a>
            </article>
          </li>
        ))}
      </ul>
      {whatsapp && (
        <p className="mt-8">
          <a href={whatsapp.href} className="font-semibold text-violet-700 underline underline-offset-4">
            {whatsapp.label}
          </a>
        </p>
      )}
    </PageShell>
  );
}
