import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { format } from '../../i18n/messages/index.ts';
import type { FreeSlot, SlotsAnswer } from '../../lib/booking.ts';
import {
  addMonths,
  BOOKING_WEEK_ID,
  detailsHref,
  monthOf,
  monthSlotsUrl,
  zoneLabel,
} from '../../lib/booking-calendar.ts';
import {
  COMMON_TIME_ZONES,
  clockTime,
  dayHeading,
  dayOf,
  isKnownTimeZone,
  slotsByDay,
  timeZoneName,
  todayIn,
} from '../../lib/booking-times.ts';
import type { BookingCalendarProps } from '../../site/view-models/booking-calendar.ts';
import { MonthGrid } from './MonthGrid.tsx';

/** `server`: as rendered on the server, nothing asked yet. */
type Phase = 'server' | 'loading' | 'ready' | 'failed';

/** What the calendar shows: a month in a zone, and that month's free times once they arrive. */
interface Shown {
  zone: string;
  month: string;
  slots: FreeSlot[] | undefined;
}

/**
 * The time step with JavaScript (`client:visible`): the server's week paints first and stays
 * until this calendar has the month's free times in the browser's own zone; then the calendar
 * takes its place, holding the week's height so that nothing below moves (the hold ends at the
 * visitor's first touch or key). Each free day's times link to the details step exactly as the
 * week's do. When the free times cannot be loaded, the week is there (again) to choose from.
 */
