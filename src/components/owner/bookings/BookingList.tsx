/**
 * The owner's bookings as cards, each with what she can still do: mark the Pix received, mark a
 * missed session, keep her notes, cancel (asked once more, since the visitor is told at once).
 * One island for the list, as the mail list is; the cards are written on the server first.
 */
import { useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { format } from '../../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../../i18n/owner/en.ts';
import { StatusLine, useRowActions } from '../fields.tsx';
import type { ShownBooking } from './shown-booking.ts';

export interface BookingListProps {
  locale: Locale;
  bookings: ShownBooking[];
  texts: OwnerMessages['bookings'];
  network: string;
}

const BUTTON = 'min-h-11 rounded-full border px-4 font-semibold';

export default function BookingList({ locale, bookings: initial, texts, network }: BookingListProps) {
  const { rows: bookings, status, failed, act: post } = useRowActions(initial, locale, network);
  const [confirming, setConfirming] = useState<number | null>(null);

  function act(booking: ShownBooking, action: string, payload: object, done: string, change: Partial<ShownBooking>) {
    const changed = (rows: ShownBooking[]) => rows.map((row) => (row.id === booking.id ? { ...row, ...change } : row));
    return post(`/api/admin/bookings/${booking.id}/${action}`, changed, done, payload);
  }

  const ended = { canMarkPaid: false, canMarkNoShow: false, canCancel: false };

  return (
    <>
      <ul className="mt-4 grid gap-4">
        {bookings.map((booking) => {
          const named = { name: booking.name, when: booking.when };
          // Each button's name is its visible text; the card's heading and person describe it.
          const describedBy = `booking-${booking.id}-when booking-${booking.id}-who`;
          return (
            <li key={booking.id} id={`booking-${booking.id}`} className="rounded-2xl bg-paper p-4 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-violet-700">{booking.statusText}</p>
              <h3 id={`booking-${booking.id}-when`} className="mt-1 font-display text-xl text-ink">
                {booking.when} · {booking.clock}
              </h3>
              {booking.theirTime && <p className="text-sm text-ink-soft">{booking.theirTime}</p>}
              <p className="mt-2 text-ink">
                {booking.title} · {booking.place} · {booking.price}
              </p>
              <p className="mt-1 break-words text-ink">
                <strong id={`booking-${booking.id}-who`}>{booking.name}</strong> ·{' '}
                <a href={`mailto:${booking.email}`} className="text-violet-700 underline">
                  {booking.email}
                </a>
                {booking.phone && (
                  <>
                    {' · '}
                    {booking.whatsapp ? (
                      <a href={booking.whatsapp} className="text-violet-700 underline" rel="noopener noreferrer">
                        {texts.whatsapp} {booking.phone}
                      </a>
                    ) : (
                      booking.phone
                    )}
                  </>
                )}
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                {texts.reference}: <span translate="no">{booking.reference}</span>
              </p>
              {booking.note && (
                <div className="mt-3 rounded-xl bg-mist p-3">
                  <p className="text-sm font-medium text-ink">{texts.visitorNote}</p>
                  <p className="mt-1 whitespace-pre-line break-words text-ink">{booking.note}</p>
                </div>
              )}
              {booking.noteDeleted && <p className="mt-3 text-sm text-ink-soft">{texts.noteDeleted}</p>}
              <NotesField
                booking={booking}
                texts={texts}
                onSave={(notes) => act(booking, 'notes', { notes }, texts.notesSaved, { ownerNotes: notes })}
              />
              <div className="mt-3 flex flex-wrap gap-2">
                {booking.canMarkPaid && (
                  <button
                    type="button"
                    aria-describedby={describedBy}
                    className={`${BUTTON} border-violet-700 bg-violet-700 text-white`}
                    onClick={() =>
                      act(booking, 'paid', {}, texts.markedPaid, {
                        status: 'paid',
                        statusText: texts.statuses.paid,
                        canMarkPaid: false,
                      })
                    }
                  >
                    {texts.markPaid}
                  </button>
                )}
                {booking.canMarkNoShow && (
                  <button
                    type="button"
                    aria-describedby={describedBy}
                    className={`${BUTTON} border-violet-700 text-violet-700`}
                    onClick={() =>
                      act(booking, 'no-show', {}, texts.markedNoShow, {
                        status: 'no_show',
                        statusText: texts.statuses.no_show,
                        ...ended,
                      })
                    }
                  >
                    {texts.markNoShow}
                  </button>
                )}
                {booking.canCancel && confirming !== booking.id && (
                  <button
                    type="button"
                    aria-describedby={describedBy}
                    className={`${BUTTON} border-danger text-danger`}
                    onClick={() => setConfirming(booking.id)}
                  >
                    {texts.cancel}
                  </button>
                )}
              </div>
              {confirming === booking.id && (
                <div className="mt-3 rounded-xl border border-danger p-3">
                  <p className="text-ink">{format(texts.confirmCancel, named)}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={`${BUTTON} border-danger bg-danger text-white`}
                      onClick={async () => {
                        setConfirming(null);
                        await act(booking, 'cancel', {}, texts.cancelled, {
                          status: 'cancelled',
                          statusText: `${texts.statuses.cancelled} (${texts.cancelledBy.owner})`,
                          ...ended,
                        });
                      }}
                    >
                      {texts.cancel}
                    </button>
                    <button
                      type="button"
                      className={`${BUTTON} border-violet-700 text-violet-700`}
                      onClick={() => setConfirming(null)}
                    >
                      {texts.keep}
                    </button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <StatusLine text={status} failed={failed} />
    </>
  );
}

function NotesField({
  booking,
  texts,
  onSave,
}: {
  booking: ShownBooking;
  texts: OwnerMessages['bookings'];
  onSave: (notes: string) => Promise<boolean>;
}) {
  const [notes, setNotes] = useState(booking.ownerNotes);
  const id = `notes-${booking.id}`;
  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(notes);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {texts.yourNotes}
      </label>
      <textarea
        id={id}
        value={notes}
        maxLength={4000}
        rows={2}
        onInput={(event) => setNotes((event.target as HTMLTextAreaElement).value)}
        className="mt-1 w-full rounded-xl border border-violet-100 bg-paper p-3 text-base text-ink"
      />
      <button type="submit" className={`${BUTTON} mt-2 border-violet-700 text-violet-700`}>
        {texts.saveNotes}
      </button>
    </form>
  );
}
