/**
 * The owner's booking rules as one form: her time zone, the hours of each weekday (stretches she
 * adds and removes), what is kept around each session, and a booking's life (reminder, change
 * cut-off, release of an unpaid one and its warning). Saved whole; the server checks it again.
 */
import { useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../../i18n/owner/en.ts';
import { COMMON_TIME_ZONES } from '../../../lib/booking-times.ts';
import type { BookingSettings } from '../../../server/booking/owner-settings.ts';
import { postOwner, StatusLine, SubmitButton } from '../fields.tsx';

export interface BookingSettingsFormProps {
  locale: Locale;
  settings: BookingSettings;
  texts: OwnerMessages['bookingSettings'];
  network: string;
}

type Weekday = keyof BookingSettings['weeklyHours'];
type NumberSetting = Exclude<keyof BookingSettings, 'timeZone' | 'weeklyHours'>;
const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const INPUT = 'mt-1 min-h-12 rounded-xl border border-violet-100 bg-paper px-3 text-base text-ink';
const SMALL_BUTTON = 'min-h-11 rounded-full border border-violet-700 px-4 font-semibold text-violet-700';

/** The number fields, in the order the form shows them, with their bounds (the server's too). */
const NUMBERS: { key: NumberSetting; label: keyof OwnerMessages['bookingSettings']; min: number; max: number }[][] = [
  [
    { key: 'bufferBeforeMinutes', label: 'bufferBefore', min: 0, max: 240 },
    { key: 'bufferAfterMinutes', label: 'bufferAfter', min: 0, max: 240 },
    { key: 'minimumNoticeHours', label: 'minimumNotice', min: 0, max: 720 },
    { key: 'horizonDays', label: 'horizon', min: 1, max: 365 },
    { key: 'dailyMaximum', label: 'dailyMaximum', min: 1, max: 24 },
  ],
  [
    { key: 'reminderHours', label: 'reminderHours', min: 1, max: 168 },
    { key: 'changeCutoffHours', label: 'changeCutoff', min: 0, max: 168 },
    { key: 'unpaidReleaseHours', label: 'unpaidRelease', min: 1, max: 720 },
    { key: 'releaseNoticeHours', label: 'releaseNotice', min: 1, max: 168 },
  ],
];

export default function BookingSettingsForm({ locale, settings: initial, texts, network }: BookingSettingsFormProps) {
  const [settings, setSettings] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const zones = COMMON_TIME_ZONES.includes(settings.timeZone as (typeof COMMON_TIME_ZONES)[number])
    ? COMMON_TIME_ZONES
    : [settings.timeZone, ...COMMON_TIME_ZONES];

  function setHours(
    day: Weekday,
    change: (ranges: { start: string; end: string }[]) => { start: string; end: string }[],
  ) {
    setSettings((current) => ({
      ...current,
      weeklyHours: { ...current.weeklyHours, [day]: change(current.weeklyHours[day]) },
    }));
  }

  async function save(event: { preventDefault: () => void }) {
    event.preventDefault();
    setBusy(true);
    // Stretches are saved in the order of the day, whatever order she added them in.
    const weeklyHours = Object.fromEntries(
      WEEKDAYS.map((day) => [day, [...settings.weeklyHours[day]].sort((a, b) => a.start.localeCompare(b.start))]),
    );
    const answer = await postOwner(
      '/api/admin/booking-settings',
      { locale, settings: { ...settings, weeklyHours } },
      network,
    );
    setBusy(false);
    setStatus(answer.ok ? { text: texts.saved, failed: false } : { text: answer.message, failed: true });
  }

  return (
    <form onSubmit={save} className="mt-6">
      <h2 className="font-display text-2xl text-ink">{texts.hoursHeading}</h2>
      <p className="mt-1 text-ink-soft">{texts.hoursIntro}</p>
      <label className="mt-4 block">
        <span className="block font-medium text-ink">{texts.timeZone}</span>
        <select
          value={settings.timeZone}
          onChange={(event) => setSettings({ ...settings, timeZone: event.currentTarget.value })}
          className={`${INPUT} w-full`}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-4 grid gap-3">
        {WEEKDAYS.map((day) => {
          const dayName = texts.weekdays[day];
          const ranges = settings.weeklyHours[day];
          return (
            <fieldset key={day} className="rounded-2xl bg-paper p-3 shadow-sm">
              <legend className="px-1 font-semibold text-ink">{dayName}</legend>
              {ranges.length === 0 && <p className="text-ink-soft">{texts.closed}</p>}
              {ranges.map((range, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a stretch has no identity but its place in the day.
                <div key={`${day}-${index}`} className="mt-2 flex flex-wrap items-end gap-2">
                  {(['start', 'end'] as const).map((edge) => (
                    <label key={edge}>
                      <span className="block text-sm text-ink">{edge === 'start' ? texts.from : texts.to}</span>
                      <input
                        type="time"
                        required
                        value={range[edge]}
                        onChange={(event) => {
                          const time = event.currentTarget.value;
                          setHours(day, (all) =>
                            all.map((item, at) => (at === index ? { ...item, [edge]: time } : item)),
                          );
                        }}
                        className={INPUT}
                      />
                    </label>
                  ))}
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    aria-label={format(texts.removeHoursLabel, { from: range.start, to: range.end, day: dayName })}
                    onClick={() => setHours(day, (all) => all.filter((_, at) => at !== index))}
                  >
                    {texts.removeHours}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className={`${SMALL_BUTTON} mt-2`}
                aria-label={format(texts.addHoursLabel, { day: dayName })}
                onClick={() => {
                  const last = ranges.at(-1);
                  // A new stretch after the last one: an hour's gap, two hours long (she adjusts it).
                  const next = last && last.end < '20:00' ? nextStretch(last.end) : { start: '09:00', end: '12:00' };
                  setHours(day, (all) => [...all, next]);
                }}
              >
                {texts.addHours}
              </button>
            </fieldset>
          );
        })}
      </div>
      {NUMBERS.map((group, groupIndex) => (
        <section key={group[0]?.key} className="mt-8">
          <h2 className="font-display text-2xl text-ink">
            {groupIndex === 0 ? texts.rulesHeading : texts.lifeHeading}
          </h2>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {group.map(({ key, label, min, max }) => (
              <label key={key} className="block">
                <span className="block font-medium text-ink">{texts[label] as string}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  required
                  min={min}
                  max={max}
                  step={1}
                  value={settings[key]}
                  onChange={(event) => setSettings({ ...settings, [key]: Number(event.currentTarget.value) })}
                  className={`${INPUT} w-32`}
                />
              </label>
            ))}
          </div>
        </section>
      ))}
      <SubmitButton busy={busy} busyLabel={texts.saving}>
        {texts.save}
      </SubmitButton>
      <StatusLine text={status?.text} failed={status?.failed} />
    </form>
  );
}

/** A stretch starting an hour after `end`, two hours long, kept within the day. */
function nextStretch(end: string): { start: string; end: string } {
  const [hours = 0, minutes = 0] = end.split(':').map(Number);
  const clock = (total: number) =>
    `${String(Math.min(total, 23)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return { start: clock(hours + 1), end: hours + 3 > 23 ? '23:59' : clock(hours + 3) };
}
