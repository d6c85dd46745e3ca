import { LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { ownerDate, ownerDateTime } from '../../lib/owner-format.ts';
import type { QuizResult } from '../../lib/quiz/results.ts';

export interface LeadRecordViewProps {
  locale: Locale;
  texts: OwnerMessages['leads'];
  listTexts: OwnerMessages['subscribers'];
  results: OwnerMessages['overview']['quizResults'];
  lead: {
    email: string;
    locale: Locale;
    result: QuizResult;
    newsletter: boolean;
    createdAt: Date;
    answers: Record<string, QuizResult>;
    consentAt: Date;
    consentTextVersion: string;
  };
}

/** One guide request: the result, language, whether they joined the newsletter, their answers and consent. */
export function LeadRecordView({ locale, texts, listTexts, results, lead }: LeadRecordViewProps) {
  const facts: [string, string][] = [
    [texts.result, results[lead.result]],
    [listTexts.language, LOCALE_NAMES[lead.locale]],
    [texts.newsletter, lead.newsletter ? texts.yes : texts.no],
    [texts.requested, ownerDateTime(lead.createdAt, locale)],
  ];
  const answers = Object.entries(lead.answers);
  return (
    <>
      <p>
        <a href={ownerPath('leads', locale)} className="min-h-11 py-2 text-violet-700 underline">
          ← {texts.heading}
        </a>
      </p>
      <h1 className="mt-4 break-all font-display text-3xl text-ink">{lead.email}</h1>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 font-semibold text-violet-900">{texts.answers}</h2>
      <ul className="mt-1 list-disc ps-5 text-ink">
        {answers.map(([question, answer]) => (
          <li key={question}>
            {texts.steps[question as keyof typeof texts.steps] ?? question}: {results[answer]}
          </li>
        ))}
      </ul>
      <h2 className="mt-6 font-semibold text-violet-900">{listTexts.consent}</h2>
      <p className="mt-1 text-ink">
        {format(texts.consentText, { date: ownerDate(lead.consentAt, locale), version: lead.consentTextVersion })}
      </p>
    </>
  );
}
