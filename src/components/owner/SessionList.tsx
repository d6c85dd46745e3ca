import type { Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { useRowActions } from './fields.tsx';

/** One session as the page lists it (dates already written in the owner's language). */
export interface SessionRow {
  id: string;
  device: string;
  signedIn: string;
  lastUsed: string;
  current: boolean;
}

export interface SessionListProps {
  locale: Locale;
  sessions: SessionRow[];
  texts: OwnerMessages['sessions'];
  network: string;
}

/** The owner's sessions, each with a button that ends it; ending this browser's own leads to sign-in. */
export default function SessionList({ locale, sessions: initial, texts, network }: SessionListProps) {
  const { rows: sessions, status, act } = useRowActions(initial, locale, network);

  async function end(session: SessionRow) {
    const ended = await act(
      `/api/admin/sessions/${encodeURIComponent(session.id)}/end`,
      (rows) => rows.filter((row) => row.id !== session.id),
      texts.ended,
    );
    // Ending this browser's own session signs it out: on to sign-in.
    if (ended && session.current) window.location.assign(ownerPath('signIn', locale));
  }

  return (
    <>
      <ul className="mt-6 divide-y divide-violet-100 rounded-2xl bg-paper shadow-sm">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-ink">
                {session.device}
                {session.current && (
                  <span className="ms-2 rounded-full bg-violet-100 px-2 py-0.5 text-sm font-medium text-violet-900">
                    {texts.thisDevice}
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-soft">
                {texts.signedIn}: {session.signedIn} · {texts.lastUsed}: {session.lastUsed}
              </p>
            </div>
            <button
              type="button"
              onClick={() => end(session)}
              aria-label={format(texts.endLabel, { device: session.device })}
              className="min-h-11 self-start rounded-full border border-danger px-4 font-semibold text-danger sm:self-auto"
            >
              {texts.end}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-3 min-h-6 text-ink-soft">
        {status}
      </p>
    </>
  );
}
