import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityQuestion,
  type BookingRules,
  blockedRange,
  dayIn,
  freeSlots,
  instantAt,
  ownerDayFinder,
} from './availability.ts';

const SAO_PAULO = 'America/Sao_Paulo';
const HOUR = 3_600_000;

/** Mondays 09:00–12:00 only, no buffers, no notice: one rule changed per test. */
const RULES: BookingRules = {
  timeZone: SAO_PAULO,
  weeklyHours: { 1: [{ start: '09:00', end: '12:00' }] },
  datesOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 0,
  horizonDays: 60,
  dailyMaximum: 10,
  slotStepMinutes: 60,
};

/** Monday 2026-12-07, 00:00 in São Paulo (03:00 UTC). */
const MONDAY = Temporal.PlainDate.from('2026-12-07');
const at = (date: Temporal.PlainDate, clock: string, zone = SAO_PAULO) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return instantAt(date, hours * 60 + minutes, zone);
};
/** A week from the Sunday before MONDAY, asked on the Friday before. */
function ask(change: Partial<Omit<AvailabilityQuestion, 'rules'>> & { rules?: Partial<BookingRules> } = {}) {
  const { rules, ...rest } = change;
  return freeSlots({
    durationMinutes: 60,
    booked: [],
    busy: [],
    bookedPerDay: new Map(),
    now: at(MONDAY.subtract({ days: 3 }), '12:00'),
    window: {
      start: at(MONDAY.subtract({ days: 1 }), '00:00').epochMilliseconds,
      end: at(MONDAY.add({ days: 6 }), '00:00').epochMilliseconds,
    },
    ...rest,
    rules: { ...RULES, ...rules },
  });
}
/** The slots' starts as the owner's clock reads them, "2026-12-07 09:00". */
const ownerTimes = (slots: ReturnType<typeof freeSlots>, zone = SAO_PAULO) =>
  slots.map((slot) => slot.start.toZonedDateTimeISO(zone).toPlainDateTime().toString().replace('T', ' ').slice(0, 16));

describe('free times', () => {
  it('follow the weekly hours on the step, the session ending by closing time', () => {
    expect(ownerTimes(ask())).toEqual(['2026-12-07 09:00', '2026-12-07 10:00', '2026-12-07 11:00']);
    expect(ownerTimes(ask({ rules: { slotStepMinutes: 30 }, durationMinutes: 90 }))).toEqual([
      '2026-12-07 09:00',
      '2026-12-07 09:30',
      '2026-12-07 10:00',
      '2026-12-07 10:30',
    ]);
  });

  it('skip dates off and closed days', () => {
    expect(ask({ rules: { datesOff: ['2026-12-07'] } })).toEqual([]);
    expect(ownerTimes(ask({ rules: { weeklyHours: { 3: [{ start: '14:00', end: '16:00' }] } } }))).toEqual([
      '2026-12-09 14:00',
      '2026-12-09 15:00',
    ]);
  });

  it('keep the minimum notice: nothing starts sooner than that after now', () => {
    const now = at(MONDAY, '08:30');
    expect(ownerTimes(ask({ now, rules: { minimumNoticeHours: 0 } }))).toHaveLength(3);
    expect(ownerTimes(ask({ now, rules: { minimumNoticeHours: 2 } }))).toEqual(['2026-12-07 11:00']);
    // 2.5 h ahead: 11:00 is exactly on the edge and still offered; a minute more and it is not.
    expect(ownerTimes(ask({ now: at(MONDAY, '08:30'), rules: { minimumNoticeHours: 2.5 } }))).toEqual([
      '2026-12-07 11:00',
    ]);
    expect(ask({ now: at(MONDAY, '08:31'), rules: { minimumNoticeHours: 2.5 } })).toEqual([]);
  });

  it('stop at the horizon, counted in the owner’s days from today', () => {
    // Asked on Friday 4 December: a horizon of 3 days covers Friday to Sunday, 4 covers Monday.
    expect(ask({ rules: { horizonDays: 3 } })).toEqual([]);
    expect(ask({ rules: { horizonDays: 4 } })).toHaveLength(3);
  });

  it('keep clear of bookings with the buffers on both sides, and of the owner’s busy times', () => {
    const booked = blockedRange(
      { ...RULES, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 },
      at(MONDAY, '10:00').epochMilliseconds,
      60,
    );
    // Without buffers of its own a 9:00 session ends at 10:00, inside 10:00's buffer (9:45): refused.
    expect(ownerTimes(ask({ booked: [booked] }))).toEqual([]);
    expect(
      ownerTimes(
        ask({ booked: [{ start: at(MONDAY, '10:00').epochMilliseconds, end: at(MONDAY, '11:00').epochMilliseconds }] }),
      ),
    ).toEqual(['2026-12-07 09:00', '2026-12-07 11:00']);
    const busy = { start: at(MONDAY, '09:30').epochMilliseconds, end: at(MONDAY, '09:45').epochMilliseconds };
    expect(ownerTimes(ask({ busy: [busy] }))).toEqual(['2026-12-07 10:00', '2026-12-07 11:00']);
    // A buffer after each session also keeps it from a busy time that starts right at its end.
    const atTen = { start: at(MONDAY, '10:00').epochMilliseconds, end: at(MONDAY, '10:30').epochMilliseconds };
    expect(ownerTimes(ask({ busy: [atTen], rules: { bufferAfterMinutes: 10 } }))).toEqual(['2026-12-07 11:00']);
  });

  it('close a day that has its maximum of sessions', () => {
    expect(ask({ bookedPerDay: new Map([['2026-12-07', 10]]) })).toEqual([]);
    expect(ask({ bookedPerDay: new Map([['2026-12-07', 9]]) })).toHaveLength(3);
  });

  it('answer only inside the window asked for', () => {
    const window = { start: at(MONDAY, '10:00').epochMilliseconds, end: at(MONDAY, '11:00').epochMilliseconds };
    expect(ownerTimes(ask({ window }))).toEqual(['2026-12-07 10:00']);
  });
});

