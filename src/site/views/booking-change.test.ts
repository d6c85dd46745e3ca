import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookChangePage } from '../../components/booking/BookChangePage.tsx';
import { format, getMessages } from '../../i18n/messages/index.ts';
import type { ChangeVisit } from '../../lib/booking.ts';
import { cancelView, changeConfirmView, changeQuery, changeWeekView } from './booking-change.ts';

const pt = getMessages('pt');
const en = getMessages('en');
const QUERY = changeQuery(new URLSearchParams({ reference: 'VB12345678', token: 'tok_en-1' }));

/** A reading on Monday 7 December 2026 at 09:00 in São Paulo, booked from Lisbon. */
const OPEN: ChangeVisit = {
  kind: 'open',
  booking: {
    reference: 'VB12345678',
    service: 'energy-reading',
    status: 'awaiting_payment',
    start: '2026-12-07T12:00:00.000Z',
    end: '2026-12-07T13:00:00.000Z',
    email: 'ana@example.com',
    timeZone: 'Europe/Lisbon',
    priceCents: 22_000,
    mode: 'online',
    abroad: true,
  },
  ownerTimeZone: 'America/Sao_Paulo',
  changeUntil: '2026-12-06T12:00:00.000Z',
  viewToken: 'view-token',
};

describe('the change pages', () => {
  it('offers a week of free times in the visitor’s own zone, each a link to the confirm step with the link kept', async () => {
    const view = await changeWeekView('pt', QUERY, {
      ...OPEN,
      week: { from: '2026-12-07', timeZone: 'Europe/Lisbon' },
      freeTimes: {
        kind: 'times',
        ownerTimeZone: 'America/Sao_Paulo',
        slots: [{ start: '2026-12-08T12:00:00Z', end: '2026-12-08T13:00:00Z' }],
      },
    });
    expect(view.status).toBe(200);
    if (!('days' in view.props)) throw new Error('not the week');
    expect(view.props.title).toBe(pt.bookingPages.titles.change);
    const [day] = view.props.days;
    // 12:00 in Lisbon, the visitor's zone when booking.
    expect(day?.times).toEqual([
      {
        href: '/pt/book/change?reference=VB12345678&token=tok_en-1&start=2026-12-08T12%3A00%3A00Z&tz=Europe%2FLisbon',
        label: '12:00',
      },
    ]);
    expect(view.props.zone.hidden).toEqual({ reference: 'VB12345678', token: 'tok_en-1', from: '2026-12-07' });
  });

  it('confirms a move with one form to the endpoint, and writes a refused one’s reason and nearest times', async () => {
    const query = { ...QUERY, start: '2026-12-08T12:00:00.000Z' };
    const refused = {
      status: 409,
      message: en.booking.taken,
      nearest: [{ start: '2026-12-08T13:00:00Z', end: '2026-12-08T14:00:00Z' }],
    };
    const view = await changeConfirmView('en', query, OPEN, refused);
    expect(view.status).toBe(409);
    expect(view.props.form).toMatchObject({
      action: '/api/booking/reschedule',
      hidden: {
        reference: 'VB12345678',
        token: 'tok_en-1',
        start: query.start,
        locale: 'en',
        timeZone: 'Europe/Lisbon',
      },
      submit: en.bookingPages.moveSubmit,
    });
    expect(view.props.refusal?.nearest[0]?.href).toContain('start=2026-12-08T13%3A00%3A00Z');
    expect(view.props.links.at(-1)).toEqual({
      href: '/book/booked?reference=VB12345678&token=view-token',
      label: en.bookingPages.keep,
    });
    const html = renderToStaticMarkup(BookChangePage(view.props));
    expect(html).toContain('role="alert"');
    expect(html).toContain('<input type="hidden" name="token" value="tok_en-1"/>');
  });

  it('keeps the booking’s own zone when the address names a zone that does not exist', async () => {
    const params = new URLSearchParams({ reference: 'VB12345678', token: 'tok_en-1', start: '2026-12-08T12:00:00Z' });
    params.set('tz', 'Mars/Olympus_Mons');
    const query = { ...changeQuery(params), start: '2026-12-08T12:00:00.000Z' };
    expect(query.timeZone).toBeUndefined();
    const view = await changeConfirmView('en', query, OPEN, undefined);
    expect(view.status).toBe(200);
    expect(view.props.form?.hidden.timeZone).toBe('Europe/Lisbon');
  });

  it('says why a link opens nothing, with its status, and where to go instead', async () => {
    const tooLate = await cancelView(
      'pt',
      QUERY,
      { kind: 'too-late', reference: 'VB12345678', changeCutoffHours: 48 },
      undefined,
    );
    expect(tooLate.status).toBe(200);
    expect(tooLate.props.notice?.message).toBe(format(pt.booking.changeRefusals.tooLate, { hours: 48 }));
    expect(tooLate.props.notice?.links[0]).toEqual({ href: '/pt/contact', label: pt.bookingPages.contact });
    expect(tooLate.props.form).toBeUndefined();
    const cancelled = await cancelView(
      'pt',
      QUERY,
      { kind: 'already-cancelled', reference: 'VB12345678', changeCutoffHours: 24 },
      undefined,
    );
    expect(cancelled.props.notice).toEqual({
      message: pt.booking.changeRefusals.cancelled,
      links: [{ href: '/pt/book', label: pt.bookingPages.bookAgain }],
    });
    const spent = await changeWeekView('en', QUERY, {
      kind: 'earlier-link',
      reference: 'VB12345678',
      changeCutoffHours: 24,
    });
    expect(spent.status).toBe(410);
    const invalid = await cancelView(
      'en',
      QUERY,
      { kind: 'invalid-link', reference: 'VB12345678', changeCutoffHours: 24 },
      undefined,
    );
    expect(invalid.status).toBe(404);
    expect(renderToStaticMarkup(BookChangePage(invalid.props))).toContain(en.booking.changeRefusals.invalidLink);
  });
});
