import clsx from 'clsx';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { format, plural } from '../../i18n/messages/index.ts';
import type { FreeSlot } from '../../lib/booking.ts';
import { clampDay, monthGrid, monthOf, moveDay, reachableDays } from '../../lib/booking-calendar.ts';
import { addDays, noonOf } from '../../lib/booking-times.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import type { BookingCalendarTexts } from '../../site/view-models/booking-calendar.ts';

interface MonthGridProps {
  locale: Locale;
  month: string;
  firstDay: number;
  /** Today in the calendar's zone: the keys and the month buttons reach from its month to MONTHS_AHEAD later. */
  today: string;
  /** Each day's free times; undefined while the month's free times load. */
  free: ReadonlyMap<string, readonly FreeSlot[]> | undefined;
  selected: string | undefined;
  /** The day that takes the grid's one tab stop. */
  focused: string;
  texts: Pick<BookingCalendarTexts, 'previousMonth' | 'nextMonth' | 'dayTimes' | 'dayFull'>;
  onMonth: (step: 1 | -1) => void;
  onMove: (day: string) => void;
  onSelect: (day: string) => void;
}

/** A week that begins on a Sunday (29 November 2026), for the weekdays' names. */
const SUNDAY = '2026-11-29';

const navButton =
  'flex size-11 items-center justify-center rounded-full border border-violet-700 text-xl text-violet-900 hover:bg-violet-100 disabled:border-violet-100 disabled:text-ink-soft disabled:hover:bg-transparent';

/**
 * A month as the WAI-ARIA date grid: one tab stop, arrows by a day or a week, Home/End, Page
 * Up/Down by a month (Shift: a year); days without free times can be reached but not chosen.
 * Six rows always, so that the calendar keeps its height from month to month.
 */
export function MonthGrid(props: MonthGridProps) {
  const { locale, month, firstDay, free, selected, texts } = props;
  const lang = HTML_LANG[locale];
  const titleId = useId();
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const tabDay = monthOf(props.focused) === month ? props.focused : `${month}-01`;
  const range = reachableDays(props.today);

  // Focus follows the keys, also into a month that has just been drawn.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>(`[data-day="${tabDay}"]`)?.focus();
  }, [tabDay]);

  const title = dateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noonOf(`${month}-15`));
  const fullDate = (day: string) => dateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(noonOf(day));
  const weekdays = Array.from({ length: 7 }, (_, index) => noonOf(addDays(SUNDAY, (firstDay + index) % 7)));

  function keys(event: KeyboardEvent<HTMLTableElement>) {
    const day = (event.target as HTMLElement).dataset.day;
    const next = day && moveDay(day, event.key, { firstDay, shift: event.shiftKey });
    if (!day || !next) return;
    event.preventDefault();
    const target = clampDay(next, range);
    if (target === day) return;
    moved.current = true;
    props.onMove(target);
  }

  function dayLabel(day: string, count: number | undefined) {
    if (count === undefined) return fullDate(day);
    return count > 0
      ? plural(locale, texts.dayTimes, count, { day: fullDate(day) })
      : format(texts.dayFull, { day: fullDate(day) });
  }

  return (
    <div className="mt-6">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          disabled={month <= monthOf(range.first)}
          aria-label={texts.previousMonth}
          onClick={() => props.onMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={titleId} aria-live="polite" className="text-xl font-semibold text-violet-900">
          {title.charAt(0).toLocaleUpperCase(lang) + title.slice(1)}
        </h2>
        <button
          type="button"
          className={navButton}
          disabled={month >= monthOf(range.last)}
          aria-label={texts.nextMonth}
          onClick={() => props.onMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* Seven columns of 44 px need 308 px: at 320 px the grid takes some of the page's margin. */}
      <div className="-mx-3.5 mt-3 sm:mx-0">
        <table
          ref={table}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid is a table with the grid role.
          role="grid"
          aria-labelledby={titleId}
          aria-busy={free ? undefined : true}
          className="w-full table-fixed border-collapse"
          onKeyDown={keys}
        >
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <th
                  key={weekday.getTime()}
                  scope="col"
                  abbr={dateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(weekday)}
                  className="pb-2 text-center text-sm font-semibold text-ink-soft"
                >
                  {dateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(weekday)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month, firstDay).map((week, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a week has no identity but its place in the month.
              <tr key={`${month}-${row}`}>
                {week.map((day, column) => {
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is only a place in the week.
                  if (!day) return <td key={`${row}-${column}`} />;
                  const count = free?.get(day)?.length ?? (free ? 0 : undefined);
                  const open = count !== undefined && count > 0;
                  return (
                    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a cell of a grid (its role gridcell), where aria-selected belongs.
                    <td key={day} aria-selected={day === selected} className="p-0">
                      <button
                        type="button"
                        data-day={day}
                        tabIndex={day === tabDay ? 0 : -1}
                        aria-label={dayLabel(day, count)}
                        aria-disabled={open ? undefined : true}
                        aria-current={day === props.today ? 'date' : undefined}
                        onClick={() => open && props.onSelect(day)}
                        className={clsx(
                          'flex h-11 w-full items-center justify-center rounded-full',
                          day === props.today && 'underline decoration-2 underline-offset-4',
                          !open && 'cursor-default text-ink-soft',
                          open && day !== selected && 'bg-violet-100 font-semibold text-violet-900 hover:bg-gold-100',
                          open && day === selected && 'bg-violet-700 font-semibold text-paper',
                        )}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
