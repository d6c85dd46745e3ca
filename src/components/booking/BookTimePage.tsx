import type { ReactNode } from 'react';
import { BOOKING_WEEK_ID } from '../../lib/booking-calendar.ts';
import type { BookTimeProps } from '../../site/view-models/booking.ts';
import { PageShell } from '../page/PageShell.tsx';

/**
 * The time step, a plain page: a week of free times in the visitor's zone, each a link to the
 * details step; the zone changed with a small form; earlier and later weeks by links. `children`:
 * the calendar island, which takes the week's place with JavaScript.
 */
export function BookTimePage(props: BookTimeProps & { children?: ReactNode }) {
  const { title, session, notice, shownIn, ownerTime, zone, days, empty, earlier, later, back } = props;
  return (
    <PageShell title={title} intro={session}>
      {notice ? (
        <p role="alert" className="max-w-2xl rounded-[var(--radius-card)] bg-gold-100 p-4 text-ink">
          {notice}{' '}
          <a href={back.href} className="font-semibold text-violet-700 underline">
            {back.label}
          </a>
        </p>
      ) : (
        <>
          {props.children}
          <div id={BOOKING_WEEK_ID} className="max-w-3xl">
            <p className="text-ink">
              {shownIn} {ownerTime}
            </p>
            <form method="get" className="mt-3 flex flex-wrap items-end gap-3">
              {Object.entries(zone.hidden).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <label className="flex w-full min-w-0 flex-col text-sm font-semibold text-violet-900 sm:w-auto">
                {zone.label}
                <select
                  name={zone.name}
                  className="mt-1 w-full min-w-0 rounded-lg border border-violet-300 bg-paper p-2 font-normal text-ink"
                >
                  {zone.options.map((option) => (
                    <option key={option.value} value={option.value} selected={option.selected}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                className="rounded-full border border-violet-700 px-4 py-2 font-semibold text-violet-900"
              >
                {zone.button}
              </button>
            </form>
            {empty && <p className="mt-8 text-ink">{empty}</p>}
            {days.map((day) => (
              <section key={day.heading} className="mt-8" aria-label={day.heading}>
                <h2 className="text-xl font-semibold text-violet-900">{day.heading}</h2>
                <ul className="mt-3 flex flex-wrap gap-3">
                  {day.times.map((time) => (
                    <li key={time.href}>
                      <a
                        href={time.href}
                        className="inline-block min-w-20 rounded-full border border-violet-700 px-4 py-2 text-center font-semibold text-violet-900 hover:bg-violet-100"
                      >
                        {time.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <nav className="mt-10 flex flex-wrap gap-6" aria-label={title}>
              {earlier && (
                <a href={earlier.href} className="font-semibold text-violet-700 underline underline-offset-4">
                  ← {earlier.label}
                </a>
              )}
              <a href={later.href} className="font-semibold text-violet-700 underline underline-offset-4">
                {later.label} →
              </a>
            </nav>
          </div>
        </>
      )}
    </PageShell>
  );
}
