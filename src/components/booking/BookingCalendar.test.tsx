import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n/messages/index.ts';
import type { FreeSlot, FreeTimesVisit } from '../../lib/booking.ts';
import { bookingQuery } from '../../site/views/booking.ts';
import { bookingCalendarView } from '../../site/views/booking-calendar.ts';
import BookingCalendar from './BookingCalendar.tsx';
import { MonthGrid } from './MonthGrid.tsx';

const pt = getMessages('pt').bookingPages;

/** `count` hour-long free times from `start`. */
const freeTimes = (start: string, count: number): FreeSlot[] =>
  Array.from({ length: count }, (_, hour) => {
    const from = Date.parse(start) + hour * 3_600_000;
    return { start: new Date(from).toISOString(), end: new Date(from + 3_600_000).toISOString() };
  });

/** December 2026 in Portuguese: 2 and 3 December have free times, the 2nd chosen, the 3rd focused. */
function grid(locale: 'pt' | 'es' = 'pt', times: 'loading' | 'loaded' = 'loaded') {
  return renderToStaticMarkup(
    <MonthGrid
      locale={locale}
      month="2026-12"
      firstDay={locale === 'pt' ? 0 : 1}
      today="2026-12-01"
      free={
        times === 'loaded'
          ? new Map([
              ['2026-12-02', freeTimes('2026-12-02T12:00:00Z', 3)],
              ['2026-12-03', freeTimes('2026-12-03T12:00:00Z', 1)],
            ])
          : undefined
      }
      selected="2026-12-02"
      focused="2026-12-03"
      texts={getMessages(locale).bookingPages.calendar}
      onMonth={() => {}}
      onMove={() => {}}
      onSelect={() => {}}
    />,
  );
}

describe('MonthGrid', () => {
  it('is a grid of six weeks, its title the month in the visitor’s language', () => {
    const html = grid();
    expect(html).toContain('role="grid"');
    expect(html.match(/<tr>/g)).toHaveLength(1 + 6);
    expect(html).toContain('Dezembro de 2026');
  });

  it('names each day by its full date and its free times, and leaves days without any disabled', () => {
    const html = grid();
    expect(html).toContain('aria-label="quarta-feira, 2 de dezembro de 2026: 3 horários livres"');
    expect(html).toContain('aria-label="quinta-feira, 3 de dezembro de 2026: 1 horário livre"');
    expect(html).toMatch(/aria-label="sexta-feira, 4 de dezembro de 2026: nenhum horário livre" aria-disabled="true"/);
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(31 - 2);
  });

  it('has one tab stop (the focused day), marks the chosen day and today', () => {
    const html = grid();
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toMatch(/tabindex="0" aria-label="quinta-feira, 3 de dezembro/);
    expect(html).toMatch(/<td aria-selected="true" class="p-0"><button type="button" data-day="2026-12-02"/);
    expect(html).toMatch(/data-day="2026-12-01"[^>]*aria-current="date"/);
  });

  it('begins the week on Monday in Spanish, with the weekdays’ full names for screen readers', () => {
    const html = grid('es');
    expect(html.indexOf('abbr="lunes"')).toBeLessThan(html.indexOf('abbr="domingo"'));
    expect(html).toContain('Diciembre de 2026');
  });

  it('shows every day disabled and the grid busy while the month’s free times load', () => {
    const html = grid('pt', 'loading');
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(31);
    expect(html).toContain('aria-label="quarta-feira, 2 de dezembro de 2026"');
  });
});

describe('BookingCalendar on the server', () => {
  const times: FreeTimesVisit = { kind: 'times', ownerTimeZone: 'America/Sao_Paulo', slots: [] };

  it('renders only an empty status line: the server’s week is what first paints', () => {
    const props = bookingCalendarView('pt', bookingQuery(new URLSearchParams('service=energy-reading')), times);
    expect(props).toBeDefined();
    const html = renderToStaticMarkup(<BookingCalendar {...(props as NonNullable<typeof props>)} />);
    expect(html).toBe(
      '<div class="max-w-3xl"><p role="status" class="min-h-6 text-sm text-ink-soft [@media(scripting:none)]:hidden"></p></div>',
    );
  });
});

describe('bookingCalendarView', () => {
  it('gives the calendar the page’s zone, whether the visitor chose it, and the localized details step', () => {
    const chosen = bookingCalendarView(
      'pt',
      bookingQuery(new URLSearchParams('service=energy-reading&tz=Europe/Rome&from=2026-12-07')),
      { kind: 'times', ownerTimeZone: 'America/Sao_Paulo', slots: [] },
    );
    expect(chosen).toMatchObject({
      service: 'energy-reading',
      pageTimeZone: 'Europe/Rome',
      zoneChosen: true,
      ownerTimeZone: 'America/Sao_Paulo',
      from: '2026-12-07',
      detailsPath: '/pt/book/details',
      firstDay: 0,
    });
    expect(chosen?.texts.yourZone).toBe(pt.calendar.yourZone);
    const owners = bookingCalendarView('it', bookingQuery(new URLSearchParams('service=energy-reading')), {
      kind: 'times',
      ownerTimeZone: 'America/Sao_Paulo',
      slots: [],
    });
    expect(owners).toMatchObject({ pageTimeZone: 'America/Sao_Paulo', zoneChosen: false, firstDay: 1 });
    expect(owners).not.toHaveProperty('from');
  });

  it('gives no calendar when the free times could not be read', () => {
    const query = bookingQuery(new URLSearchParams('service=energy-reading'));
    expect(bookingCalendarView('en', query, { kind: 'unavailable' })).toBeUndefined();
  });
});
