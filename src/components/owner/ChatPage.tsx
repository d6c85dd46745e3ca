import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerDayLabel } from '../../lib/owner-format.ts';
import { lastDays, overviewDays } from '../../lib/owner-overview.ts';
import { DayBars } from './DayBars.tsx';

export interface ChatPageProps {
  locale: Locale;
  texts: OwnerMessages['chat'];
  overviewTexts: OwnerMessages['overview'];
  /** Answered and unanswered per UTC day and language; null when the database could not be read. */
  days: { day: string; locale: Locale; answered: number; unanswered: number }[] | null;
}

/**
 * The chat's last 30 days: for each language visitors used, answered and unanswered questions a
 * day, drawn on the server with their numbers. The kept questions follow (QuestionList).
 */
export function ChatPage({ locale, texts, overviewTexts, days }: ChatPageProps) {
  const span = overviewDays();
  const dayLabels = span.map((day) => ownerDayLabel(day, locale));
  const seriesOf = (code: Locale, key: 'answered' | 'unanswered') =>
    span.map((day) => ({
      day,
      count: days?.find((row) => row.day === day && row.locale === code)?.[key] ?? 0,
    }));
  const languages = LOCALES.filter((code) => days?.some((row) => row.locale === code));
  return (
    <>
      <h1 className="font-display text-3xl text-ink">{texts.heading}</h1>
      <p className="mt-2 text-ink-soft">{texts.intro}</p>
      {!days && (
        <p role="alert" className="mt-6 rounded-xl bg-violet-50 p-4 text-ink">
          {overviewTexts.unavailable}
        </p>
      )}
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {languages.map((code) => {
          const series = [
            { label: overviewTexts.answered, colour: 'violet' as const, counts: seriesOf(code, 'answered') },
            { label: overviewTexts.unanswered, colour: 'gold' as const, counts: seriesOf(code, 'unanswered') },
          ];
          return (
            <DayBars
              key={code}
              caption={format(texts.language, { language: LOCALE_NAMES[code] })}
              series={series}
              dayLabels={dayLabels}
              dayHeader={overviewTexts.day}
              numbersLabel={overviewTexts.numbers}
              totals={series.map((line) => ({
                label: `${line.label} (${overviewTexts.periods})`,
                values: [lastDays(line.counts, 7), lastDays(line.counts, 30)],
              }))}
            />
          );
        })}
      </div>
    </>
  );
}
