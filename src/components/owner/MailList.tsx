import type { Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { useRowActions } from './fields.tsx';

/** A mail as the list shows it (dates already written in the owner's language). */
export interface ListedMail {
  id: number;
  to: string;
  kind: keyof OwnerMessages['mail']['kinds'];
  status: keyof OwnerMessages['mail']['statuses'];
  attempts: number;
  nextTry: string | null;
  lastError: string | null;
}

export interface MailListProps {
  locale: Locale;
  mail: ListedMail[];
  texts: OwnerMessages['mail'];
  network: string;
}

/** Mail waiting or failed, each with its last error; a failed one can be sent again, any can be cancelled. */
export default function MailList({ locale, mail: initial, texts, network }: MailListProps) {
  const { rows: mail, status, act: post } = useRowActions(initial, locale, network);

  function act(entry: ListedMail, action: 'retry' | 'cancel') {
    return post(
      `/api/admin/mail/${entry.id}/${action}`,
      (rows) =>
        action === 'cancel'
          ? rows.filter((row) => row.id !== entry.id)
          : rows.map((row) => (row.id === entry.id ? { ...row, status: 'queued', lastError: null, attempts: 0 } : row)),
      action === 'retry' ? texts.retried : texts.cancelled,
    );
  }

  return (
    <>
      {mail.length === 0 ? (
        <p className="mt-6 text-ink">{texts.empty}</p>
      ) : (
        <ul className="mt-6 divide-y divide-violet-100 rounded-2xl bg-paper shadow-sm">
          {mail.map((entry) => (
            <li key={entry.id} className="p-4">
              <p className="break-all font-semibold text-ink">
                {texts.kinds[entry.kind]} · {entry.to}
              </p>
              <p className="text-sm text-ink-soft">
                {texts.statuses[entry.status]} · {texts.attempts}: {entry.attempts}
                {entry.status === 'queued' && entry.nextTry ? ` · ${texts.nextTry}: ${entry.nextTry}` : ''}
              </p>
              {entry.lastError && (
                <p className="mt-1 break-all text-sm text-danger">
                  {texts.lastError}: {entry.lastError}
                </p>
              )}
              <div className="mt-2 flex flex-wrap gap-3">
                {entry.status === 'failed' && (
                  <button
                    type="button"
                    onClick={() => act(entry, 'retry')}
                    aria-label={format(texts.retryLabel, { to: entry.to })}
                    className="min-h-11 rounded-full border border-violet-700 px-4 font-semibold text-violet-700"
                  >
                    {texts.retry}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => act(entry, 'cancel')}
                  aria-label={format(texts.cancelLabel, { to: entry.to })}
                  className="min-h-11 rounded-full border border-danger px-4 font-semibold text-danger"
                >
                  {texts.cancel}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-3 min-h-6 text-ink">
        {status}
      </p>
    </>
  );
}