describe('time zones', () => {
  /** The owner in São Paulo (UTC−3 all year since 2019) offers Mondays 09:00. */
  const nineInSaoPaulo = (date: string) => {
    const day = Temporal.PlainDate.from(date);
    return freeSlots({
      rules: { ...RULES, slotStepMinutes: 180, weeklyHours: { 1: [{ start: '09:00', end: '10:00' }] } },
      durationMinutes: 60,
      booked: [],
      busy: [],
      bookedPerDay: new Map(),
      now: at(day.subtract({ days: 7 }), '00:00'),
      window: { start: at(day, '00:00').epochMilliseconds, end: at(day.add({ days: 1 }), '00:00').epochMilliseconds },
    });
  };
  const localTime = (date: string, zone: string) => ownerTimes(nineInSaoPaulo(date), zone)[0]?.slice(11);

  it('show a visitor in Lisbon, Rome and New York the same instant at their own clock, through Europe’s and the US’s clock changes', () => {
    // Before Europe's change (29 March 2026) and the US's (8 March 2026), and after both.
    expect(localTime('2026-03-02', 'Europe/Lisbon')).toBe('12:00');
    expect(localTime('2026-03-02', 'Europe/Rome')).toBe('13:00');
    expect(localTime('2026-03-02', 'America/New_York')).toBe('07:00');
    // Between the two changes: New York has moved on, Europe not yet.
    expect(localTime('2026-03-16', 'America/New_York')).toBe('08:00');
    expect(localTime('2026-03-16', 'Europe/Lisbon')).toBe('12:00');
    expect(localTime('2026-04-06', 'Europe/Lisbon')).toBe('13:00');
    expect(localTime('2026-04-06', 'Europe/Rome')).toBe('14:00');
    // Autumn: Europe back on 25 October, the US on 1 November.
    expect(localTime('2026-10-26', 'Europe/Rome')).toBe('13:00');
    expect(localTime('2026-10-26', 'America/New_York')).toBe('08:00');
    expect(localTime('2026-11-02', 'America/New_York')).toBe('07:00');
  });

  it('keep the owner’s own clock when her zone changes its clocks (an owner in Lisbon on the day of the change)', () => {
    // Sunday 29 March 2026, 01:00 in Lisbon jumps to 02:00: a 01:30 opening moves to 02:30, as people expect.
    const sunday = Temporal.PlainDate.from('2026-03-29');
    const slots = freeSlots({
      rules: {
        ...RULES,
        timeZone: 'Europe/Lisbon',
        slotStepMinutes: 60,
        weeklyHours: { 7: [{ start: '00:30', end: '04:00' }] },
      },
      durationMinutes: 60,
      booked: [],
      busy: [],
      bookedPerDay: new Map(),
      now: at(sunday.subtract({ days: 2 }), '00:00', 'Europe/Lisbon'),
      window: {
        start: at(sunday, '00:00', 'Europe/Lisbon').epochMilliseconds,
        end: at(sunday.add({ days: 1 }), '00:00', 'Europe/Lisbon').epochMilliseconds,
      },
    });
    const utc = slots.map((slot) => slot.start.toString());
    // 00:30 is 00:30 UTC; 01:30 does not exist and becomes 02:30 summer time, which 02:30 also is: offered once.
    expect(utc).toEqual(['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z']);
    // Every slot lasts an hour of real time.
    for (const slot of slots) expect(slot.end.epochMilliseconds - slot.start.epochMilliseconds).toBe(HOUR);
  });

  it('find the owner’s day by her clock: a São Paulo evening is the next day in Rome', () => {
    const rules = { ...RULES, weeklyHours: { 1: [{ start: '20:00', end: '21:00' }] } };
    const slots = freeSlots({
      rules,
      durationMinutes: 60,
      booked: [],
      busy: [],
      bookedPerDay: new Map(),
      now: at(MONDAY.subtract({ days: 3 }), '00:00'),
      // Tuesday in Rome, which begins at Monday 20:00 in São Paulo.
      window: {
        start: at(MONDAY.add({ days: 1 }), '00:00', 'Europe/Rome').epochMilliseconds,
        end: at(MONDAY.add({ days: 2 }), '00:00', 'Europe/Rome').epochMilliseconds,
      },
    });
    expect(ownerTimes(slots, 'Europe/Rome')).toEqual(['2026-12-08 00:00']);
  });
});

