import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clampDay,
  daysInMonth,
  detailsHref,
  monthGrid,
  monthSlotsUrl,
  moveDay,
  reachableDays,
  zoneLabel,
} from './booking-calendar.ts';
import { isKnownTimeZone } from './booking-times.ts';

describe('monthGrid', () => {
  it('lays December 2026 out from Sunday (it begins on a Tuesday) and from Monday', () => {
    const fromSunday = monthGrid('2026-12', 0);
    expect(fromSunday[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(fromSunday[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
    const fromMonday = monthGrid('2026-12', 1);
    expect(fromMonday[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('always has six weeks of seven cells, each day of the month once and in order', () => {
    for (const month of ['2026-02', '2027-02', '2028-02', '2026-08', '2027-05']) {
      for (const firstDay of [0, 1]) {
        const grid = monthGrid(month, firstDay);
        expect(grid).toHaveLength(6);
        for (const week of grid) expect(week).toHaveLength(7);
        const days = grid.flat().filter((cell) => cell !== null);
        expect(days).toHaveLength(daysInMonth(month));
        expect(days[0]).toBe(`${month}-01`);
        expect([...days].sort()).toEqual(days);
      }
    }
  });

  it('puts each day under its own weekday', () => {
    // 1 February 2026 is a Sunday: the first cell of a Sunday-first grid, the last of a Monday-first one.
    expect(monthGrid('2026-02', 0)[0]?.[0]).toBe('2026-02-01');
    expect(monthGrid('2026-02', 1)[0]?.[6]).toBe('2026-02-01');
    // 31 August 2026 (a Monday) needs the sixth row of a Sunday-first grid.
    expect(monthGrid('2026-08', 0)[5]?.[1]).toBe('2026-08-31');
  });
});

describe('months', () => {
  it('add across years both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 12)).toBe('2027-11');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
  });

  it('know their length, leap years included', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-04')).toBe(30);
    expect(daysInMonth('2026-12')).toBe(31);
  });
});

describe('moveDay (the WAI-ARIA date grid keys)', () => {
  const sundayFirst = { firstDay: 0 };
  const mondayFirst = { firstDay: 1 };

  it('moves by a day and a week, across months and years', () => {
    expect(moveDay('2026-12-31', 'ArrowRight', sundayFirst)).toBe('2027-01-01');
    expect(moveDay('2026-12-01', 'ArrowLeft', sundayFirst)).toBe('2026-11-30');
    expect(moveDay('2026-12-28', 'ArrowDown', sundayFirst)).toBe('2027-01-04');
    expect(moveDay('2026-12-03', 'ArrowUp', sundayFirst)).toBe('2026-11-26');
  });

  it('goes to the week’s first and last day, as the language counts weeks', () => {
    // Wednesday 2 December 2026.
    expect(moveDay('2026-12-02', 'Home', sundayFirst)).toBe('2026-11-29');
    expect(moveDay('2026-12-02', 'End', sundayFirst)).toBe('2026-12-05');
    expect(moveDay('2026-12-02', 'Home', mondayFirst)).toBe('2026-11-30');
    expect(moveDay('2026-12-02', 'End', mondayFirst)).toBe('2026-12-06');
    // On a Sunday: the first day of a Sunday-first week, the last of a Monday-first one.
    expect(moveDay('2026-12-06', 'Home', sundayFirst)).toBe('2026-12-06');
    expect(moveDay('2026-12-06', 'End', mondayFirst)).toBe('2026-12-06');
  });

  it('moves by a month with Page keys (to a shorter month’s last day) and by a year with Shift', () => {
    expect(moveDay('2026-12-15', 'PageDown', sundayFirst)).toBe('2027-01-15');
    expect(moveDay('2027-01-31', 'PageDown', sundayFirst)).toBe('2027-02-28');
    expect(moveDay('2026-03-31', 'PageUp', sundayFirst)).toBe('2026-02-28');
    expect(moveDay('2028-02-29', 'PageDown', { firstDay: 0, shift: true })).toBe('2029-02-28');
    expect(moveDay('2026-12-15', 'PageUp', { firstDay: 0, shift: true })).toBe('2025-12-15');
  });

  it('leaves other keys to the browser', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'Escape'])
      expect(moveDay('2026-12-02', key, sundayFirst)).toBeUndefined();
  });

  it('is kept between today’s month and the last month the calendar reaches', () => {
    const range = reachableDays('2026-11-28');
    expect(range).toEqual({ first: '2026-11-01', last: '2027-11-30' });
    expect(clampDay('2026-10-31', range)).toBe('2026-11-01');
    expect(clampDay('2027-12-01', range)).toBe('2027-11-30');
    expect(clampDay('2027-03-03', range)).toBe('2027-03-03');
  });
});

describe('addresses', () => {
  it('asks the slots endpoint for a whole month, its days counted in the visitor’s zone', () => {
    const url = new URL(
      monthSlotsUrl('/api/booking/slots', { service: 'energy-reading', month: '2027-02', timeZone: 'Europe/Lisbon' }),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/booking/slots');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: 'energy-reading',
      from: '2027-02-01',
      days: '28',
      timeZone: 'Europe/Lisbon',
    });
  });

  it('links a time to the details step with the query the plain links carry', () => {
    const href = detailsHref('/pt/book/details', {
      service: 'energy-reading',
      start: '2026-12-02T12:00:00Z',
      timeZone: 'Europe/Lisbon',
    });
    expect(href).toBe('/pt/book/details?service=energy-reading&start=2026-12-02T12%3A00%3A00Z&tz=Europe%2FLisbon');
  });
});

describe('zones', () => {
  const december = new Date('2026-12-02T12:00:00Z');

  it('are named by their city and their name in the visitor’s language', () => {
    expect(zoneLabel('Europe/Lisbon', 'en', december)).toMatch(/^Lisbon \(.*European.*\)$/);
    expect(zoneLabel('Europe/Lisbon', 'pt', december)).toMatch(/^Lisbon \(Horário .*Europa.*\)$/);
    expect(zoneLabel('America/Argentina/Buenos_Aires', 'es', december)).toMatch(/^Buenos Aires \(/);
  });

  it('are known to the browser, or not used', () => {
    expect(isKnownTimeZone('Europe/Lisbon')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone(undefined)).toBe(false);
  });
});
