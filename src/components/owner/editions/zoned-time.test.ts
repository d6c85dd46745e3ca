import { describe, expect, it } from 'vitest';
import { OWNER_TIME_ZONE } from '../../../lib/owner-format.ts';
import { isoToZonedLocal, zonedLocalToIso } from './zoned-time.ts';

describe('zonedLocalToIso', () => {
  it('reads the field as the owner’s clock in São Paulo (UTC−3, no summer time since 2019)', () => {
    expect(zonedLocalToIso('2026-05-12T09:00', OWNER_TIME_ZONE)).toBe('2026-05-12T12:00:00.000Z');
    expect(zonedLocalToIso('2026-12-31T22:30', OWNER_TIME_ZONE)).toBe('2027-01-01T01:30:00.000Z');
  });

  it('follows a zone’s summer time on both sides of the change', () => {
    expect(zonedLocalToIso('2018-12-01T09:00', OWNER_TIME_ZONE)).toBe('2018-12-01T11:00:00.000Z');
    expect(zonedLocalToIso('2026-01-15T09:00', 'America/New_York')).toBe('2026-01-15T14:00:00.000Z');
    expect(zonedLocalToIso('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedLocalToIso('2026-03-29T01:30', 'Europe/Rome')).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedLocalToIso('2026-03-29T03:30', 'Europe/Rome')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const value of ['', '2026-05-12', '2026-02-30T10:00', '2026-05-12T24:00', 'tomorrow at nine']) {
      expect(zonedLocalToIso(value, OWNER_TIME_ZONE)).toBeNull();
    }
  });
});

describe('isoToZonedLocal', () => {
  it('writes a moment as the field shows it, and back again', () => {
    expect(isoToZonedLocal('2026-05-12T12:00:00.000Z', OWNER_TIME_ZONE)).toBe('2026-05-12T09:00');
    expect(isoToZonedLocal('2027-01-01T01:30:00.000Z', OWNER_TIME_ZONE)).toBe('2026-12-31T22:30');
    for (const local of ['2026-05-12T09:00', '2026-07-01T23:59', '2026-01-01T00:00']) {
      expect(isoToZonedLocal(zonedLocalToIso(local, 'America/New_York') ?? '', 'America/New_York')).toBe(local);
    }
  });
});