describe('wall times by arithmetic', () => {
  /** Every day 00:00–03:00 (where clocks change) and 09:00–12:00, every half hour. */
  const everyDay = Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].map((day) => [
      day,
      [
        { start: '00:00', end: '03:00' },
        { start: '09:00', end: '12:00' },
      ],
    ]),
  );

  it.each(['Europe/Lisbon', 'America/New_York', 'Australia/Lord_Howe', 'America/Sao_Paulo'])(
    'give the instants the time-zone database gives, every day of a year in %s',
    (timeZone) => {
      const first = Temporal.PlainDate.from('2026-01-01');
      const rules = {
        ...RULES,
        timeZone,
        weeklyHours: everyDay,
        slotStepMinutes: 30,
        horizonDays: 400,
        dailyMaximum: 100,
      };
      const slots = freeSlots({
        rules,
        durationMinutes: 30,
        booked: [],
        busy: [],
        bookedPerDay: new Map(),
        now: at(first.subtract({ days: 1 }), '00:00', timeZone),
        window: {
          start: at(first, '00:00', timeZone).epochMilliseconds,
          end: at(first.add({ years: 1 }), '00:00', timeZone).epochMilliseconds,
        },
      });
      // The same question answered a candidate at a time through Temporal.
      const expected: number[] = [];
      for (let day = first; Temporal.PlainDate.compare(day, first.add({ years: 1 })) < 0; day = day.add({ days: 1 })) {
        for (const minutes of [0, 30, 60, 90, 120, 150, 540, 570, 600, 630, 660, 690]) {
          const start = instantAt(day, minutes, timeZone).epochMilliseconds;
          if (expected.at(-1) !== start) expected.push(start);
        }
      }
      expect(slots.map((slot) => slot.start.epochMilliseconds)).toEqual(expected);
    },
  );

  it('find an instant’s day of the owner’s, across a clock change and at the edges of the range', () => {
    const timeZone = 'Europe/Lisbon';
    const range = { start: Date.parse('2026-03-27T00:00:00Z'), end: Date.parse('2026-03-31T00:00:00Z') };
    const dayOf = ownerDayFinder(timeZone, range);
    for (const iso of [
      '2026-03-28T23:59:59Z',
      '2026-03-29T00:00:00Z',
      '2026-03-29T22:59:59Z',
      '2026-03-29T23:00:00Z',
      '2026-03-26T12:00:00Z',
      '2026-04-02T12:00:00Z',
    ]) {
      const instant = Temporal.Instant.from(iso);
      expect(dayOf(instant.epochMilliseconds), iso).toBe(dayIn(instant, timeZone).toString());
    }
  });
});
