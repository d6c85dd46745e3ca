/**
 * The owner picks a send time with a `datetime-local` field, which has no time zone: she means her
 * own clock (lib/owner-format.ts, OWNER_TIME_ZONE), not the browser's, which may be abroad with her.
 * These turn such a wall-clock time into the moment the server stores, and back.
 */
import { dateTimeFormat } from '../../../lib/intl.ts';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** How far ahead of UTC the zone's clock is at `moment`, in milliseconds (negative west of Greenwich). */
function zoneOffset(moment: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(moment / 1000) * 1000;
}

/**
 * The moment (ISO, UTC) that a `datetime-local` value ("2026-05-12T09:00") means on the clocks of
 * `timeZone`; null when the value is not such a time.
 */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at a first guess, then again at the result: right on both sides of a clock change.
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone)).toISOString();
}

/** A moment as a `datetime-local` value on the clocks of `timeZone` (to show a saved time or a minimum). */
export function isoToZonedLocal(iso: string | Date, timeZone: string): string {
  const moment = new Date(iso).getTime();
  const wall = new Date(moment + zoneOffset(moment, timeZone));
  return wall.toISOString().slice(0, 16);
}
