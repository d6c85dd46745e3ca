import { LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { ownerDate, ownerDateTime } from '../../lib/owner-format.ts';

export interface SubscriberRecordViewProps {
  locale: Locale;
  texts: OwnerMessages['subscribers'];
  record: {
    subscriber: {
      email: string;
      locale: Locale;
      status: keyof OwnerMessages['subscribers']['statuses'];
      /** When its mail server refused the address for good. */
      bouncedAt: Date | null;
      source: string;
      consentAt: Date;
      consentTextVersion: string;
      consentPurpose: string;
      createdAt: Date;
    };
    mail: { kind: string; status: string; createdAt: Date; sentAt: Date | null }[];
  };
}

/** One subscriber's record: status, language, where they signed up, their consent and their mail. */
export function SubscriberRecordView({ locale, texts, record }: SubscriberRecordViewProps) {
  const { subscriber, mail } = record;
  const facts: [string, string][] = [
    [texts.status, texts.statuses[subscriber.status]],
    [texts.language, LOCALE_NAMES[subscriber.locale]],
    [texts.source, subscriber.source],
    [texts.since, ownerDateTime(subscriber.createdAt, locale)],
    ...(subscriber.bouncedAt
      ? [[texts.bouncedAt, ownerDateTime(subscriber.bouncedAt, locale)] as [string, string]]
      : []),
  ];
  return (
    <>
      <p>
        <a href={ownerPath('subscribers', locale)} className="min-h-11 py-2 text-violet-700 underline">
          ← {texts.heading}
        </a>
      </p>
      <h1 className="mt-4 break-all font-display text-3xl text-ink">{subscriber.email}</h1>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="break-all text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 font-semibold text-violet-900">{texts.consent}</h2>
      <p className="mt-1 text-ink">
        {format(texts.consentText, {
          date: ownerDate(subscriber.consentAt, locale),
          version: subscriber.consentTextVersion,
          purpose: subscriber.consentPurpose,
        })}
      </p>
      <h2 className="mt-6 font-semibold text-violet-900">{texts.mailSent}</h2>
      {mail.length === 0 ? (
        <p className="mt-1 text-ink-soft">{texts.noMail}</p>
      ) : (
        <ul className="mt-1 list-disc ps-5 text-ink">
          {mail.map((entry) => (
            <li key={`${entry.kind}-${entry.createdAt.toISOString()}`}>
              {entry.kind} · {entry.status} · {ownerDateTime(entry.sentAt ?? entry.createdAt, locale)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
