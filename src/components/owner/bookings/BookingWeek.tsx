/**
 * A week of the owner's bookings, day by day in her zone: each day's sessions in order (time,
 * person, session, state), each leading to its card in the full list. Days stack on a phone and
 * sit side by side on a wide screen. Rendered on the server only.
 */
import type { OwnerMessages } from '../../../i18n/owner/en.ts';
import type { ShownBooking } from './shown-booking.ts';

export interface WeekDay {
  day: string;
  heading: string;
  bookings: ShownBooking[];
}

export function BookingWeek({
  days,
  texts,
  cardHref,
}: {
  days: WeekDay[];
  texts: OwnerMessages['bookings'];
  cardHref: (booking: ShownBooking) => string;
}) {
  return (
    <ol className="mt-4 grid gap-3 lg:grid-cols-7">
      {days.map((day) => (
        <li key={day.day} className="rounded-2xl bg-paper p-3 shadow-sm">
          <h3 className="font-semibold text-ink">{day.heading}</h3>
          {day.bookings.length === 0 ? (
            <p className="mt-1 text-sm text-ink-soft">{texts.freeDay}</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {day.bookings.map((booking) => (
                <li key={booking.id}>
                  <a
                    href={cardHref(booking)}
                    className="block min-h-11 rounded-xl bg-mist p-2 text-sm text-ink hover:bg-violet-100"
                  >
                    <span className="block font-semibold">{booking.clock}</span>
                    <span className="block break-words">{booking.name}</span>
                    <span className="block text-ink-soft">{booking.title}</span>
                    <span className="block text-violet-700">{booking.statusText}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
