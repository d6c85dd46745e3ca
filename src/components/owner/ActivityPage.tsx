import type { Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { ownerDateTime } from '../../lib/owner-format.ts';

export interface ActivityPageProps {
  locale: Locale;
  texts: OwnerMessages['activity'];
  entries: { id: number; at: Date; owner: string | null; action: string }[];
  /** The id to page back from, when there are older entries. */
  older: number | undefined;
}

/** The owners' audit log, newest first, a page at a time. */
export function ActivityPage({ locale, texts, entries, older }: ActivityPageProps) {
  const actions: Record<string, string> = texts.actions;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">{texts.heading}</h1>
      <p className="mt-2 text-ink-soft">{texts.intro}</p>
      {entries.length === 0 ? (
        <p className="mt-6 text-ink">{texts.empty}</p>
      ) : (
        <ol className="mt-6 divide-y divide-violet-100 rounded-2xl bg-paper shadow-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="p-4">
              <p className="font-semibold text-ink">{actions[entry.action] ?? entry.action}</p>
              <p className="text-sm text-ink-soft">
                <time dateTime={entry.at.toISOString()}>{ownerDateTime(entry.at, locale)}</time> ·{' '}
                {entry.owner ?? texts.unknown}
              </p>
            </li>
          ))}
        </ol>
      )}
      {older !== undefined && (
        <p className="mt-6">
          <a href={`${ownerPath('activity', locale)}?before=${older}`} className="text-violet-700 underline">
            {texts.more}
          </a>
        </p>
      )}
    </>
  );
}
