/**
 * The owner's days off ahead: a date field to take one, and each one with a button to give it back.
 * Each change is saved at once (a day off is a small, separate decision from the weekly hours).
 */
import { useState } from 'react';
import { HTML_LANG, type Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../../i18n/owner/en.ts';
import { postOwner, StatusLine } from '../fields.tsx';

export interface DaysOffProps {
  locale: Locale;
  /** YYYY-MM-DD with the owner's way of writing each. */
  days: { day: string; label: string }[];
  /** Today in the owner's zone: the earliest day the field offers. */
  today: string;
  texts: OwnerMessages['bookingSettings'];
  network: string;
}

const BUTTON = 'min-h-11 rounded-full border border-violet-700 px-4 font-semibold text-violet-700';

export default function DaysOff({ locale, days: initial, today, texts, network }: DaysOffProps) {
  const [days, setDays] = useState(initial);
  const [day, setDay] = useState('');
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const label = (value: string) =>
    new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );

  async function change(value: string, off: boolean) {
    const answer = await postOwner('/api/admin/booking-settings/date-off', { locale, day: value, off }, network);
    if (!answer.ok) return setStatus({ text: answer.message, failed: true });
    setDays((current) =>
      off
        ? [...current.filter((entry) => entry.day !== value), { day: value, label: label(value) }].sort((a, b) =>
            a.day.localeCompare(b.day),
          )
        : current.filter((entry) => entry.day !== value),
    );
    setStatus({ text: off ? texts.dayOffAdded : texts.dayOffRemoved, failed: false });
    if (off) setDay('');
  }

  return (
    <>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (day) void change(day, true);
        }}
      >
        <label>
          <span className="block font-medium text-ink">{texts.dayOff}</span>
          <input
            type="date"
            required
            min={today}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            className="mt-1 min-h-12 rounded-xl border border-violet-100 bg-paper px-3 text-base text-ink"
          />
        </label>
        <button type="submit" className={BUTTON}>
          {texts.addDayOff}
        </button>
      </form>
      {days.length === 0 ? (
        <p className="mt-3 text-ink-soft">{texts.noDaysOff}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {days.map((entry) => (
            <li key={entry.day} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-paper p-3">
              <span className="text-ink">{entry.label}</span>
              <button
                type="button"
                className={BUTTON}
                aria-label={format(texts.removeDayOffLabel, { day: entry.label })}
                onClick={() => change(entry.day, false)}
              >
                {texts.removeDayOff}
              </button>
            </li>
          ))}
        </ul>
      )}
      <StatusLine text={status?.text} failed={status?.failed} />
    </>
  );
}
