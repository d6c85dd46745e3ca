import { describe, expect, it } from 'vitest';
import { addDays, clockTime, dayHeading, dayOf, sessionTime, slotsByDay, timeZoneName } from './booking-times.ts';

const NINE_IN_SAO_PAULO = '2026-12-07T12:00:00Z';
const EIGHT_PM_IN_SAO_PAULO = '2026-12-07T23:00:00Z';

describe('booking times as visitors read them', () => {
  it('group free times by the visitor’s own days', () => {
    const slots = [NINE_IN_SAO_PAULO, EIGHT_PM_IN_SAO_PAULO].map((start) => ({ start, end: start }));
    expect(slotsByDay(slots, 'America/Sao_Paulo').map(({ day, slots }) => [day, slots.length])).toEqual([
      ['2026-12-07', 2],
    ]);
    // 20:00 in São Paulo is already Tuesday in Rome.
    expect(slotsByDay(slots, 'Europe/Rome').map(({ day }) => day)).toEqual(['2026-12-07', '2026-12-08']);
  });

  it('write times in the visitor’s language and zone', () => {
    expect(clockTime(NINE_IN_SAO_PAULO, 'pt', 'America/Sao_Paulo')).toBe('09:00');
    expect(clockTime(NINE_IN_SAO_PAULO, 'en', 'America/New_York')).toBe('7:00 AM');
    expect(sessionTime(NINE_IN_SAO_PAULO, 'pt', 'America/Sao_Paulo')).toBe(
      'segunda-feira, 7 de dezembro de 2026 às 09:00',
    );
    expect(dayHeading('2026-12-07', 'es')).toBe('lunes, 7 de diciembre');
    expect(timeZoneName('America/Sao_Paulo', 'pt')).toMatch(/^Horário .*Brasília$/);
  });

  it('count days across months and years', () => {
    expect(dayOf('2026-12-31T23:30:00Z', 'America/Sao_Paulo')).toBe('2026-12-31');
    expect(dayOf('2026-12-31T23:30:00Z', 'Europe/Lisbon')).toBe('2026-12-31');
    expect(dayOf('2026-12-31T23:30:00Z', 'Europe/Rome')).toBe('2027-01-01');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2027-03-01', -7)).toBe('2027-02-22');
  });
});
