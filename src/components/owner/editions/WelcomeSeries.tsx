import type { ReactNode } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { format, plural } from '../../../i18n/messages/index.ts';
import type { ListedEdition } from '../../../lib/edition.ts';
import { ListedState } from './EditionsList.tsx';
import type { NewsletterTexts } from './edition-texts.ts';
import { statusName } from './welcome-series.ts';

export interface WelcomeSeriesProps {
  locale: Locale;
  /** By day (welcome-series.ts); null when the database could not be read (the list above says so). */
  steps: ListedEdition[] | null;
  /** The edition page: a step is `?id=` on it. */
  editionHref: string;
  texts: NewsletterTexts;
  /** The form for a new step (an island). */
  children?: ReactNode;
}

/**
 * The welcome series under the editions: what it is, its mails by day ("Day 3 — Where to start
 * reading", On / Off / Paused, languages, how many went out) and the form for a new one. It comes
 * after the editions because she sets it up once and then leaves it running, while editions are
 * her everyday work and keep their place under "New edition". Drawn on the server.
 */
export function WelcomeSeries({ locale, steps, editionHref, texts, children }: WelcomeSeriesProps) {
  const t = texts.series;
  return (
    <section aria-labelledby="welcome-series" className="mt-12 border-t border-violet-100 pt-8">
      <h2 id="welcome-series" className="font-display text-2xl text-ink">
        {t.heading}
      </h2>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      {steps && steps.length === 0 && <p className="mt-4 rounded-2xl bg-paper p-5 text-ink">{t.empty}</p>}
      {steps && steps.length > 0 && (
        <ul aria-label={t.listCaption} className="mt-4 divide-y divide-violet-100 rounded-2xl bg-paper shadow-sm">
          {steps.map((step) => (
            <li key={step.id} className="p-4">
              <a href={`${editionHref}?id=${step.id}`} className="font-semibold break-words text-violet-700 underline">
                {format(t.stepTitle, { day: step.welcomeDay ?? '', subject: step.subject || texts.untitled })}
              </a>
              <ListedState status={statusName(step.status, true, texts)} locales={step.locales} texts={texts} />
              {step.startedAt && (
                <p className="text-sm text-ink-soft">{plural(locale, t.sentSoFar, step.figures.sent)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