export default function BookingCalendar(props: BookingCalendarProps) {
  const { locale, service, texts } = props;
  const [phase, setPhase] = useState<Phase>('server');
  const [shown, setShown] = useState<Shown>();
  const [browserZone, setBrowserZone] = useState<string>();
  const [today, setToday] = useState('');
  const [selected, setSelected] = useState<string>();
  const [focused, setFocused] = useState('');
  const [hold, setHold] = useState<number>();
  const cache = useRef(new Map<string, FreeSlot[]>());
  const asked = useRef(0);
  const zoneId = useId();

  async function monthSlots(zone: string, month: string): Promise<FreeSlot[]> {
    const key = `${zone} ${month}`;
    const known = cache.current.get(key);
    if (known) return known;
    const response = await fetch(monthSlotsUrl(props.slotsEndpoint, { service, month, timeZone: zone }), {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`free times: ${response.status}`);
    const { slots } = (await response.json()) as SlotsAnswer;
    cache.current.set(key, slots);
    return slots;
  }

  /** The first day with a free time, on or after `from`. */
  const firstFreeDay = (slots: FreeSlot[], zone: string, from: string) =>
    slots.map((slot) => dayOf(slot.start, zone)).find((day) => day >= from);

  /** Shows a month in a zone; its days wait while its times load, then its first free day is chosen. */
  async function show(zone: string, month: string, focus?: string) {
    const ask = ++asked.current;
    setShown({ zone, month, slots: cache.current.get(`${zone} ${month}`) });
    setPhase('loading');
    if (focus) setFocused(focus);
    try {
      const slots = await monthSlots(zone, month);
      if (ask !== asked.current) return;
      const first = firstFreeDay(slots, zone, today);
      setShown({ zone, month, slots });
      setSelected(first);
      if (!focus) setFocused(first ?? (`${month}-01` < today ? today : `${month}-01`));
      setPhase('ready');
    } catch {
      if (ask === asked.current) setPhase('failed');
    }
  }

  // On arrival: the browser's zone (unless the visitor chose the page's), and the first month with a free day.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration; the page's props do not change.
  useEffect(() => {
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const known = isKnownTimeZone(detected) ? detected : undefined;
    const fallback = isKnownTimeZone(props.pageTimeZone) ? props.pageTimeZone : props.ownerTimeZone;
    const zone = props.zoneChosen || !known ? fallback : known;
    const now = todayIn(zone);
    const from = props.from && props.from > now ? props.from : now;
    setBrowserZone(known);
    setToday(now);
    setPhase('loading');
    (async () => {
      let month = monthOf(from);
      let slots = await monthSlots(zone, month);
      if (!firstFreeDay(slots, zone, from)) {
        month = addMonths(month, 1);
        slots = await monthSlots(zone, month);
      }
      const first = firstFreeDay(slots, zone, from);
      // The week's height, measured before it goes: the calendar holds it so nothing below moves.
      setHold(document.getElementById(BOOKING_WEEK_ID)?.offsetHeight);
      setShown({ zone, month, slots });
      setSelected(first);
      setFocused(first ?? from);
      setPhase('ready');
    })().catch(() => setPhase('failed'));
  }, []);

  // The server's week gives way to the calendar, and comes back when the free times cannot be loaded.
  useLayoutEffect(() => {
    const week = document.getElementById(BOOKING_WEEK_ID);
    if (week) week.hidden = shown !== undefined && phase !== 'failed';
  }, [shown, phase]);

  const free = useMemo(
    () => shown?.slots && new Map(slotsByDay(shown.slots, shown.zone).map(({ day, slots }) => [day, slots])),
    [shown],
  );

  const zones = useMemo(
    () =>
      [...new Set([browserZone, shown?.zone, props.pageTimeZone, props.ownerTimeZone, ...COMMON_TIME_ZONES])].filter(
        isKnownTimeZone,
      ),
    [browserZone, shown?.zone, props.pageTimeZone, props.ownerTimeZone],
  );

  // The held height ends with the visitor's first touch or key (a layout change then is theirs, not a shift).
  useEffect(() => {
    if (hold === undefined) return;
    const release = () => setHold(undefined);
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) document.addEventListener(event, release, { once: true });
    return () => {
      for (const event of events) document.removeEventListener(event, release);
    };
  }, [hold]);

  const status = phase === 'failed' ? texts.failed : phase === 'loading' ? texts.loading : '';

  return (
    <div className="max-w-3xl">
      <p role="status" className="min-h-6 text-sm text-ink-soft [@media(scripting:none)]:hidden">
        {status}
      </p>
      {shown && (
        <div style={hold ? { minHeight: `${hold}px` } : undefined}>
          <p className="text-ink">
            {format(shown.zone === browserZone ? texts.yourZone : texts.chosenZone, {
              zone: zoneLabel(shown.zone, locale),
            })}
            {shown.zone !== props.ownerTimeZone &&
              ` ${format(texts.ownerTime, { zone: timeZoneName(props.ownerTimeZone, locale) })}`}
          </p>
          <label htmlFor={zoneId} className="mt-3 block text-sm font-semibold text-violet-900">
            {texts.zoneLabel}
          </label>
          <select
            id={zoneId}
            value={shown.zone}
            onChange={(event) => show(event.currentTarget.value, shown.month)}
            className="mt-1 min-h-11 w-full max-w-md rounded-lg border border-violet-300 bg-paper p-2 text-ink"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone, locale)}
              </option>
            ))}
          </select>
          <MonthGrid
            locale={locale}
            month={shown.month}
            firstDay={props.firstDay}
            today={today}
            free={free}
            selected={selected}
            focused={focused}
            texts={texts}
            onMonth={(step) => show(shown.zone, addMonths(shown.month, step))}
            onMove={(day) => (monthOf(day) === shown.month ? setFocused(day) : show(shown.zone, monthOf(day), day))}
            onSelect={(day) => {
              setSelected(day);
              setFocused(day);
            }}
          />
          {selected && free?.get(selected) ? (
            <section aria-labelledby={`${zoneId}-times`} className="mt-6">
              <h3 id={`${zoneId}-times`} className="text-lg font-semibold text-violet-900">
                {format(texts.timesOn, { day: dayHeading(selected, locale) })}
              </h3>
              <ul className="mt-3 flex flex-wrap gap-3">
                {free.get(selected)?.map((slot) => (
                  <li key={slot.start}>
                    <a
                      href={detailsHref(props.detailsPath, { service, start: slot.start, timeZone: shown.zone })}
                      className="inline-flex min-h-11 min-w-20 items-center justify-center rounded-full border border-violet-700 px-4 font-semibold text-violet-900 hover:bg-violet-100"
                    >
                      {clockTime(slot.start, locale, shown.zone)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            phase === 'ready' && <p className="mt-6 text-ink">{texts.noTimesInMonth}</p>
          )}
        </div>
      )}
    </div>
  );
}
